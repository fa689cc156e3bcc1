import { and, asc, between, eq } from 'drizzle-orm';
import { dayRange } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { resolveTracking } from '#domain/profile/public.ts';
import {
  buildFactorTrends,
  buildScoreTrends,
  buildTrends,
  type DayRangeKeys,
  ROLLING_WINDOW_DAYS,
  type TrendPreset,
  type TrendsResponse,
  type WatchedAssociation,
} from '#domain/trends/index.ts';
import { readCachedInsights } from '#server/db/cached-insights.ts';
import type { Database } from '#server/db/client.ts';
import { entriesBetween } from '#server/db/journal-entries.ts';
import { medicationChanges, questionnaireResponses, userProfiles } from '#server/db/schema/index.ts';

export type TrendsRequest = {
  userId: string;
  timeZone: string;
  today: string;
  range: DayRangeKeys;
  preset: TrendPreset | null;
};

/**
 * One read per source, in parallel: the range's entries (and the 6 days before it, for the rolling
 * average), the profile's tracked symptoms, suspected foods and what else it tracks, the range's
 * medication changes, and the cached insights. The insights are never computed here: Trends shows
 * what the engine last reported. The factors come from the same entries: check-in
 * details and bowel entries are in them already.
 */
export async function loadTrends(db: Database, request: TrendsRequest): Promise<TrendsResponse> {
  const { userId, timeZone, range } = request;
  const start = dayRange(addDays(range.from, -(ROLLING_WINDOW_DAYS - 1)), timeZone).start;
  const end = dayRange(range.to, timeZone).end;
  const [entries, profileRows, changes, cached, questionnaires] = await Promise.all([
    entriesBetween(db, userId, start, end),
    db
      .select({
        symptoms: userProfiles.symptoms,
        suspectedTriggers: userProfiles.suspectedTriggers,
        conditions: userProfiles.conditions,
        stress: userProfiles.trackStress,
        sleep: userProfiles.trackSleep,
        periods: userProfiles.trackPeriods,
        bowel: userProfiles.trackBowel,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId)),
    db
      .select({
        date: medicationChanges.day,
        precision: medicationChanges.precision,
        medication: medicationChanges.medication,
        change: medicationChanges.change,
        doseNote: medicationChanges.doseNote,
      })
      .from(medicationChanges)
      .where(and(eq(medicationChanges.userId, userId), between(medicationChanges.day, range.from, range.to)))
      .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt)),
    readCachedInsights(db, userId),
    db
      .select({
        instrument: questionnaireResponses.instrument,
        date: questionnaireResponses.day,
        answers: questionnaireResponses.answers,
      })
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.userId, userId),
          between(questionnaireResponses.day, range.from, range.to),
        ),
      ),
  ]);
  const profile = profileRows[0] ?? { symptoms: [], suspectedTriggers: [], conditions: [] };
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
    scores: buildScoreTrends(questionnaires, range),
    factors: buildFactorTrends({
      entries,
      range,
      timeZone,
      // The same resolution as /api/profile/tracking: a choice not made yet follows the conditions.
      tracking: resolveTracking(profileRows[0] ?? {}, profile.conditions),
      medicationChanges: changes,
    }),
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
