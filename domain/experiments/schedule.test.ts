import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../common/day-key.ts';
import type { ExperimentPlan, PlanDay } from './experiment-schema.ts';
import { followedSchedule, hasReintroduced, scheduleUntil, todayInPlan } from './schedule.ts';

// A plan shaped like the engine's: usual days, a break, then challenges with days between.
function plan(start = '2026-03-01'): ExperimentPlan {
  const shape: Omit<PlanDay, 'date'>[] = [
    ...Array.from({ length: 3 }, () => ({ phase: 'baseline' as const, food: 'as-usual' as const })),
    ...Array.from({ length: 14 }, () => ({ phase: 'avoid' as const, food: 'avoid' as const })),
    ...(['small', 'medium', 'large'] as const).flatMap((portion) => [
      { phase: 'reintroduce' as const, food: 'eat' as const, portion },
      { phase: 'washout' as const, food: 'avoid' as const },
      { phase: 'washout' as const, food: 'avoid' as const },
    ]),
  ];
  const days = shape.map((day, index) => ({ ...day, date: addDays(start, index) }));
  return { food: 'dairy', symptoms: ['Fatigue'], start, end: days.at(-1)?.date ?? start, days };
}

describe('the schedule a person follows', () => {
  it('is the plan itself without pauses or an extension', () => {
    const original = plan();
    expect(followedSchedule(original, { pauses: [], extension: null, today: '2026-03-05' })).toEqual(
      original,
    );
  });

  it('moves the days from a pause on by its length, so the paused step is asked again on resuming', () => {
    const original = plan();
    const schedule = followedSchedule(original, {
      pauses: [{ from: '2026-03-05', to: '2026-03-09' }],
      extension: null,
      today: '2026-03-10',
    });
    expect(schedule.days.slice(0, 4).map((day) => day.date)).toEqual(
      original.days.slice(0, 4).map((d) => d.date),
    );
    expect(schedule.days[4]?.date).toBe('2026-03-09');
    expect(schedule.days[4]?.phase).toBe(original.days[4]?.phase);
    expect(schedule.end).toBe(addDays(original.end, 4));
    // Nothing planned falls inside the pause.
    expect(schedule.days.some((day) => day.date >= '2026-03-05' && day.date < '2026-03-09')).toBe(false);
  });

  it('while paused, shows the rest as if resumed today', () => {
    const schedule = followedSchedule(plan(), {
      pauses: [{ from: '2026-03-05', to: null }],
      extension: null,
      today: '2026-03-07',
    });
    expect(schedule.days[4]?.date).toBe('2026-03-07');
  });

  it('keeps every day once, in order, on distinct dates, whatever the pauses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 })), {
          maxLength: 4,
        }),
        (gaps) => {
          const original = plan();
          let cursor = original.start;
          const pauses = gaps.map(([after, length]) => {
            const from = addDays(cursor, after);
            cursor = addDays(from, length);
            return { from, to: cursor };
          });
          const schedule = followedSchedule(original, { pauses, extension: null, today: cursor });
          expect(schedule.days.map((day) => day.phase)).toEqual(original.days.map((day) => day.phase));
          for (let index = 1; index < schedule.days.length; index++) {
            expect(
              daysBetween(schedule.days[index - 1]?.date as string, schedule.days[index]?.date as string),
            ).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('appends an extension after the plan’s last day, moved by the pauses like the rest', () => {
    const original = plan();
    const extension: PlanDay[] = [
      { date: addDays(original.end, 1), phase: 'reintroduce', food: 'eat', portion: 'medium' },
      { date: addDays(original.end, 2), phase: 'washout', food: 'avoid' },
    ];
    const schedule = followedSchedule(original, {
      pauses: [{ from: '2026-03-05', to: '2026-03-07' }],
      extension,
      today: '2026-03-08',
    });
    expect(schedule.days).toHaveLength(original.days.length + 2);
    expect(schedule.end).toBe(addDays(original.end, 4));
    expect(schedule.days.at(-2)).toEqual({ ...extension[0], date: addDays(original.end, 3) });
  });

  it('is cut after a day for a stopped experiment', () => {
    const cut = scheduleUntil(plan(), '2026-03-10');
    expect(cut.days).toHaveLength(10);
    expect(cut.end).toBe('2026-03-10');
  });
});

describe('today in the plan', () => {
  it('counts down before the first day', () => {
    expect(todayInPlan(plan(), '2026-02-27')).toEqual({ kind: 'before', daysUntil: 2 });
  });

  it('numbers the day, the day within a run of one phase, and the portion', () => {
    const today = todayInPlan(plan(), '2026-03-09');
    expect(today).toMatchObject({ kind: 'day', number: 9, total: 26, phaseDay: 6, day: { phase: 'avoid' } });
    expect(todayInPlan(plan(), '2026-03-09')).toMatchObject({ portion: null });
    expect(todayInPlan(plan(), '2026-03-21')).toMatchObject({
      portion: { number: 2, total: 3 },
      day: { portion: 'medium' },
    });
    expect(todayInPlan(plan(), '2026-03-18')).toMatchObject({
      phaseDay: 1,
      portion: { number: 1, total: 3 },
      day: { phase: 'reintroduce', portion: 'small' },
    });
  });

  it('is after the plan once its last day has passed', () => {
    expect(todayInPlan(plan(), '2026-03-27')).toEqual({ kind: 'after' });
  });

  it('knows whether a portion has been planned yet', () => {
    expect(hasReintroduced(plan(), '2026-03-17')).toBe(false);
    expect(hasReintroduced(plan(), '2026-03-18')).toBe(true);
  });
});
