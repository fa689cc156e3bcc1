import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../../schemas/journal-entry.ts';
import { analyzeJournalWith } from '../analyze-journal.ts';
import { checkIn, meal, seededRandom } from '../test-support/journal-builder.ts';
import type { AnalyzeJournalInput } from '../types.ts';
import { LAGGED_REGRESSION_SETTINGS, type ModelSettings } from './model-settings.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-02-02T00:00:00Z');
const symptoms = ['Joint pain', 'Fatigue'];

/**
 * 90 days in UTC. Lunch is a cheese pizza (dairy and gluten), a cheese salad (dairy), toast
 * (gluten) or chicken and rice, at random; dairy raises the evening's joint pain by `effect`
 * points. Ratings wander from day to day with carry-over.
 */
function dairyJournal(effect: number, seed = 5): AnalyzeJournalInput {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const lunches = ['Cheese pizza', 'Cheese salad', 'Toast with jam', 'Chicken and rice'];
  const entries: JournalEntryDto[] = [];
  let level = 0;
  for (let day = 0; day < 90; day += 1) {
    level = 0.5 * level + 0.4 * gaussian();
    const at = (hour: number) => new Date(START + day * DAY + hour * HOUR);
    entries.push(meal(at(8), 'Porridge with berries', 'medium', 'breakfast'));
    const lunch = lunches[Math.floor(random() * lunches.length)] as string;
    entries.push(meal(at(12.5), lunch));
    entries.push(meal(at(19), random() < 0.5 ? 'Salmon and potatoes' : 'Lentil curry', 'medium', 'dinner'));
    const dairy = lunch.startsWith('Cheese') ? effect : 0;
    for (const [hour, timeOfDay, raised] of [
      [9, 'morning', 0],
      [21, 'evening', dairy],
    ] as const) {
      const rating = (extra: number) =>
        Math.max(1, Math.min(5, Math.round(2.5 + level + extra + 0.5 * gaussian())));
      entries.push(checkIn(at(hour), { 'Joint pain': rating(raised), Fatigue: rating(0) }, timeOfDay));
    }
  }
  return {
    entries,
    profile: { symptoms, suspectedTriggers: [], dietaryRestrictions: [] },
    now: new Date(START + 90 * DAY - 1).toISOString(),
    timeZone: 'UTC',
  };
}

function confidence(input: AnalyzeJournalInput, settings: ModelSettings, trigger: string, symptom: string) {
  const pair = analyzeJournalWith(input, settings).associations.find(
    (association) => association.trigger === trigger && association.symptom === symptom,
  );
  return pair?.confidence ?? Number.NaN;
}

describe('the Bayes-factor scoring', () => {
  const planted = dairyJournal(1.5);

  it('reports a strong trigger, in its delay window, with its evidence sentence', () => {
    const result = analyzeJournalWith(planted, LAGGED_REGRESSION_SETTINGS);
    const dairy = result.associations.find(
      (pair) => pair.trigger === 'dairy' && pair.symptom === 'Joint pain',
    );
    expect(dairy?.status).toBe('pattern');
    expect(dairy?.confidence).toBeGreaterThan(0.95);
    expect(dairy?.window?.fromHours).toBeLessThanOrEqual(8);
    expect(dairy?.window?.toHours).toBeGreaterThanOrEqual(9);
    expect(dairy?.effect?.estimate).toBeGreaterThan(0.8);
    expect(dairy?.evidence).toMatch(/dairy/i);
    expect(result.patterns.map((pattern) => pattern.trigger)).toEqual(['dairy']);
  });

  it('does not blame the food eaten with the trigger, nor the symptom it does not touch', () => {
    for (const joint of [true, false]) {
      const settings = {
        ...LAGGED_REGRESSION_SETTINGS,
        bayesFactor: { ...LAGGED_REGRESSION_SETTINGS.bayesFactor, joint },
      };
      expect(confidence(planted, settings, 'dairy', 'Fatigue')).toBeLessThan(0.05);
    }
    expect(confidence(planted, LAGGED_REGRESSION_SETTINGS, 'gluten', 'Joint pain')).toBeLessThan(0.05);
  });

  it('stays near its prior when nothing acts', () => {
    const none = dairyJournal(0, 8);
    const result = analyzeJournalWith(none, LAGGED_REGRESSION_SETTINGS);
    expect(result.patterns).toEqual([]);
    for (const pair of result.associations) expect(pair.confidence).toBeLessThan(0.2);
  });
});
