import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeInZone } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { formatClockTime } from '#domain/reminders/reminder-schedule.ts';
import * as chartLabels from '#domain/trends/chart-geometry.ts';
import {
  formatClock,
  formatDateTime,
  formatDay,
  formatDayAt,
  formatMoment,
  formatNumber,
  formatPercent,
  formatTime,
  longDayLabel,
  shortDayLabel,
  userLocale,
  weekdayLabel,
} from './format.ts';

const evening = '2026-11-28T20:00:00.000Z';
const morning = '2026-11-28T08:05:00.000Z';
const nearMidnight = '2026-11-28T00:30:00.000Z';

describe('en-US: the forms the app has always shown', () => {
  const locale = 'en-US';

  it('writes days as the spec does', () => {
    expect(formatDay('2026-03-06', 'full', locale)).toBe('Friday, March 6, 2026');
    expect(formatDay('2026-11-24', 'date', locale)).toBe('November 24, 2026');
    expect(formatDay('2026-03-06', 'short', locale)).toBe('Fri, Mar 6');
    expect(formatDay('2026-11-28', 'monthDay', locale)).toBe('November 28');
    expect(formatDay('2025-03-01', 'month', locale)).toBe('March 2025');
    expect(formatDay('2000-03-01', 'monthName', locale)).toBe('March');
    expect(formatDayAt(evening, 'America/New_York', 'weekday', locale)).toBe('Saturday, November 28');
  });

  it('writes an entry time exactly as the server does, 12-hour with a plain space', () => {
    for (const instant of [evening, morning, nearMidnight, '2026-11-28T12:00:00.000Z']) {
      expect(formatTime(instant, 'UTC', locale)).toBe(formatTimeInZone(instant, 'UTC'));
    }
    expect(formatTime(evening, 'UTC', locale)).toBe('8:00 PM');
    expect(formatTime(evening, 'America/New_York', locale)).toBe('3:00 PM');
    expect(formatClock('08:30', locale)).toBe('8:30 AM');
    expect(formatClock('00:00', locale)).toBe('12:00 AM');
  });

  it('keeps Intl’s own date-and-time forms, as the screens wrote them before', () => {
    const moment = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(formatMoment(evening, locale)).toBe(
      new Intl.DateTimeFormat('en-US', moment).format(new Date(evening)),
    );
    const weekdayTime = { timeZone: 'UTC', weekday: 'long', hour: 'numeric', minute: '2-digit' } as const;
    expect(formatDateTime(evening, weekdayTime, locale)).toBe(
      new Intl.DateTimeFormat('en-US', weekdayTime).format(new Date(evening)),
    );
    expect(formatDateTime(evening, weekdayTime, locale)).toMatch(/^Saturday 8:00\sPM$/u);
  });

  it('labels chart days exactly as the domain does for the PDF, every day of a year', () => {
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      expect(shortDayLabel(day, locale)).toBe(chartLabels.shortDayLabel(day));
      expect(weekdayLabel(day, locale)).toBe(chartLabels.weekdayLabel(day));
      expect(longDayLabel(day, locale)).toBe(chartLabels.longDayLabel(day));
    }
  });

  it('writes every clock time of a reminder exactly as the domain does', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(formatClock(clock, locale)).toBe(formatClockTime(clock));
    }
  });

  it('writes numbers and percentages', () => {
    expect(formatNumber(1234.5, {}, locale)).toBe('1,234.5');
    expect(formatPercent(0.9, locale)).toBe('90%');
  });
});

describe('en-GB', () => {
  const locale = 'en-GB';

  it('puts the day before the month', () => {
    expect(formatDayAt(evening, 'Europe/London', 'weekday', locale)).toBe('Saturday 28 November');
    expect(formatDay('2026-11-24', 'date', locale)).toBe('24 November 2026');
    expect(formatDay('2026-03-06', 'full', locale)).toBe('Friday, 6 March 2026');
    expect(shortDayLabel('2026-11-03', locale)).toBe('3 Nov');
  });

  it('uses the 24-hour clock with two-digit hours', () => {
    expect(formatTime(evening, 'UTC', locale)).toBe('20:00');
    expect(formatTime(morning, 'UTC', locale)).toBe('08:05');
    expect(formatTime(nearMidnight, 'UTC', locale)).toBe('00:30');
    expect(formatClock('08:30', locale)).toBe('08:30');
    expect(
      formatDateTime(
        evening,
        { timeZone: 'UTC', weekday: 'long', hour: 'numeric', minute: '2-digit' },
        locale,
      ),
    ).toBe('Saturday 20:00');
  });
});

describe('de-DE', () => {
  const locale = 'de-DE';

  it('writes German days, times and numbers', () => {
    expect(formatDayAt(evening, 'Europe/Berlin', 'weekday', locale)).toBe('Samstag, 28. November');
    expect(formatDay('2026-11-24', 'date', locale)).toBe('24. November 2026');
    expect(formatTime(evening, 'UTC', locale)).toBe('20:00');
    expect(formatTime(morning, 'Europe/Berlin', locale)).toBe('09:05');
    expect(formatNumber(1234.5, {}, locale)).toBe('1.234,5');
    expect(formatPercent(0.9, locale)).toBe(`90${'\u00a0'}%`);
  });
});

describe('userLocale', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the browser’s first preferred language', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'en-US'], language: 'de-DE' });
    expect(userLocale()).toBe('de-DE');
    expect(formatTime(evening, 'UTC')).toBe('20:00');
  });

  it('falls back to navigator.language, then to en-US', () => {
    vi.stubGlobal('navigator', { languages: [], language: 'en-GB' });
    expect(userLocale()).toBe('en-GB');
    vi.stubGlobal('navigator', { languages: [], language: '' });
    expect(userLocale()).toBe('en-US');
    vi.stubGlobal('navigator', undefined);
    expect(userLocale()).toBe('en-US');
  });

  it('falls back to en-US for a tag Intl cannot read', () => {
    vi.stubGlobal('navigator', { languages: ['not a locale!'], language: 'not a locale!' });
    expect(userLocale()).toBe('en-US');
  });
});
