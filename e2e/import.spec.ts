import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays } from '../domain/common/day-key.ts';
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

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel('Choose a file to import')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: 'What this file holds' })).toBeVisible({ timeout: 30_000 });
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

  await page.goto('/app/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your data' })).toBeVisible({
    timeout: 60_000,
  });
  await chooseFile(page, 'again.csv', csv);
  await expect(page.getByText('3 of these were imported before and will not be added again.')).toBeVisible();
  await page.getByLabel('What Joint pain becomes').selectOption({ label: 'Leave out' });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing new: everything in this file was already imported.')).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Undo the import of bearable-export.csv' }).click();
  await expect(page.getByText('Import undone')).toBeVisible();
  await openHistory(page);
  await expect(page.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
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
    profile: { name: 'Sam from the other server', timezone: 'UTC' },
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
        details: { symptomRatings: { Cramps: 2 }, time_of_day: 'morning' },
      },
    ],
    medicationChanges: [],
    experiments: [],
  });
  await page.goto('/app/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your data' })).toBeVisible({
    timeout: 60_000,
  });
  await chooseFile(page, 'tend-export.json', file);
  await expect(page.getByText("Tend's own export")).toBeVisible();
  await expect(page.getByText('Sam from the other server')).toBeVisible();
  await page.getByLabel('What Cramps becomes').selectOption({ label: 'New symptom: Cramps' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 2 entries.')).toBeVisible({ timeout: 30_000 });

  await openHistory(page);
  await expect(page.getByText('Miso soup with tofu')).toBeVisible();

  await page.goto('/app/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your data' })).toBeVisible({
    timeout: 60_000,
  });
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
  await page.goto('/app/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your data' })).toBeVisible({
    timeout: 60_000,
  });
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
