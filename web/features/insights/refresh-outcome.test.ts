import { describe, expect, it } from 'vitest';
import type { InsightsResponse } from '#domain/insights/insights-schema.ts';
import type { InsightPattern } from '#domain/insights/types.ts';
import { refreshOutcome } from './refresh-outcome.ts';

const generatedAt = '2026-05-01T10:00:00.000Z';
const now = new Date('2026-05-01T10:30:00.000Z');

function pattern(trigger: InsightPattern['trigger'], confidence: number): InsightPattern {
  const title = `${trigger[0]?.toUpperCase()}${trigger.slice(1)} and joint pain`;
  return { title, confidence, description: '', trigger, symptom: 'Joint pain' };
}

function response(
  patterns: InsightPattern[],
  recommendations = [{ title: 'Keep going', description: 'Log as you are.' }],
): InsightsResponse {
  return {
    insights: {
      associations: [],
      patterns,
      recommendations,
      dailySummary: { day: '2026-05-01', text: '', meals: 0, checkIns: 0, symptoms: [] },
      dataSufficiency: { daysCovered: 30, checkIns: 40, meals: 60, enough: true, missing: [] },
    },
    wording: 'engine',
    generatedAt,
    expiresAt: '2026-05-02T10:00:00.000Z',
  };
}

describe('refreshOutcome', () => {
  it('names a new pattern, and one no longer shown', () => {
    expect(refreshOutcome(response([]), response([pattern('dairy', 0.9)]), now)).toBe(
      'Insights refreshed. 1 new pattern: Dairy and joint pain.',
    );
    expect(
      refreshOutcome(
        response([pattern('dairy', 0.9), pattern('gluten', 0.6)]),
        response([pattern('sugar', 0.7)]),
        now,
      ),
    ).toBe(
      'Insights refreshed. 1 new pattern: Sugar and joint pain; 2 patterns no longer shown: Dairy and joint pain and Gluten and joint pain.',
    );
  });

  it('says when a shown percentage moved, as the page shows it (never 100%), and what it is the chance of', () => {
    expect(refreshOutcome(response([pattern('dairy', 0.84)]), response([pattern('dairy', 1)]), now)).toBe(
      'Insights refreshed. Dairy and joint pain is now very likely (99% chance it holds).',
    );
    // 0.995 and 1 both show as 99%: nothing a person could see has changed.
    expect(refreshOutcome(response([pattern('dairy', 0.995)]), response([pattern('dairy', 1)]), now)).toMatch(
      /^Insights refreshed\. Nothing new since \d{1,2}:\d{2}\s[AP]M\.$/,
    );
  });

  it('says nothing is new since the last result, or that only the suggestions changed', () => {
    expect(refreshOutcome(response([]), response([]), now)).toMatch(
      /^Insights refreshed\. Nothing new since \d{1,2}:\d{2}\s[AP]M\.$/,
    );
    expect(
      refreshOutcome(
        response([]),
        response([], [{ title: 'A quick check-in most days', description: 'x' }]),
        now,
      ),
    ).toMatch(
      /^Insights refreshed\. No new patterns since \d{1,2}:\d{2}\s[AP]M; the suggestions are updated\.$/,
    );
    // A result from an earlier day names the day.
    expect(refreshOutcome(response([]), response([]), new Date('2026-05-03T10:00:00.000Z'))).toMatch(
      /^Insights refreshed\. Nothing new since May (1|2), \d{1,2}:\d{2}\s[AP]M\.$/,
    );
  });
});
