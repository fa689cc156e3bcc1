import { beforeAll, describe, expect, it } from 'vitest';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import { isDayKey } from '#domain/common/day-key.ts';
import { timeOfDayForHour } from '#domain/common/time-of-day.ts';
import { wallClockAt } from '#domain/common/zoned-time.ts';
import { type JournalEntryDto, journalEntryDtoSchema } from '#domain/journal/journal-entry.ts';
import { type EntrySlot, resolveOccurredAt } from '#domain/journal/nominal-time.ts';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';
import { generateHeldOutCohort, HELD_OUT_ZONES, type HeldOutPerson, TRIGGER_FREE_SHARE } from './index.ts';

const FACTOR_FIELDS = ['stress', 'sleepHours', 'sleepQuality'] as const;

function withoutFactors(entry: JournalEntryDto): JournalEntryDto {
  if (entry.type !== 'symptom') return entry;
  const details: Record<string, unknown> = { ...entry.details };
  for (const field of FACTOR_FIELDS) delete details[field];
  return { ...entry, details } as JournalEntryDto;
}

function slotOf(entry: JournalEntryDto): EntrySlot {
  return entry.type === 'food' ? entry.details.mealTime : entry.details.time_of_day;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

// 160 people x 120 days (about 2.5 s of CPU): enough of every kind of life for the counts below,
// scaled to the cohort. How fast the generator is, and the figures over 400 people, are
// bench:insights's.
const PEOPLE = 160;
const perCohort = (countIn400: number) => (countIn400 * PEOPLE) / 400;

describe('the held-out cohort', () => {
  let cohort: HeldOutPerson[];

  beforeAll(() => {
    cohort = generateHeldOutCohort({ people: PEOPLE, days: 120, seed: 24 });
  });

  it('generates the people asked for', () => {
    expect(cohort).toHaveLength(PEOPLE);
  });

  it('is the same cohort for the same seed, and another for another seed', () => {
    const first = generateHeldOutCohort({ people: 12, days: 60, seed: 5 });
    const again = generateHeldOutCohort({ people: 12, days: 60, seed: 5 });
    const other = generateHeldOutCohort({ people: 12, days: 60, seed: 6 });
    expect(again).toEqual(first);
    expect(other.map((person) => person.input.entries[0]?.id)).not.toEqual(
      first.map((person) => person.input.entries[0]?.id),
    );
  });

  it('writes entries the journal DTO schema accepts once the optional factor fields are set aside', () => {
    for (const person of cohort.slice(0, 100)) {
      for (const entry of person.input.entries) {
        const parsed = journalEntryDtoSchema.safeParse(withoutFactors(entry));
        expect(parsed.success, JSON.stringify(entry)).toBe(true);
      }
    }
  });

  it('writes no factor fields at all when both logging shares are 0, and changes nothing else', () => {
    const plain = generateHeldOutCohort({
      people: 30,
      days: 60,
      seed: 9,
      stressLoggingShare: 0,
      sleepLoggingShare: 0,
    });
    const full = generateHeldOutCohort({
      people: 30,
      days: 60,
      seed: 9,
      stressLoggingShare: 1,
      sleepLoggingShare: 1,
    });
    for (const person of plain) {
      for (const entry of person.input.entries) {
        expect(journalEntryDtoSchema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
      }
    }
    expect(full.map((person) => person.input.entries.map(withoutFactors))).toEqual(
      plain.map((person) => person.input.entries),
    );
    expect(full.every((person) => person.traits.logsStress && person.traits.logsSleep)).toBe(true);
  });

  it('records stress (1-5) for about 60% of people, and sleep only on the first check-in of a day', () => {
    const loggers = cohort.filter((person) => person.traits.logsStress);
    expect(loggers.length / cohort.length).toBeGreaterThan(0.53);
    expect(loggers.length / cohort.length).toBeLessThan(0.67);
    for (const person of cohort) {
      const sleepDays = new Map<string, number>();
      for (const entry of person.input.entries) {
        if (entry.type !== 'symptom') continue;
        const details = entry.details as Record<string, unknown>;
        if (details.stress !== undefined) {
          expect(person.traits.logsStress).toBe(true);
          expect(
            Number.isInteger(details.stress) &&
              (details.stress as number) >= 1 &&
              (details.stress as number) <= 5,
          ).toBe(true);
        }
        if (details.sleepHours !== undefined) {
          const hours = details.sleepHours as number;
          expect(hours >= 0 && hours <= 16 && Number.isInteger(hours * 2)).toBe(true);
          expect([1, 2, 3, 4, 5]).toContain(details.sleepQuality);
          const day = localDayKey(entry.occurredAt, person.input.timeZone);
          sleepDays.set(day, (sleepDays.get(day) ?? 0) + 1);
        }
      }
      expect([...sleepDays.values()].every((count) => count === 1)).toBe(true);
      if (!person.traits.logsSleep) expect(sleepDays.size).toBe(0);
    }
  });

  it('places entries in time as the app does: same-day ones at the time of logging while their slot lasts, later ones at the slot’s nominal time', () => {
    let backdated = 0;
    let late = 0;
    for (const person of cohort.slice(0, 60)) {
      const { timeZone, now } = person.input;
      for (const entry of person.input.entries) {
        expect(entry.occurredAt <= entry.createdAt).toBe(true);
        expect(entry.createdAt <= now && entry.updatedAt <= now && entry.createdAt <= entry.updatedAt).toBe(
          true,
        );
        const day = localDayKey(entry.occurredAt, timeZone);
        const exactTime = entry.type === 'symptom' ? entry.details.exact_time : undefined;
        const expected = resolveOccurredAt({
          dayKey: day,
          now: entry.createdAt,
          timeZone,
          slot: slotOf(entry),
          exactTime,
        });
        expect(entry.occurredAt, JSON.stringify(entry)).toBe(expected.toISOString());
        if (day < localDayKey(entry.createdAt, timeZone)) backdated += 1;
        else if (entry.type === 'food' && entry.details.mealTime === 'breakfast') {
          const hour = wallClockAt(entry.createdAt, timeZone).hour;
          if (hour >= 12) late += 1;
        }
        if (entry.type === 'symptom') {
          const hour = wallClockAt(entry.occurredAt, timeZone).hour;
          // A check-in's time of day is never earlier than when it happened on the same day.
          if (exactTime !== undefined) expect(entry.details.time_of_day).toBe(timeOfDayForHour(hour));
        }
      }
    }
    expect(backdated).toBeGreaterThan(400);
    // Breakfasts written down after noon, which the app places at 8 AM, breakfast being over
    // (decision 017): the resolveOccurredAt check above holds them to it.
    expect(late).toBeGreaterThan(40);
  });

  it('lives in seven zones, and journals cross daylight-saving changes with local times intact', () => {
    expect(new Set(cohort.map((person) => person.input.timeZone))).toEqual(new Set(HELD_OUT_ZONES));
    let crossings = 0;
    const offsetAt = (instant: string, timeZone: string) => {
      const wall = wallClockAt(instant, timeZone);
      const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
      return asUtc - Math.floor(Date.parse(instant) / 1000) * 1000;
    };
    for (const [index, person] of cohort.entries()) {
      const { timeZone, entries } = person.input;
      const first = entries[0];
      const last = entries.at(-1);
      // 120 days can hold only one change of offset, so the ends tell whether one was crossed.
      if (first && last && offsetAt(first.occurredAt, timeZone) !== offsetAt(last.occurredAt, timeZone))
        crossings += 1;
      if (index >= 100) continue;
      // Backdated meals sit at their slot's nominal time on the local clock, whatever the offset.
      for (const entry of entries) {
        if (entry.type !== 'food' || entry.occurredAt === entry.createdAt) continue;
        const wall = wallClockAt(entry.occurredAt, timeZone);
        const nominal = { breakfast: '8:0', lunch: '12:30', snacks: '15:0', dinner: '18:30' }[
          entry.details.mealTime
        ];
        expect(`${wall.hour}:${wall.minute}`).toBe(nominal);
      }
    }
    expect(crossings).toBeGreaterThan(perCohort(40));
  });

  it('writes meal texts in which tagMeal finds exactly the foods that were eaten', () => {
    for (const person of cohort.slice(0, 80)) {
      const foods = person.traits.mealFoods as Record<string, readonly string[]>;
      for (const entry of person.input.entries) {
        if (entry.type !== 'food') continue;
        expect([...tagMeal(entry.content)].sort(), entry.content).toEqual(
          [...(foods[entry.id] ?? [])].sort(),
        );
      }
    }
  });

  it('plants no trigger in about half of the people, and +0.5, +1.0 or +1.5 pairs in the others', () => {
    const free = cohort.filter((person) => person.truth.pairs.length === 0);
    expect(Math.abs(free.length / cohort.length - TRIGGER_FREE_SHARE)).toBeLessThan(0.07);
    expect(free.every((person) => person.traits.triggerFree)).toBe(true);
    const pairs = cohort.flatMap((person) => person.truth.pairs);
    expect(new Set(pairs.map((pair) => pair.effect))).toEqual(new Set([0.5, 1, 1.5]));
    expect(pairs.filter((pair) => pair.effect === 1.5).length).toBeGreaterThan(perCohort(40));
    for (const person of cohort) {
      for (const pair of person.truth.pairs) expect(person.input.profile.symptoms).toContain(pair.symptom);
    }
  });

  it('makes planted effects visible in the ratings, larger for larger effects', () => {
    const differences = new Map<number, { exposed: number[]; other: number[] }>();
    for (const person of cohort) {
      const details = person.traits.pairDetails as Array<{
        trigger: string;
        symptom: string;
        effect: number;
        onsetHours: number;
        durationHours: number;
      }>;
      const foods = person.traits.mealFoods as Record<string, readonly string[]>;
      for (const pair of details) {
        const group = differences.get(pair.effect) ?? { exposed: [], other: [] };
        differences.set(pair.effect, group);
        const eaten = person.input.entries
          .filter((entry) => entry.type === 'food' && foods[entry.id]?.includes(pair.trigger))
          .map((entry) => Date.parse(entry.occurredAt));
        for (const entry of person.input.entries) {
          if (entry.type !== 'symptom') continue;
          const rating = entry.details.symptomRatings[pair.symptom];
          if (rating === undefined) continue;
          const at = Date.parse(entry.occurredAt);
          const hours = (meal: number) => (at - meal) / 3_600_000;
          const exposed = eaten.some(
            (meal) => hours(meal) >= pair.onsetHours && hours(meal) <= pair.onsetHours + pair.durationHours,
          );
          (exposed ? group.exposed : group.other).push(rating);
        }
      }
    }
    const gap = (effect: number) => {
      const group = differences.get(effect);
      return group ? mean(group.exposed) - mean(group.other) : Number.NaN;
    };
    expect(gap(1.5)).toBeGreaterThan(0.7);
    expect(gap(1.5)).toBeGreaterThan(gap(0.5));
  });

  it('has treatment changes for about 12% of people, after which symptoms fall and a cut food is rarely eaten', () => {
    const treated = cohort.filter((person) => person.traits.hasTreatmentChange);
    expect(treated.length / cohort.length).toBeGreaterThan(0.07);
    expect(treated.length / cohort.length).toBeLessThan(0.17);
    const falls: number[] = [];
    const cutShares: number[] = [];
    for (const person of cohort) {
      const changes = person.input.treatmentChanges ?? [];
      expect(changes.length).toBe(person.traits.hasTreatmentChange ? 1 : 0);
      const change = changes[0];
      if (!change) continue;
      expect(isDayKey(change.date)).toBe(true);
      const { timeZone } = person.input;
      const before: number[] = [];
      const after: number[] = [];
      for (const entry of person.input.entries) {
        if (entry.type !== 'symptom') continue;
        const day = localDayKey(entry.occurredAt, timeZone);
        (day < change.date ? before : after).push(mean(Object.values(entry.details.symptomRatings)));
      }
      if (before.length > 10 && after.length > 10) falls.push(mean(before) - mean(after));
      const cut = person.traits.cutFood as string | null;
      if (cut === null) continue;
      const foods = person.traits.mealFoods as Record<string, readonly string[]>;
      const meals = person.input.entries.filter((entry) => entry.type === 'food');
      const share = (list: typeof meals) =>
        list.filter((entry) => foods[entry.id]?.includes(cut)).length / list.length;
      const afterMeals = meals.filter((entry) => localDayKey(entry.occurredAt, timeZone) >= change.date);
      const beforeMeals = meals.filter((entry) => localDayKey(entry.occurredAt, timeZone) < change.date);
      if (afterMeals.length > 20 && beforeMeals.length > 20)
        cutShares.push(share(afterMeals) / share(beforeMeals));
    }
    // The odd slip remains: a food given up is eaten at a small fraction of its former rate.
    expect(mean(cutShares)).toBeLessThan(0.15);
    expect(mean(falls)).toBeGreaterThan(0.3);
    expect(treated.some((person) => person.traits.cutFood !== null)).toBe(true);
    expect(treated.some((person) => person.traits.cutFood === null)).toBe(true);
  });

  it('tracks 3-5 symptoms, rates only some of them at each check-in, and shows the odd Other symptom', () => {
    let strays = 0;
    let custom = 0;
    for (const person of cohort) {
      const { symptoms } = person.input.profile;
      expect(symptoms.length).toBeGreaterThanOrEqual(3);
      expect(symptoms.length).toBeLessThanOrEqual(5);
      if (symptoms.some((name) => name.startsWith('Other: '))) custom += 1;
      const perDay = new Map<string, number>();
      for (const entry of person.input.entries) {
        if (entry.type !== 'symptom') continue;
        for (const name of Object.keys(entry.details.symptomRatings)) {
          if (!symptoms.includes(name)) {
            expect(name.startsWith('Other: ')).toBe(true);
            strays += 1;
          }
        }
        const day = localDayKey(entry.occurredAt, person.input.timeZone);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      expect(Math.max(0, ...perDay.values())).toBeLessThanOrEqual(3);
    }
    expect(strays).toBeGreaterThan(perCohort(50));
    expect(custom).toBeGreaterThan(perCohort(20));
    const partial = cohort
      .flatMap((person) =>
        person.input.entries.map((entry) =>
          entry.type === 'symptom'
            ? Object.keys(entry.details.symptomRatings).length < person.input.profile.symptoms.length
            : null,
        ),
      )
      .filter((value) => value !== null);
    expect(partial.filter(Boolean).length / partial.length).toBeGreaterThan(0.3);
  });

  it('has people who stop logging, and nothing is written after they stop', () => {
    const stoppers = cohort.filter((person) => person.traits.stopsLoggingOnDay !== null);
    expect(stoppers.length).toBeGreaterThan(perCohort(15));
    for (const person of stoppers) {
      const last = person.input.entries.at(-1);
      const stopDay = person.traits.stopsLoggingOnDay as number;
      if (!last) continue;
      const silentDays = (Date.parse(person.input.now) - Date.parse(last.createdAt)) / 86_400_000;
      expect(silentDays).toBeGreaterThan(120 - stopDay - 1);
    }
  });
});
