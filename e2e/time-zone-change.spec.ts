import type { Page } from '@playwright/test';
import { todayKey } from '../domain/common/day-boundaries.ts';
import { longDate } from './support/dates.ts';
import { expect, test } from './support/test.ts';

// The profile follows the device in use (docs/decisions/012-device-and-profile-time-zones.md). Two
// zones a day apart whatever the hour (UTC+14 and UTC−11) stand for Auckland and UTC, Los Angeles
// and Tokyo: the two devices' "today" always differ.
const ahead = 'Pacific/Kiritimati';
const behind = 'Pacific/Pago_Pago';

/** The dashboard's date line: 'Tuesday, November 24'. */
function dateLine(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(now);
}

async function profileZone(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/me')).json()) as { timezone: string }).timezone;
}

test.describe('a device a day ahead of the profile’s zone', () => {
  test.use({ timezoneId: ahead });

  test('the dashboard shows the device’s today from its first paint, never the old zone’s day', async ({
    page,
    baseURL,
    browser,
    signUpOnboarded,
  }) => {
    // Last used on a device a day behind.
    await signUpOnboarded({ timezone: behind });
    const before = await browser.newContext({
      timezoneId: behind,
      storageState: await page.context().storageState(),
      baseURL,
    });
    const behindPage = await before.newPage();
    await behindPage.goto('/app/home');
    await expect(behindPage.getByText(dateLine(new Date(), behind), { exact: true })).toBeVisible();
    expect(await profileZone(behindPage)).toBe(behind);
    await before.close();

    // Now this device, a day ahead: whatever shows first must already be its own today.
    const oldDay = dateLine(new Date(), behind);
    await page.addInitScript((text) => {
      const record = () => {
        if (document.body?.textContent?.includes(text)) {
          (window as unknown as { sawOldDay: boolean }).sawOldDay = true;
        }
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    }, oldDay);
    await page.goto('/app/home');
    await expect(page.getByText(dateLine(new Date(), ahead), { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
    expect(await profileZone(page)).toBe(ahead);
    expect(await page.evaluate(() => (window as unknown as { sawOldDay?: boolean }).sawOldDay ?? false)).toBe(
      false,
    );
    const today = (await (await page.request.get('/api/journal/today')).json()) as { date: string };
    expect(today.date).toBe(todayKey(new Date(), ahead));
  });

  test('a save refused after another device moved the zone keeps the meal, says why, and today is loggable without a reload', async ({
    page,
    baseURL,
    browser,
    signUpOnboarded,
  }) => {
    await signUpOnboarded({ timezone: ahead });
    const today = todayKey(new Date(), ahead);
    await page.goto('/app/journal/log');
    await expect(page.getByText(`Logging for Today, ${longDate(today)}`)).toBeVisible();
    await page.getByLabel('What did you eat?').fill('Kumara and fish');
    await page.getByRole('radio', { name: 'Dinner' }).check();
    await page.getByRole('radio', { name: 'Large' }).check();
    await page.getByRole('radio', { name: 'Restaurant' }).check();

    // Meanwhile the same person opens Tend on a device a day behind: the profile follows it.
    const elsewhere = await browser.newContext({
      timezoneId: behind,
      storageState: await page.context().storageState(),
      baseURL,
    });
    const elsewherePage = await elsewhere.newPage();
    await elsewherePage.goto('/app/home');
    await expect.poll(() => profileZone(elsewherePage)).toBe(behind);
    await elsewhere.close();

    // Back here, the save is refused: this page's today is a future day in that zone.
    await page.getByRole('button', { name: 'Save meal' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Invalid Date' })).toBeVisible();
    await expect(alert).toContainText('You cannot log entries for future dates.');
    // The form is exactly as it was.
    await expect(page.getByLabel('What did you eat?')).toHaveValue('Kumara and fish');
    await expect(page.getByRole('radio', { name: 'Dinner' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
    await expect(alert).toContainText('Nothing was saved, and what you wrote is still in the form below.');

    // This device is the one in use, so the profile follows it back, and the alert says which today.
    await expect.poll(() => profileZone(page)).toBe(ahead);
    await expect(alert).toContainText(`Today in your journal is ${longDate(today)} (${ahead} time).`);
    await page.getByRole('button', { name: 'Log for today instead' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('What did you eat?')).toHaveValue('Kumara and fish');
    await page.getByRole('button', { name: 'Save meal' }).click();
    await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: "Today's entries" }).getByText('Kumara and fish'),
    ).toBeVisible();
    const saved = (await (await page.request.get('/api/journal/today')).json()) as {
      date: string;
      entries: { content: string }[];
    };
    expect(saved.date).toBe(today);
    expect(saved.entries.map((entry) => entry.content)).toEqual(['Kumara and fish']);
  });
});
