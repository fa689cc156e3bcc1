import { type StoredDataGroup, storedData, storedDataGroups } from '#domain/privacy/stored-data.ts';

const groupOrder = Object.keys(storedDataGroups) as StoredDataGroup[];

/**
 * The Privacy Policy's "What Tend stores": every kind in domain/privacy/stored-data.ts under its
 * group's heading, so the policy says what the database holds and cannot leave a kind out.
 */
export function StoredDataSections() {
  return (
    <>
      {groupOrder.map((group) => {
        const kinds = storedData.filter((kind) => kind.group === group);
        if (kinds.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`stored-${group}`}>
            <h3 id={`stored-${group}`}>{storedDataGroups[group]}</h3>
            <ul>
              {kinds.map((kind) => (
                <li key={kind.id}>
                  <strong>{kind.label}.</strong> {kind.description}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
