import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { addDays } from '#domain/common/day-key.ts';
import { foodExamples } from '#domain/experiments/analysis/food-examples.ts';
import { planExperiment } from '#domain/experiments/analysis/plan-experiment.ts';
import {
  EXPERIMENT_FOODS,
  EXPERIMENT_REMINDER_DEFAULTS,
  type ExperimentFood,
  type ExperimentReminderOfferDto,
  type ExperimentReminders,
  experimentCreateSchema,
  experimentStartRange,
} from '#domain/experiments/experiment-schema.ts';
import {
  experimentFoodLabel,
  experimentFoodNoun,
  SAFETY_NOTICE,
  whatToExpect,
} from '#domain/experiments/wording.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatClock } from '#web/lib/format.ts';
import { useExperimentReminderOffer, useStartExperiment } from '../api/experiments-api.ts';
import { PlanDays } from './plan-days.tsx';

export const SAFETY_REQUIRED_MESSAGE = 'Please read the safety notice and tick the box to start.';

type StartExperimentProps = {
  /** The symptoms the profile tracks: the experiment watches some of them. */
  profileSymptoms: readonly string[];
  timeZone: string;
  /** A food chosen on the way here ("Test this" on Insights or the Profile). */
  initialFood?: ExperimentFood | undefined;
  onStarted: () => void;
};

type Errors = Partial<Record<'food' | 'symptoms' | 'start' | 'reminders' | 'safety' | 'form', string>>;
const FIELDS = ['food', 'symptoms', 'start', 'reminders'] as const;
type Field = (typeof FIELDS)[number];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

type ReminderChoice = { on: boolean; time: string };

/**
 * Starting an experiment: the food, the symptoms to watch, the first day; then the plan day by day
 * with examples of what has the food and what does not, what to expect, and the safety notice,
 * which must be ticked before the start button does anything.
 */
export function StartExperiment({ profileSymptoms, timeZone, initialFood, onStarted }: StartExperimentProps) {
  const range = experimentStartRange(new Date(), timeZone);
  const tomorrow = addDays(range.first, 2);
  const [food, setFood] = useState<ExperimentFood | ''>(initialFood ?? '');
  const [symptoms, setSymptoms] = useState<string[]>(() => [...profileSymptoms]);
  const [start, setStart] = useState(tomorrow);
  const [safe, setSafe] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const startExperiment = useStartExperiment();
  const offer = useExperimentReminderOffer();
  const [stepReminder, setStepReminder] = useState<ReminderChoice>({
    on: true,
    time: EXPERIMENT_REMINDER_DEFAULTS.step,
  });
  const [checkInReminder, setCheckInReminder] = useState<ReminderChoice>({
    on: true,
    time: EXPERIMENT_REMINDER_DEFAULTS.checkIn,
  });
  const foodId = useId();
  const symptomsId = useId();
  const remindersId = useId();

  const plan = useMemo(() => {
    if (food === '' || start < range.first || start > range.last) return null;
    try {
      return planExperiment({ food, symptoms, start, timeZone });
    } catch {
      return null;
    }
  }, [food, symptoms, start, timeZone, range.first, range.last]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reminders = wantedReminders(offer.data, stepReminder, checkInReminder);
    const parsed = experimentCreateSchema.safeParse({
      food,
      symptoms,
      start,
      ...(reminders ? { reminders } : {}),
    });
    const next: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (isField(field) && !next[field]) next[field] = issue.message;
    }
    if (!safe) next.safety = SAFETY_REQUIRED_MESSAGE;
    setErrors(next);
    if (!parsed.success || !safe) return;
    try {
      await startExperiment.mutateAsync(parsed.data);
      onStarted();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        const fromServer: Errors = {};
        for (const { field, message } of error.errors) {
          if (isField(field)) fromServer[field] ??= message;
          else fromServer.form ??= message;
        }
        setErrors(fromServer);
      } else {
        setErrors({
          form: error instanceof Error ? error.message : 'Starting the experiment failed. Please try again.',
        });
      }
    }
  };

  const examples = food === '' ? null : foodExamples(food);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-labelledby={`${foodId}-title`}>
      <h2 id={`${foodId}-title`} className="text-2xl font-bold">
        Start an experiment
      </h2>
      <p className="text-muted">
        Leave one food out for a while, then bring it back in planned portions, and see what your symptoms do.
        It answers what a journal alone answers slowly.
      </p>

      <div className="flex flex-col gap-1">
        <label htmlFor={foodId} className="font-semibold">
          Food to test
        </label>
        <select
          id={foodId}
          value={food}
          aria-invalid={errors.food ? true : undefined}
          aria-describedby={errors.food ? `${foodId}-error` : undefined}
          onChange={(event) => setFood(event.target.value as ExperimentFood | '')}
          className="min-h-12 w-full max-w-md rounded-xl border border-line bg-surface px-4 py-2 text-ink aria-invalid:border-danger"
        >
          <option value="">Choose a food</option>
          {EXPERIMENT_FOODS.map((id) => (
            <option key={id} value={id}>
              {experimentFoodLabel(id)}
            </option>
          ))}
        </select>
        {errors.food ? (
          <p id={`${foodId}-error`} className="font-medium text-danger">
            {errors.food}
          </p>
        ) : null}
      </div>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.symptoms ? `${symptomsId}-error` : undefined}
      >
        <legend className="font-semibold">Symptoms to watch</legend>
        <p className="text-muted">From the symptoms in your profile.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {profileSymptoms.map((symptom) => (
            <Checkbox
              key={symptom}
              label={symptom.replace(/^Other: /, '')}
              checked={symptoms.includes(symptom)}
              onChange={(event) =>
                setSymptoms((current) =>
                  event.target.checked
                    ? profileSymptoms.filter((each) => each === symptom || current.includes(each))
                    : current.filter((each) => each !== symptom),
                )
              }
            />
          ))}
        </div>
        {errors.symptoms ? (
          <p id={`${symptomsId}-error`} className="font-medium text-danger">
            {errors.symptoms}
          </p>
        ) : null}
      </fieldset>

      <TextField
        type="date"
        label="First day"
        hint="From yesterday up to 30 days ahead. A calm stretch, without travel or a feast, works best."
        min={range.first}
        max={range.last}
        className="max-w-56"
        value={start}
        error={errors.start}
        onChange={(event) => setStart(event.target.value)}
      />

      {plan && food !== '' ? (
        <section aria-labelledby={`${foodId}-plan`} className="flex flex-col gap-4">
          <h3 id={`${foodId}-plan`} className="text-xl font-bold">
            Your plan, day by day
          </h3>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {whatToExpect(food, plan).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {examples ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl bg-surface-muted p-4">
                <h4 className="font-bold">Has {experimentFoodNoun(food)}</h4>
                <p className="mt-1">{examples.contains.join(', ')}</p>
              </div>
              <div className="rounded-xl bg-surface-muted p-4">
                <h4 className="font-bold">Has no {experimentFoodNoun(food)}</h4>
                <p className="mt-1">{examples.doesNotContain.join(', ')}</p>
              </div>
            </div>
          ) : null}
          <details className="rounded-xl border border-line">
            <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
              Show all {plan.days.length} days
            </summary>
            <div className="p-4">
              <PlanDays food={food} days={plan.days} headingLevel="h4" />
            </div>
          </details>
        </section>
      ) : null}

      <ExperimentReminderChoices
        id={remindersId}
        offer={offer.data}
        step={stepReminder}
        checkIn={checkInReminder}
        onStep={setStepReminder}
        onCheckIn={setCheckInReminder}
        error={errors.reminders}
      />

      <section
        aria-labelledby={`${foodId}-safety`}
        className="flex flex-col gap-3 rounded-2xl border-2 border-accent bg-accent-soft p-4 sm:p-5"
      >
        <h3 id={`${foodId}-safety`} className="flex items-center gap-2 text-xl font-bold">
          <ShieldAlert aria-hidden="true" className="size-6 shrink-0" />
          {SAFETY_NOTICE.title}
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {SAFETY_NOTICE.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Checkbox
          label={SAFETY_NOTICE.confirm}
          checked={safe}
          required
          aria-invalid={errors.safety ? true : undefined}
          description={
            errors.safety ? <span className="font-medium text-danger">{errors.safety}</span> : undefined
          }
          onChange={(event) => {
            setSafe(event.target.checked);
            if (event.target.checked) setErrors((current) => ({ ...current, safety: undefined }));
          }}
        />
      </section>

      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" disabled={startExperiment.isPending}>
          {startExperiment.isPending ? 'Starting...' : 'Start the experiment'}
        </Button>
      </div>
    </form>
  );
}

