import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../journal/journal-entry.ts';
import { analyzeJournal } from './index.ts';
import { checkIn, meal, seededRandom } from './test-support/journal-builder.ts';
import type { AnalyzeJournalInput, InsightsProfile } from './types.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-05-04T00:00:00Z');
const profile: InsightsProfile = {
  symptoms: ['Joint pain', 'Fatigue', 'Brain fog', 'Digestive issues'],
  suspectedTriggers: [],
  dietaryRestrictions: [],
};

const DISHES = [
  { text: 'Greek yogurt with honey', dairy: true },
  { text: 'Cheese omelette', dairy: true },
  { text: 'Grilled chicken with rice and broccoli', dairy: false },
  { text: 'Oatmeal with blueberries', dairy: false },
  { text: 'Lentil soup', dairy: false },
  { text: 'Salmon with sweet potato', dairy: false },
  { text: 'Toast with peanut butter', dairy: false },
  { text: 'Latte', dairy: true },
  { text: 'A glass of milk', dairy: true },
  { text: 'Baked potato with cheese', dairy: true },
  { text: 'Coffee, black', dairy: false },
  { text: 'Scrambled eggs', dairy: false },
  { text: 'Apple and almonds', dairy: false },
  { text: 'Turkey sandwich', dairy: false },
];

/**
 * A UTC journal of `days` days: three meals and two check-ins a day, symptoms on a slow-moving
 * personal level with noise, and digestive issues raised by `effect` in the 8 hours after dairy.
 */
function journal(days: number, effect: number, seed = 7): AnalyzeJournalInput {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const entries: JournalEntryDto[] = [];
  const dairyTimes: number[] = [];
  let level = 0;
  for (let day = 0; day < days; day += 1) {
    level = 0.7 * level + 0.5 * gaussian();
    for (const hour of [8, 13, 19]) {
      const dish = DISHES[Math.floor(random() * DISHES.length)] as (typeof DISHES)[number];
      const at = START + day * DAY + hour * HOUR;
      if (dish.dairy) dairyTimes.push(at);
      entries.push(meal(new Date(at), dish.text));
    }
    for (const [hour, timeOfDay] of [
      [10, 'morning'],
      [21, 'evening'],
    ] as const) {
      const at = START + day * DAY + hour * HOUR;
      const afterDairy = dairyTimes.some((time) => at - time >= 0 && at - time < 8 * HOUR);
      const rate = (base: number) => Math.max(1, Math.min(5, Math.round(base + level + 0.6 * gaussian())));
      entries.push(
        checkIn(
          new Date(at),
          {
            'Joint pain': rate(2.5),
            Fatigue: rate(2),
            'Brain fog': rate(2),
            'Digestive issues': rate(2 + (afterDairy ? effect : 0)),
          },
          timeOfDay,
        ),
      );
    }
  }
  return { entries, profile, now: new Date(START + days * DAY - HOUR).toISOString(), timeZone: 'UTC' };
}

