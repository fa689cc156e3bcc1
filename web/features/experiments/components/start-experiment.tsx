import { useId } from 'react';
import type { ExperimentFood } from '#domain/experiments/experiment-schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ExperimentFoodField } from './experiment-food-field.tsx';
import { ExperimentPlanPreview } from './experiment-plan-preview.tsx';
import { ExperimentReminderChoices } from './experiment-reminder-choices.tsx';
import { ExperimentSafetyNotice } from './experiment-safety-notice.tsx';
import { ExperimentSymptomsFieldset } from './experiment-symptoms-fieldset.tsx';
import { useStartExperimentForm } from './use-start-experiment-form.ts';

export { SAFETY_REQUIRED_MESSAGE } from './start-experiment-errors.ts';

type StartExperimentProps = {
  /** The symptoms the profile tracks: the experiment watches some of them. */
  profileSymptoms: readonly string[];
  timeZone: string;
  /** A food chosen on the way here ("Test this" on Insights or the Profile). */
  initialFood?: ExperimentFood | undefined;
  onStarted: () => void;
};

/**
 * Starting an experiment: the food, the symptoms to watch, the first day; then the plan day by day
 * with examples of what has the food and what does not, what to expect, and the safety notice,
 * which must be ticked before the start button does anything.
 */
export function StartExperiment(props: StartExperimentProps) {
  const form = useStartExperimentForm(props);
  const { errors, reminders } = form;
  const foodId = useId();
  const symptomsId = useId();
  const remindersId = useId();

  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex flex-col gap-6"
      aria-labelledby={`${foodId}-title`}
    >
      <h2 id={`${foodId}-title`} className="text-2xl font-bold">
        Start an experiment
      </h2>
      <p className="text-muted">
        Leave one food out for a while, then bring it back in planned portions, and see what your symptoms do.
        It answers what a journal alone answers slowly.
      </p>

      <ExperimentFoodField id={foodId} value={form.food} error={errors.food} onChange={form.setFood} />

      <ExperimentSymptomsFieldset
        id={symptomsId}
        profileSymptoms={props.profileSymptoms}
        chosen={form.symptoms}
        error={errors.symptoms}
        onToggle={form.toggleSymptom}
      />

      <TextField
        type="date"
        label="First day"
        hint="From yesterday up to 30 days ahead. A calm stretch, without travel or a feast, works best."
        min={form.range.first}
        max={form.range.last}
        className="max-w-56"
        value={form.start}
        error={errors.start}
        onChange={(event) => form.setStart(event.target.value)}
      />

      {form.plan && form.food !== '' ? (
        <ExperimentPlanPreview headingId={`${foodId}-plan`} food={form.food} plan={form.plan} />
      ) : null}

      <ExperimentReminderChoices
        id={remindersId}
        offer={reminders.offer}
        step={reminders.step}
        checkIn={reminders.checkIn}
        onStep={reminders.setStep}
        onCheckIn={reminders.setCheckIn}
        error={errors.reminders}
      />

      <ExperimentSafetyNotice
        headingId={`${foodId}-safety`}
        confirmed={form.safe}
        error={errors.safety}
        onConfirm={form.confirmSafety}
      />

      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" disabled={form.isPending}>
          {form.isPending ? 'Starting...' : 'Start the experiment'}
        </Button>
      </div>
    </form>
  );
}
