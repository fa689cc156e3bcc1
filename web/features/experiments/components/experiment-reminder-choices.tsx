import { Link } from 'react-router';
import type { ExperimentReminderOfferDto } from '#domain/experiments/experiment-schema.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatClock } from '#web/lib/format.ts';
import type { ReminderChoice } from './use-experiment-reminder-choices.ts';

type ExperimentReminderKind = 'experiment' | 'experiment-check-in';

type ExperimentReminderChoicesProps = {
  id: string;
  offer: ExperimentReminderOfferDto | undefined;
  step: ReminderChoice;
  checkIn: ReminderChoice;
  onStep: (choice: ReminderChoice) => void;
  onCheckIn: (choice: ReminderChoice) => void;
  error: string | undefined;
};

/**
 * "Remind me of each day's step" (on by default) and the check-in after a portion, for a person
 * who has reminders on; a reminder of that kind they already have is named instead, since it
 * follows this plan too. Without reminders on, where to turn them on.
 */
export function ExperimentReminderChoices({
  id,
  offer,
  step,
  checkIn,
  onStep,
  onCheckIn,
  error,
}: ExperimentReminderChoicesProps) {
  if (offer === undefined) return null;
  if (!offer.remindersOn) {
    return (
      <p className="text-muted">
        Reminders can follow this plan, one for each day&apos;s step:{' '}
        <Link to="/app/profile#reminders" className={inlineLink}>
          turn reminders on in your profile
        </Link>{' '}
        first.
      </p>
    );
  }
  const existing = (kind: ExperimentReminderKind) =>
    offer.existing.find((reminder) => reminder.kind === kind);
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-xl font-bold">Reminders</legend>
      <p id={`${id}-hint`} className="-mt-2 text-muted">
        They come only on the plan&apos;s days, and a lock screen shows neither the food nor a symptom.
      </p>
      <ReminderChoiceField
        have={existing('experiment')}
        value={step}
        onChange={onStep}
        words={{
          label: "Remind me of each day's step",
          timeLabel: 'Step reminder time',
          hint: 'Before your first meal suits most days.',
          have: "Your reminder of each day's step",
        }}
      />
      <ReminderChoiceField
        have={existing('experiment-check-in')}
        value={checkIn}
        onChange={onCheckIn}
        words={{
          label: 'On days with a portion, remind me to check in',
          timeLabel: 'Check-in reminder time',
          hint: 'The plan asks for a check-in a few hours after the portion: 4:00 PM suits a portion at lunch.',
          have: 'Your check-in reminder for days with a portion',
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ReminderChoiceFieldProps = {
  /** The person's reminder of this kind, if they have one already. */
  have: ExperimentReminderOfferDto['existing'][number] | undefined;
  value: ReminderChoice;
  onChange: (choice: ReminderChoice) => void;
  words: { label: string; timeLabel: string; hint: string; have: string };
};

/** One kind of reminder: the one the person has (and whether it is on), or a box and, when ticked, its time. */
function ReminderChoiceField({ have, value, onChange, words }: ReminderChoiceFieldProps) {
  if (have) {
    return (
      <p>
        {words.have} at {formatClock(have.time)} follows this plan
        {have.enabled ? '.' : ', but it is off: switch it on in your profile.'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={words.label}
        checked={value.on}
        onChange={(event) => onChange({ ...value, on: event.target.checked })}
      />
      {value.on ? (
        <TextField
          type="time"
          label={words.timeLabel}
          hint={words.hint}
          className="max-w-56"
          value={value.time}
          required
          onChange={(event) => onChange({ ...value, time: event.target.value })}
        />
      ) : null}
    </div>
  );
}
