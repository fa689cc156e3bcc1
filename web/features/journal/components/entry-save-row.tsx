import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

type EntrySaveRowProps = {
  /** Buttons beside Save (Cancel, Delete), placed before it. */
  actions?: ReactNode;
  canSave: boolean;
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** What is missing before the entry can be saved, shown while it cannot. */
  missing: string;
  /** A quiet line under the button (for example, that the entry waits to be sent). */
  notice?: ReactNode;
  hintId: string;
};

/**
 * A journal form's Save button with what it still needs. The button looks and reads as
 * unavailable until the entry is complete, yet stays focusable and clickable: pressing it shows
 * what is missing instead of doing nothing in silence.
 */
export function EntrySaveRow({
  actions,
  canSave,
  isSubmitting,
  submitLabel,
  pendingLabel,
  missing,
  notice,
  hintId,
}: EntrySaveRowProps) {
  const noticeId = `${hintId}-notice`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <Button
          type="submit"
          size="lg"
          aria-disabled={!canSave || isSubmitting}
          aria-describedby={
            [canSave ? undefined : hintId, notice ? noticeId : undefined].filter(Boolean).join(' ') ||
            undefined
          }
          className="sm:min-w-48"
        >
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
      {canSave ? null : (
        <p id={hintId} className="text-sm text-muted sm:text-right">
          {missing}
        </p>
      )}
      {notice ? (
        <p id={noticeId} className="text-sm text-muted sm:text-right">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
