import { foodExamples } from '#domain/experiments/analysis/food-examples.ts';
import type { ExperimentPlan } from '#domain/experiments/analysis/types.ts';
import type { ExperimentFood } from '#domain/experiments/experiment-schema.ts';
import { experimentFoodNoun, planReasons, whatToExpect } from '#domain/experiments/wording.ts';
import { PlanDays } from './plan-days.tsx';

type ExperimentPlanPreviewProps = {
  headingId: string;
  food: ExperimentFood;
  plan: ExperimentPlan;
};

/**
 * The plan the choices make, before it starts: what to expect, examples of what has the food and
 * what does not, and every day behind a disclosure.
 */
export function ExperimentPlanPreview({ headingId, food, plan }: ExperimentPlanPreviewProps) {
  const examples = foodExamples(food);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-bold">
        Your plan, day by day
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        {whatToExpect(food, plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="rounded-xl border border-line p-4">
        <h4 className="font-bold">Why these days</h4>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
          {planReasons(food, plan.days).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
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
      <details className="rounded-xl border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
          Show all {plan.days.length} days
        </summary>
        <div className="p-4">
          <PlanDays food={food} days={plan.days} headingLevel="h4" />
        </div>
      </details>
    </section>
  );
}
