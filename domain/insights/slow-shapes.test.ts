import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../journal/journal-entry.ts';
import { computeExposures, DELAY_WINDOWS, foodIndex, SLOW_WINDOWS, shapeOf } from './analysis/exposures.ts';
import type { CheckIn, Meal } from './analysis/journal-data.ts';
import { MODEL_SETTINGS } from './analysis/model-settings.ts';
import { analyzeJournalWith } from './analyze-journal.ts';
import { analyzeJournal } from './index.ts';
import { checkIn, meal, seededRandom } from './test-support/journal-builder.ts';
import type { AnalyzeJournalInput, InsightsProfile } from './types.ts';
import { delayPhrase, whenPhrase } from './wording/names.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-05-04T00:00:00Z');
const profile: InsightsProfile = {
  symptoms: ['Joint pain', 'Digestive issues'],
  suspectedTriggers: [],
  dietaryRestrictions: [],
};
const PLAIN = [
  'Grilled chicken with rice and broccoli',
  'Oatmeal with blueberries',
  'Lentil soup',
  'Turkey sandwich',
];

type Reaction = 'same-day' | 'delayed' | 'cumulative';

/**
 * A UTC journal of `days` days with dairy in runs of days (a lunch of cheese on some days, kept up
 * or dropped from one day to the next), three meals and two check-ins a day, and digestive issues
 * raised by `effect` in the given way: within 8 hours of a dairy lunch, 24-48 hours after it, or by
 * the days of dairy in the three days up to the check-in beyond the first.
 */
function journal(days: number, reaction: Reaction, effect: number, seed = 11): AnalyzeJournalInput {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const entries: JournalEntryDto[] = [];
  const dairyDays: boolean[] = [];
  let dairy = false;
  let level = 0;
  for (let day = 0; day < days; day += 1) {
    dairy = random() < (dairy ? 0.7 : 0.3);
    dairyDays.push(dairy);
    level = 0.6 * level + 0.4 * gaussian();
    const plain = () => PLAIN[Math.floor(random() * PLAIN.length)] as string;
    entries.push(meal(new Date(START + day * DAY + 8 * HOUR), plain(), 'medium', 'breakfast'));
    entries.push(meal(new Date(START + day * DAY + 13 * HOUR), dairy ? 'Plain yogurt' : plain(), 'medium'));
    entries.push(meal(new Date(START + day * DAY + 19 * HOUR), plain(), 'medium', 'dinner'));
    for (const [hour, timeOfDay] of [
      [10, 'morning'],
      [20, 'evening'],
    ] as const) {
      const raised = raisedBy(reaction, dairyDays, day, hour);
      const rate = (base: number) => Math.max(1, Math.min(5, Math.round(base + level + 0.5 * gaussian())));
      entries.push(
        checkIn(
          new Date(START + day * DAY + hour * HOUR),
          { 'Joint pain': rate(2.2), 'Digestive issues': rate(2 + effect * raised) },
          timeOfDay,
        ),
      );
    }
  }
  return { entries, profile, now: new Date(START + days * DAY - HOUR).toISOString(), timeZone: 'UTC' };
}

/** How much of the effect a check-in at `hour` of `day` carries (dairy lunches are at 13:00). */
function raisedBy(reaction: Reaction, dairyDays: readonly boolean[], day: number, hour: number): number {
  const lunch = (d: number) => d >= 0 && dairyDays[d] === true;
  if (reaction === 'same-day') return hour >= 13 && hour < 21 && lunch(day) ? 1 : 0;
  if (reaction === 'delayed') {
    // Lags of 24-48 h from a 13:00 lunch: the day after from 13:00, two days after before 13:00.
    return (hour >= 13 ? lunch(day - 1) : lunch(day - 2)) ? 1 : 0;
  }
  let run = 0;
  for (let d = day - 2; d <= day; d += 1) if (lunch(d) && (d < day || hour >= 13)) run += 1;
  return Math.max(0, run - 1) / 2;
}

function dairyPair(input: AnalyzeJournalInput) {
  return analyzeJournal(input).associations.find(
    (association) => association.trigger === 'dairy' && association.symptom === 'Digestive issues',
  );
}

