import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Dates and times follow the browser's language: a British browser reads the day before the
// month and a 24-hour clock, where en-US (every other spec) reads 'Saturday, November 28' and
// '8:00 AM'.

/** A fixed-offset zone whose clock reads `hour` o'clock now, whatever the machine's time. */
function zoneAtLocalHour(hour: number): string {
  let offset = (((hour - new Date().getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

// 9 PM: breakfast (8:00 in the morning) is long past, and the day has hours left for the test.
const zone = zoneAtLocalHour(21);
test.use({ locale: 'en-GB', timezoneId: zone });

test('a British browser sees the dashboard date, an entry time in History and the privacy date in British form', async ({
  page,
  signUpOnboarded,
  logEntryViaApi,
}) => {
  await signUpOnboarded({ timezone: zone });
  await logEntryViaApi('food');

  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const britishDay = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(new Date());
  // 'Saturday 28 November': the day of the month before the month, no comma.
  expect(britishDay).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
  await expect(page.getByText(britishDay, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's entries" })).toContainText('08:00');

  await page.goto('/app/journal/history');
  const day = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: /^Today/ }) });
  const toggle = day.getByRole('heading', { level: 2 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const breakfast = day.getByRole('article');
  await expect(breakfast).toHaveCount(1);
  await expect(breakfast).toContainText('08:00 · Meal');
  await expect(breakfast).not.toContainText('AM');
  await expect(breakfast.getByRole('button', { name: 'Edit breakfast meal at 08:00' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated: 29 November 2026')).toBeVisible();
  await expect(page.locator('time[datetime="2026-11-29"]')).toHaveText('29 November 2026');
});
