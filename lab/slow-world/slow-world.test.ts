import { describe, expect, it } from 'vitest';
import { createRandom, mixSeed } from '#lab/insights/random.ts';
import { generateSlowExperiment } from './experiment-cohort.ts';
import { generateSlowJournal } from './family.ts';
import { drawReaction, type Exposure, reactionCourse, type SlowReaction } from './reactions.ts';

const reactionOf = (kind: SlowReaction['kind'], threshold = 0): SlowReaction => ({
  ...drawReaction(createRandom(5), 'gluten', 0, kind, 1),
  threshold,
});

const medium = (day: number, hour = 12): Exposure => ({ day, hour, dose: 1 });

describe('the slow world', () => {
  it('gives the same people from the same seed', () => {
    const a = generateSlowExperiment(2621);
    const b = generateSlowExperiment(2621);
    expect(JSON.stringify(b.input)).toBe(JSON.stringify(a.input));
    expect(b.truth).toEqual(a.truth);
    const c = generateSlowJournal(7, [30, 60]);
    const d = generateSlowJournal(7, [30, 60]);
    expect(JSON.stringify(d.cases)).toBe(JSON.stringify(c.cases));
    expect(JSON.stringify(generateSlowExperiment(2622).input)).not.toBe(JSON.stringify(a.input));
  });

  it('cuts one diary at each horizon, later journals holding the earlier ones', () => {
    const [short, long] = generateSlowJournal(11, [30, 90]).cases;
    const ids = new Set(long?.input.entries.map((entry) => entry.id));
    expect(short?.input.entries.every((entry) => ids.has(entry.id))).toBe(true);
    expect(long?.input.entries.length).toBeGreaterThan(short?.input.entries.length ?? 0);
  });

  it('plants a 24-72 h reaction that is silent on the day of the meal', () => {
    const late = reactionOf('late');
    const course = reactionCourse(late, [medium(0)], 5);
    const at = (hours: number) => course(Math.floor((12 + hours) / 24), (12 + hours) % 24);
    expect(at(6)).toBe(0);
    expect(at(20)).toBe(0);
    expect(at(late.onsetHours + late.durationHours / 2)).toBeCloseTo(1);
    expect(late.onsetHours).toBeGreaterThanOrEqual(24);
    expect(late.onsetHours + late.durationHours).toBeLessThanOrEqual(72);
  });

  it('needs three days in a row for a cumulative reaction, which then fades over days', () => {
    const cumulative = reactionOf('cumulative');
    const single = reactionCourse(cumulative, [medium(0)], 12);
    const twice = reactionCourse(cumulative, [medium(0), medium(1)], 12);
    expect([1, 2, 3].map((day) => single(day, 12))).toEqual([0, 0, 0]);
    expect([1, 2, 3].map((day) => twice(day, 12))).toEqual([0, 0, 0]);
    const run = reactionCourse(
      cumulative,
      [0, 1, 2, 3, 4].map((day) => medium(day)),
      14,
    );
    expect(run(5, 12)).toBeGreaterThan(0.3);
    expect(run(7, 12)).toBeGreaterThan(0);
    expect(run(7, 12)).toBeLessThan(run(5, 12));
  });

  it('lets small portions do nothing when a reaction has a dose threshold', () => {
    const quick = reactionOf('same-day', 0.8);
    const hour = 12 + quick.onsetHours + quick.durationHours / 2;
    expect(reactionCourse(quick, [{ day: 0, hour: 12, dose: 0.5 }], 3)(0, hour)).toBe(0);
    expect(reactionCourse(quick, [{ day: 0, hour: 12, dose: 1.5 }], 3)(0, hour)).toBeGreaterThan(1);
  });

  it('makes cumulative people feel worse after a 3-day run of the food than after a single day', () => {
    const afterRun: number[] = [];
    const afterOne: number[] = [];
    let people = 0;
    for (let index = 0; people < 8 && index < 200; index += 1) {
      const person = generateSlowJournal(mixSeed(31, index), [120]);
      const reaction = person.reactions.find((candidate) => candidate.kind === 'cumulative');
      if (reaction === undefined) continue;
      people += 1;
      const eaten = new Set(
        person.hidden.meals
          .filter((meal) => meal.foods.includes(reaction.food) && meal.dose >= reaction.threshold)
          .map((meal) => meal.day),
      );
      for (let day = 4; day < 120; day += 1) {
        const felt = person.hidden.felt(reaction.symptomIndex, day, 12);
        if (eaten.has(day - 1) && eaten.has(day - 2) && eaten.has(day - 3)) afterRun.push(felt);
        else if (eaten.has(day - 1) && !eaten.has(day - 2) && !eaten.has(day - 3) && !eaten.has(day - 4))
          afterOne.push(felt);
      }
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(people).toBe(8);
    expect(mean(afterRun) - mean(afterOne)).toBeGreaterThan(0.3);
  });

  it('has people check in more on days that feel worse', () => {
    let worse = 0;
    let better = 0;
    let worseDays = 0;
    let betterDays = 0;
    for (let index = 0; index < 20; index += 1) {
      const { hidden } = generateSlowJournal(mixSeed(41, index), [120]);
      const perDay = new Map<number, number>();
      for (const checkIn of hidden.checkIns) perDay.set(checkIn.day, (perDay.get(checkIn.day) ?? 0) + 1);
      const badness = Array.from({ length: 120 }, (_, day) =>
        hidden.symptoms.reduce((sum, _name, symptom) => sum + hidden.felt(symptom, day, 13), 0),
      );
      const sorted = [...badness].sort((a, b) => a - b);
      const low = sorted[30] as number;
      const high = sorted[89] as number;
      badness.forEach((value, day) => {
        if (value >= high) {
          worse += perDay.get(day) ?? 0;
          worseDays += 1;
        } else if (value <= low) {
          better += perDay.get(day) ?? 0;
          betterDays += 1;
        }
      });
    }
    expect(worse / worseDays).toBeGreaterThan((better / betterDays) * 1.3);
  });
});
