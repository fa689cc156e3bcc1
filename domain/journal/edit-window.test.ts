import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayKey, startOfLocalDay, todayKey } from '../common/day-boundaries.ts';
import { addDays } from '../common/day-key.ts';
import { instantArb, timeZoneArb } from '../common/test-support/zone-arbitraries.ts';
import {
  correctionWindowEnd,
  EDIT_WINDOW_MESSAGE,
  editWindowStart,
  isDayInEditWindow,
  isEditable,
  OLD_DAY_NOTICE,
  oldDayNotice,
} from './edit-window.ts';

describe('isDayInEditWindow', () => {
  // Friday 10 May 2024.
  const today = '2024-05-10';

  it('covers today and the 6 days before', () => {
    expect(isDayInEditWindow('2024-05-10', today)).toBe(true);
    expect(isDayInEditWindow('2024-05-09', today)).toBe(true);
    expect(isDayInEditWindow('2024-05-04', today)).toBe(true);
  });

  it('ends 7 days before today', () => {
    expect(isDayInEditWindow('2024-05-03', today)).toBe(false);
    expect(isDayInEditWindow('2023-05-10', today)).toBe(false);
  });

  it('keeps a day after today editable (the user moved west after logging it)', () => {
    expect(isDayInEditWindow('2024-05-11', today)).toBe(true);
  });

  it('starts at the same day as the history’s default range', () => {
    expect(editWindowStart(today)).toBe('2024-05-04');
  });

  it('refuses a malformed key', () => {
    expect(() => isDayInEditWindow('2024-5-4', today)).toThrow(RangeError);
  });

  it('holds for exactly the 7 days ending today', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, fc.integer({ min: -3, max: 40 }), (now, zone, age) => {
        const today = todayKey(now, zone);
        return isDayInEditWindow(addDays(today, -age), today) === age <= 6;
      }),
    );
  });
});

describe('oldDayNotice', () => {
  it('speaks for a day past the window only, and not for an address that is no calendar day', () => {
    expect(oldDayNotice('2026-11-10', '2026-11-24')).toBe(OLD_DAY_NOTICE);
    expect(oldDayNotice('2026-11-20', '2026-11-24')).toBeUndefined();
    expect(oldDayNotice('2025-02-30', '2026-11-24')).toBeUndefined();
    expect(oldDayNotice('yesterday', '2026-11-24')).toBeUndefined();
  });

  it('promises only the 24 hours of correcting: deleting one’s own entry has no window', () => {
    expect(OLD_DAY_NOTICE).toBe(
      'This day is older than 7 days: you can correct this entry for 24 hours after saving it.',
    );
  });
});

