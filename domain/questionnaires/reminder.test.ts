import { describe, expect, it } from 'vitest';
import { nextReminderAt } from '#domain/reminders/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import {
  isQuestionnaireDueDay,
  nextQuestionnaireReminder,
  type QuestionnaireForReminder,
  questionnaireReminderDecision,
} from './reminder.ts';
import { DEFAULT_SETTINGS } from './schedule.ts';

// Monday 23 November 2026 is a Monday; weekday 0 is Monday.
const crohns: QuestionnaireForReminder = {
  conditions: ["Crohn's Disease"],
  settings: { frequency: 'weekly', weekday: 0, instruments: null },
  anchor: '2026-11-01',
  lastFilled: {},
};

const decide = (
  at: string,
  questionnaire: QuestionnaireForReminder = crohns,
  timeZone = 'UTC',
  time = at.slice(11, 16),
) => questionnaireReminderDecision({ dueAt: new Date(at), time, timeZone, questionnaire });

const everyDay = { time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7] };

describe('questionnaireReminderDecision', () => {
  it('weekly: comes on the chosen weekday only', () => {
    expect(decide('2026-11-23T08:00:00Z')).toBe('due');
    expect(decide('2026-11-24T08:00:00Z')).toBe('no-step');
    expect(decide('2026-11-29T08:00:00Z')).toBe('no-step');
    expect(decide('2026-11-30T08:00:00Z')).toBe('due');
    const thursdays = { ...crohns, settings: { ...crohns.settings, weekday: 3 } };
    expect(decide('2026-11-23T08:00:00Z', thursdays)).toBe('no-step');
    expect(decide('2026-11-26T08:00:00Z', thursdays)).toBe('due');
  });

  it('every 4 weeks: from the first chosen weekday on or after the day it was set, every 28 days', () => {
    // Set on Wednesday 25 November: the first period starts on Monday 30 November.
    const fourWeekly = {
      ...crohns,
      settings: { ...crohns.settings, frequency: 'every-4-weeks' as const },
      anchor: '2026-11-25',
    };
    expect(decide('2026-11-23T08:00:00Z', fourWeekly)).toBe('no-step');
    expect(decide('2026-11-30T08:00:00Z', fourWeekly)).toBe('due');
    expect(decide('2026-12-07T08:00:00Z', fourWeekly)).toBe('no-step');
    expect(decide('2026-12-21T08:00:00Z', fourWeekly)).toBe('no-step');
    expect(decide('2026-12-28T08:00:00Z', fourWeekly)).toBe('due');
    // 28 days before the first period would fit the rhythm, but the schedule did not exist then.
    expect(isQuestionnaireDueDay('2026-11-02', fourWeekly.settings, fourWeekly.anchor)).toBe(false);
    // Set on the chosen weekday itself: that day opens the first period.
    expect(decide('2026-11-23T08:00:00Z', { ...fourWeekly, anchor: '2026-11-23' })).toBe('due');
  });

  it('is skipped once every questionnaire on is filled in for the period, not for an older one', () => {
    expect(decide('2026-11-23T08:00:00Z', { ...crohns, lastFilled: { hbi: '2026-11-23' } })).toBe(
      'already-logged',
    );
    expect(decide('2026-11-23T08:00:00Z', { ...crohns, lastFilled: { hbi: '2026-11-16' } })).toBe('due');
    // Two on, one filled: the other is still asked for.
    const two = { ...crohns, conditions: ["Crohn's Disease", 'Psoriatic Arthritis'] };
    expect(decide('2026-11-23T08:00:00Z', { ...two, lastFilled: { hbi: '2026-11-23' } })).toBe('due');
    expect(
      decide('2026-11-23T08:00:00Z', { ...two, lastFilled: { hbi: '2026-11-23', 'psaid-12': '2026-11-23' } }),
    ).toBe('already-logged');
  });

  it('keeps quiet when the questionnaire is off, none is chosen, or no condition offers one', () => {
    const off = { ...crohns, settings: { ...crohns.settings, frequency: 'off' as const } };
    expect(decide('2026-11-23T08:00:00Z', off)).toBe('no-step');
    const noneChosen = { ...crohns, settings: { ...crohns.settings, instruments: ['sccai' as const] } };
    expect(decide('2026-11-23T08:00:00Z', noneChosen)).toBe('no-step');
    expect(decide('2026-11-23T08:00:00Z', { ...crohns, conditions: ['Ankylosing Spondylitis'] })).toBe(
      'no-step',
    );
  });

  it("reads the day on the person's clock, not the server's", () => {
    // Sunday 20:00 UTC is Monday 09:00 in Auckland, and Tuesday 03:00 UTC still Monday in Los Angeles.
    expect(decide('2026-11-22T20:00:00Z', crohns, 'Pacific/Auckland', '09:00')).toBe('due');
    expect(decide('2026-11-22T20:00:00Z', crohns, 'UTC', '20:00')).toBe('no-step');
    expect(decide('2026-11-24T03:00:00Z', crohns, 'America/Los_Angeles', '19:00')).toBe('due');
    expect(decide('2026-11-24T03:00:00Z', crohns, 'UTC', '03:00')).toBe('no-step');
  });
});

