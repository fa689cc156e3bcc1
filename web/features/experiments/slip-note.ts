import type { ExperimentDto } from '#domain/experiments/experiment-schema.ts';
import { todayInPlan } from '#domain/experiments/schedule.ts';
import { shouldAcknowledgeSlip, slipAcknowledgement } from '#domain/experiments/wording.ts';

/**
 * The kind word for a meal logged on a day without the food that has it anyway ("That has dairy.
 * It happens; Tend takes it into account"), or undefined. The tagger (the one Insights and the
 * analysis read meals with) is loaded only when a meal is logged on such a day.
 */
export async function slipNote(
  experiment: ExperimentDto | null | undefined,
  date: string,
  content: string,
): Promise<string | undefined> {
  if (experiment?.state !== 'running') return undefined;
  const today = todayInPlan(experiment.schedule, date);
  const day = today.kind === 'day' ? today.day : null;
  if (day?.food !== 'avoid') return undefined;
  const { tagMeal } = await import('#domain/meal-tagging/public.ts');
  return shouldAcknowledgeSlip(day, experiment.food, tagMeal(content))
    ? slipAcknowledgement(experiment.food)
    : undefined;
}
