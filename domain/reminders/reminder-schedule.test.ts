import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayKey } from '../common/day-boundaries.ts';
import { instantArb, timeZoneArb } from '../common/test-support/zone-arbitraries.ts';
import { wallClockAt } from '../common/zoned-time.ts';
import {
  alreadyLogged,
  delayForQuietHours,
  isoWeekday,
  nextReminderAt,
  reminderMessage,
  reminderName,
  reminderTarget,
} from './reminder-schedule.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7];

describe('nextReminderAt', () => {
  it('is the same day when the time is still ahead, else the next chosen day', () => {
    const after = new Date('2026-03-02T07:00:00Z'); // Monday 07:00 in London
    expect(nextReminderAt({ time: '08:30', weekdays: everyDay, timeZone: 'Europe/London', after })).toEqual(
      new Date('2026-03-02T08:30:00Z'),
    );
    expect(nextReminderAt({ time: '06:30', weekdays: everyDay, timeZone: 'Europe/London', after })).toEqual(
      new Date('2026-03-03T06:30:00Z'),
    );
    // Weekends only: Saturday 7 March.
    expect(nextReminderAt({ time: '06:30', weekdays: [6, 7], timeZone: 'Europe/London', after })).toEqual(
      new Date('2026-03-07T06:30:00Z'),
    );
  });

  it('is undefined with no weekday', () => {
    expect(
      nextReminderAt({ time: '08:30', weekdays: [], timeZone: 'UTC', after: new Date() }),
    ).toBeUndefined();
  });

  it('comes at 03:30 for 02:30 on a spring-forward night', () => {
    // New York moves from 02:00 to 03:00 on 8 March 2026.
    const after = new Date('2026-03-08T05:00:00Z'); // 00:00 EST
    const due = nextReminderAt({ time: '02:30', weekdays: everyDay, timeZone: 'America/New_York', after });
    expect(due).toEqual(new Date('2026-03-08T07:30:00Z')); // 03:30 EDT
    expect(wallClockAt(due as Date, 'America/New_York')).toMatchObject({ hour: 3, minute: 30 });
  });

  it('comes once, not twice, on a fall-back night', () => {
    // New York goes from 02:00 EDT back to 01:00 EST on 1 November 2026: 01:30 happens twice.
    let after = new Date('2026-11-01T04:00:00Z'); // 00:00 EDT
    const first = nextReminderAt({ time: '01:30', weekdays: everyDay, timeZone: 'America/New_York', after });
    expect(first).toEqual(new Date('2026-11-01T05:30:00Z')); // the first 01:30 (EDT)
    after = first as Date;
    const second = nextReminderAt({ time: '01:30', weekdays: everyDay, timeZone: 'America/New_York', after });
    expect(second).toEqual(new Date('2026-11-02T06:30:00Z')); // next day's 01:30 EST, not 06:30Z today
  });

  it('follows the zone: 08:00 is 08:00 on the clock wherever the person is', () => {
    const after = new Date('2026-06-01T00:00:00Z');
    const tokyo = nextReminderAt({ time: '08:00', weekdays: everyDay, timeZone: 'Asia/Tokyo', after });
    const lima = nextReminderAt({ time: '08:00', weekdays: everyDay, timeZone: 'America/Lima', after });
    expect(tokyo).toEqual(new Date('2026-06-01T23:00:00Z'));
    expect(lima).toEqual(new Date('2026-06-01T13:00:00Z'));
  });

  it('delays, never drops, what falls in quiet hours', () => {
    const quietHours = { start: '22:00', end: '07:30' };
    const after = new Date('2026-03-02T12:00:00Z');
    // 23:00 falls in the quiet spell that ends at 07:30 the next morning.
    expect(nextReminderAt({ time: '23:00', weekdays: [1], timeZone: 'UTC', after, quietHours })).toEqual(
      new Date('2026-03-03T07:30:00Z'),
    );
    // 06:00 on Tuesday waits until 07:30 the same morning.
    expect(nextReminderAt({ time: '06:00', weekdays: [2], timeZone: 'UTC', after, quietHours })).toEqual(
      new Date('2026-03-03T07:30:00Z'),
    );
    // Outside quiet hours nothing moves.
    expect(nextReminderAt({ time: '09:00', weekdays: [2], timeZone: 'UTC', after, quietHours })).toEqual(
      new Date('2026-03-03T09:00:00Z'),
    );
  });

  it('still sends a reminder that quiet hours pushed past the current instant', () => {
    // Monday 23:00 delayed to Tuesday 07:30; asked at Tuesday 01:00 it is still to come.
    const due = nextReminderAt({
      time: '23:00',
      weekdays: [1],
      timeZone: 'UTC',
      after: new Date('2026-03-03T01:00:00Z'),
      quietHours: { start: '22:00', end: '07:30' },
    });
    expect(due).toEqual(new Date('2026-03-03T07:30:00Z'));
  });

  it('is always later than `after`, on a chosen weekday, within eight days (any zone, any instant)', () => {
    fc.assert(
      fc.property(
        instantArb,
        timeZoneArb,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        (after, timeZone, hour, minute, weekdays) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const due = nextReminderAt({ time, weekdays, timeZone, after });
          expect(due).toBeDefined();
          const at = due as Date;
          expect(at.getTime()).toBeGreaterThan(after.getTime());
          expect(at.getTime() - after.getTime()).toBeLessThanOrEqual(8 * 86_400_000 + 2 * 3_600_000);
          expect(weekdays).toContain(isoWeekday(localDayKey(at, timeZone)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('fires at most once per local day (chaining next times never repeats a day)', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, fc.integer({ min: 0, max: 23 }), (start, timeZone, hour) => {
        const time = `${String(hour).padStart(2, '0')}:30`;
        let after = start;
        const days = new Set<string>();
        for (let i = 0; i < 10; i++) {
          const due = nextReminderAt({ time, weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone, after }) as Date;
          const day = localDayKey(due, timeZone);
          expect(days.has(day)).toBe(false);
          days.add(day);
          after = due;
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('delayForQuietHours', () => {
  it('leaves everything alone without quiet hours or when start equals end', () => {
    const at = new Date('2026-03-03T23:00:00Z');
    expect(delayForQuietHours(at, 'UTC', null)).toEqual(at);
    expect(delayForQuietHours(at, 'UTC', { start: '10:00', end: '10:00' })).toEqual(at);
  });

  it('handles quiet hours that do not wrap midnight', () => {
    const quiet = { start: '13:00', end: '15:00' };
    expect(delayForQuietHours(new Date('2026-03-03T14:10:00Z'), 'UTC', quiet)).toEqual(
      new Date('2026-03-03T15:00:00Z'),
    );
    expect(delayForQuietHours(new Date('2026-03-03T15:00:00Z'), 'UTC', quiet)).toEqual(
      new Date('2026-03-03T15:00:00Z'),
    );
  });
});

describe('what a reminder says', () => {
  it('names only the kind of entry and the time of day', () => {
    expect(reminderMessage('check-in', '20:00')).toBe('Time for your evening check-in');
    expect(reminderMessage('check-in', '09:00')).toBe('Time for your morning check-in');
    expect(reminderMessage('meal', '12:30')).toBe('Time to log your lunch');
    expect(reminderMessage('meal', '23:00')).toBe('Time to log your snack');
    expect(reminderName('check-in', '20:00')).toBe('Evening check-in');
    expect(reminderName('meal', '07:30')).toBe('Breakfast');
  });

  it('opens the right form', () => {
    expect(reminderTarget('check-in')).toBe('/app/journal/log?type=symptoms');
    expect(reminderTarget('meal')).toBe('/app/journal/log?type=food');
  });
});

describe('alreadyLogged', () => {
  const lunch = { type: 'food', details: { mealTime: 'lunch' } };
  const eveningCheckIn = { type: 'symptom', details: { time_of_day: 'evening' } };

  it('matches the meal slot or the time of day of the reminder', () => {
    expect(alreadyLogged('meal', '12:30', [lunch])).toBe(true);
    expect(alreadyLogged('meal', '18:30', [lunch])).toBe(false);
    expect(alreadyLogged('check-in', '20:00', [eveningCheckIn])).toBe(true);
    expect(alreadyLogged('check-in', '09:00', [eveningCheckIn, lunch])).toBe(false);
  });

  it('ignores entries of other types and malformed details', () => {
    expect(alreadyLogged('check-in', '20:00', [{ type: 'bowel', details: { time_of_day: 'evening' } }])).toBe(
      false,
    );
    expect(alreadyLogged('meal', '12:30', [{ type: 'food', details: null }])).toBe(false);
  });
});

describe('describing a reminder', () => {
  it('writes times and days in words', async () => {
    const { formatClockTime, describeWeekdays } = await import('./reminder-schedule.ts');
    expect(formatClockTime('20:00')).toBe('8:00 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(describeWeekdays([7, 6])).toBe('Weekends');
    expect(describeWeekdays([1, 2, 3, 4, 5])).toBe('Weekdays');
    expect(describeWeekdays([1, 2, 3, 4, 5, 6, 7])).toBe('Every day');
    expect(describeWeekdays([5, 1, 3])).toBe('Mon, Wed, Fri');
  });
});
