import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayKey, todayKey } from './day-boundaries.ts';
import { addDays } from './day-key.ts';
import { MEAL_TIMES, mealTimeForHour } from './meal-time.ts';
import { type EntrySlot, NOMINAL_TIMES, resolveOccurredAt } from './nominal-time.ts';
import { instantArb, timeZoneArb } from './test-support/zone-arbitraries.ts';
import { TIMES_OF_DAY, timeOfDayForHour } from './time-of-day.ts';
import { wallClockAsUtcMs, wallClockAt } from './zoned-time.ts';

const now = new Date('2024-06-10T16:45:00Z'); // 12:45 in New York
const zone = 'America/New_York';

describe('resolveOccurredAt', () => {
  it('uses the current instant for today, whatever the slot', () => {
    expect(resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot: 'breakfast' })).toEqual(now);
    expect(resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot: 'night' })).toEqual(now);
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
    const slot = 'evening';
    expect(
      resolveOccurredAt({
        dayKey: '2024-06-08',
        now,
        timeZone: zone,
        slot,
        exactTime: '19:40',
      }).toISOString(),
    ).toBe('2024-06-08T23:40:00.000Z');
    // Today, earlier than now: that time, not now.
    expect(
      resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot: 'morning', exactTime: '07:15' }),
    ).toEqual(new Date('2024-06-10T11:15:00Z'));
    // Today, later than now (12:45 in New York): it cannot have happened yet, so now.
    expect(
      resolveOccurredAt({ dayKey: '2024-06-10', now, timeZone: zone, slot: 'night', exactTime: '22:00' }),
    ).toEqual(now);
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

  it('lands inside the chosen day, at the nominal time or just after a skipped hour, in every zone', () => {
    const slotArb = fc.constantFrom<EntrySlot>(...MEAL_TIMES, ...TIMES_OF_DAY);
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
