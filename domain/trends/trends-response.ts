// GET /api/trends: everything the Trends page draws, in one answer. The dashboard's week at a
// glance reads the same answer for the last 7 days.

import type { Association, InsightPattern } from '#domain/insights/public.ts';
import type { DayKey } from '../common/day-key.ts';
import type { TrendsData } from './aggregate.ts';
import type { TrendFactors } from './factors.ts';
import type { ScoreTrend } from './scores.ts';
import type { TrendPreset } from './trend-range.ts';

export type { TrendRangeQuery } from './trend-range.ts';

/** The association the engine is watching most closely: not a pattern yet, shown as such. */
export type WatchedAssociation = Pick<Association, 'trigger' | 'symptom' | 'confidence' | 'evidence'>;

export type TrendsResponse = TrendsData & {
  /** 7, 30 or 90 for a preset range; null for a chosen one. */
  preset: TrendPreset | null;
  /** The person's today, so the page can bound its date inputs. */
  today: DayKey;
  /** The insights engine's reported patterns from its cache, strongest first; [] before any. */
  patterns: InsightPattern[];
  /** The strongest association still being watched, or null. */
  watching: WatchedAssociation | null;
  /** When the cached insights were computed, ISO-8601, or null when there are none yet. */
  insightsGeneratedAt: string | null;
  /** Stress, sleep, bowel movements and period days the person tracks, and the
   * medication changes of the range, in the same answer (the page asks for its data once). */
  factors: TrendFactors;
  /** A chart per clinical questionnaire with a total filled in the range. */
  scores: ScoreTrend[];
};
