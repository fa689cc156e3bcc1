import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayKey, todayKey } from '../common/day-boundaries.ts';
import { addDays } from '../common/day-key.ts';
import { instantArb, timeZoneArb } from '../common/test-support/zone-arbitraries.ts';
import { TIMES_OF_DAY, timeOfDayForHour } from '../common/time-of-day.ts';
import { wallClockAsUtcMs, wallClockAt } from '../common/zoned-time.ts';
import { MEAL_TIMES, mealTimeForHour } from './meal-time.ts';
import {
  type EntrySlot,
  entryTiming,
  isFutureExactTime,
  loggingMoment,
  NOMINAL_TIMES,
  occurredAtAfterEdit,
  resolveOccurredAt,
  SLOT_END_HOURS,
  slotEndsAt,
} from './nominal-time.ts';

const now = new Date('2024-06-10T16:45:00Z'); // 12:45 in New York
const zone = 'America/New_York';

describe('resolveOccurredAt', () => {
  it('keeps the moment of logging today while the slot is going on or has not begun', () => {
    // 12:45 in New York: lunch is going on, dinner and the evening have not begun, snacks never end.
    for (const slot of ['lunch', 'dinner', 'snacks', 'afternoon', 'evening', 'night'] as const) {
      expect(resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot })).toEqual(now);
    }
  });

  it('places today’s entry at its slot’s nominal time once the slot is over', () => {
    // A breakfast and a morning check-in caught up at 5:48 PM are at 8:00 and 9:00 AM.
    const evening = new Date('2024-06-10T21:48:00Z'); // 5:48 PM in New York
    const at = (slot: EntrySlot) =>
      resolveOccurredAt({ dayKey: '2024-06-10', now: evening, timeZone: zone, slot }).toISOString();
    expect(at('breakfast')).toBe('2024-06-10T12:00:00.000Z');
    expect(at('morning')).toBe('2024-06-10T13:00:00.000Z');
    expect(at('lunch')).toBe('2024-06-10T16:30:00.000Z');
    expect(at('afternoon')).toBe('2024-06-10T18:00:00.000Z');
    // An evening check-in typed at 5:45 PM is not at 7:00 PM, in the future: it is at 5:48 PM.
    expect(at('evening')).toBe(evening.toISOString());
    expect(at('dinner')).toBe(evening.toISOString());
  });

  it('is over at the end of the slot’s hours, not before', () => {
    const at = (iso: string, slot: EntrySlot) =>
      resolveOccurredAt({ dayKey: '2024-06-10', now: iso, timeZone: 'UTC', slot }).toISOString();
    expect(at('2024-06-10T10:59:00.000Z', 'breakfast')).toBe('2024-06-10T10:59:00.000Z');
    expect(at('2024-06-10T11:00:00.000Z', 'breakfast')).toBe('2024-06-10T08:00:00.000Z');
    expect(at('2024-06-10T20:59:00.000Z', 'evening')).toBe('2024-06-10T20:59:00.000Z');
    expect(at('2024-06-10T21:00:00.000Z', 'evening')).toBe('2024-06-10T19:00:00.000Z');
    expect(at('2024-06-10T23:59:00.000Z', 'night')).toBe('2024-06-10T23:59:00.000Z');
    expect(at('2024-06-10T23:59:00.000Z', 'snacks')).toBe('2024-06-10T23:59:00.000Z');
  });

  it('accepts now as an ISO string', () => {
    expect(
      resolveOccurredAt({ dayKey: '2024-06-10', now: '2024-06-10T16:45:00Z', timeZone: zone, slot: 'lunch' }),
    ).toEqual(now);
  });

  it.each<[EntrySlot, string]>([
    ['breakfast', '2024-06-08T12:00:00.000Z'],
    ['lunch', '2024-06-08T16:30:00.000Z'],
    ['snacks', '2024-06-08T19:00:00.000Z'],
    ['dinner', '2024-06-08T22:30:00.000Z'],
    ['morning', '2024-06-08T13:00:00.000Z'],
    ['afternoon', '2024-06-08T18:00:00.000Z'],
    ['evening', '2024-06-08T23:00:00.000Z'],
    ['night', '2024-06-09T02:00:00.000Z'],
  ])('places %s on a past day at its nominal New York time (%s)', (slot, iso) => {
    expect(resolveOccurredAt({ dayKey: '2024-06-08', now, timeZone: zone, slot }).toISOString()).toBe(iso);
  });

  it('uses the user’s calendar to tell today from yesterday', () => {
    // 16:45 UTC on the 10th is already the 11th in Kiritimati (UTC+14): the 10th is a past day.
    const occurred = resolveOccurredAt({
      dayKey: '2024-06-10',
      now,
      timeZone: 'Pacific/Kiritimati',
      slot: 'lunch',
    });
    expect(occurred.toISOString()).toBe('2024-06-09T22:30:00.000Z');
  });

  it('places a check-in with an exact time at that time on the person’s clock', () => {
    expect(
      resolveOccurredAt({
        dayKey: '2024-06-08',
        now,
        timeZone: zone,
        slot: 'evening',
        exactTime: '19:40',
      }).toISOString(),
    ).toBe('2024-06-08T23:40:00.000Z');
    // Today, earlier than now: that time, whether or not its time of day is over.
    expect(
      resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot: 'morning', exactTime: '07:15' }),
    ).toEqual(new Date('2024-06-10T11:15:00Z'));
    expect(
      resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot: 'afternoon', exactTime: '12:40' }),
    ).toEqual(new Date('2024-06-10T16:40:00Z'));
  });

  it('refuses an exact time later than now, which isFutureExactTime reports first', () => {
    const input = { dayKey: '2024-06-10', now, timeZone: zone, slot: 'night', exactTime: '22:00' } as const;
    expect(isFutureExactTime(input)).toBe(true);
    expect(() => resolveOccurredAt(input)).toThrow(RangeError);
    expect(isFutureExactTime({ ...input, exactTime: '12:45' })).toBe(false);
    expect(isFutureExactTime({ ...input, exactTime: '12:46' })).toBe(true);
    expect(isFutureExactTime({ ...input, exactTime: undefined })).toBe(false);
    expect(isFutureExactTime({ ...input, dayKey: '2024-06-09' })).toBe(false);
  });

  it('refuses a future day', () => {
    expect(() => resolveOccurredAt({ dayKey: '2024-06-11', now, timeZone: zone, slot: 'lunch' })).toThrow(
      RangeError,
    );
  });

  it('refuses a malformed day', () => {
    expect(() => resolveOccurredAt({ dayKey: '2024-6-1', now, timeZone: zone, slot: 'lunch' })).toThrow(
      RangeError,
    );
  });

  const slotArb = fc.constantFrom<EntrySlot>(...MEAL_TIMES, ...TIMES_OF_DAY);

  it('never places an entry in the future, and always on the chosen day, in every zone', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, slotArb, fc.integer({ min: 0, max: 30 }), (at, tz, slot, back) => {
        const dayKey = addDays(todayKey(at, tz), -back);
        fc.pre(dayKey >= '2012-01-01');
        const occurred = resolveOccurredAt({ dayKey, now: at, timeZone: tz, slot });
        return occurred <= at && localDayKey(occurred, tz) === dayKey;
      }),
      { numRuns: 1000 },
    );
  });

  it('today, keeps the moment of logging exactly while the slot is not over, and the nominal time after', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, slotArb, (at, tz, slot) => {
        const dayKey = todayKey(at, tz);
        const occurred = resolveOccurredAt({ dayKey, now: at, timeZone: tz, slot });
        if (at < slotEndsAt(dayKey, slot, tz)) return occurred.getTime() === at.getTime();
        const shown = wallClockAt(occurred, tz);
        const asked = { ...shown, ...NOMINAL_TIMES[slot], second: 0, millisecond: 0 };
        const shift = wallClockAsUtcMs(shown) - wallClockAsUtcMs(asked);
        return shift >= 0 && shift <= 3 * 3_600_000;
      }),
      { numRuns: 1000 },
    );
  });

  it('places a past exact time at that time, never after now', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin', 'Pacific/Auckland', 'Asia/Kolkata'),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 3 }),
        (at, tz, hour, minute, back) => {
          const dayKey = addDays(todayKey(at, tz), -back);
          const exactTime = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const input = { dayKey, now: at, timeZone: tz, slot: 'morning' as const, exactTime };
          if (isFutureExactTime(input)) {
            expect(() => resolveOccurredAt(input)).toThrow(RangeError);
            return back === 0;
          }
          const occurred = resolveOccurredAt(input);
          return occurred <= at && localDayKey(occurred, tz) === dayKey;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('lands inside the chosen past day, at the nominal time or just after a skipped hour, in every zone', () => {
    fc.assert(
      fc.property(
        instantArb,
        timeZoneArb,
        slotArb,
        fc.integer({ min: 1, max: 400 }),
        (at, tz, slot, back) => {
          const dayKey = addDays(todayKey(at, tz), -back);
          // The instants start in 2012, but stepping back can reach 2011, where Pacific/Apia skipped
          // 30 December entirely: no instant lands on a day that did not exist.
          fc.pre(dayKey >= '2012-01-01');
          const occurred = resolveOccurredAt({ dayKey, now: at, timeZone: tz, slot });
          const shown = wallClockAt(occurred, tz);
          const asked = { ...shown, ...NOMINAL_TIMES[slot], second: 0, millisecond: 0 };
          const shift = wallClockAsUtcMs(shown) - wallClockAsUtcMs(asked);
          return (
            localDayKey(occurred, tz) === dayKey && occurred < at && shift >= 0 && shift <= 3 * 3_600_000
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the moment of logging (an entry sent later from the offline queue)', () => {
  const slotArb = fc.constantFrom<EntrySlot>(...MEAL_TIMES, ...TIMES_OF_DAY);

  it('judges today and the slot at the moment the person logged it, not when it arrived', () => {
    // A dinner logged at 7:00 PM in New York, sent two hours later: 7:00 PM, not 9:00 PM.
    const logged = '2024-06-10T23:00:00.000Z';
    const arrived = '2024-06-11T01:00:00.000Z';
    const dinner = { dayKey: '2024-06-10', timeZone: zone, slot: 'dinner' as const };
    expect(resolveOccurredAt({ ...dinner, now: arrived, loggedAt: logged }).toISOString()).toBe(logged);
    // A snack logged at 10:41 PM and sent the next morning belongs to the evening it was logged.
    const snack = { dayKey: '2024-06-10', timeZone: zone, slot: 'snacks' as const };
    const lateSnack = '2024-06-11T02:41:00.000Z';
    expect(
      resolveOccurredAt({ ...snack, now: '2024-06-11T12:00:00.000Z', loggedAt: lateSnack }).toISOString(),
    ).toBe(lateSnack);
    // Without a loggedAt, the arrival is the moment, as for an entry typed then.
    expect(resolveOccurredAt({ ...dinner, now: arrived }).toISOString()).toBe(arrived);
  });

  it('takes a loggedAt later than now as now', () => {
    expect(loggingMoment('2024-06-10T18:00:00Z', now)).toEqual(now);
    expect(loggingMoment('2024-06-10T16:45:30Z', now)).toEqual(now);
    expect(loggingMoment('2024-06-10T14:00:00Z', now)).toEqual(new Date('2024-06-10T14:00:00Z'));
    expect(loggingMoment(undefined, now)).toEqual(now);
    expect(
      resolveOccurredAt({
        dayKey: '2024-06-10',
        now,
        loggedAt: '2024-06-10T20:00:00Z',
        timeZone: zone,
        slot: 'snacks',
      }),
    ).toEqual(now);
  });

  it('places a day that had not begun at the moment of logging (the zone moved west) at now', () => {
    // Logged at 00:30 on the 11th in Berlin (22:30 UTC on the 10th), for the 11th; in New York,
    // where the profile now is, that moment was the 10th, and it arrives at 1:00 AM on the 11th.
    const arrived = new Date('2024-06-11T05:00:00Z');
    expect(
      resolveOccurredAt({
        dayKey: '2024-06-11',
        now: arrived,
        loggedAt: '2024-06-10T22:30:00Z',
        timeZone: zone,
        slot: 'snacks',
      }),
    ).toEqual(arrived);
  });

  it('never places an entry in the future or off its day, whenever it was logged and sent, in every zone', () => {
    fc.assert(
      fc.property(
        instantArb,
        timeZoneArb,
        slotArb,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: -3_600_000, max: 10 * 86_400_000 }),
        (at, tz, slot, back, offlineMs) => {
          const loggedAt = new Date(at.getTime() - offlineMs);
          const dayKey = addDays(todayKey(loggedAt, tz), -back);
          fc.pre(dayKey >= '2012-01-01' && dayKey <= todayKey(at, tz));
          const occurred = resolveOccurredAt({ dayKey, now: at, loggedAt, timeZone: tz, slot });
          const logged = loggingMoment(loggedAt, at);
          return occurred <= logged && localDayKey(occurred, tz) === dayKey;
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('NOMINAL_TIMES', () => {
  it('puts each time of day inside its own range', () => {
    for (const part of TIMES_OF_DAY) expect(timeOfDayForHour(NOMINAL_TIMES[part].hour)).toBe(part);
  });

  it('puts breakfast, lunch and dinner inside their prefill hours', () => {
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      expect(mealTimeForHour(NOMINAL_TIMES[meal].hour)).toBe(meal);
    }
  });

  it('orders the meals through the day', () => {
    const minutes = (slot: EntrySlot) => NOMINAL_TIMES[slot].hour * 60 + NOMINAL_TIMES[slot].minute;
    expect(minutes('breakfast')).toBeLessThan(minutes('lunch'));
    expect(minutes('lunch')).toBeLessThan(minutes('snacks'));
    expect(minutes('snacks')).toBeLessThan(minutes('dinner'));
  });
});

describe('SLOT_END_HOURS', () => {
  it('ends each slot after its nominal time, so a slot that is over has its nominal time behind it', () => {
    for (const slot of [...MEAL_TIMES, ...TIMES_OF_DAY]) {
      expect(SLOT_END_HOURS[slot] * 60).toBeGreaterThan(
        NOMINAL_TIMES[slot].hour * 60 + NOMINAL_TIMES[slot].minute,
      );
    }
  });

  it('ends breakfast, lunch and dinner with their prefill hours and each time of day with its range', () => {
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      expect(mealTimeForHour(SLOT_END_HOURS[meal] - 1)).toBe(meal);
      expect(mealTimeForHour(SLOT_END_HOURS[meal])).not.toBe(meal);
    }
    for (const part of ['morning', 'afternoon', 'evening'] as const) {
      expect(timeOfDayForHour(SLOT_END_HOURS[part] - 1)).toBe(part);
      expect(timeOfDayForHour(SLOT_END_HOURS[part])).not.toBe(part);
    }
  });
});

describe('occurredAtAfterEdit', () => {
  const evening = '2024-06-10T21:48:00.000Z'; // 5:48 PM in New York
  const loggedAtLunch = '2024-06-10T16:45:00.000Z';

  it('leaves the time alone when neither the slot nor the exact time changed', () => {
    expect(
      occurredAtAfterEdit({
        occurredAt: loggedAtLunch,
        before: { slot: 'lunch' },
        after: { slot: 'lunch' },
        now: evening,
        timeZone: zone,
      }).toISOString(),
    ).toBe(loggedAtLunch);
  });

  it('places the entry again on its day when the slot changed', () => {
    const edit = (slot: EntrySlot, at: string) =>
      occurredAtAfterEdit({
        occurredAt: loggedAtLunch,
        before: { slot: 'lunch' },
        after: { slot },
        now: at,
        timeZone: zone,
      }).toISOString();
    expect(edit('breakfast', evening)).toBe('2024-06-10T12:00:00.000Z');
    // Dinner is not over at 5:48 PM: the moment of the edit, never 6:30 PM in the future.
    expect(edit('dinner', evening)).toBe(evening);
    // On a later day, the entry's own day at the slot's nominal time.
    expect(edit('dinner', '2024-06-12T15:00:00.000Z')).toBe('2024-06-10T22:30:00.000Z');
  });

  it('follows an exact time that was added, changed or removed', () => {
    const base = { occurredAt: '2024-06-10T13:00:00.000Z', now: evening, timeZone: zone } as const;
    expect(
      occurredAtAfterEdit({
        ...base,
        before: { slot: 'morning' },
        after: { slot: 'morning', exactTime: '07:30' },
      }).toISOString(),
    ).toBe('2024-06-10T11:30:00.000Z');
    expect(
      occurredAtAfterEdit({
        ...base,
        before: { slot: 'morning', exactTime: '07:30' },
        after: { slot: 'morning' },
      }).toISOString(),
    ).toBe('2024-06-10T13:00:00.000Z');
    expect(() =>
      occurredAtAfterEdit({
        ...base,
        before: { slot: 'morning' },
        after: { slot: 'night', exactTime: '23:00' },
      }),
    ).toThrow(RangeError);
  });

  it('reads a meal’s slot and a check-in’s time of day and exact time', () => {
    expect(entryTiming({ mealTime: 'lunch' })).toEqual({ slot: 'lunch' });
    expect(entryTiming({ time_of_day: 'evening', exact_time: '18:00' })).toEqual({
      slot: 'evening',
      exactTime: '18:00',
    });
  });
});