describe('isEditable', () => {
  const now = new Date('2024-05-10T02:00:00Z'); // 22:00 on Thursday 9 May in New York
  const zone = 'America/New_York';

  it('judges by the user’s calendar, to the millisecond at the boundary', () => {
    // In New York today is the 9th, so the oldest editable day is Friday the 3rd.
    expect(
      isEditable({
        createdAt: '2024-01-01T00:00:00Z',
        occurredAt: '2024-05-03T04:00:00.000Z',
        now,
        timeZone: zone,
      }),
    ).toBe(true);
    expect(
      isEditable({
        createdAt: '2024-01-01T00:00:00Z',
        occurredAt: '2024-05-03T03:59:59.999Z',
        now,
        timeZone: zone,
      }),
    ).toBe(false);
    // In UTC it is already the 10th, so the 3rd has just left the window.
    expect(
      isEditable({
        createdAt: '2024-01-01T00:00:00Z',
        occurredAt: '2024-05-03T12:00:00.000Z',
        now,
        timeZone: 'UTC',
      }),
    ).toBe(false);
    expect(
      isEditable({
        createdAt: '2024-01-01T00:00:00Z',
        occurredAt: '2024-05-04T00:00:00.000Z',
        now,
        timeZone: 'UTC',
      }),
    ).toBe(true);
  });

  it('opens at the first instant of the oldest editable day in every zone', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (now, zone) => {
        const opens = startOfLocalDay(editWindowStart(todayKey(now, zone)), zone);
        return (
          isEditable({ occurredAt: opens, createdAt: opens, now, timeZone: zone }) &&
          !isEditable({
            occurredAt: new Date(opens.getTime() - 1),
            createdAt: new Date(opens.getTime() - 1),
            now,
            timeZone: zone,
          })
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('lets an entry edited now also be edited at any earlier moment, and any newer entry too', () => {
    const week = 8 * 86_400_000;
    fc.assert(
      fc.property(
        instantArb,
        timeZoneArb,
        fc.integer({ min: 0, max: week }),
        fc.integer({ min: 0, max: week }),
        fc.integer({ min: 0, max: week }),
        (now, zone, age, earlier, newer) => {
          const occurredAt = new Date(now.getTime() - age);
          if (!isEditable({ occurredAt, createdAt: occurredAt, now, timeZone: zone })) return true;
          const earlierNow = new Date(Math.max(occurredAt.getTime(), now.getTime() - earlier));
          const newerEntry = new Date(Math.min(now.getTime(), occurredAt.getTime() + newer));
          return (
            isEditable({ occurredAt, createdAt: occurredAt, now: earlierNow, timeZone: zone }) &&
            isEditable({ occurredAt: newerEntry, createdAt: newerEntry, now, timeZone: zone })
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never allows an entry more than 7 whole days old, nor refuses one from the last 6 days', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, fc.integer({ min: 0, max: 30 * 86_400_000 }), (now, zone, age) => {
        const occurredAt = new Date(now.getTime() - age);
        const editable = isEditable({ occurredAt, createdAt: occurredAt, now, timeZone: zone });
        // Local days are 21 to 27 hours even in the oddest zone, so allow slack either side.
        if (age > 8 * 86_400_000) return !editable;
        if (age < 5 * 86_400_000) return editable;
        return localDayKey(occurredAt, zone) >= editWindowStart(todayKey(now, zone)) === editable;
      }),
    );
  });

  it('lets an entry of any day be corrected for 24 hours after it was written, not a moment more', () => {
    // Written at noon on the 10th for the 1st, nine days before: its day is long out of the window.
    const occurredAt = '2024-05-01T08:00:00Z';
    const createdAt = '2024-05-10T12:00:00Z';
    const at = (iso: string) => isEditable({ occurredAt, createdAt, now: iso, timeZone: 'UTC' });
    expect(at('2024-05-10T12:00:00Z')).toBe(true);
    expect(at('2024-05-11T11:00:00Z')).toBe(true); // 23 hours on
    expect(at('2024-05-11T11:59:59.999Z')).toBe(true);
    expect(at('2024-05-11T12:00:00Z')).toBe(false);
    expect(at('2024-05-11T13:00:00Z')).toBe(false); // 25 hours on
    expect(correctionWindowEnd(createdAt).toISOString()).toBe('2024-05-11T12:00:00.000Z');
  });

  it('never narrows the 7-day window: a recent day stays editable however long ago it was written', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, fc.integer({ min: 0, max: 60 * 86_400_000 }), (now, zone, ago) => {
        const occurredAt = startOfLocalDay(editWindowStart(todayKey(now, zone)), zone);
        const createdAt = new Date(now.getTime() - ago);
        return isEditable({ occurredAt, createdAt, now, timeZone: zone });
      }),
    );
  });

  it('is the day rule or the 24-hour rule, in every zone', () => {
    fc.assert(
      fc.property(
        instantArb,
        timeZoneArb,
        fc.integer({ min: 0, max: 30 * 86_400_000 }),
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        (now, zone, age, written) => {
          const occurredAt = new Date(now.getTime() - age);
          const createdAt = new Date(now.getTime() - written);
          const dayOk = isDayInEditWindow(localDayKey(occurredAt, zone), todayKey(now, zone));
          return (
            isEditable({ occurredAt, createdAt, now, timeZone: zone }) === (dayOk || written < 86_400_000)
          );
        },
      ),
    );
  });

  it('explains why an older entry cannot be edited', () => {
    expect(EDIT_WINDOW_MESSAGE).toBe('This entry is older than 7 days and cannot be edited');
  });
});
