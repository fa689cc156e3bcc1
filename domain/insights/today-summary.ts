// The parts of the result that describe the journal as it is now, not what it shows: today's
// summary and how much journal there is. They are cheap, so the server computes them on every
// read from the newest entries, while the patterns (the costly part) come from the day's cache.

import { tagMeal } from '#domain/meal-tagging/public.ts';
import { prepareJournal } from './analysis/journal-data.ts';
import { MODEL_SETTINGS } from './analysis/model-settings.ts';
import { isTriggerFood } from './analysis/trigger-food.ts';
import type { AnalyzeJournalInput, AnalyzeJournalResult, Association } from './types.ts';
import { dailySummary } from './wording/daily-summary.ts';
import { dataSufficiency } from './wording/data-sufficiency.ts';

/**
 * Days of entries the daily summary reads before today: its usual level is the median of the
 * previous four weeks (daily-summary.ts), plus a day either side for any zone's offset.
 */
export const TODAY_SUMMARY_DAYS = 30;

export type TodaySummary = Pick<AnalyzeJournalResult, 'dailySummary' | 'dataSufficiency'>;

/**
 * `associations` are the result's own (the cached ones): the summary names today's foods that
 * are reported patterns. `dataSufficiency` counts the whole journal only when `entries` is whole;
 * with the last TODAY_SUMMARY_DAYS of entries only the daily summary is complete. It carries no
 * `notes`: those need the engine's context covariates, so the caller keeps the full run's.
 */
export function summariseToday(
  input: AnalyzeJournalInput,
  associations: readonly Association[],
): TodaySummary {
  const data = prepareJournal({
    entries: input.entries,
    symptoms: input.profile.symptoms,
    suspectedTriggers: input.profile.suspectedTriggers,
    now: input.now,
    timeZone: input.timeZone,
    isTriggerFood,
    tag: tagMeal,
  });
  return {
    dailySummary: dailySummary(
      data,
      associations.filter((association) => association.reported),
    ),
    dataSufficiency: dataSufficiency(data, MODEL_SETTINGS),
  };
}
