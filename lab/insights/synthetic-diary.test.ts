import { describe, expect, it } from 'vitest';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import { wallClockAt } from '#domain/common/zoned-time.ts';
import { journalEntryDtoSchema } from '#domain/journal/journal-entry.ts';
import { NOMINAL_TIMES, resolveOccurredAt } from '#domain/journal/nominal-time.ts';
import { journalAtHorizon } from './horizon.ts';
import { generateCohort, generatePerson } from './synthetic-diary.ts';

const cohort = generateCohort({ seed: 11, people: 40, days: 60 });
// Many people, a week each: for shares of people (generation costs most in the first days).
const week = generateCohort({ seed: 3, people: 300, days: 7 });

describe('generatePerson', () => {
  it('gives the same person for the same seed, and another for another seed', () => {
    expect(generatePerson(5, { days: 30 })).toEqual(generatePerson(5, { days: 30 }));
    expect(generatePerson(6, { days: 30 }).entries).not.toEqual(generatePerson(5, { days: 30 }).entries);
  });

  it('writes entries the API contract accepts, rating tracked symptoms 0-5 and a stray one now and then', () => {
    let stray = 0;
    for (const person of cohort) {
      expect(person.profile.symptoms.length).toBeGreaterThanOrEqual(3);
      expect(person.profile.symptoms.length).toBeLessThanOrEqual(5);
      for (const entry of person.entries) {
        // The check-in factors belong to issue 23's schema; everything else is today's contract.
        const {
          stress: _s,
          sleepHours: _h,
          sleepQuality: _q,
          ...details
        } = entry.details as Record<string, unknown>;
        expect(journalEntryDtoSchema.safeParse({ ...entry, details }).error).toBeUndefined();
        expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.parse(person.now));
        if (entry.type !== 'symptom') continue;
        for (const [name, rating] of Object.entries(entry.details.symptomRatings)) {
          if (!person.profile.symptoms.includes(name)) {
            expect(name).toMatch(/^Other: /);
            stray += 1;
          }
          expect(Number.isInteger(rating) && rating >= 0 && rating <= 5).toBe(true);
        }
      }
    }
    expect(stray).toBeGreaterThan(0);
  });

  it('records stress and sleep for about 60% of people, in range', () => {
    const people = week.slice(0, 100);
    let recording = 0;
    for (const person of people) {
      const factors = person.entries.flatMap((entry) =>
        entry.type === 'symptom' ? [entry.details as Record<string, unknown>] : [],
      );
      const stress = factors.map((details) => details.stress).filter((value) => value !== undefined);
      const sleep = factors.map((details) => details.sleepHours).filter((value) => value !== undefined);
      expect(stress.length > 0 || sleep.length > 0).toBe(
        person.traits.recordsFactors && stress.length + sleep.length > 0,
      );
      if (person.traits.recordsFactors) recording += 1;
      for (const value of stress)
        expect(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5).toBe(true);
      for (const value of sleep) expect((value as number) >= 0 && (value as number) <= 24).toBe(true);
    }
    expect(recording).toBeGreaterThan(45);
    expect(recording).toBeLessThan(75);
  });

  it('gives about one person in six a level shift; most recorded treatment changes say their day', () => {
    const people = week;
    const shifted = people.filter((person) => person.traits.levelShift !== null);
    expect(shifted.length / people.length).toBeGreaterThan(0.12);
    expect(shifted.length / people.length).toBeLessThan(0.24);
    const recorded = people.filter((person) => person.treatmentChanges.length > 0);
    expect(recorded.length).toBeGreaterThan(12);
    for (const person of recorded) {
      expect(person.traits.levelShift?.recorded).toBe(true);
      for (const change of person.treatmentChanges) {
        expect(change.date >= person.firstDay).toBe(true);
      }
    }
    expect(shifted.some((person) => person.traits.levelShift?.cutFood)).toBe(true);
  });

  it('plants effects of every shape, and some people stop logging', () => {
    const people = week;
    const shapes = new Set(people.flatMap((person) => person.truth.triggers.map((trigger) => trigger.shape)));
    expect([...shapes].sort()).toEqual(['largest', 'sum', 'threshold']);
    const dropouts = cohort.filter((person) => person.traits.dropsOut);
    expect(dropouts.length).toBeGreaterThan(0);
    for (const person of dropouts) {
      // Nothing is written in the diary's last ten days once the person has stopped.
      const lastWritten = Math.max(...person.entries.map((entry) => Date.parse(entry.createdAt)));
      expect(lastWritten).toBeLessThan(Date.parse(person.now) - 10 * 86_400_000);
    }
  });

  it('uses the whole 1-5 scale and sometimes leaves a symptom unrated', () => {
    const seen = new Set<number>();
    let absent = 0;
    for (const person of cohort) {
      for (const entry of person.entries) {
        if (entry.type !== 'symptom') continue;
        for (const rating of Object.values(entry.details.symptomRatings)) seen.add(rating);
        absent += person.profile.symptoms.length - Object.keys(entry.details.symptomRatings).length;
      }
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(absent).toBeGreaterThan(0);
  });

  it('plants triggers in foods the person actually eats, on symptoms they track', () => {
    for (const person of cohort) {
      for (const planted of person.truth.triggers) {
        expect(person.profile.symptoms).toContain(planted.symptom);
        const meals = person.truth.meals.filter((meal) => meal.triggers.includes(planted.trigger));
        expect(meals.length).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('leaves about 40% of people without any trigger', () => {
    const people = week;
    const free = people.filter((person) => person.truth.triggers.length === 0).length / people.length;
    expect(free).toBeGreaterThan(0.32);
    expect(free).toBeLessThan(0.5);
  });

  it('logs fewer meals than were eaten, and fewer as the weeks pass', () => {
    let eaten = 0;
    let early = 0;
    let late = 0;
    for (const person of cohort) {
      eaten += person.truth.meals.length;
      const start = Date.parse(person.truth.meals[0]?.eatenAt ?? person.now);
      for (const meal of person.truth.meals) {
        if (meal.entryId === null) continue;
        if (Date.parse(meal.eatenAt) - start < 20 * 86_400_000) early += 1;
        else if (Date.parse(meal.eatenAt) - start >= 40 * 86_400_000) late += 1;
      }
    }
    expect(early + late).toBeLessThan(eaten);
    expect(late).toBeLessThan(early);
  });

  it("stores a backdated entry at its slot's nominal time in the person's zone", () => {
    let backdated = 0;
    for (const person of cohort) {
      for (const entry of person.entries) {
        if (Date.parse(entry.createdAt) - Date.parse(entry.occurredAt) < 12 * 3_600_000) continue;
        backdated += 1;
        const slot = entry.type === 'food' ? entry.details.mealTime : entry.details.time_of_day;
        const wall = wallClockAt(entry.occurredAt, person.timeZone);
        expect({ hour: wall.hour, minute: wall.minute }).toEqual(NOMINAL_TIMES[slot]);
      }
    }
    expect(backdated).toBeGreaterThan(20);
  });

  it('places every entry where the server would, written when createdAt says (decision 017)', () => {
    let caughtUpSameDay = 0;
    // Six people (about 2,500 entries): the zone arithmetic of every entry is slow next to the rest.
    for (const person of cohort.slice(0, 6)) {
      for (const entry of person.entries) {
        const slot = entry.type === 'food' ? entry.details.mealTime : entry.details.time_of_day;
        const dayKey = localDayKey(entry.occurredAt, person.timeZone);
        const expected = resolveOccurredAt({ dayKey, now: entry.createdAt, timeZone: person.timeZone, slot });
        expect(Math.abs(expected.getTime() - Date.parse(entry.occurredAt))).toBeLessThanOrEqual(1);
        if (localDayKey(entry.createdAt, person.timeZone) === dayKey && entry.createdAt !== entry.occurredAt)
          caughtUpSameDay += 1;
      }
    }
    // Same-day entries written after their slot was over sit at its nominal time.
    expect(caughtUpSameDay).toBeGreaterThan(5);
  });

  it('can switch confounders off for an ablation without changing who the person is', () => {
    const usual = generatePerson(8, { days: 40 });
    const calm = generatePerson(8, { days: 40, confounders: { stress: false, flares: false } });
    expect(calm.profile).toEqual(usual.profile);
    expect(calm.truth.triggers).toEqual(usual.truth.triggers);
    expect(calm.entries).not.toEqual(usual.entries);
  });

  it('describes meals in many words: brands, typos and gluten-free dishes included', () => {
    const texts = new Set(cohort.flatMap((person) => person.truth.meals.map((meal) => meal.text)));
    expect(texts.size).toBeGreaterThan(1000);
    const all = [...texts].join('\n');
    expect(all).toMatch(/gluten-free|GF /i);
  });
});

describe('journalAtHorizon', () => {
  it('keeps what was written by the end of the day, with now at that moment', () => {
    const person = cohort[0];
    if (!person) throw new Error('empty cohort');
    const cut = journalAtHorizon(person, 30);
    expect(cut.entries.length).toBeLessThan(person.entries.length);
    expect(cut.entries.length).toBeGreaterThan(0);
    for (const entry of cut.entries) {
      expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.parse(cut.now));
      expect(Date.parse(entry.updatedAt)).toBeLessThanOrEqual(Date.parse(cut.now));
    }
    expect(journalAtHorizon(person, 60).now).toBe(person.now);
    const wall = wallClockAt(cut.now, person.timeZone);
    expect([wall.hour, wall.minute]).toEqual([23, 59]);
  });
});