describe('analyzeJournal', () => {
  it('finds a strong planted effect with its window, effect size and evidence sentence', () => {
    const result = analyzeJournal(journal(90, 1.5));
    const dairy = result.associations.find((a) => a.trigger === 'dairy' && a.symptom === 'Digestive issues');
    expect(dairy?.status).toBe('pattern');
    expect(dairy?.reported).toBe(true);
    expect(dairy?.confidence).toBeGreaterThan(0.95);
    expect(dairy?.window).toEqual({ fromHours: 0, toHours: 8 });
    expect(dairy?.effect?.low).toBeLessThan(1.5);
    expect(dairy?.effect?.high).toBeGreaterThan(1.1);
    expect(dairy?.evidence).toMatch(
      /^In the 8 hours after the \d+ meals with dairy, your digestive issues averaged \d\.\d, against \d\.\d at other times\.$/,
    );
    expect(result.patterns[0]).toMatchObject({
      title: 'Dairy and digestive issues',
      trigger: 'dairy',
      symptom: 'Digestive issues',
      description: dairy?.evidence,
    });
  });

  it('shows no pattern when no food does anything', () => {
    for (const seed of [1, 2, 3]) {
      const result = analyzeJournal(journal(90, 0, seed));
      expect(result.patterns).toEqual([]);
    }
  });

  it('evaluates every food against every tracked symptom, and reports exactly the patterns', () => {
    const result = analyzeJournal(journal(60, 1.5));
    expect(result.associations).toHaveLength(15 * 4);
    for (const association of result.associations) {
      expect(association.reported).toBe(association.status === 'pattern');
    }
    expect(result.patterns.map((p) => `${p.trigger}/${p.symptom}`)).toEqual(
      result.associations
        .filter((a) => a.reported)
        .sort((a, b) => b.confidence - a.confidence)
        .map((a) => `${a.trigger}/${a.symptom}`),
    );
  });

  it('says there is not enough data on a short journal, and what is missing', () => {
    const result = analyzeJournal(journal(10, 1.5));
    expect(result.patterns).toEqual([]);
    expect(result.dataSufficiency.enough).toBe(false);
    // One sentence, one number: ten days with a check-in and meals are short only of days.
    expect(result.dataSufficiency.missing).toEqual([
      'Tend can start looking for patterns after about 11 more days with a check-in.',
    ]);
    expect(result.associations.every((a) => a.status !== 'pattern')).toBe(true);
    expect(result.recommendations[0]?.title).toBe('Keep logging to reach enough data');
    // The suggestion says how to get there; the count is said once, above.
    expect(result.recommendations[0]?.description).not.toContain('more days');
  });

  it('answers an empty journal with every pair lacking data and a gentle start', () => {
    const result = analyzeJournal({ entries: [], profile, now: '2026-06-01T12:00:00.000Z', timeZone: 'UTC' });
    expect(result.associations).toHaveLength(60);
    expect(new Set(result.associations.map((a) => a.status))).toEqual(new Set(['not-enough-data']));
    expect(result.associations[0]?.evidence).toBe('No meals with gluten logged yet.');
    expect(result.dailySummary.text).toBe('Nothing logged yet today. Nothing was logged in the last 7 days.');
    expect(result.dataSufficiency).toMatchObject({ daysCovered: 0, checkIns: 0, meals: 0, enough: false });
  });

  it('ignores ratings of symptoms the profile no longer tracks, and reads custom ones', () => {
    const input = journal(30, 0);
    const entries = input.entries.map((entry) =>
      entry.type === 'symptom'
        ? {
            ...entry,
            details: {
              ...entry.details,
              symptomRatings: { ...entry.details.symptomRatings, Headaches: 5, 'Other: Hives': 2 },
            },
          }
        : entry,
    );
    const result = analyzeJournal({
      ...input,
      entries,
      profile: { ...profile, symptoms: ['Joint pain', 'Other: Hives', 'Other'] },
    });
    expect(new Set(result.associations.map((a) => a.symptom))).toEqual(
      new Set(['Joint pain', 'Other: Hives']),
    );
    expect(result.dailySummary.symptoms.map((line) => line.symptom)).toEqual(['Joint pain', 'Other: Hives']);
  });

  it('compares today with the person’s own usual level', () => {
    const input = journal(30, 0);
    const now = Date.parse(input.now);
    const today = checkIn(new Date(now - 2 * HOUR), { 'Joint pain': 5, Fatigue: 1 }, 'evening');
    const result = analyzeJournal({ ...input, entries: [...input.entries, today] });
    const joint = result.dailySummary.symptoms.find((line) => line.symptom === 'Joint pain');
    expect(joint?.comparison).toBe('higher');
    expect(result.dailySummary.text).toContain(
      `Joint pain: ${joint?.today?.toFixed(1)} today, higher than your usual`,
    );
    expect(result.dailySummary.day).toBe(new Date(now).toISOString().slice(0, 10));
  });

  it('is deterministic and does not depend on the order of entries or on duplicates', () => {
    const input = journal(45, 1);
    const first = analyzeJournal(input);
    const shuffled = [...input.entries].reverse();
    const duplicated = [...shuffled, ...shuffled.slice(0, 40)];
    expect(analyzeJournal({ ...input, entries: duplicated })).toEqual(first);
    expect(analyzeJournal(input)).toEqual(first);
  });

  it('does not read entries after `now`', () => {
    const input = journal(40, 1.5);
    const now = Date.parse(input.now);
    const future = Array.from({ length: 50 }, (_, i) =>
      checkIn(new Date(now + (i + 1) * HOUR), { 'Digestive issues': 5 }, 'night'),
    );
    expect(analyzeJournal({ ...input, entries: [...input.entries, ...future] })).toEqual(
      analyzeJournal(input),
    );
  });

  it('falls back to UTC for an unknown time zone', () => {
    const input = journal(20, 0);
    const unknown = analyzeJournal({ ...input, timeZone: 'Mars/Olympus_Mons' });
    expect(unknown).toEqual(analyzeJournal({ ...input, timeZone: 'UTC' }));
  });

  it('places days in the person’s zone', () => {
    const now = '2026-06-01T11:30:00.000Z';
    const entries = [meal('2026-06-01T10:00:00.000Z', 'Porridge')];
    // 10:00 UTC is already the next day in Auckland (UTC+12) and still the same day in Los Angeles.
    expect(
      analyzeJournal({ entries, profile, now, timeZone: 'Pacific/Auckland' }).dailySummary,
    ).toMatchObject({
      day: '2026-06-01',
      meals: 1,
    });
    expect(
      analyzeJournal({ entries, profile, now: '2026-06-01T06:00:00.000Z', timeZone: 'America/Los_Angeles' })
        .dailySummary,
    ).toMatchObject({ day: '2026-05-31', meals: 0 });
  });
});

