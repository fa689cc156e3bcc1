import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Room kept for the hint or error, so that neither moves what is below (see FieldFrame). */
  reserveMessageSpace?: boolean;
};

/** A labelled multi-line input whose hint and error are announced with it (aria-describedby). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', rows = 3, reserveMessageSpace, ...props },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      className={className}
      reserveMessageSpace={reserveMessageSpace}
    >
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="min-h-24 w-full resize-y rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger"
        {...props}
      />
    </FieldFrame>
  );
});
