import type { ReactNode } from 'react';

export type ToggleOption<T extends string | number> = { value: T; label: string; marker?: ReactNode };

type ToggleButtonGroupProps<T extends string | number> = {
  /** id of the element that names the group (the row's visible label). */
  labelledBy: string;
  describedBy?: string | undefined;
  options: readonly ToggleOption<T>[];
  /** The pressed option, or undefined when none is. */
  value: T | undefined;
  onToggle: (value: T) => void;
};

/**
 * A row of toggle buttons (aria-pressed) of which at most one is pressed, and pressing the pressed
 * one releases it. Radio buttons cannot be released again, which is why this is not a radio group.
 *
 * The columns follow the group's own width (a container query: the same group sits in the form and
 * inside the narrower "More about today"), so that the longest single word of a label, 'Somewhat'
 * in a wide system font (71 px at 12 px bold), fits its button: five in a row from 28rem, three a
 * row from 17rem, else two. Labels wrap between words only; a word cut at the button's edge
 * ('Somewha|t') was what a fixed five columns did on a phone.
 */
export function ToggleButtonGroup<T extends string | number>({
  labelledBy,
  describedBy,
  options,
  value,
  onToggle,
}: ToggleButtonGroupProps<T>) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="@container min-w-0">
      <div className="grid grid-cols-2 gap-1.5 @min-[17rem]:grid-cols-3 @min-[28rem]:grid-cols-5">
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option.value)}
              className={`flex min-h-14 flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-center text-xs leading-tight font-semibold transition-colors @min-[32rem]:text-sm ${
                pressed
                  ? 'border-primary bg-primary text-primary-ink'
                  : 'border-line bg-surface text-ink hover:border-primary hover:bg-primary-soft'
              }`}
            >
              {option.marker ? (
                <span aria-hidden="true" className="text-base">
                  {option.marker}
                </span>
              ) : null}
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
