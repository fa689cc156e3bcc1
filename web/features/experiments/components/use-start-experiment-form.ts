import { type FormEvent, useMemo, useState } from 'react';
import { addDays } from '#domain/common/day-key.ts';
import { planExperiment } from '#domain/experiments/analysis/plan-experiment.ts';
import {
  type ExperimentFood,
  experimentCreateSchema,
  experimentStartRange,
} from '#domain/experiments/experiment-schema.ts';
import { useStartExperiment } from '../api/experiments-api.ts';
import {
  type StartExperimentErrors,
  startFailureErrors,
  validationErrors,
} from './start-experiment-errors.ts';
import { useExperimentReminderChoices } from './use-experiment-reminder-choices.ts';

type StartExperimentFormOptions = {
  profileSymptoms: readonly string[];
  timeZone: string;
  initialFood?: ExperimentFood | undefined;
  onStarted: () => void;
};

/**
 * The start form's choices, the plan they make (once they make one), and the submit that checks
 * them, the safety box included, before asking the server to start.
 */
export function useStartExperimentForm({
  profileSymptoms,
  timeZone,
  initialFood,
  onStarted,
}: StartExperimentFormOptions) {
  const range = experimentStartRange(new Date(), timeZone);
  const tomorrow = addDays(range.first, 2);
  const [food, setFood] = useState<ExperimentFood | ''>(initialFood ?? '');
  const [symptoms, setSymptoms] = useState<string[]>(() => [...profileSymptoms]);
  const [start, setStart] = useState(tomorrow);
  const [safe, setSafe] = useState(false);
  const [errors, setErrors] = useState<StartExperimentErrors>({});
  const startExperiment = useStartExperiment();
  const reminders = useExperimentReminderChoices();

  const plan = useMemo(() => {
    if (food === '' || start < range.first || start > range.last) return null;
    try {
      return planExperiment({ food, symptoms, start, timeZone });
    } catch {
      return null;
    }
  }, [food, symptoms, start, timeZone, range.first, range.last]);

  // The chosen symptoms keep the profile's order, whatever order they were ticked in.
  const toggleSymptom = (symptom: string, checked: boolean) =>
    setSymptoms((current) =>
      checked
        ? profileSymptoms.filter((each) => each === symptom || current.includes(each))
        : current.filter((each) => each !== symptom),
    );

  const confirmSafety = (checked: boolean) => {
    setSafe(checked);
    if (checked) setErrors((current) => ({ ...current, safety: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = reminders.wanted();
    const parsed = experimentCreateSchema.safeParse({
      food,
      symptoms,
      start,
      ...(wanted ? { reminders: wanted } : {}),
    });
    setErrors(validationErrors(parsed.error?.issues ?? [], safe));
    if (!parsed.success || !safe) return;
    try {
      await startExperiment.mutateAsync(parsed.data);
      onStarted();
    } catch (error) {
      setErrors(startFailureErrors(error));
    }
  };

  return {
    range,
    food,
    setFood,
    symptoms,
    toggleSymptom,
    start,
    setStart,
    safe,
    confirmSafety,
    errors,
    plan,
    reminders,
    submit,
    isPending: startExperiment.isPending,
  };
}
