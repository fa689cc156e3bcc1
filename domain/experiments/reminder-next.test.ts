import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planExperiment } from '../insights/index.ts';
import {
  type ExperimentReminderKind,
  nextReminderAt,
  type QuietHours,
} from '../reminders/reminder-schedule.ts';
import type { ExperimentPlan } from './experiment-schema.ts';
import { type ExperimentForReminder, experimentReminderDecision } from './reminder.ts';
import { nextExperimentReminder } from './reminder-next.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const zone = 'Europe/London';

// Dairy from Sunday 1 March 2026 (as in ./experiment-reminder.test.ts): portions on 12 (Thu),
// 16 (Mon), 20 (Fri), 24 (Tue), 28 (Sat) March and 1 April (Wed); the last day is 4 April.
const planFrom = (start: string, timeZone: string) =>
  planExperiment({ food: 'dairy', symptoms: ['Bloating'], start, timeZone }) as ExperimentPlan;
const running: ExperimentForReminder = {
  state: 'running',
  food: 'dairy',
  plan: planFrom('2026-03-01', zone),
  pauses: [],
  extension: null,
};

function next(
  kind: ExperimentReminderKind,
  scheduledAt: string,
  options: { experiment?: ExperimentForReminder | null; time?: string; weekdays?: number[] } = {},
) {
  return nextExperimentReminder({
    kind,
    scheduledAt: new Date(scheduledAt),
    timing: { time: options.time ?? '08:00', weekdays: options.weekdays ?? everyDay },
    timeZone: zone,
    quietHours: null,
    experiment: options.experiment === undefined ? running : options.experiment,
  });
}

describe('when an experiment reminder next comes', () => {
  it("today's step: its own due time on a plan day, else the plan's first day", () => {
    expect(next('experiment', '2026-03-08T08:00:00Z')).toEqual({ at: new Date('2026-03-08T08:00:00Z') });
    expect(next('experiment', '2026-02-26T08:00:00Z')).toEqual({ at: new Date('2026-03-01T08:00:00Z') });
  });

  it('the check-in after a portion: the next day with a portion, not the days without the food', () => {
    const time = '16:00';
    expect(next('experiment-check-in', '2026-03-05T16:00:00Z', { time })).toEqual({
      at: new Date('2026-03-12T16:00:00Z'),
    });
    expect(next('experiment-check-in', '2026-03-16T16:00:00Z', { time })).toEqual({
      at: new Date('2026-03-20T16:00:00Z'),
    });
  });

  it('only on its weekdays: a Tuesday reminder waits for a Tuesday with a portion, and then has none left', () => {
    const tuesdays = { time: '16:00', weekdays: [2] };
    expect(next('experiment-check-in', '2026-03-09T16:00:00Z', tuesdays)).toEqual({
      at: new Date('2026-03-24T16:00:00Z'),
    });
    expect(next('experiment-check-in', '2026-03-25T16:00:00Z', tuesdays)).toEqual({ quiet: 'no-step-left' });
  });

  it('says why it is quiet: nothing under way, paused, or the plan is over', () => {
    expect(next('experiment', '2026-03-08T08:00:00Z', { experiment: null })).toEqual({
      quiet: 'no-experiment',
    });
    expect(
      next('experiment', '2026-03-08T08:00:00Z', { experiment: { ...running, state: 'stopped' } }),
    ).toEqual({ quiet: 'no-experiment' });
    const paused = { ...running, state: 'paused' as const, pauses: [{ from: '2026-03-07', to: null }] };
    expect(next('experiment', '2026-03-08T08:00:00Z', { experiment: paused })).toEqual({ quiet: 'paused' });
    expect(next('experiment', '2026-04-05T08:00:00Z')).toEqual({ quiet: 'no-step-left' });
  });

  it('follows the extension past the plan’s last day', () => {
    const extended: ExperimentForReminder = {
      ...running,
      extension: [{ date: '2026-04-05', phase: 'reintroduce', food: 'eat', portion: 'medium' }],
    };
    expect(next('experiment', '2026-04-05T08:00:00Z', { experiment: extended })).toEqual({
      at: new Date('2026-04-05T08:00:00Z'),
    });
  });

  it("agrees with the sender's rule: it comes then, and on none of the due times before", () => {
    const newYork = 'America/New_York'; // clocks go forward on 8 March 2026, inside the plan
    const experiment = { ...running, plan: planFrom('2026-03-01', newYork) };
    const quietHours: QuietHours = { start: '22:00', end: '07:00' };
    fc.assert(
      fc.property(
        fc.constantFrom<ExperimentReminderKind>('experiment', 'experiment-check-in'),
        fc.integer({ min: 0, max: 23 }),
        fc.subarray(everyDay, { minLength: 1 }),
        fc.integer({ min: 0, max: 45 * 24 }),
        (kind, hour, weekdays, hoursIn) => {
          const timing = { time: `${String(hour).padStart(2, '0')}:30`, weekdays };
          const after = new Date(Date.UTC(2026, 1, 24) + hoursIn * 3_600_000);
          const scheduledAt = nextReminderAt({ ...timing, timeZone: newYork, after, quietHours });
          if (scheduledAt === undefined) return;
          const found = nextExperimentReminder({
            kind,
            scheduledAt,
            timing,
            timeZone: newYork,
            quietHours,
            experiment,
          });
          const decide = (dueAt: Date) =>
            experimentReminderDecision({
              kind,
              dueAt,
              timeZone: newYork,
              experiment,
              skipIfLogged: false,
              entries: [],
            });
          let due: Date | undefined = scheduledAt;
          while (due !== undefined && (!('at' in found) || due < found.at)) {
            expect(decide(due)).toBe('no-step');
            if (due.getTime() > Date.UTC(2026, 4, 1)) break;
            due = nextReminderAt({ ...timing, timeZone: newYork, after: due, quietHours });
          }
          if ('at' in found) expect(decide(found.at)).toBe('due');
        },
      ),
      { numRuns: 200 },
    );
  });
});
