import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** Extra words read with the checkbox (aria-describedby), shown under the label. */
  description?: ReactNode;
};

/**
 * A native checkbox whose whole row is the label, so the target is at least 44 px high and a shaky
 * tap anywhere on the words ticks it. Space toggles it, as everywhere else.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, id, className = '', ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <label
      htmlFor={inputId}
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 transition-colors hover:bg-surface-muted has-checked:border-primary has-checked:bg-primary-soft ${className}`}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        {...props}
      />
      <span className="flex flex-col">
        <span className="leading-snug">{label}</span>
        {description ? (
          <span id={descriptionId} className="text-sm text-muted">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
});
