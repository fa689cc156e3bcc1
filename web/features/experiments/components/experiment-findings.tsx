import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import type { ExperimentDto } from '#domain/experiments/experiment-schema.ts';
import { hasReintroduced } from '#domain/experiments/schedule.ts';
import {
  experimentSpan,
  experimentTitle,
  planDayLabel,
  verdictSentence,
} from '#domain/experiments/wording.ts';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { useExperiments } from '../api/experiments-api.ts';

/** An ended experiment with a result to report: it reached its reintroduction and was analysed. */
function hasFindings(experiment: ExperimentDto): boolean {
  if (experiment.state !== 'finished' && experiment.state !== 'stopped') return false;
  if (!experiment.analysis || experiment.analysis.results.length === 0) return false;
  const lastDay = experiment.days.at(-1)?.date ?? experiment.schedule.start;
  return hasReintroduced(experiment.schedule, lastDay);
}

/**
 * What ended experiments found, where the patterns are read ("a finished experiment is
 * evidence the Insights page should show"). A test beats watching a journal, so its verdicts stand
 * beside the journal's patterns in the experiment's own words; nothing is shown without one.
 */
export function ExperimentFindings() {
  const experiments = useExperiments();
  const ended = (experiments.data ?? []).filter(hasFindings);
  if (ended.length === 0) return null;
  return (
    <section
      aria-labelledby="experiment-findings"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <FlaskConical aria-hidden="true" className="size-6 text-primary" />
        <h2 id="experiment-findings" className="text-2xl font-bold">
          From your experiments
        </h2>
      </div>
      <p className="mt-2 text-base text-muted">
        A break from a food and its reintroduction says more than a journal can. These are your results.
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {ended.map((experiment) => (
          <li key={experiment.id} className="rounded-xl bg-surface-muted p-4">
            <h3 className="text-lg font-bold">
              {experimentTitle(experiment.food)}
              <span className="font-normal text-muted">
                {`, ${experimentSpan({ ...experiment.schedule, state: experiment.state, endedOn: experiment.endedOn }, planDayLabel)}`}
                {experiment.state === 'stopped' ? ' (stopped early: a partial result)' : ''}
              </span>
            </h3>
            <ul className="mt-2 flex flex-col gap-2">
              {experiment.analysis?.results.map((result) => (
                <li key={result.symptom}>{verdictSentence(result, experiment.food)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to="/app/experiments" className={inlineLink}>
          See your experiments
        </Link>
      </p>
    </section>
  );
}
