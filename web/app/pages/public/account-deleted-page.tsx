import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { storedData } from '#domain/privacy/stored-data.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The history state the profile's deletion leaves; without it nobody has just deleted anything. */
export const accountDeletedState = { accountDeleted: true } as const;

// Drawn from the list the Privacy Policy gives (domain/privacy/stored-data.ts), whose erasures a
// server test holds to the database's cascading deletes. What lives on the device was erased from
// this browser only, by the deletion made in it.
const erased = storedData
  .filter((kind) => kind.erasedWithAccount)
  .map((kind) => ({
    id: kind.id,
    text: kind.place === 'device' ? `${kind.label}, in this browser` : kind.label,
  }));
// Not tied to the account's row: they lapse within the hour (the policy's "How long" says when).
const lapsing = storedData.filter((kind) => !kind.erasedWithAccount).map((kind) => kind.label.toLowerCase());

/**
 * Where deleting the account ends: it says that it is done and what was erased, instead of the
 * landing page without a word. Reached only through the deletion itself.
 */
export function AccountDeletedPage() {
  useDocumentTitle('Account deleted');
  const state: unknown = useLocation().state;
  const deleted = Boolean(state && typeof state === 'object' && 'accountDeleted' in state);
  const pageRef = useRef<HTMLDivElement>(null);
  // The app's layout gave way to the public one, which does not move focus on its first render:
  // the news is where focus lands, so a screen reader says it at once.
  useEffect(() => {
    const heading = pageRef.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, []);
  if (!deleted) return <Navigate to="/" replace />;
  return (
    <div ref={pageRef} className={`${pageContainer} py-14 sm:py-20`}>
      <PageHeader title="Your account has been deleted">
        <p>
          Everything in it was erased from Tend. This cannot be undone, and nothing more is needed from you.
        </p>
      </PageHeader>
      <section aria-labelledby="erased-title" className="mt-10 max-w-3xl">
        <h2 id="erased-title" className="text-2xl font-bold">
          What was erased
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {erased.map((item) => (
            <li key={item.id} className="flex gap-3 text-lg">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
              {item.text}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-base text-muted">
          {lapsing.length > 0 &&
            `Not tied to your account, ${listInWords(lapsing)} lapse on their own within the hour. `}
          If this Tend is backed up, older copies of the database disappear as those backups are replaced.
        </p>
        <p className="mt-8 text-lg">Thank you for trusting Tend with your days. Take care.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** 'a', 'a and b', 'a, b and c'. */
function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