/** The reminders to make with the experiment: only for a person with reminders on, and only kinds they lack. */
function wantedReminders(
  offer: ExperimentReminderOfferDto | undefined,
  step: ReminderChoice,
  checkIn: ReminderChoice,
): ExperimentReminders | null {
  if (!offer?.remindersOn) return null;
  const has = (kind: string) => offer.existing.some((reminder) => reminder.kind === kind);
  const wanted = {
    step: step.on && !has('experiment') ? step.time : null,
    checkIn: checkIn.on && !has('experiment-check-in') ? checkIn.time : null,
  };
  return wanted.step === null && wanted.checkIn === null ? null : wanted;
}

/**
 * "Remind me of each day's step" (on by default) and the check-in after a portion, for a person
 * who has reminders on; a reminder of that kind they already have is named instead, since it
 * follows this plan too. Without reminders on, where to turn them on.
 */
function ExperimentReminderChoices({
  id,
  offer,
  step,
  checkIn,
  onStep,
  onCheckIn,
  error,
}: {
  id: string;
  offer: ExperimentReminderOfferDto | undefined;
  step: ReminderChoice;
  checkIn: ReminderChoice;
  onStep: (choice: ReminderChoice) => void;
  onCheckIn: (choice: ReminderChoice) => void;
  error: string | undefined;
}) {
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
  const existing = (kind: 'experiment' | 'experiment-check-in') =>
    offer.existing.find((reminder) => reminder.kind === kind);
  const choice = (
    kind: 'experiment' | 'experiment-check-in',
    value: ReminderChoice,
    onChange: (choice: ReminderChoice) => void,
    words: { label: string; timeLabel: string; hint: string; have: string },
  ) => {
    const have = existing(kind);
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
  };
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-xl font-bold">Reminders</legend>
      <p id={`${id}-hint`} className="-mt-2 text-muted">
        They come only on the plan&apos;s days, and a lock screen shows neither the food nor a symptom.
      </p>
      {choice('experiment', step, onStep, {
        label: "Remind me of each day's step",
        timeLabel: 'Step reminder time',
        hint: 'Before your first meal suits most days.',
        have: "Your reminder of each day's step",
      })}
      {choice('experiment-check-in', checkIn, onCheckIn, {
        label: 'On days with a portion, remind me to check in',
        timeLabel: 'Check-in reminder time',
        hint: 'The plan asks for a check-in a few hours after the portion: 4:00 PM suits a portion at lunch.',
        have: 'Your check-in reminder for days with a portion',
      })}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
