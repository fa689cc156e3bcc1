import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Replaces the plain input, e.g. to add a show/hide button beside it. */
  trailing?: ReactNode;
};

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, className = '', ...props },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="flex items-stretch gap-2">
        <input
          ref={ref}
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="min-h-12 w-full rounded-xl border border-line bg-surface px-4 py-2 text-base text-ink placeholder:text-muted aria-invalid:border-danger"
          {...props}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
});
