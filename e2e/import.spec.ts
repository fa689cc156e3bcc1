import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, daysBetween } from '../domain/common/day-key.ts';
import { flaredownCsv, pocketSymptomTrackerJson } from '../domain/import/test-support/fixtures.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Bringing a journal from another app: choose the file, see what it holds, correct a symptom's
// mapping, import, find the entries in History; the same file again adds nothing; undo removes it.

// Two accounts' worth of uploads, previews and page loads on a shared, busy machine.
test.describe.configure({ timeout: 240_000 });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day key as Bearable writes it: '22nd Sep 2020'. */
function bearableDate(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix} ${MONTHS[month - 1]} ${year}`;
}

async function serverToday(page: Page): Promise<string> {
  const today = await page.request.get('/api/journal/today');
  expect(today.ok(), await today.text()).toBe(true);
  return ((await today.json()) as { date: string }).date;
}

/** History, once its page has loaded (slow on a busy machine, which is not what this tests). */
async function openHistory(page: Page) {
  await page.goto('/app/journal/history');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wellness History' })).toBeVisible({
    timeout: 60_000,
  });
}

/** The import page, once loaded. */
async function openImport(page: Page) {
  await page.goto('/app/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your data' })).toBeVisible({
    timeout: 60_000,
  });
}

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel('Choose a file to import')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: 'What this file holds' })).toBeVisible({ timeout: 30_000 });
}

/**
 * The same file chosen again: the preview counts what came before and importing it adds nothing.
 * Then the first import, undone from the import history, takes its entries out of History.
 * `leaveOut` is the symptom left out the first time: kept, its check-ins would rightly be new.
 */
async function expectNotTwiceThenUndone(
  page: Page,
  {
    again,
    importedBefore,
    leaveOut,
    firstFileName,
  }: {
    again: { name: string; text: string };
    importedBefore: number;
    leaveOut?: string;
    firstFileName: string;
  },
) {
  await openImport(page);
  await chooseFile(page, again.name, again.text);
  await expect(
    page.getByText(`${importedBefore} of these were imported before and will not be added again.`),
  ).toBeVisible();
  if (leaveOut) await page.getByLabel(`What ${leaveOut} becomes`).selectOption({ label: 'Leave out' });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing new: everything in this file was already imported.')).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: `Undo the import of ${firstFileName}` }).click();
  await expect(page.getByText('Import undone')).toBeVisible();
  await openHistory(page);
  await expect(page.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
}

test('a Bearable file: preview, one mapping corrected, imported, in History, not twice, undone', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  const today = await serverToday(page);
  const yesterday = addDays(today, -1);
  const csv = [
    'date,date formatted,weekday,time of day,category,rating/amount,detail,notes',
    `${yesterday},${bearableDate(yesterday)},Monday,am,Symptoms,2,Headache (Moderate),Slept badly`,
    `${yesterday},${bearableDate(yesterday)},Monday,am,Symptoms,1,Joint pain (Mild),Slept badly`,
    `${today},${bearableDate(today)},Tuesday,am,Meals,,Meals: Steak | Baked potato,`,
    `${today},${bearableDate(today)},Tuesday,am,Symptoms,1,Joint pain (Mild),`,
    `${today},${bearableDate(today)},Tuesday,am,Symptoms,3,Bloating (Severe),`,
  ].join('\n');

  await page.goto('/app/profile');
  await page.getByRole('button', { name: /Your data/ }).click();
  await page.getByRole('link', { name: 'Import a file from another app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your data' })).toBeVisible();

  await chooseFile(page, 'bearable-export.csv', csv);
  await expect(page.getByText('Bearable', { exact: true })).toBeVisible();
  await expect(page.getByText('2 symptom check-ins')).toBeVisible();
  await expect(page.getByText('1 meal', { exact: true })).toBeVisible();
  await expect(page.getByText(/Mild→2, Moderate→3, Severe→4/)).toBeVisible();
  await expect(page.getByText(/New ones join your profile’s symptoms/)).toBeVisible();
  await page.getByLabel('What Joint pain becomes').selectOption({ label: 'Leave out' });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 3 entries.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Undo the import of bearable-export.csv' })).toBeVisible();

  await openHistory(page);
  await expect(page.getByText('Steak, Baked potato')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Steak, Baked potato' }).last()).toContainText(
    'Imported',
  );
  await expectNoAxeViolations(page);
  await expect(page.getByText('Joint pain')).toHaveCount(0);

  // Kept as new, Headache is Tend's listed Headaches and Bloating a custom symptom: both joined
  // the profile, so Trends charts them and Insights counts their check-ins.
  await expectTrendsSeries(page, 'Headaches', 1);
  await expect(page.getByRole('region', { name: 'Bloating', exact: true })).toBeVisible();
  await expectInsightsJournal(page, 'So far your journal holds 1 meal and 2 check-ins over 2 days.');

  await expectNotTwiceThenUndone(page, {
    again: { name: 'again.csv', text: csv },
    importedBefore: 3,
    leaveOut: 'Joint pain',
    firstFileName: 'bearable-export.csv',
  });
});

test("another Tend's export: its owner and dates shown first, then imported whole", async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  const occurredAt = new Date(Date.now() - 5 * 60_000).toISOString();
  const file = JSON.stringify({
    format: 'tend-export',
    version: 2,
    exportedAt: new Date().toISOString(),
    profile: { name: 'Sam from the other server', timezone: 'UTC', supplements: ['Vitamin D'] },
    journalEntries: [
      {
        id: randomUUID(),
        type: 'food',
        content: 'Miso soup with tofu',
        occurredAt,
        details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
      },
      {
        id: randomUUID(),
        type: 'symptom',
        content: '',
        occurredAt,
        details: { symptomRatings: { 'Other: Cramps': 2 }, time_of_day: 'morning' },
      },
    ],
    medicationChanges: [],
    experiments: [],
    reminders: {
      reminders: [
        { kind: 'check-in', time: '20:30', weekdays: [1, 2, 3, 4, 5], channel: 'push', enabled: true },
      ],
      devices: [{ label: 'Old phone', addedAt: occurredAt }],
    },
  });
  await openImport(page);
  await chooseFile(page, 'tend-export.json', file);
  await expect(page.getByText("Tend's own export")).toBeVisible();
  await expect(page.getByText('Sam from the other server')).toBeVisible();
  await expect(page.getByText('1 reminder', { exact: true })).toBeVisible();
  await expect(page.getByText('Your profile’s supplements will be filled from the file.')).toBeVisible();
  await expect(
    page.getByText('Your profile’s name stays as you set it: the file’s is not taken.'),
  ).toBeVisible();
  await expect(page.getByText(/Devices allowed to notify .*: 1/)).toBeVisible();
  // Tend keeps a custom symptom as 'Other: Cramps'; the preview names it as the person typed it.
  await page.getByLabel('What Cramps becomes').selectOption({ label: 'New symptom: Cramps' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 2 entries and 1 reminder.')).toBeVisible({ timeout: 30_000 });

  await openHistory(page);
  await expect(page.getByText('Miso soup with tofu')).toBeVisible();
  await expect(page.getByText('Cramps (Custom)')).toBeVisible();
  await expectTrendsSeries(page, 'Cramps', 1);
  await expectInsightsJournal(page, 'So far your journal holds 1 meal and 1 check-in over 1 day.');

  await openImport(page);
  await chooseFile(page, 'tend-export.json', file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing new: everything in this file was already imported.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Undo the import of tend-export.json' }).click();
  await expect(page.getByText('Import undone')).toBeVisible();
  await openHistory(page);
  await expect(page.getByText('Miso soup with tofu')).toHaveCount(0);
});

test('the import shows its progress in steps that only move forward, with an accessible bar', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  const today = await serverToday(page);
  // 60 days of a check-in and a meal each: 120 entries.
  const rows = ['date,date formatted,weekday,time of day,category,rating/amount,detail,notes'];
  for (let back = 60; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    rows.push(`${day},${bearableDate(day)},Monday,am,Symptoms,2,Headache (Moderate),`);
    rows.push(`${day},${bearableDate(day)},Monday,mid,Meals,,Meals: Soup | Bread,`);
  }
  await openImport(page);
  await chooseFile(page, 'bearable-two-months.csv', rows.join('\n'));
  await page.getByLabel('What Headache becomes').selectOption({ label: 'New symptom: Headache' });

  // Every step the page shows, recorded as it changes, to check their order once it is over.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importSteps: string[] }).importSteps = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        if (/^Step \d of 3/.test(text) && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The import is held before it leaves the browser, so the first step can be looked at unhurried.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/imports', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Step 1 of 3: sending the file.' })).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^Sending the file/);
  await expectNoAxeViolations(page);

  release();
  await expect(page.getByText('Imported 120 entries.')).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  const steps = await page.evaluate(() => (window as unknown as { importSteps: string[] }).importSteps);
  const numbers = steps.map((step) => Number(step.match(/^Step (\d)/)?.[1]));
  expect(numbers[0]).toBe(1);
  expect(numbers).toEqual([...numbers].sort());
});

const DAY_MS = 86_400_000;

/** A fixture's dates moved `days` later: day keys and ISO instants in text, and millisecond instants. */
function shifted(value: unknown, days: number): unknown {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return value.length === 10
      ? addDays(value, days)
      : new Date(Date.parse(value) + days * DAY_MS).toISOString();
  }
  if (typeof value === 'number' && value > 1e12) return value + days * DAY_MS;
  if (Array.isArray(value)) return value.map((item) => shifted(item, days));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shifted(item, days)]));
  }
  return value;
}

/** Trends, once loaded, with the chart of `symptom` and how many days of the range had a check-in. */
async function expectTrendsSeries(page: Page, symptom: string, days: number) {
  await page.goto('/app/trends');
  await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible({ timeout: 60_000 });
  const chart = page
    .getByRole('region', { name: symptom, exact: true })
    .getByRole('img', { name: new RegExp(`${symptom}, daily ratings from`) });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart).toHaveAccessibleName(
    new RegExp(`${days} ${days === 1 ? 'day' : 'days'} of 30 had a check-in`),
  );
  await expectNoAxeViolations(page);
}

/** Insights, once loaded, saying how much journal it reads. */
async function expectInsightsJournal(page: Page, sentence: string | RegExp) {
  await page.goto('/app/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Wellness Patterns' })).toContainText(sentence, {
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
}

test('a Flaredown CSV: preview, one mapping corrected, imported, in History, Trends and Insights, not twice, undone', async ({
  page,
  signUpOnboarded,
}) => {
  test.slow();
  await signUpOnboarded({ timezone: 'UTC' });
  // The fixture's three days, moved to end yesterday, so they fall in Trends' 30 days.
  const yesterday = addDays(await serverToday(page), -1);
  const offset = daysBetween('2019-05-03', yesterday);
  const csv = ['2019-05-01', '2019-05-02', '2019-05-03'].reduce(
    (text, day) => text.replaceAll(day, addDays(day, offset)),
    flaredownCsv,
  );

  await openImport(page);
  await chooseFile(page, 'flaredown.csv', csv);
  await expect(page.getByText('Flaredown', { exact: true })).toBeVisible();
  await expect(page.getByText('3 symptom check-ins')).toBeVisible();
  await expect(page.getByText('2 meals', { exact: true })).toBeVisible();
  await expect(page.getByText(/Weather readings/)).toBeVisible();
  await page.getByLabel('What Abdominal pain becomes').selectOption({ label: 'Same as my Joint pain' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Imported \d+ entries\.$/)).toBeVisible({ timeout: 30_000 });

  await openHistory(page);
  const lastCheckIn = page.getByRole('article').filter({ hasText: 'Tags: bad day' }).last();
  await expect(lastCheckIn).toContainText('Imported');
  await expect(lastCheckIn).toContainText('Joint pain');
  await expect(page.getByRole('article').filter({ hasText: 'Toast, Coffee' }).last()).toContainText(
    'Imported',
  );
  await expect(page.getByText('Abdominal pain')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await expectTrendsSeries(page, 'Joint pain', 3);
  await expect(page.getByRole('region', { name: 'Abdominal pain', exact: true })).toHaveCount(0);

  // Three imported days with a check-in count toward the days patterns need.
  await expectInsightsJournal(page, /Tend can start looking for patterns after about 18 more days/);

  // Every entry is known by where in the file it came from, whatever its symptoms are mapped to.
  await expectNotTwiceThenUndone(page, {
    again: { name: 'flaredown-again.csv', text: csv },
    importedBefore: 8,
    firstFileName: 'flaredown.csv',
  });
});

test('a Pocket Symptom Tracker backup: preview, one mapping corrected, imported, in History, Trends and Insights, not twice, undone', async ({
  page,
  signUpOnboarded,
}) => {
  test.slow();
  await signUpOnboarded({ timezone: 'UTC' });
  const yesterday = addDays(await serverToday(page), -1);
  const backup = JSON.stringify(
    shifted(JSON.parse(pocketSymptomTrackerJson), daysBetween('2025-10-03', yesterday)),
  );

  await openImport(page);
  await chooseFile(page, 'pocket-backup.json', backup);
  await expect(page.getByText('Pocket Symptom Tracker', { exact: true })).toBeVisible();
  await expect(page.getByText('Robin')).toBeVisible();
  await expect(page.getByText('3 symptom check-ins')).toBeVisible();
  await expect(page.getByText('2 meals', { exact: true })).toBeVisible();
  await expect(page.getByText(/read in UTC/)).toBeVisible();
  await page.getByLabel('What Bloating becomes').selectOption({ label: 'Leave out' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Imported \d+ entries\.$/)).toBeVisible({ timeout: 30_000 });

  await openHistory(page);
  await expect(page.getByRole('article').filter({ hasText: 'Rye bread, Cheddar' }).last()).toContainText(
    'Imported',
  );
  await expect(page.getByRole('article').filter({ hasText: 'Where: lower left' }).last()).toContainText(
    'Imported',
  );
  await expect(page.getByText('Bloating')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await expectTrendsSeries(page, 'Abdominal pain', 1);
  await expect(page.getByRole('region', { name: 'Bloating', exact: true })).toHaveCount(0);

  // The imported days are the journal Insights reads: its meals, both check-ins (Abdominal pain,
  // kept as new, joined the profile's symptoms beside Fatigue) and the days they span, which no
  // longer reach the backup's last day, as Bloating (left out) was all it held.
  await expectInsightsJournal(page, 'So far your journal holds 2 meals and 2 check-ins over 2 days.');

  await expectNotTwiceThenUndone(page, {
    again: { name: 'pocket-backup-again.json', text: backup },
    importedBefore: 7,
    leaveOut: 'Bloating',
    firstFileName: 'pocket-backup.json',
  });
});

test("the dashboard's offer, put away on one device, is gone on another", async ({
  page,
  browser,
  baseURL,
  signUpOnboarded,
}) => {
  test.slow();
  const account = await signUpOnboarded();
  const offerName = 'Kept a diary in another app?';
  // A second browser, with its own storage, signed in as the same person: it is offered too.
  const laptop = await browser.newContext({ baseURL });
  const other = await laptop.newPage();
  const signedIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL as string },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await other.goto('/app/home');
  await expect(other.getByRole('complementary', { name: offerName })).toBeVisible({ timeout: 60_000 });

  await page.goto('/app/home');
  const offer = page.getByRole('complementary', { name: offerName });
  await expect(offer).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  const dismissed = page.waitForResponse(
    (response) => response.url().endsWith('/api/imports/offer') && response.status() === 204,
  );
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await dismissed;

  // The other browser, reloaded: the account's answer holds there too.
  const listed = other.waitForResponse((response) => response.url().endsWith('/api/imports'));
  await other.reload();
  expect(((await (await listed).json()) as { offerDismissed: boolean }).offerDismissed).toBe(true);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(other.getByRole('complementary', { name: offerName })).toHaveCount(0);
  await laptop.close();
});
