// A person's clinical questionnaire scores beside an experiment's result: the latest score before
// the plan began and the latest during it, per questionnaire, for reference only. The verdict does
// not read them, and nothing here judges them: a score moves for many reasons a food experiment
// does not control (a flare, a new medicine, a week of poor sleep), and a questionnaire filled
// in once or twice around a plan is no comparison a verdict could rest on.

import { addDays, type DayKey } from '#domain/common/day-key.ts';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '#domain/questionnaires/public.ts';

/** Days before the plan's first day in which a score counts as "before". */
export const SCORES_BEFORE_DAYS = 14;
/** Days after the plan's last day that still count as "during": a 4-weekly questionnaire may fall just after. */
export const SCORES_AFTER_DAYS = 7;

/** A filled questionnaire as the experiment read takes it. */
export type ScoredResponse = {
  instrument: InstrumentId;
  date: DayKey;
  total: number | null;
  band: string | null;
};

export type ScoreAt = { date: DayKey; total: number; band: string | null };

/** One questionnaire's latest score on each side of the plan; a side with none is null. */
export type ScoresBesidePlan = { instrument: InstrumentId; before: ScoreAt | null; during: ScoreAt | null };

function latest(responses: readonly ScoredResponse[], from: DayKey, to: DayKey): ScoreAt | null {
  let found: ScoreAt | null = null;
  for (const response of responses) {
    if (response.total === null || response.date < from || response.date > to) continue;
    if (found === null || response.date > found.date)
      found = { date: response.date, total: response.total, band: response.band };
  }
  return found;
}

/**
 * Per questionnaire with a total, its latest score in the two weeks before `start` and its latest
 * from `start` to a week after `lastDay` (the plan's last day, or the day it was stopped).
 * Questionnaires with neither are left out: no scores, nothing to show.
 */
export function scoresBesidePlan(input: {
  start: DayKey;
  lastDay: DayKey;
  responses: readonly ScoredResponse[];
}): ScoresBesidePlan[] {
  const { start, lastDay, responses } = input;
  const rows: ScoresBesidePlan[] = [];
  for (const instrument of INSTRUMENT_IDS) {
    const own = responses.filter((response) => response.instrument === instrument);
    const before = latest(own, addDays(start, -SCORES_BEFORE_DAYS), addDays(start, -1));
    const during = lastDay < start ? null : latest(own, start, addDays(lastDay, SCORES_AFTER_DAYS));
    if (before || during) rows.push({ instrument, before, during });
  }
  return rows;
}

/** "7 (mild)", or "7" for a total outside every band. */
export function scoreWithBand(instrument: InstrumentId, score: ScoreAt): string {
  const band = INSTRUMENTS[instrument].bands.find((each) => each.id === score.band);
  return band ? `${score.total} (${band.label})` : String(score.total);
}

export const SCORES_WINDOWS = {
  before: 'in the two weeks before the plan',
  during: 'during the plan or the week after it',
} as const;

/** Says the scores are beside the verdict, not part of it. */
export const SCORES_NOTE = 'This is shown for reference; the verdict above does not use it.';

/**
 * One questionnaire in a sentence: "Your Harvey-Bradshaw Index: 7 (mild) in the two weeks before
 * the plan, 5 (remission) during the plan or the week after it."
 */
export function scoresBesidePlanText(row: ScoresBesidePlan): string {
  const name = INSTRUMENTS[row.instrument].name;
  const side = (score: ScoreAt | null, window: string) =>
    score ? `${scoreWithBand(row.instrument, score)} ${window}` : `none filled in ${window}`;
  return `Your ${name}: ${side(row.before, SCORES_WINDOWS.before)}, ${side(row.during, SCORES_WINDOWS.during)}.`;
}
