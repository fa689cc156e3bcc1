import {
  SCORES_NOTE,
  SCORES_WINDOWS,
  type ScoresBesidePlan,
  scoreWithBand,
} from '#domain/experiments/public.ts';
import { INSTRUMENTS } from '#domain/questionnaires/public.ts';
import { formatDay } from '#web/lib/format.ts';

function cell(row: ScoresBesidePlan, side: 'before' | 'during') {
  const score = row[side];
  if (!score) return 'None filled in';
  return `${scoreWithBand(row.instrument, score)}, on ${formatDay(score.date, 'monthDayShort')}`;
}

/**
 * The person's questionnaire scores beside the verdict, described and never judged: the latest in
 * the two weeks before the plan and the latest during it (or the week after). Nothing without any.
 */
export function ExperimentScores({
  scores,
  headingLevel,
}: {
  scores: readonly ScoresBesidePlan[];
  headingLevel: 'h3' | 'h4';
}) {
  if (scores.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section
      aria-label="Your questionnaire scores"
      className="flex flex-col gap-2 rounded-xl border border-line p-4"
    >
      <Heading className="font-bold">Your questionnaire scores</Heading>
      <p>
        The latest score {SCORES_WINDOWS.before}, and the latest {SCORES_WINDOWS.during}. {SCORES_NOTE}
      </p>
      {/* Its cells wrap at phone width: a table that scrolls sideways would need its own Tab stop. */}
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Questionnaire
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Two weeks before the plan
            </th>
            <th scope="col" className="py-2 font-semibold">
              During the plan or the week after
            </th>
          </tr>
        </thead>
        <tbody>
          {scores.map((row) => (
            <tr key={row.instrument} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium">
                {INSTRUMENTS[row.instrument].name}
              </th>
              <td className="py-2 pr-4">{cell(row, 'before')}</td>
              <td className="py-2">{cell(row, 'during')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
