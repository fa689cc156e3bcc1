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
  /**
   * Keeps room for one message under the control whether or not one shows, so that a message
   * appearing (on leaving the field) moves nothing below it: a click aimed at the next control lands
   * where it was aimed. Two lines below the small breakpoint, where the longer messages wrap.
   */
  reserveMessageSpace?: boolean;
  children: ReactNode;
};

/** Label above, hint and error below: the one layout every text control shares. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className = '',
  reserveMessageSpace = false,
  children,
}: FieldFrameProps) {
  const messages = (
    <>
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
    </>
  );
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={ids.inputId} className="font-semibold">
        {label}
      </label>
      {children}
      {reserveMessageSpace ? (
        <div data-message-space className="flex min-h-10 flex-col gap-1.5 sm:min-h-5">
          {messages}
        </div>
      ) : (
        messages
      )}
    </div>
  );
}
