import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { analyzeJournalWith } from '../analyze-journal.ts';
import { checkIn, meal, seededRandom } from '../test-support/journal-builder.ts';
import type { AnalyzeJournalInput } from '../types.ts';
import { MODEL_SETTINGS, type ModelSettings } from './model-settings.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-02-02T00:00:00Z');

/**
 * 120 days in UTC, two check-ins a day. Bad spells of a week or two come and go; in a bad spell
 * the person reaches for chocolate (sugar) most days, otherwise rarely. Sugar does nothing; dairy
 * (a cheese lunch on random days) raises the evening's joint pain by `dairyEffect`.
 */
function spellsJournal(
  dairyEffect: number,
  seed: number,
  effectUntilDay = 120,
  effectAfter = 0,
): AnalyzeJournalInput {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const entries: JournalEntryDto[] = [];
  let bad = false;
  let level = 0;
  for (let day = 0; day < 120; day += 1) {
    if (random() < 1 / 8) bad = !bad;
    level = 0.6 * level + 0.3 * gaussian();
    const at = (hour: number) => new Date(START + day * DAY + hour * HOUR);
    entries.push(meal(at(8), 'Porridge with berries', 'medium', 'breakfast'));
    const cheese = random() < 0.35;
    entries.push(meal(at(12.5), cheese ? 'Cheese salad' : 'Chicken and rice'));
    if (random() < (bad ? 0.8 : 0.15)) entries.push(meal(at(16), 'Chocolate bar', 'small', 'snacks'));
    entries.push(meal(at(19), random() < 0.5 ? 'Salmon and potatoes' : 'Lentil curry', 'medium', 'dinner'));
    for (const [hour, timeOfDay, raised] of [
      [9, 'morning', 0],
      [21, 'evening', cheese ? (day < effectUntilDay ? dairyEffect : effectAfter) : 0],
    ] as const) {
      const rating = Math.max(
        1,
        Math.min(5, Math.round(2.3 + (bad ? 1.1 : 0) + level + raised + 0.5 * gaussian())),
      );
      entries.push(checkIn(at(hour), { 'Joint pain': rating }, timeOfDay));
    }
  }
  return {
    entries,
    profile: { symptoms: ['Joint pain'], suspectedTriggers: [], dietaryRestrictions: [] },
    now: new Date(START + 120 * DAY - 1).toISOString(),
    timeZone: 'UTC',
  };
}

function pairOf(input: AnalyzeJournalInput, settings: ModelSettings, trigger: string) {
  return analyzeJournalWith(input, settings).associations.find((pair) => pair.trigger === trigger);
}

// The engine without the blended exposures and the replication, then with the replication alone.
const WITHOUT_REPLICATION: ModelSettings = { ...MODEL_SETTINGS, doseShape: undefined, robustness: undefined };

const REPLICATED: ModelSettings = {
  ...WITHOUT_REPLICATION,
  robustness: { replicateFrom: 2, unreplicatedMaxConfidence: 0.75 },
};

describe('replication in both halves of the journal', () => {
  it('does not show a link the second half contradicts, and says at most 0.75 of it', () => {
    // Cheese raised the evening's pain by 3 points for 62 days and then, say with a new
    // medicine, slightly eased it: the whole journal still shows a link, its second half does not.
    const journal = spellsJournal(3, 11, 62, -0.3);
    const plain = pairOf(journal, WITHOUT_REPLICATION, 'dairy');
    const replicated = pairOf(journal, REPLICATED, 'dairy');
    // Without replication the first half's strong link carries the whole journal.
    expect(plain?.status).toBe('pattern');
    expect(replicated?.status).not.toBe('pattern');
    expect(replicated?.confidence).toBeLessThanOrEqual(0.75);
  });

  it('shows a link that holds throughout', () => {
    const pair = pairOf(spellsJournal(1.5, 11), REPLICATED, 'dairy');
    expect(pair?.status).toBe('pattern');
    expect(pair?.confidence).toBeGreaterThan(0.95);
  });
});
