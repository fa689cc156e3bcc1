import { describe, expect, it } from 'vitest';
import { addDays } from '../common/day-key.ts';
import { planExperiment } from '../insights/index.ts';
import {
  nextReminderAt,
  reminderMessage,
  reminderName,
  reminderTarget,
} from '../reminders/reminder-schedule.ts';
import type { ExperimentPlan } from './experiment-schema.ts';
import {
  type ExperimentForReminder,
  type ExperimentLoggedEntry,
  experimentReminderDecision,
  experimentStepAt,
} from './reminder.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const zone = 'Europe/London';

// Dairy from Sunday 1 March 2026: 5 days as usual (1-5), 6 without (6-11), medium portions on 12
// to 15 and four days without, then single portions each followed by 3 days without: large 20,
// medium 24, large 28, medium 1 April; the last day is 4 April.
// The plan as the server stores and reads it (its food is one of the experiment foods).
const planFrom = (start: string, timeZone: string) =>
  planExperiment({ food: 'dairy', symptoms: ['Bloating'], start, timeZone }) as ExperimentPlan;
const plan = planFrom('2026-03-01', zone);
const running: ExperimentForReminder = { state: 'running', food: 'dairy', plan, pauses: [], extension: null };

const at = (iso: string) => new Date(iso);
const meal = (occurredAt: string, content: string): ExperimentLoggedEntry => ({
  type: 'food',
  content,
  occurredAt,
});
const checkIn = (occurredAt: string): ExperimentLoggedEntry => ({ type: 'symptom', content: '', occurredAt });

function decide(
  kind: 'experiment' | 'experiment-check-in',
  dueAt: string,
  options: {
    experiment?: ExperimentForReminder | null;
    entries?: ExperimentLoggedEntry[];
    skipIfLogged?: boolean;
    timeZone?: string;
  } = {},
) {
  return experimentReminderDecision({
    kind,
    dueAt: at(dueAt),
    timeZone: options.timeZone ?? zone,
    experiment: options.experiment === undefined ? running : options.experiment,
    skipIfLogged: options.skipIfLogged ?? true,
    entries: options.entries ?? [],
  });
}

describe('the plan fixture', () => {
  it('has the days the tests below rely on', () => {
    expect(plan.days.find((day) => day.date === '2026-03-08')?.food).toBe('avoid');
    expect(plan.days.find((day) => day.date === '2026-03-12')).toMatchObject({
      food: 'eat',
      portion: 'medium',
    });
    expect(plan.days.find((day) => day.date === '2026-03-20')).toMatchObject({
      food: 'eat',
      portion: 'large',
    });
    expect(plan.days.find((day) => day.date === '2026-03-18')?.food).toBe('avoid');
    expect(plan.end).toBe('2026-04-04');
  });
});

describe("today's experiment step", () => {
  it('comes on every day of a running plan, whatever the day asks', () => {
    expect(decide('experiment', '2026-03-01T08:00:00Z')).toBe('due'); // first day, as usual
    expect(decide('experiment', '2026-03-08T08:00:00Z')).toBe('due'); // without the food
    expect(decide('experiment', '2026-03-12T08:00:00Z')).toBe('due'); // a portion
    expect(decide('experiment', '2026-04-04T08:00:00Z')).toBe('due'); // the last day
  });

  it('is quiet before the first day and after the last, even before the row is settled as finished', () => {
    expect(decide('experiment', '2026-02-28T08:00:00Z')).toBe('no-step');
    expect(decide('experiment', '2026-04-05T08:00:00Z')).toBe('no-step');
  });

  it('is quiet while paused, and for stopped or finished experiments and with none', () => {
    expect(decide('experiment', '2026-03-09T08:00:00Z', { experiment: null })).toBe('no-step');
    for (const state of ['paused', 'stopped', 'finished'] as const) {
      const experiment = { ...running, state, pauses: [{ from: '2026-03-09', to: null }] };
      expect(decide('experiment', '2026-03-09T08:00:00Z', { experiment })).toBe('no-step');
    }
  });

  it('follows pauses and the extension: the days move, so the reminder does too', () => {
    // Paused from 9 March, resumed 12 March: the plan's last day moves from 4 to 7 April.
    const resumed = { ...running, pauses: [{ from: '2026-03-09', to: '2026-03-12' }] };
    expect(decide('experiment', '2026-04-06T08:00:00Z', { experiment: resumed })).toBe('due');
    expect(decide('experiment', '2026-04-08T08:00:00Z', { experiment: resumed })).toBe('no-step');
    // The first portion (12 March) now falls on 15 March, and 12 March asks nothing.
    expect(experimentStepAt(resumed, '2026-03-15T12:00:00Z', zone)?.food).toBe('eat');
    expect(experimentStepAt(resumed, '2026-03-12T12:00:00Z', zone)?.food).toBe('avoid');
    const extension = [
      { date: '2026-04-05', phase: 'reintroduce' as const, food: 'eat' as const, portion: 'medium' as const },
    ];
    expect(decide('experiment', '2026-04-05T08:00:00Z', { experiment: { ...running, extension } })).toBe(
      'due',
    );
  });

  it("reads the day in the person's zone", () => {
    // 23:30 UTC on 28 February is already 1 March in Auckland, the plan's first day there.
    const auckland = planFrom('2026-03-01', 'Pacific/Auckland');
    const experiment = { ...running, plan: auckland };
    expect(decide('experiment', '2026-02-28T23:30:00Z', { experiment, timeZone: 'Pacific/Auckland' })).toBe(
      'due',
    );
    expect(decide('experiment', '2026-02-28T23:30:00Z', { experiment, timeZone: zone })).toBe('no-step');
  });

  it('on a portion day, is skipped once a meal with the food is logged that day', () => {
    const dueAt = '2026-03-12T17:00:00Z';
    expect(decide('experiment', dueAt, { entries: [meal('2026-03-12T12:30:00Z', 'Toast with jam')] })).toBe(
      'due',
    );
    expect(
      decide('experiment', dueAt, { entries: [meal('2026-03-12T12:30:00Z', 'Porridge with milk')] }),
    ).toBe('already-logged');
    // Yesterday's milk does not answer today's step, and a check-in alone does not either.
    expect(
      decide('experiment', dueAt, {
        entries: [meal('2026-03-11T12:30:00Z', 'Porridge with milk'), checkIn('2026-03-12T09:00:00Z')],
      }),
    ).toBe('due');
  });

  it("on the other days, is skipped once that day's check-in is logged", () => {
    const dueAt = '2026-03-08T19:00:00Z';
    expect(decide('experiment', dueAt, { entries: [meal('2026-03-08T12:00:00Z', 'Rice and beans')] })).toBe(
      'due',
    );
    expect(decide('experiment', dueAt, { entries: [checkIn('2026-03-08T08:00:00Z')] })).toBe(
      'already-logged',
    );
    expect(decide('experiment', dueAt, { entries: [checkIn('2026-03-07T21:00:00Z')] })).toBe('due');
  });

  it('is never skipped with the switch off', () => {
    expect(
      decide('experiment', '2026-03-08T19:00:00Z', {
        entries: [checkIn('2026-03-08T08:00:00Z')],
        skipIfLogged: false,
      }),
    ).toBe('due');
  });
});

