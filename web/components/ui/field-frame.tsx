import { type ReactNode, useId } from 'react';

/** The ids that tie a control to its label, hint and error (aria-describedby names both when shown). */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

type FieldFrameProps = {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
};

/** Label above, hint and error below: the one layout every text control shares. */
export function FieldFrame({ ids, label, hint, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={ids.inputId} className="font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
