import { BRISTOL_DESCRIPTIONS, BRISTOL_TYPES, type BristolType } from '#domain/journal/tracking-factors.ts';

/**
 * The seven Bristol types as big buttons, each in words with a short plain description (no pictures
 * needed). `pressed` marks the current type when editing; logging saves on the tap itself.
 */
export function BowelTypePicker({
  labelledBy,
  pressed,
  disabled,
  onPick,
}: {
  labelledBy: string;
  pressed?: number | undefined;
  disabled?: boolean;
  onPick: (type: BristolType) => void;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-2">
      {BRISTOL_TYPES.map((type) => {
        const { name, description } = BRISTOL_DESCRIPTIONS[type];
        return (
          <li key={type}>
            <button
              type="button"
              aria-pressed={pressed === undefined ? undefined : pressed === type}
              aria-disabled={disabled}
              onClick={() => {
                if (!disabled) onPick(type);
              }}
              className={`flex min-h-16 w-full flex-col items-start justify-center rounded-xl border px-4 py-2 text-left transition-colors ${
                pressed === type
                  ? 'border-primary bg-primary text-primary-ink'
                  : 'border-line bg-surface text-ink hover:border-primary hover:bg-primary-soft'
              }`}
            >
              <span className="font-semibold">
                Type {type}: {name}
              </span>
              <span className={`text-sm ${pressed === type ? '' : 'text-muted'}`}>{description}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
