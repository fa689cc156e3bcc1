import type { InsightsResponse } from '#domain/insights/insights-schema.ts';
import type { InsightPattern } from '#domain/insights/types.ts';
import { confidenceLevel } from '#domain/insights/wording/names.ts';
import { shownPercent } from '#domain/insights/wording/shown-confidence.ts';
import { formatDateTime } from '#web/lib/format.ts';

// What a press of 'Refresh Insights' changed, in one sentence for the page's polite live region:
// a refresh that shows the same page again must still say it did something. Only what
// a person can see counts as a change: a pattern that appears or goes, a percentage that moves,
// suggestions that differ. Today's summary is not compared: every read brings it up to date.

const keyOf = (pattern: InsightPattern) => `${pattern.trigger}\u0000${pattern.symptom}`;

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** '9:14 AM' for today, 'Nov 26, 9:14 AM' for an earlier day. */
export function shortInstant(instant: Date, now: Date): string {
  const sameDay = instant.toDateString() === now.toDateString();
  return formatDateTime(
    instant,
    sameDay ? { timeStyle: 'short' } : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  );
}

export function refreshOutcome(before: InsightsResponse, after: InsightsResponse, now = new Date()): string {
  const previous = new Map(before.insights.patterns.map((pattern) => [keyOf(pattern), pattern]));
  const current = new Set(after.insights.patterns.map(keyOf));
  const added = after.insights.patterns.filter((pattern) => !previous.has(keyOf(pattern)));
  const gone = before.insights.patterns.filter((pattern) => !current.has(keyOf(pattern)));
  const moved = after.insights.patterns.filter((pattern) => {
    const was = previous.get(keyOf(pattern));
    return was !== undefined && shownPercent(was.confidence) !== shownPercent(pattern.confidence);
  });

  const changes: string[] = [];
  if (added.length > 0)
    changes.push(`${count(added.length, 'new pattern', 'new patterns')}: ${list(added.map((p) => p.title))}`);
  if (gone.length > 0)
    changes.push(
      `${count(gone.length, 'pattern', 'patterns')} no longer shown: ${list(gone.map((p) => p.title))}`,
    );
  // The percentage says what it is the chance of: a bare "99%." at the end of a sentence does not.
  for (const pattern of moved) {
    const level = confidenceLevel(pattern.confidence).toLowerCase();
    changes.push(`${pattern.title} is now ${level} (${shownPercent(pattern.confidence)}% chance it holds)`);
  }
  if (changes.length > 0) return `Insights refreshed. ${changes.join('; ')}.`;

  const since = shortInstant(new Date(before.generatedAt), now);
  const suggestionsOf = (response: InsightsResponse) =>
    JSON.stringify(response.insights.recommendations.map(({ title, description }) => [title, description]));
  if (suggestionsOf(before) !== suggestionsOf(after)) {
    return `Insights refreshed. No new patterns since ${since}; the suggestions are updated.`;
  }
  return `Insights refreshed. Nothing new since ${since}.`;
}
