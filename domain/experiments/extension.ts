// When the Experiments page offers the plan's one extension ("extend when days are
// missing"; the plan "may extend itself once ... when the verdict is still open at day 35").
// Offered from day 1 because no verdict exists yet, the button would say "days are missing" to
// someone who has missed nothing. So it is offered when:
// - a day that has ended had no check-in, or a day with a rule (without the food, or a portion)
//   was not kept as planned (the analysis's adherence, which also counts only ended days); or
// - the plan's last portion has come, and a symptom's verdict is still open: more portions are
//   then the only way to a verdict.

import type { DayKey } from '../common/day-key.ts';
import type { ExperimentDto } from './experiment-schema.ts';

/** Why the extension is offered: days are missing, or the portions are done and a verdict is open. */
export type ExtensionReason = 'days-missing' | 'verdict-open';

/** What the page says beside the offer, by reason. */
export const EXTENSION_OFFER: Readonly<Record<ExtensionReason, string>> = {
  'days-missing':
    'Some days are missing a check-in or went differently from the plan. A few more days of portions can make up for them; you can extend once.',
  'verdict-open':
    'The result is still open after the last portion. A few more days of portions can settle it; you can extend once.',
};

/** Why to offer the one extension today, or null when it is not offered. */
export function extensionOffer(
  experiment: Pick<ExperimentDto, 'extended' | 'days' | 'schedule' | 'analysis'>,
  today: DayKey,
): ExtensionReason | null {
  if (experiment.extended) return null;
  const missedCheckIn = experiment.days.some((day) => day.date < today && day.checkIns === 0);
  const { analysis } = experiment;
  const unkept = analysis !== null && analysis.adherence.followed < analysis.adherence.days;
  if (missedCheckIn || unkept) return 'days-missing';
  const lastPortion = experiment.schedule.days.findLast((day) => day.food === 'eat')?.date;
  const portionsDone = lastPortion !== undefined && today >= lastPortion;
  const open = analysis?.results.some((result) => result.verdict === 'not-enough-data') ?? false;
  return portionsDone && open ? 'verdict-open' : null;
}
