import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export type ChoiceOption<T extends string> = { value: T; label: string; hint?: string };

type ChoiceGroupProps<T extends string> = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  legend: ReactNode;
  options: readonly ChoiceOption<T>[];
  error?: string | undefined;
  /** Grid columns from the small breakpoint up; one row of choices reads fastest. */
  columns?: 2 | 3 | 4;
};

const columnClasses = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

/**
 * One choice from a few, as native radio buttons in a fieldset: one tab stop for the group, arrow
 * keys to choose, the legend read with each option. Each option is a large card (the whole card is
 * the label), so it is easy to hit with a shaky hand. Spread react-hook-form's register() into it.
 */
function ChoiceGroupInner<T extends string>(
  { legend, options, error, columns = 4, className = '', ...inputProps }: ChoiceGroupProps<T>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <div className={`grid grid-cols-2 gap-2 ${columnClasses[columns]}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 font-medium hover:border-primary has-checked:border-primary has-checked:bg-primary-soft has-checked:ring-1 has-checked:ring-primary"
          >
            <input
              ref={ref}
              type="radio"
              value={option.value}
              aria-describedby={error ? errorId : undefined}
              className="size-5 shrink-0 accent-primary"
              {...inputProps}
            />
            <span className="flex flex-col leading-tight">
              {option.label}
              {option.hint ? (
                <span className="text-sm font-normal whitespace-nowrap text-muted">{option.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export const ChoiceGroup = forwardRef(ChoiceGroupInner) as <T extends string>(
  props: ChoiceGroupProps<T> & { ref?: React.Ref<HTMLInputElement> },
) => ReturnType<typeof ChoiceGroupInner>;
