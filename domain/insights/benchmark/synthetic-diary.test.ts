import { describe, expect, it } from 'vitest';
import { NOMINAL_TIMES } from '../../rules/nominal-time.ts';
import { wallClockAt } from '../../rules/zoned-time.ts';
import { journalEntryDtoSchema } from '../../schemas/journal-entry.ts';
import { journalAtHorizon } from './horizon.ts';
import { generateCohort, generatePerson } from './synthetic-diary.ts';

const cohort = generateCohort({ seed: 11, people: 40, days: 60 });

describe('generatePerson', () => {
  it('gives the same person for the same seed, and another for another seed', () => {
    expect(generatePerson(5, { days: 30 })).toEqual(generatePerson(5, { days: 30 }));
    expect(generatePerson(6, { days: 30 }).entries).not.toEqual(generatePerson(5, { days: 30 }).entries);
  });

  it('writes entries the API contract accepts, rating only tracked symptoms 0-5', () => {
    for (const person of cohort) {
      expect(person.profile.symptoms.length).toBeGreaterThanOrEqual(3);
      expect(person.profile.symptoms.length).toBeLessThanOrEqual(5);
      for (const entry of person.entries) {
        expect(journalEntryDtoSchema.safeParse(entry).error).toBeUndefined();
        expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.parse(person.now));
        if (entry.type !== 'symptom') continue;
        for (const [name, rating] of Object.entries(entry.details.symptomRatings)) {
          expect(person.profile.symptoms).toContain(name);
          expect(Number.isInteger(rating) && rating >= 0 && rating <= 5).toBe(true);
        }
      }
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
    const people = generateCohort({ seed: 3, people: 300, days: 7 });
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