describe('delayed and cumulative patterns', () => {
  it('finds a reaction that comes a day or two after the food, and says so', () => {
    const pair = dairyPair(journal(120, 'delayed', 1.5));
    expect(pair?.status).toBe('pattern');
    expect(pair?.shape).toBe('delayed');
    expect(pair?.window?.fromHours).toBeGreaterThanOrEqual(20);
    expect(pair?.evidence).toMatch(/your digestive issues averaged .* it often comes .* after you eat it/);
  });

  it('finds a reaction that builds over days of the food, and says so', () => {
    const pair = dairyPair(journal(120, 'cumulative', 2));
    expect(pair?.status).toBe('pattern');
    expect(pair?.shape).toBe('cumulative');
    expect(pair?.window).toEqual({ fromHours: 0, toHours: 96 });
    expect(pair?.evidence).toMatch(/two or more of the last four days.*several days in a row of it/);
  });

  it('finds the same patterns with the same confidence as without the cumulative window: it only describes', () => {
    for (const reaction of ['cumulative', 'same-day'] as const) {
      const input = journal(120, reaction, 1.5);
      const described = analyzeJournal(input).associations;
      const without = analyzeJournalWith(input, { ...MODEL_SETTINGS, slowShapes: undefined }).associations;
      expect(described.map((pair) => [pair.trigger, pair.symptom, pair.confidence, pair.status])).toEqual(
        without.map((pair) => [pair.trigger, pair.symptom, pair.confidence, pair.status]),
      );
    }
  });

  it('keeps a same-day reaction same-day', () => {
    const pair = dairyPair(journal(120, 'same-day', 1.5));
    expect(pair?.status).toBe('pattern');
    expect(pair?.shape).toBe('same-day');
    expect(pair?.window?.toHours).toBeLessThanOrEqual(24);
  });

  it('does not search the slower shapes in a journal too short to hold them', () => {
    const result = analyzeJournal(journal(40, 'cumulative', 2));
    for (const association of result.associations) {
      if (association.window === null) continue;
      expect(DELAY_WINDOWS).toContainEqual(association.window);
      expect(association.shape).not.toBe('cumulative');
    }
  });

  it('shows no pattern when dairy does nothing, whatever shape is searched', () => {
    for (const seed of [1, 2, 3]) {
      expect(analyzeJournal(journal(120, 'cumulative', 0, seed)).patterns).toEqual([]);
    }
  });
});

describe('cumulative exposure', () => {
  const food = (day: number, hour: number): Meal =>
    ({ at: START + day * DAY + hour * HOUR, day: START / DAY + day, foods: ['dairy'], dose: 1 }) as Meal;
  const at = (day: number, hour: number): CheckIn =>
    ({
      at: START + day * DAY + hour * HOUR,
      local: START + day * DAY + hour * HOUR,
      day: START / DAY + day,
    }) as CheckIn;

  it('counts the days with the food in the window beyond the first, not the portions', () => {
    const meals = [food(0, 8), food(0, 13), food(1, 13), food(2, 13), food(5, 13)];
    const checkIns = [at(2, 20), at(5, 20), at(1, 10)].sort((a, b) => a.at - b.at);
    const mealDays = new Set(Array.from({ length: 8 }, (_, day) => START / DAY + day));
    const cumulative = SLOW_WINDOWS.find((window) => window.cumulative === true);
    expect(cumulative).toBeDefined();
    const exposures = computeExposures(meals, checkIns, mealDays, [
      cumulative as NonNullable<typeof cumulative>,
    ]);
    const dairy = (exposures.dose[0] as Float64Array[])[foodIndex('dairy')] as Float64Array;
    // Day 1 at 10:00: only day 0 had dairy so far (one day: nothing); day 2 at 20:00: days 0, 1
    // and 2 (two beyond the first); day 5: days 2 and 5 fall within 96 h (one beyond the first).
    expect([...dairy]).toEqual([0, 2, 1]);
  });

  it('names each window’s shape and reads it as a person would', () => {
    expect(shapeOf({ fromHours: 0, toHours: 8 })).toBe('same-day');
    expect(shapeOf({ fromHours: 24, toHours: 48 })).toBe('delayed');
    expect(shapeOf({ fromHours: 0, toHours: 96, cumulative: true })).toBe('cumulative');
    expect(delayPhrase({ fromHours: 20, toHours: 36 })).toBe('the day after');
    expect(delayPhrase({ fromHours: 24, toHours: 48 })).toBe('a day or two after');
    expect(delayPhrase({ fromHours: 48, toHours: 72 })).toBe('two or three days after');
    expect(whenPhrase({ fromHours: 8, toHours: 20 }, 'same-day')).toBe('in the 8-20 hours after');
    expect(whenPhrase({ fromHours: 0, toHours: 96 }, 'cumulative')).toBe('after several days in a row of');
  });
});