// Entries as the API can store them: any text, ratings 0-5 (0 = not rated), any slots, instants
// from long before to after `now`, repeated ids.
const isoInstant = fc
  .integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());
const entryArbitrary: fc.Arbitrary<JournalEntryDto> = fc.oneof(
  fc.record({
    id: fc.constantFrom(
      ...Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`),
      'a0000000-0000-4000-8000-000000000000',
    ),
    type: fc.constant('food' as const),
    content: fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('pizza 🍕 and beer', 'gluten-free bread', 'brötchen mit käse', ''),
    ),
    occurredAt: isoInstant,
    createdAt: isoInstant,
    updatedAt: isoInstant,
    details: fc.record({
      mealTime: fc.constantFrom('breakfast', 'lunch', 'dinner', 'snacks'),
      mealSize: fc.constantFrom('small', 'medium', 'large'),
      mealSource: fc.constantFrom('home', 'restaurant', 'delivery'),
      wasPhotoAnalyzed: fc.boolean(),
    }),
  }),
  fc.record({
    id: fc.uuid(),
    type: fc.constant('symptom' as const),
    content: fc.string(),
    occurredAt: isoInstant,
    createdAt: isoInstant,
    updatedAt: isoInstant,
    details: fc.record({
      symptomRatings: fc.dictionary(
        fc.oneof(
          fc.constantFrom('Joint pain', 'joint pain ', 'Fatigue', 'Other: Hives', '__proto__'),
          fc.string({ minLength: 1 }),
        ),
        fc.integer({ min: 0, max: 5 }),
      ),
      time_of_day: fc.constantFrom('morning', 'afternoon', 'evening', 'night'),
    }),
  }),
);

describe('analyzeJournal on anything the API can store', () => {
  it('never throws, keeps confidences in [0, 1] and reports a subset of the evaluated pairs', () => {
    fc.assert(
      fc.property(
        fc.array(entryArbitrary, { maxLength: 120 }),
        fc.subarray(['Joint pain', 'Fatigue', 'Other: Hives', 'Other', 'Brain fog']),
        fc.subarray(['gluten', 'dairy', 'none', 'unknown-food']),
        isoInstant,
        fc.constantFrom('UTC', 'Pacific/Kiritimati', 'America/St_Johns', 'Nowhere/Special', '', 'IST'),
        (entries, symptoms, suspectedTriggers, now, timeZone) => {
          const result = analyzeJournal({
            entries,
            profile: { symptoms, suspectedTriggers, dietaryRestrictions: [] },
            now,
            timeZone,
          });
          const tracked = symptoms.filter((name) => name !== 'Other').length;
          expect(result.associations).toHaveLength(15 * tracked);
          for (const association of result.associations) {
            expect(association.confidence).toBeGreaterThanOrEqual(0);
            expect(association.confidence).toBeLessThanOrEqual(1);
            expect(association.reported).toBe(association.status === 'pattern');
            expect(association.evidence.length).toBeGreaterThan(0);
          }
          const reported = new Set(
            result.associations.filter((a) => a.reported).map((a) => `${a.trigger}/${a.symptom}`),
          );
          expect(result.patterns.every((p) => reported.has(`${p.trigger}/${p.symptom}`))).toBe(true);
          expect(result.patterns).toHaveLength(reported.size);
          expect(result.dailySummary.text.length).toBeGreaterThan(0);
          expect(JSON.stringify(result)).not.toMatch(/NaN|undefined|Infinity/);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('copes with thousands of entries on one day and with only meals or only check-ins', () => {
    const now = '2026-06-01T23:00:00.000Z';
    const burst = Array.from({ length: 3000 }, (_, i) =>
      i % 2 === 0
        ? meal(new Date(Date.parse('2026-06-01T00:00:00Z') + i * 20_000), 'pizza and a beer')
        : checkIn(new Date(Date.parse('2026-06-01T00:00:00Z') + i * 20_000), { 'Joint pain': (i % 5) + 1 }),
    );
    for (const entries of [
      burst,
      burst.filter((e) => e.type === 'food'),
      burst.filter((e) => e.type === 'symptom'),
    ]) {
      const result = analyzeJournal({ entries, profile, now, timeZone: 'Europe/Berlin' });
      expect(result.patterns).toEqual([]);
      expect(result.associations).toHaveLength(60);
    }
  });
});
