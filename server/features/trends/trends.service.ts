import { eq } from 'drizzle-orm';
import { dayRange } from '../../../domain/rules/day-boundaries.ts';
import { addDays } from '../../../domain/rules/day-key.ts';
import {
  buildTrends,
  type DayRangeKeys,
  ROLLING_WINDOW_DAYS,
  type TrendPreset,
  type TrendsResponse,
  type WatchedAssociation,
} from '../../../domain/trends/index.ts';
import { readCachedInsights } from '../../db/cached-insights.ts';
import type { Database } from '../../db/client.ts';
import { entriesBetween } from '../../db/journal-entries.ts';
import { userProfiles } from '../../db/schema/index.ts';

export type TrendsRequest = {
  userId: string;
  timeZone: string;
  today: string;
  range: DayRangeKeys;
  preset: TrendPreset | null;
};

/**
 * One read per source, in parallel: the range's entries (and the 6 days before it, for the rolling
 * average), the profile's tracked symptoms and suspected foods, and the cached insights. The
 * insights are never computed here: Trends shows what the engine last reported.
 */
export async function loadTrends(db: Database, request: TrendsRequest): Promise<TrendsResponse> {
  const { userId, timeZone, range } = request;
  const start = dayRange(addDays(range.from, -(ROLLING_WINDOW_DAYS - 1)), timeZone).start;
  const end = dayRange(range.to, timeZone).end;
  const [entries, profileRows, cached] = await Promise.all([
    entriesBetween(db, userId, start, end),
    db
      .select({ symptoms: userProfiles.symptoms, suspectedTriggers: userProfiles.suspectedTriggers })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId)),
    readCachedInsights(db, userId),
  ]);
  const profile = profileRows[0] ?? { symptoms: [], suspectedTriggers: [] };
  const patterns = cached ? [...cached.insights.patterns] : [];
  const trends = buildTrends({
    entries,
    range,
    timeZone,
    symptoms: profile.symptoms,
    suspectedTriggers: profile.suspectedTriggers,
    patterns,
  });
  return {
    ...trends,
    preset: request.preset,
    today: request.today,
    patterns,
    watching: strongestWatched(cached?.insights.associations ?? []),
    insightsGeneratedAt: cached ? cached.generatedAt.toISOString() : null,
  };
}

function strongestWatched(
  associations: readonly (WatchedAssociation & { status: string })[],
): WatchedAssociation | null {
  let best: WatchedAssociation | null = null;
  for (const association of associations) {
    if (association.status !== 'watching') continue;
    if (best === null || association.confidence > best.confidence) best = association;
  }
  return best === null
    ? null
    : { trigger: best.trigger, symptom: best.symptom, confidence: best.confidence, evidence: best.evidence };
}
