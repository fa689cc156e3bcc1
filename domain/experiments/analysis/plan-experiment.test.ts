import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { triggerFoodCategories } from '#domain/catalogues/trigger-foods.ts';
import { addDays } from '#domain/common/day-key.ts';
import { extendExperiment, planExperiment, shouldExtendExperiment } from '#domain/insights/index.ts';
import { MAX_EXTENDED_DAYS, MAX_PLAN_DAYS } from './plan-design.ts';

const FOODS = triggerFoodCategories.flatMap((category) => category.options.map((option) => option.id));

describe('planExperiment', () => {
  it('starts on the start day, runs consecutive days within 35, baseline then avoid then challenges', () => {
    const plan = planExperiment({
      food: 'dairy',
      symptoms: ['Bloating'],
      start: '2026-03-30',
      timeZone: 'Europe/London',
    });
    expect(plan.start).toBe('2026-03-30');
    expect(plan.days[0]?.date).toBe('2026-03-30');
    expect(plan.end).toBe(plan.days.at(-1)?.date);
    expect(plan.days.length).toBeLessThanOrEqual(35);
    expect(plan.days.filter((day) => day.food === 'eat').map((day) => day.portion)).toEqual([
      'medium',
      'medium',
      'medium',
      'medium',
      'large',
      'medium',
      'large',
      'medium',
    ]);
    expect(plan.days.slice(0, 5).every((day) => day.phase === 'baseline' && day.food === 'as-usual')).toBe(
      true,
    );
    expect(plan.days.slice(5, 11).every((day) => day.phase === 'avoid' && day.food === 'avoid')).toBe(true);
    // Four days in a row with a medium portion straight after the break, so a reaction that builds
    // over days can be seen (check-ins after three whole days of it), then four without.
    expect(plan.days.slice(11, 15).every((day) => day.food === 'eat' && day.portion === 'medium')).toBe(true);
    expect(plan.days.slice(15, 19).every((day) => day.phase === 'washout')).toBe(true);
    // Then one portion at a time, three days without the food after each: the longest reaction
    // (about 60 h) ends before the next portion.
    plan.days.forEach((day, index) => {
      if (day.food !== 'eat' || index < 19) return;
      expect(plan.days.slice(index + 1, index + 4).map((after) => after.phase)).toEqual([
        'washout',
        'washout',
        'washout',
      ]);
    });
  });

  it('rejects what no plan can be made from, naming the field', () => {
    const good = { food: 'dairy' as const, symptoms: ['Bloating'], start: '2026-03-30', timeZone: 'UTC' };
    expect(() => planExperiment({ ...good, food: 'none' })).toThrow(/food/);
    expect(() => planExperiment({ ...good, food: 'chocolate' as never })).toThrow(/food/);
    expect(() => planExperiment({ ...good, start: '2026-02-30' })).toThrow(/start/);
    expect(() => planExperiment({ ...good, start: '9999-12-20' })).toThrow(/start/);
  });

  it('extends once, by whole challenges, to at most 49 days', () => {
    const plan = planExperiment({
      food: 'gluten',
      symptoms: ['Fatigue'],
      start: '2026-12-20',
      timeZone: 'UTC',
    });
    const extended = extendExperiment(plan);
    expect(extended).not.toBeNull();
    if (extended === null) return;
    expect(extended.days.length).toBeGreaterThan(plan.days.length);
    expect(extended.days.length).toBeLessThanOrEqual(MAX_EXTENDED_DAYS);
    expect(extended.days.slice(0, plan.days.length)).toEqual(plan.days);
    expect(extended.end).toBe(addDays(plan.start, extended.days.length - 1));
    expect(extendExperiment(extended)).toBeNull();
    const open = { status: 'finished' as const, results: [{ verdict: 'not-enough-data' }] };
    expect(shouldExtendExperiment(plan, open)).toBe(true);
    expect(shouldExtendExperiment(extended, open)).toBe(false);
    expect(shouldExtendExperiment(plan, { ...open, status: 'running' })).toBe(false);
    expect(shouldExtendExperiment(plan, { status: 'finished', results: [{ verdict: 'raises' }] })).toBe(
      false,
    );
  });

  it('always gives consecutive days from the start, within 35, in the order of the phases', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FOODS),
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.array(fc.string(), { maxLength: 5 }),
        fc.constantFrom('UTC', 'Pacific/Kiritimati', 'America/St_Johns', 'Europe/Berlin'),
        (food, date, symptoms, timeZone) => {
          const start = date.toISOString().slice(0, 10);
          const plan = planExperiment({ food, symptoms, start, timeZone });
          expect(plan.days.length).toBeLessThanOrEqual(MAX_PLAN_DAYS);
          expect(plan.symptoms).toEqual(symptoms);
          expect(plan.days.map((day) => day.date)).toEqual(
            plan.days.map((_, index) => addDays(start, index)),
          );
          expect(plan.end).toBe(addDays(start, plan.days.length - 1));
          const order = { baseline: 0, avoid: 1, reintroduce: 2, washout: 2 } as const;
          for (let index = 1; index < plan.days.length; index += 1) {
            const before = plan.days[index - 1];
            const day = plan.days[index];
            if (before && day) expect(order[day.phase]).toBeGreaterThanOrEqual(order[before.phase]);
          }
          for (const day of plan.days) {
            const rule = { baseline: 'as-usual', avoid: 'avoid', reintroduce: 'eat', washout: 'avoid' }[
              day.phase
            ];
            expect(day.food).toBe(rule);
            expect(day.portion !== undefined).toBe(day.phase === 'reintroduce');
          }
          expect(plan.days[0]?.phase).toBe('baseline');
          expect(plan.days.some((day) => day.phase === 'avoid')).toBe(true);
          expect(plan.days.at(-1)?.phase).toBe('washout');
        },
      ),
      { numRuns: 200 },
    );
  });
});
