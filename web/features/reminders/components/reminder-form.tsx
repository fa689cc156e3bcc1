import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type ReminderKind,
  reminderScope,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '#domain/reminders/reminder-schedule.ts';
import { type ReminderDto, type ReminderInput, reminderInputSchema } from '#domain/reminders/reminders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

type Values = {
  kind: ReminderKind;
  time: string;
  weekdays: number[];
  channel: 'push' | 'email';
  skipIfLogged: boolean;
};

// What "already logged" means where it is not the reminder's own meal or time of day
// (domain/experiments/reminder.ts decides it).
const skipHints: Partial<Record<ReminderKind, string>> = {
  experiment:
    "On a day with a portion: once a meal with the food is logged. Other days: once that day's check-in is.",
  'experiment-check-in': 'Once a check-in is logged after the portion.',
};

type Errors = Partial<Record<'kind' | 'time' | 'weekdays' | 'channel' | 'form', string>>;

const newReminder: Values = {
  kind: 'check-in',
  time: '20:00',
  weekdays: [...WEEKDAYS],
  channel: 'push',
  skipIfLogged: true,
};

/**
 * Adding or changing one reminder. The values are checked with the same schema the server uses,
 * and the server's refusal (a limit, a field) is shown at the field it names.
 */
export function ReminderForm({
  reminder,
  defaultChannel,
  onSave,
  onCancel,
}: {
  reminder?: ReminderDto | undefined;
  defaultChannel: 'push' | 'email';
  onSave: (input: ReminderInput) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(
    reminder
      ? {
          kind: reminder.kind,
          time: reminder.time,
          weekdays: reminder.weekdays,
          channel: reminder.channel,
          skipIfLogged: reminder.skipIfLogged,
        }
      : { ...newReminder, channel: defaultChannel },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const timeRef = useRef<HTMLInputElement>(null);
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      // A questionnaire reminder's days are the questionnaire's: the days above are not asked.
      ...(values.kind === 'questionnaire' ? { weekdays: [...WEEKDAYS], skipIfLogged: true } : {}),
      enabled: reminder?.enabled ?? true,
    };
    const parsed = reminderInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      if (found.time) timeRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(input);
    } catch (error) {
      setErrors({
        form: error instanceof Error ? error.message : 'The reminder could not be saved. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  };

  const toggleDay = (day: Weekday) =>
    set({
      weekdays: values.weekdays.includes(day)
        ? values.weekdays.filter((each) => each !== day)
        : [...values.weekdays, day],
    });

  const radio = (name: 'kind' | 'channel', value: string, label: string, hint?: string) => (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 font-medium hover:border-primary has-checked:border-primary has-checked:bg-primary-soft">
      <input
        type="radio"
        name={`${id}-${name}`}
        value={value}
        checked={values[name] === value}
        onChange={() => set({ [name]: value } as Partial<Values>)}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="flex flex-col">
        {label}
        {hint ? <span className="text-sm font-normal text-muted">{hint}</span> : null}
      </span>
    </label>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={reminder ? `Change the ${reminder.name.toLowerCase()} reminder` : 'New reminder'}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-muted p-4 sm:p-5"
    >
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold">What is it for?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {radio('kind', 'check-in', 'A symptom check-in')}
          {radio('kind', 'meal', 'Logging a meal')}
          {radio('kind', 'experiment', "Today's experiment step", reminderScope('experiment') ?? undefined)}
          {radio(
            'kind',
            'experiment-check-in',
            'A check-in after an experiment portion',
            reminderScope('experiment-check-in') ?? undefined,
          )}
          {radio('kind', 'questionnaire', 'Your questionnaire', reminderScope('questionnaire') ?? undefined)}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-time`} className="text-base font-semibold">
          Time
        </label>
        <p id={`${id}-time-hint`} className="text-sm text-muted">
          On your own clock; it moves with you when your time zone changes.
        </p>
        <input
          ref={timeRef}
          id={`${id}-time`}
          type="time"
          required
          value={values.time}
          onChange={(event) => set({ time: event.target.value })}
          aria-invalid={errors.time ? true : undefined}
          aria-describedby={`${id}-time-hint${errors.time ? ` ${id}-time-error` : ''}`}
          className="min-h-12 w-full max-w-48 rounded-xl border border-line bg-surface px-4 py-2 text-base text-ink aria-invalid:border-danger"
        />
        {errors.time ? (
          <p id={`${id}-time-error`} className="font-medium text-danger">
            {errors.time}
          </p>
        ) : null}
      </div>
      {values.kind === 'questionnaire' ? (
        <p className="text-muted">
          It comes on the day your questionnaire is due, weekly or every 4 weeks as set under Questionnaires
          in your profile, and not once it is filled in. The notification says only that a questionnaire is
          ready, never what it is about.
        </p>
      ) : (
        <fieldset className="min-w-0" aria-invalid={errors.weekdays ? true : undefined}>
          <legend className="mb-2 text-base font-semibold">Days</legend>
          {errors.weekdays ? <p className="mb-2 font-medium text-danger">{errors.weekdays}</p> : null}
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <li key={day} className="flex">
                <Checkbox
                  label={WEEKDAY_LABELS[day].long}
                  checked={values.weekdays.includes(day)}
                  onChange={() => toggleDay(day)}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold">How</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {radio('channel', 'push', 'A notification', 'On each device where you turned them on')}
          {radio('channel', 'email', 'An email')}
        </div>
      </fieldset>
      {values.kind === 'questionnaire' ? null : (
        <div className="flex flex-col gap-1.5">
          <Checkbox
            label="Skip it when I've already logged this today"
            checked={values.skipIfLogged}
            onChange={(event) => set({ skipIfLogged: event.target.checked })}
          />
          {skipHints[values.kind] ? <p className="text-sm text-muted">{skipHints[values.kind]}</p> : null}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save reminder'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
