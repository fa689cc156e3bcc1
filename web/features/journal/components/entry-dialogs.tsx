import { type RefObject, useRef, useState } from 'react';
import { toast } from 'sonner';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatTime } from '#web/lib/format.ts';
import {
  type EntryChange,
  isFutureTimeProblem,
  useDeleteEntry,
  useProfileSymptoms,
  useUpdateEntry,
} from '../api/journal-api.ts';
import { useTracking } from '../api/tracking-api.ts';
import { BowelForm } from './bowel-form.tsx';
import { entryTitle } from './entry-item.tsx';
import { MealForm } from './meal-form.tsx';
import { SymptomForm, symptomRowsFor } from './symptom-form.tsx';

export const UPDATE_FAILED_MESSAGE = 'Failed to update your entry.';
export const DELETE_FAILED_MESSAGE = 'Failed to delete your entry.';
export const UPDATE_QUEUED_MESSAGE =
  'Change kept on this device. It will be sent automatically when the connection is back.';
export const DELETE_QUEUED_MESSAGE =
  'Deletion kept on this device. It will be sent automatically when the connection is back.';

// A refusal the person can act on (the entry just passed the 7-day window, or is gone, or its exact
// time is later than the server's now) is worth saying under the spec's failure line; anything else
// is the failure line alone.
function failureDescription(error: unknown): string | undefined {
  return error instanceof ApiError &&
    (error.status === 403 || error.status === 404 || isFutureTimeProblem(error))
    ? error.message
    : undefined;
}

/** The editors' submit: saves the change, or says why not; the form stays open on failure. */
function useSaveChange(entry: JournalEntryDto, onSaved: (queued: boolean) => void) {
  const update = useUpdateEntry();
  return async (change: EntryChange['change']) => {
    try {
      const saved = await update.mutateAsync({ entry, change });
      onSaved(saved.status === 'queued');
      return true;
    } catch (error) {
      toast.error(UPDATE_FAILED_MESSAGE, { description: failureDescription(error) });
      return false;
    }
  };
}

type EntryDialogProps = {
  entry: JournalEntryDto | undefined;
  timeZone: string;
  onClose: () => void;
  fallbackFocusRef?: RefObject<HTMLElement | null>;
};

function SymptomEditor({
  entry,
  timeZone,
  onSaved,
  onCancel,
}: {
  entry: JournalEntryDto;
  timeZone: string;
  onSaved: (queued: boolean) => void;
  onCancel: () => void;
}) {
  const profile = useProfileSymptoms();
  const tracking = useTracking();
  const save = useSaveChange(entry, onSaved);
  const hasFactors =
    entry.type === 'symptom' &&
    ['stress', 'sleepHours', 'sleepQuality', 'period'].some((key) => key in entry.details);
  // Open when the check-in has answers, so the person sees what they are correcting.
  const [factorsOpen, setFactorsOpen] = useState(hasFactors);
  if (entry.type !== 'symptom') return null;
  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner className="size-5" />
        Loading your symptoms...
      </p>
    );
  }
  // The profile may have changed since: its symptoms come first, then whatever this entry rated.
  const rows = symptomRowsFor(profile.data ?? [], entry.details.symptomRatings);
  return (
    <SymptomForm
      symptoms={rows}
      initial={{ content: entry.content, details: entry.details }}
      defaultTimeOfDay={entry.details.time_of_day}
      day={{ dayKey: localDayKey(entry.occurredAt, timeZone), timeZone }}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      actions={
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      }
      onSubmit={save}
      factors={
        tracking.data
          ? {
              // A factor turned off since is still shown when this check-in recorded it.
              tracking: {
                ...tracking.data,
                stress: tracking.data.stress || entry.details.stress !== undefined,
                periods: tracking.data.periods || entry.details.period !== undefined,
                sleep:
                  tracking.data.sleep ||
                  entry.details.sleepHours !== undefined ||
                  entry.details.sleepQuality !== undefined,
              },
              offerSleep: entry.details.sleepHours !== undefined || entry.details.sleepQuality !== undefined,
              open: factorsOpen,
              onOpenChange: setFactorsOpen,
            }
          : undefined
      }
    />
  );
}

function BowelEditor({
  entry,
  onSaved,
  onCancel,
}: {
  entry: JournalEntryDto;
  onSaved: (queued: boolean) => void;
  onCancel: () => void;
}) {
  const save = useSaveChange(entry, onSaved);
  if (entry.type !== 'bowel') return null;
  return (
    <BowelForm
      initial={{ content: entry.content, details: entry.details }}
      onSubmit={save}
      actions={
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      }
    />
  );
}

function MealEditor({
  entry,
  onSaved,
  onCancel,
}: {
  entry: JournalEntryDto;
  onSaved: (queued: boolean) => void;
  onCancel: () => void;
}) {
  const save = useSaveChange(entry, onSaved);
  if (entry.type !== 'food') return null;
  return (
    <MealForm
      initial={{ content: entry.content, details: entry.details }}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      actions={
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      }
      onSubmit={save}
    />
  );
}

/** Editing an entry in place, with the same form that logged it. */
export function EditEntryDialog({ entry, timeZone, onClose, fallbackFocusRef }: EntryDialogProps) {
  const onSaved = (queued: boolean) => {
    if (queued) toast.info(UPDATE_QUEUED_MESSAGE);
    else toast.success('Entry updated.');
    onClose();
  };
  return (
    <Dialog
      open={entry !== undefined}
      onClose={onClose}
      title={entry ? `Edit ${entryTitle(entry).toLowerCase()}` : 'Edit entry'}
      description={entry ? `Logged at ${formatTime(entry.occurredAt, timeZone)}` : undefined}
      fallbackFocusRef={fallbackFocusRef}
      size="lg"
    >
      {entry?.type === 'food' ? <MealEditor entry={entry} onSaved={onSaved} onCancel={onClose} /> : null}
      {entry?.type === 'symptom' ? (
        <SymptomEditor entry={entry} timeZone={timeZone} onSaved={onSaved} onCancel={onClose} />
      ) : null}
      {entry?.type === 'bowel' ? <BowelEditor entry={entry} onSaved={onSaved} onCancel={onClose} /> : null}
    </Dialog>
  );
}

/** Deleting asks first; Cancel has the focus, so a stray Enter keeps the entry. */
export function DeleteEntryDialog({ entry, timeZone, onClose, fallbackFocusRef }: EntryDialogProps) {
  const remove = useDeleteEntry();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={entry !== undefined}
      onClose={onClose}
      title="Delete this entry?"
      description={
        entry
          ? `The ${entryTitle(entry).toLowerCase()} logged at ${formatTime(entry.occurredAt, timeZone)} will be removed for good.`
          : undefined
      }
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" className={buttonClasses('secondary', 'lg')} onClick={onClose}>
          Cancel
        </button>
        <Button
          variant="danger"
          size="lg"
          disabled={remove.isPending}
          onClick={async () => {
            if (!entry) return;
            try {
              const removed = await remove.mutateAsync(entry);
              if (removed.status === 'queued') toast.info(DELETE_QUEUED_MESSAGE);
              else toast.success('Entry deleted.');
              onClose();
            } catch (error) {
              toast.error(DELETE_FAILED_MESSAGE, { description: failureDescription(error) });
            }
          }}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
