import { BellRing } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ReminderPreset } from '#domain/reminders/reminder-schedule.ts';
import type { ReminderDto, ReminderInput } from '#domain/reminders/reminders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  useCreatePreset,
  useCreateReminder,
  useDeleteReminder,
  useReminders,
  useUpdateReminder,
} from '../api/reminders-query.ts';
import { pushSupport } from '../push-device.ts';
import { ReminderDevices } from './reminder-devices.tsx';
import { ReminderForm } from './reminder-form.tsx';
import { ReminderList } from './reminder-list.tsx';
import { ReminderQuietAndPause } from './reminder-quiet-and-pause.tsx';

export const remindersSectionId = 'reminders';

/**
 * Every reminder in one place: add, change, switch off or delete them; where they arrive; quiet
 * hours and a pause. What a reminder says never names a symptom or a food.
 */
export function RemindersSection({ timeZone }: { timeZone: string }) {
  const reminders = useReminders();
  const createReminder = useCreateReminder();
  const createPreset = useCreatePreset();
  const updateReminder = useUpdateReminder();
  const deleteReminder = useDeleteReminder();
  const [editing, setEditing] = useState<ReminderDto | 'new'>();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  // Email when this browser cannot show notifications, or its push service could not be reached
  // and the person took email instead: a reminder nobody sees helps nobody.
  const [emailChosen, setEmailChosen] = useState(false);
  const defaultChannel = pushSupport() === 'supported' && !emailChosen ? 'push' : 'email';
  const busy = createPreset.isPending || updateReminder.isPending || deleteReminder.isPending;
  // Arriving from the dashboard's offer (#reminders): bring the section into view and put focus on
  // its heading, so a screen reader starts reading there.
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = reminders.data !== undefined;
  useEffect(() => {
    if (hash !== `#${remindersSectionId}` || !loaded) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [hash, loaded]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(undefined);
    try {
      await action();
      setMessage(done);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That did not work. Please try again.');
    }
  };

  const save = async (input: ReminderInput) => {
    if (editing === 'new') {
      await createReminder.mutateAsync(input);
      setMessage('Reminder added.');
    } else if (editing) {
      await updateReminder.mutateAsync({ id: editing.id, reminder: input });
      setMessage('Reminder changed.');
    }
    setEditing(undefined);
  };

  return (
    <section
      id={remindersSectionId}
      aria-labelledby="reminders-heading"
      className="flex scroll-mt-24 flex-col gap-6 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <h2
          id="reminders-heading"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold"
        >
          <BellRing aria-hidden="true" className="size-6 text-primary" />
          Reminders
        </h2>
        <p className="text-muted">
          Gentle nudges at your own times. They never mention a symptom or a food, so they are safe on a lock
          screen.
        </p>
      </header>
      <p role="status" className="font-medium text-primary empty:hidden">
        {message}
      </p>
      {problem ? (
        <p role="alert" className="font-medium text-danger">
          {problem}
        </p>
      ) : null}

      {reminders.isPending ? (
        <p className="flex items-center gap-3">
          <Spinner />
          Loading your reminders...
        </p>
      ) : null}
      {reminders.isError && !reminders.data ? (
        <div className="flex flex-col items-start gap-3">
          <p>Your reminders could not be loaded.</p>
          <Button variant="secondary" onClick={() => reminders.refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}

      {reminders.data ? (
        <>
          <ReminderList
            reminders={reminders.data.reminders}
            timeZone={timeZone}
            busy={busy}
            onPreset={(preset: ReminderPreset) =>
              void run(
                () => createPreset.mutateAsync({ preset, channel: defaultChannel }),
                'Reminders added.',
              )
            }
            onToggle={(reminder, input) =>
              void run(
                () => updateReminder.mutateAsync({ id: reminder.id, reminder: input }),
                input.enabled ? `${reminder.name} is on.` : `${reminder.name} is off.`,
              )
            }
            onEdit={(reminder) => setEditing(reminder)}
            onDelete={(reminder) =>
              void run(() => deleteReminder.mutateAsync(reminder.id), `${reminder.name} reminder deleted.`)
            }
          />
          {editing ? (
            <ReminderForm
              key={editing === 'new' ? 'new' : editing.id}
              reminder={editing === 'new' ? undefined : editing}
              defaultChannel={defaultChannel}
              onSave={save}
              onCancel={() => setEditing(undefined)}
            />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setEditing('new')}>
                Add a reminder
              </Button>
            </div>
          )}
          <ReminderDevices
            devices={reminders.data.devices}
            publicKey={reminders.data.pushPublicKey}
            emailAvailable={reminders.data.emailAvailable}
            announce={setMessage}
            onEmailChosen={() => setEmailChosen(true)}
          />
          <ReminderQuietAndPause
            settings={reminders.data.settings}
            timeZone={timeZone}
            announce={setMessage}
          />
        </>
      ) : null}
    </section>
  );
}
