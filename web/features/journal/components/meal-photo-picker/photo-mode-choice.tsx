import type { PhotoMode } from '#domain/meal-photos/public.ts';

const MODE_LABELS: Record<PhotoMode, string> = { meal: 'A meal', label: 'An ingredients label' };

type PhotoModeChoiceProps = {
  /** Names the radio group, unique on the page. */
  name: string;
  modes: readonly PhotoMode[];
  mode: PhotoMode;
  busy: boolean;
  onChoose: (mode: PhotoMode) => void;
};

/** What is in the photo, a meal or a label, when the server can read both. */
export function PhotoModeChoice({ name, modes, mode, busy, onChoose }: PhotoModeChoiceProps) {
  return (
    <fieldset className="mt-3" disabled={busy}>
      <legend className="mb-2 text-sm font-medium">What is in the photo?</legend>
      <div className="flex flex-wrap gap-2">
        {modes.map((each) => (
          <label
            key={each}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={each}
              checked={mode === each}
              onChange={() => onChoose(each)}
              className="size-5 accent-primary"
            />
            {MODE_LABELS[each]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