describe('a reminder held by quiet hours', () => {
  it('past midnight still speaks for the due day it was set for', () => {
    // Set for Monday 23:00, quiet 22:00-07:00 in London: it comes Tuesday 07:00, for Monday.
    expect(decide('2026-11-24T07:00:00Z', crohns, 'Europe/London', '23:00')).toBe('due');
    // Set for Sunday 23:00: held to Monday 07:00, it speaks for Sunday, which is not a due day.
    expect(decide('2026-11-23T07:00:00Z', crohns, 'Europe/London', '23:00')).toBe('no-step');
    // Set for 06:00 Monday, held to 07:00 the same morning: Monday.
    expect(decide('2026-11-23T07:00:00Z', crohns, 'Europe/London', '06:00')).toBe('due');
    const next = nextQuestionnaireReminder({
      scheduledAt: new Date('2026-11-20T07:00:00Z'),
      timing: { time: '23:00', weekdays: [1, 2, 3, 4, 5, 6, 7] },
      timeZone: 'Europe/London',
      quietHours: { start: '22:00', end: '07:00' },
      questionnaire: crohns,
    });
    expect(next).toEqual({ at: new Date('2026-11-24T07:00:00Z') });
  });
});

describe('nextQuestionnaireReminder', () => {
  const next = (
    scheduledAt: string,
    questionnaire: QuestionnaireForReminder = crohns,
    timeZone = 'UTC',
    timing = everyDay,
  ) =>
    nextQuestionnaireReminder({
      scheduledAt: new Date(scheduledAt),
      timing,
      timeZone,
      quietHours: null,
      questionnaire,
    });

  it('names the next due day, passing a period already filled in', () => {
    expect(next('2026-11-25T08:00:00Z')).toEqual({ at: new Date('2026-11-30T08:00:00Z') });
    expect(next('2026-11-23T08:00:00Z')).toEqual({ at: new Date('2026-11-23T08:00:00Z') });
    expect(next('2026-11-23T08:00:00Z', { ...crohns, lastFilled: { hbi: '2026-11-23' } })).toEqual({
      at: new Date('2026-11-30T08:00:00Z'),
    });
    const fourWeekly = {
      ...crohns,
      settings: { ...crohns.settings, frequency: 'every-4-weeks' as const },
      anchor: '2026-11-25',
      lastFilled: { hbi: '2026-11-30' },
    };
    expect(next('2026-11-30T08:00:00Z', fourWeekly)).toEqual({ at: new Date('2026-12-28T08:00:00Z') });
  });

  it('says why there is none when no questionnaire is on', () => {
    const off = { ...crohns, settings: { ...DEFAULT_SETTINGS, frequency: 'off' as const } };
    expect(next('2026-11-23T08:00:00Z', off)).toEqual({ quiet: 'no-questionnaire' });
    expect(next('2026-11-23T08:00:00Z', { ...crohns, conditions: [] })).toEqual({
      quiet: 'no-questionnaire',
    });
  });

  it('across daylight saving: a skipped time comes an hour on, a repeated one once', () => {
    // Sunday questionnaires (weekday 6) in London. 29 March 2026: 01:30 does not exist that night.
    const sundays = { ...crohns, settings: { ...crohns.settings, weekday: 6 } };
    const timing = { ...everyDay, time: '01:30' };
    const london = 'Europe/London';
    const scheduled = nextReminderAt({ ...timing, timeZone: london, after: '2026-03-27T12:00:00Z' });
    const spring = next(scheduled?.toISOString() ?? '', sundays, london, timing);
    expect(spring).toEqual({ at: new Date('2026-03-29T01:30:00Z') }); // 02:30 BST, still Sunday
    expect(localDayKey(new Date('2026-03-29T01:30:00Z'), london)).toBe('2026-03-29');
    expect(decide('2026-03-29T01:30:00Z', sundays, london)).toBe('due');

    // 25 October 2026: 01:30 happens twice. The first one is the reminder; the next is a week on.
    const autumnFirst = nextReminderAt({ ...timing, timeZone: london, after: '2026-10-24T12:00:00Z' });
    expect(autumnFirst?.toISOString()).toBe('2026-10-25T00:30:00.000Z'); // 01:30 BST
    expect(next(autumnFirst?.toISOString() ?? '', sundays, london, timing)).toEqual({
      at: new Date('2026-10-25T00:30:00Z'),
    });
    const after = nextReminderAt({ ...timing, timeZone: london, after: '2026-10-25T00:30:00Z' });
    expect(next(after?.toISOString() ?? '', sundays, london, timing)).toEqual({
      at: new Date('2026-11-01T01:30:00Z'),
    });
  });
});
