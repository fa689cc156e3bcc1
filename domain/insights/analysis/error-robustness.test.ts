import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../../schemas/journal-entry.ts';
import { analyzeJournalWith } from '../analyze-journal.ts';
import { estimateCoefficient } from '../statistics/least-squares.ts';
import { checkIn, meal, seededRandom } from '../test-support/journal-builder.ts';
import type { AnalyzeJournalInput } from '../types.ts';
import { FIXED_PRIOR_SETTINGS, type ModelSettings } from './model-settings.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-02-02T00:00:00Z');

describe('errors shared across days (Newey-West)', () => {
  // 60 days, two rows a day; x and the errors both move in spells of six days, so neighbouring
  // days are not independent evidence.
  function estimateWithLag(serialLag: number) {
    const rows = 120;
    const design = new Float64Array(rows * 2);
    const response = new Float64Array(rows);
    const clusters = new Int32Array(rows);
    const random = seededRandom(3);
    // Each spell has its own level, which x knows nothing of: no bias, only shared errors.
    const levels = Array.from({ length: 10 }, () => 1.2 * (random() - 0.5));
    for (let r = 0; r < rows; r += 1) {
      const day = Math.floor(r / 2);
      const spell = Math.floor(day / 6) % 2;
      design[r * 2] = 1;
      design[r * 2 + 1] = spell === 1 ? (random() < 0.8 ? 1 : 0) : random() < 0.2 ? 1 : 0;
      response[r] = (levels[Math.floor(day / 6)] as number) + 0.3 * (random() - 0.5);
      clusters[r] = day;
    }
    return estimateCoefficient({ design, rows, columns: 2, response, clusters, column: 1, serialLag });
  }

  it('is the day-clustered error without a lag, and wider than it when spells are shared', () => {
    const plain = estimateWithLag(0);
    const serial = estimateWithLag(7);
    expect(plain?.serialStandardError).toBe(plain?.standardError);
    expect(serial?.estimate).toBe(plain?.estimate);
    expect(serial?.standardError).toBe(plain?.standardError);
    expect(serial?.serialStandardError ?? 0).toBeGreaterThan(1.3 * (plain?.standardError ?? 0));
  });
});

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

const ROBUST: ModelSettings = {
  ...FIXED_PRIOR_SETTINGS,
  robustness: { serialLagDays: 0, shifts: 24, replicateFrom: 2, replicationMinZ: 0 },
};

const REPLICATED: ModelSettings = {
  ...FIXED_PRIOR_SETTINGS,
  robustness: { serialLagDays: 0, shifts: 0, replicateFrom: 2, unreplicatedMaxConfidence: 0.75 },
};

describe("the person's own null (circular shifts) and replication", () => {
  it('weighs a food eaten in bad spells less than independent errors would', () => {
    let plain = 0;
    let robust = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const journal = spellsJournal(0, seed);
      plain += Math.log(pairOf(journal, FIXED_PRIOR_SETTINGS, 'sugar')?.confidence ?? Number.NaN);
      robust += Math.log(pairOf(journal, ROBUST, 'sugar')?.confidence ?? Number.NaN);
    }
    expect(robust).toBeLessThan(plain);
  });

  it('still reports a strong trigger eaten on random days', () => {
    const pair = pairOf(spellsJournal(1.5, 11), ROBUST, 'dairy');
    expect(pair?.status).toBe('pattern');
    expect(pair?.confidence).toBeGreaterThan(0.95);
  });
});

// Decision 026's engine, without (FIXED_PRIOR_SETTINGS) and with each of decision 027's options.
describe('replication in both halves of the journal', () => {
  it('does not show a link the second half contradicts, and says at most 0.75 of it', () => {
    // Cheese raised the evening's pain by 3 points for 62 days and then, say with a new
    // medicine, slightly eased it: the whole journal still shows a link, its second half does not.
    const journal = spellsJournal(3, 11, 62, -0.3);
    const plain = pairOf(journal, FIXED_PRIOR_SETTINGS, 'dairy');
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
