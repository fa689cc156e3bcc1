import type { Locator, Page } from '@playwright/test';
import { formatTimeInZone, localHour, todayKey } from '../domain/common/day-boundaries.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// One time per entry, the stored one, on every screen (decision 017): at 5:48 PM a Breakfast and a
// Morning check-in read 5:48 PM in the Journal, History and the dashboard alike, never the slot's
// "8:00 AM", and an Evening check-in typed at 5:45 PM never reads 7:00 PM, in the future.

/**
 * A fixed-offset zone whose clock reads `hour` o'clock now, so the test sees a late afternoon
 * whatever the machine's time (Etc/GMT+N is N hours behind UTC, the POSIX sign).
 */
function zoneAtLocalHour(hour: number): string {
  let offset = (((hour - new Date().getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

// 5 PM: breakfast and the morning are over, the evening has begun and dinner has not ended. The
// test takes minutes, so its clock stays within the evening (5 PM to 9 PM).
const zone = zoneAtLocalHour(17);
test.use({ timezoneId: zone });

function ratings(page: Page, symptom: string): Locator {
  return page.getByRole('group', { name: symptom, exact: true });
}

async function logCheckIn(page: Page, timeOfDay: RegExp, rating: string) {
  await ratings(page, 'Fatigue').getByRole('button', { name: rating, exact: true }).click();
  // The evening is what the hour suggests; any other time of day has to be chosen.
  await expect(page.getByRole('radio', { name: /^Evening/ })).toBeChecked();
  await page.getByRole('radio', { name: timeOfDay }).check();
  await page.getByRole('button', { name: 'Save symptoms' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { pressed: true })).toHaveCount(0);
}

test('a breakfast and a morning check-in caught up late in the day show one time, the same in the Journal, History and on the dashboard', async ({
  page,
  signUpOnboarded,
}) => {
  // Three saves through the forms, then three screens: about 50 s alone on a quiet machine.
  test.slow();
  await signUpOnboarded({ timezone: zone });
  expect(localHour(new Date(), zone)).toBeGreaterThanOrEqual(17);

  // Typed in this order: the morning check-in, the breakfast, then an evening check-in.
  await page.goto('/app/journal/log?type=symptoms');
  await logCheckIn(page, /^Morning/, 'Moderate');
  await page.getByRole('tab', { name: 'Log a Meal' }).click();
  await page.getByLabel('What did you eat?').fill('Porridge with blueberries');
  await page.getByRole('radio', { name: 'Breakfast' }).check();
  await page.getByRole('radio', { name: 'Medium' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
  await page.getByRole('tab', { name: 'Track Symptoms' }).click();
  await logCheckIn(page, /^Evening/, 'Mild');

  // The evening check-in is at the moment it was typed: never its 7:00 PM, still to come.
  const today = (await (await page.request.get('/api/journal/today')).json()) as {
    date: string;
    entries: { type: string; occurredAt: string; details: { time_of_day?: string } }[];
  };
  expect(today.date).toBe(todayKey(new Date(), zone));
  const evening = today.entries.find((entry) => entry.details.time_of_day === 'evening');
  expect(evening).toBeDefined();
  expect(Date.parse(evening?.occurredAt ?? '')).toBeLessThanOrEqual(Date.now());
  const eveningTime = formatTimeInZone(evening?.occurredAt ?? '', zone);
  expect(eveningTime).toMatch(/^(5|6|7|8):\d\d PM$/);

  // Latest first by that one time: not the order they were typed in.
  const expected = [
    ['Evening symptoms', `${eveningTime} · Symptom check-in`],
    ['Morning symptoms', '9:00 AM · Symptom check-in'],
    ['Breakfast meal', '8:00 AM · Meal'],
  ] as const;

  const journal = page.getByRole('region', { name: "Today's entries" }).getByRole('article');
  await expect(journal).toHaveCount(3);
  for (const [index, [title, time]] of expected.entries()) {
    await expect(journal.nth(index).getByRole('heading')).toHaveText(title);
    await expect(journal.nth(index)).toContainText(time);
  }

  await page.goto('/app/journal/history');
  const day = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: /^Today/ }) });
  const toggle = day.getByRole('heading', { level: 2 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const history = day.getByRole('article');
  await expect(history).toHaveCount(3);
  for (const [index, [title, time]] of expected.entries()) {
    await expect(history.nth(index).getByRole('heading')).toHaveText(title);
    await expect(history.nth(index)).toContainText(time);
  }
  await expect(history.nth(2).getByRole('button', { name: 'Edit breakfast meal at 8:00 AM' })).toBeVisible();

  // The dashboard lists the same entries at the same times, in the same order.
  await page.goto('/app/home');
  const dashboard = page.getByRole('region', { name: "Today's entries" }).getByRole('listitem');
  await expect(dashboard).toHaveCount(3);
  for (const [index, [time, summary]] of [
    [eveningTime, 'Check-in: Fatigue 2'],
    ['9:00 AM', 'Check-in: Fatigue 3'],
    ['8:00 AM', 'Porridge with blueberries'],
  ].entries()) {
    await expect(dashboard.nth(index)).toContainText(time as string);
    await expect(dashboard.nth(index)).toContainText(summary as string);
  }
  await expectNoAxeViolations(page);
});

test('an exact time later than now is refused under the field, and nothing is saved', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded({ timezone: zone });
  await page.goto('/app/journal/log?type=symptoms');
  await ratings(page, 'Fatigue').getByRole('button', { name: 'Mild', exact: true }).click();
  // 11:30 PM has not come yet at 5 PM.
  const exact = page.getByLabel('Exact time (optional)');
  await exact.fill('23:30');
  await expect(page.getByRole('radio', { name: /^Night/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save symptoms' }).click();
  await expect(page.getByText('The exact time cannot be later than now.')).toBeVisible();
  await expect(exact).toBeFocused();
  await expect(exact).toHaveAccessibleDescription(/The exact time cannot be later than now\./);
  const today = (await (await page.request.get('/api/journal/today')).json()) as { entries: unknown[] };
  expect(today.entries).toEqual([]);
  await expectNoAxeViolations(page);
});

test('with the device’s clock ahead of the server’s, an exact time still to come for the server is refused with the reason', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded({ timezone: zone });
  // The device reads two hours later than the server: its form lets a time pass that the server,
  // whose clock decides, finds still to come.
  const serverNow = Date.now();
  await page.clock.setFixedTime(new Date(serverNow + 2 * 3_600_000));
  const soon = formatHourMinute(new Date(serverNow + 40 * 60_000));
  await page.goto('/app/journal/log?type=symptoms');
  await ratings(page, 'Fatigue').getByRole('button', { name: 'Mild', exact: true }).click();
  await page.getByLabel('Exact time (optional)').fill(soon);
  await page.getByRole('button', { name: 'Save symptoms' }).click();
  await expect(page.getByText('Failed to save your symptom entry. Please try again.')).toBeVisible();
  await expect(page.getByText('The exact time cannot be later than now.')).toBeVisible();
  const today = (await (await page.request.get('/api/journal/today')).json()) as { entries: unknown[] };
  expect(today.entries).toEqual([]);
});

/** 'HH:MM' on the test zone's clock, as an <input type="time"> takes it. */
function formatHourMinute(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
