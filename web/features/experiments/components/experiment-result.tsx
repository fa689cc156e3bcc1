import type { ExperimentDto, SymptomResult } from '#domain/experiments/experiment-schema.ts';
import { hasReintroduced } from '#domain/experiments/schedule.ts';
import {
  adherenceSentence,
  cannotTell,
  resultIntro,
  stoppedBeforeItBegan,
  verdictBadge,
  verdictSentence,
} from '#domain/experiments/wording.ts';
import { symptomLabel } from '#domain/insights/public.ts';
import { ExperimentChart } from './experiment-chart.tsx';
import { ExperimentScores } from './experiment-scores.tsx';

const verdictTone: Record<SymptomResult['verdict'], string> = {
  raises: 'bg-danger-soft text-danger',
  'no-clear-effect': 'bg-primary-soft text-success',
  'not-enough-data': 'bg-surface-muted text-ink',
};

type ExperimentResultProps = { experiment: ExperimentDto; headingLevel?: 'h2' | 'h3' };

/**
 * The result per symptom: the verdict in plain words with the probability (Insights' words) and
 * the effect with its interval, a chart of the symptom across the phases with its table, what the
 * experiment cannot tell; for one under way or stopped early, a partial result said as such.
 */
export function ExperimentResult({ experiment, headingLevel = 'h2' }: ExperimentResultProps) {
  const Heading = headingLevel;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';
  const lastDay = experiment.days.at(-1)?.date ?? experiment.schedule.start;
  const reintroduced = hasReintroduced(experiment.schedule, lastDay);
  const analysis = experiment.analysis;
  const intro = resultIntro({
    food: experiment.food,
    state: experiment.state,
    reintroduced,
    daysDone: experiment.days.length,
    totalDays: experiment.schedule.days.length,
  });
  if (stoppedBeforeItBegan({ ...experiment, start: experiment.schedule.start })) {
    // No day came: no result, nothing it could not tell.
    return (
      <section aria-label={`Result of the ${experiment.food} experiment`} className="flex flex-col gap-4">
        <Heading className="text-2xl font-bold">No result</Heading>
        <p>{intro}</p>
      </section>
    );
  }
  return (
    <section aria-label={`Result of the ${experiment.food} experiment`} className="flex flex-col gap-4">
      <Heading className="text-2xl font-bold">
        {experiment.state === 'finished' ? 'The result' : 'The result so far'}
      </Heading>
      <p>{intro}</p>
      {analysis ? <p className="text-muted">{adherenceSentence(analysis.adherence)}</p> : null}
      {analysis && reintroduced
        ? analysis.results.map((result) => (
            <article
              key={result.symptom}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Sub className="text-xl font-bold">{symptomLabel(result.symptom)}</Sub>
                <p
                  className={`rounded-full px-3 py-1 text-base font-semibold ${verdictTone[result.verdict]}`}
                >
                  {verdictBadge(result)}
                </p>
              </div>
              <p className="text-lg">{verdictSentence(result, experiment.food)}</p>
              <ExperimentChart food={experiment.food} symptom={result.symptom} days={experiment.days} />
            </article>
          ))
        : null}
      <ExperimentScores scores={experiment.questionnaireScores} headingLevel={Sub} />
      {experiment.firstAnalysis ? (
        <div className="rounded-xl bg-surface-muted p-4">
          <Sub className="font-bold">At the plan's original end</Sub>
          <p className="mt-1">
            The plan was extended once because a verdict was still open. What it showed then:
          </p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
            {experiment.firstAnalysis.results.map((result) => (
              <li key={result.symptom}>{verdictSentence(result, experiment.food)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rounded-xl border border-line p-4">
        <Sub className="font-bold">What this experiment cannot tell</Sub>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
          {cannotTell(experiment.food, analysis).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
