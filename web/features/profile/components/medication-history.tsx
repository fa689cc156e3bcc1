import { History, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  EARLIEST_MEDICATION_CHANGE_DAY,
  MEDICATION_CHANGE_LABELS,
  type MedicationChangeDto,
  type MedicationListChange,
  medicationChangeText,
  medicationListChanges,
} from '#domain/medication-changes/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible-section.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatDay } from '#web/lib/format.ts';
import { useMedicationChangeMutations, useMedicationChanges } from '../api/medication-changes-api.ts';
import { MedicationChangeForm } from './medication-change-form.tsx';

/** Today on the profile's calendar: the latest day a change can have (any day since 1900 before it). */
type Days = { today: string };

/** One change in the timeline, with Correct and Delete. */
function ChangeRow({ change, days }: { change: MedicationChangeDto; days: Days }) {
  const [editing, setEditing] = useState(false);
  const { correct, remove } = useMedicationChangeMutations();
  const text = medicationChangeText(change);
  // "March 2025" for a start known by its month: never a made-up day.
  const when = formatDay(change.date, change.precision === 'month' ? 'month' : 'date');
  if (editing) {
    return (
      <li>
        <MedicationChangeForm
          initial={{
            date: change.date,
            precision: change.precision,
            medication: change.medication,
            change: change.change,
            doseNote: change.doseNote,
          }}
          max={days.today}
          submitLabel="Save correction"
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            await correct.mutateAsync({ id: change.id, fields });
            toast.success('Change corrected.');
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <time dateTime={change.date} className="font-semibold">
          {when}
        </time>
        <span className="text-muted">: </span>
        {text}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" aria-label={`Correct: ${text}, ${when}`} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Correct
        </Button>
        <Button
          variant="secondary"
          aria-label={`Delete: ${text}, ${when}`}
          onClick={() =>
            remove.mutate(change.id, {
              onSuccess: () => toast.success('Change deleted.'),
              onError: () => toast.error('Failed to delete the change. Please try again.'),
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * "Since when?": after the medications or supplements in the profile change, one date per
 * medication added (started) or removed (stopped), today unless the person says otherwise.
 */
function SinceWhenDialog({
  changes,
  days,
  onClose,
}: {
  changes: MedicationListChange[];
  days: Days;
  onClose: () => void;
}) {
  const { record } = useMedicationChangeMutations();
  const [dates, setDates] = useState<string[]>(() => changes.map(() => days.today));
  const [error, setError] = useState<string>();
  return (
    <Dialog
      open={changes.length > 0}
      onClose={onClose}
      title="Since when?"
      description="Your doctor and your insights read changes by their date. Today unless you change it."
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            for (const [index, change] of changes.entries()) {
              await record.mutateAsync({
                ...change,
                date: dates[index] ?? days.today,
                precision: 'day',
                doseNote: '',
              });
            }
            toast.success(changes.length === 1 ? 'Change recorded.' : 'Changes recorded.');
            onClose();
          } catch (failure) {
            setError(failure instanceof Error ? failure.message : 'Failed to record. Please try again.');
          }
        }}
      >
        {changes.map((change, index) => (
          <TextField
            key={`${change.change}-${change.medication}`}
            type="date"
            label={`${MEDICATION_CHANGE_LABELS[change.change]} ${change.medication}`}
            min={EARLIEST_MEDICATION_CHANGE_DAY}
            max={days.today}
            className="max-w-64"
            value={dates[index] ?? days.today}
            onChange={(event) =>
              setDates((current) => current.map((date, at) => (at === index ? event.target.value : date)))
            }
          />
        ))}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit">Record</Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The medication history: a dated timeline of starts, stops and dose changes, each correctable and
 * deletable, and the "since when?" question whenever the profile's lists change.
 */
export function MedicationHistory({
  medications,
  days,
}: {
  /** The profile's medications and supplements as saved now. */
  medications: readonly string[];
  days: Days;
}) {
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const history = useMedicationChanges();
  const { record } = useMedicationChangeMutations();
  const [asking, setAsking] = useState<MedicationListChange[]>([]);
  // The lists as last seen: a save that changes them asks since when for each difference.
  const seen = useRef<readonly string[] | undefined>(undefined);
  const key = medications.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list.
  useEffect(() => {
    const before = seen.current;
    seen.current = medications;
    if (before) {
      const changes = medicationListChanges(before, medications);
      if (changes.length > 0) setAsking(changes);
    }
  }, [key]);

  const changes = history.data ?? [];
  return (
    <>
      <CollapsibleSection
        title="Medication history"
        icon={History}
        summary={
          changes.length === 0
            ? 'No dated changes yet'
            : `${changes.length} dated ${changes.length === 1 ? 'change' : 'changes'}`
        }
        open={open}
        onOpenChange={setOpen}
      >
        <div className="flex flex-col gap-4">
          <p className="text-muted">
            When you started, stopped or changed the dose of a medication or supplement, also before you
            joined Tend. Trends, your doctor's report and your insights read these dates.
          </p>
          {changes.length > 0 ? (
            <ol aria-label="Medication changes, oldest first" className="flex flex-col gap-2">
              {changes.map((change) => (
                <ChangeRow key={change.id} change={change} days={days} />
              ))}
            </ol>
          ) : null}
          {adding ? (
            <MedicationChangeForm
              initial={{
                date: days.today,
                precision: 'day',
                medication: '',
                change: 'started',
                doseNote: '',
              }}
              max={days.today}
              submitLabel="Record change"
              onCancel={() => setAdding(false)}
              onSubmit={async (fields) => {
                await record.mutateAsync(fields);
                toast.success('Change recorded.');
                setAdding(false);
              }}
            />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAdding(true)}>
                Record a change
              </Button>
            </div>
          )}
        </div>
      </CollapsibleSection>
      {asking.length > 0 ? (
        <SinceWhenDialog changes={asking} days={days} onClose={() => setAsking([])} />
      ) : null}
    </>
  );
}