describe('the check-in after a portion', () => {
  it('comes on portion days only', () => {
    expect(decide('experiment-check-in', '2026-03-12T16:00:00Z')).toBe('due');
    expect(decide('experiment-check-in', '2026-03-20T16:00:00Z')).toBe('due');
    for (const day of ['2026-03-01', '2026-03-08', '2026-03-18', '2026-04-05']) {
      expect(decide('experiment-check-in', `${day}T16:00:00Z`)).toBe('no-step');
    }
    const paused = { ...running, state: 'paused' as const, pauses: [{ from: '2026-03-12', to: null }] };
    expect(decide('experiment-check-in', '2026-03-12T16:00:00Z', { experiment: paused })).toBe('no-step');
  });

  it('is skipped once a check-in follows the portion, not by one before it', () => {
    const portion = meal('2026-03-12T12:30:00Z', 'Glass of milk');
    const dueAt = '2026-03-12T16:00:00Z';
    expect(decide('experiment-check-in', dueAt, { entries: [portion] })).toBe('due');
    expect(
      decide('experiment-check-in', dueAt, { entries: [checkIn('2026-03-12T08:00:00Z'), portion] }),
    ).toBe('due');
    expect(
      decide('experiment-check-in', dueAt, { entries: [portion, checkIn('2026-03-12T15:30:00Z')] }),
    ).toBe('already-logged');
    // No portion logged yet: it comes, and brings the portion to mind too.
    expect(decide('experiment-check-in', dueAt, { entries: [checkIn('2026-03-12T08:00:00Z')] })).toBe('due');
  });
});

describe('daylight saving', () => {
  const newYork = 'America/New_York';
  const nyPlan = planFrom('2026-03-01', newYork);
  const nyRunning = { ...running, plan: nyPlan };

  it('a step at 02:30 on the spring-forward night comes at 03:30 of that plan day, once', () => {
    // New York moves from 02:00 to 03:00 on 8 March 2026, the first day without the food.
    const due = nextReminderAt({
      time: '02:30',
      weekdays: everyDay,
      timeZone: newYork,
      after: at('2026-03-08T05:00:00Z'),
    });
    expect(due).toEqual(at('2026-03-08T07:30:00Z'));
    expect(experimentStepAt(nyRunning, due as Date, newYork)).toMatchObject({
      date: '2026-03-08',
      food: 'avoid',
    });
    expect(
      decide('experiment', (due as Date).toISOString(), { experiment: nyRunning, timeZone: newYork }),
    ).toBe('due');
  });

  it('a step at 01:30 on the fall-back night comes once, on the right plan day', () => {
    const fallPlan = planFrom('2026-10-25', newYork);
    const experiment = { ...running, plan: fallPlan };
    const first = nextReminderAt({
      time: '01:30',
      weekdays: everyDay,
      timeZone: newYork,
      after: at('2026-11-01T04:00:00Z'),
    });
    const second = nextReminderAt({
      time: '01:30',
      weekdays: everyDay,
      timeZone: newYork,
      after: first as Date,
    });
    expect(first).toEqual(at('2026-11-01T05:30:00Z'));
    expect(second).toEqual(at('2026-11-02T06:30:00Z'));
    expect(experimentStepAt(experiment, first as Date, newYork)?.date).toBe('2026-11-01');
    expect(experimentStepAt(experiment, second as Date, newYork)?.date).toBe(addDays('2026-11-01', 1));
  });
});

describe('what an experiment reminder says', () => {
  it('names neither the food nor a symptom, and opens the step or the check-in form', () => {
    expect(reminderMessage('experiment', '08:00')).toBe("Time for today's experiment step");
    expect(reminderMessage('experiment-check-in', '16:00')).toBe('Time for your experiment check-in');
    expect(reminderName('experiment', '08:00')).toBe('Experiment step');
    expect(reminderName('experiment-check-in', '16:00')).toBe('Experiment check-in');
    expect(reminderTarget('experiment')).toBe('/app/experiments');
    expect(reminderTarget('experiment-check-in')).toBe('/app/journal/log?type=symptoms');
  });
});
