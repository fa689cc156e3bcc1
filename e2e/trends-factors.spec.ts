import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays } from '../domain/common/day-key.ts';
import { shortDayLabel } from '../domain/trends/chart-geometry.ts';
import { backdateAccount } from './support/e2e-database.ts';
import { tabTo } from './support/keyboard.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './support/test.ts';

// The tracked factors on Trends: stress and sleep beside the symptoms, bowel movements per day,
// period days as a band and a medication change as a labelled marker on every chart, each with its
// table; a factor turned off is gone; the same change in the doctor report's text (pdf.js).

// A signed-in page on a loaded machine can take far longer than the default 10 s to show (see
// tracking-factors.spec.ts): wait up to 30 s, within the slow test budget.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

type Tracking = { stress: boolean; sleep: boolean; periods: boolean; bowel: boolean };

async function setTracking(page: Page, origin: string, tracking: Tracking) {
  const response = await page.request.put('/api/profile/tracking', { data: tracking, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function post(page: Page, origin: string, url: string, data: Record<string, unknown>) {
  const response = await page.request.post(url, { data, headers: { origin } });
  expect(response.status(), await response.text()).toBe(201);
}

async function today(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/journal/today')).json()) as { date: string }).date;
}

/**
 * Ten days of check-ins with stress and last night's sleep, a period on days 5 and 4 back, bowel
 * movements (blood seen 2 days back), and Humira started a week ago, all through the API.
 */
async function tenDaysWithFactors(page: Page, origin: string) {
  const now = await today(page);
  for (const back of [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]) {
    const date = addDays(now, -back);
    await post(page, origin, '/api/journal/entries', {
      id: randomUUID(),
      type: 'symptom',
      date,
      content: '',
      details: {
        symptomRatings: { 'Joint pain': (back % 5) + 1, Fatigue: 2 },
        time_of_day: 'morning',
        stress: (back % 4) + 1,
        sleepHours: 6 + (back % 3),
        sleepQuality: (back % 5) + 1,
        ...(back === 5 || back === 4 ? { period: true } : {}),
      },
    });
    if (back % 2 === 0) {
      for (const bristolType of [4, 6]) {
        await post(page, origin, '/api/journal/entries', {
          id: randomUUID(),
          type: 'bowel',
          date,
          content: '',
          details: {
            bristolType,
            urgency: bristolType === 6,
            blood: back === 2 && bristolType === 6,
            time_of_day: 'morning',
          },
        });
      }
    }
  }
  await post(page, origin, '/api/medication-changes', {
    date: addDays(now, -7),
    medication: 'Humira',
    change: 'started',
    doseNote: '40 mg every other week',
  });
  return now;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

let todayKey = '';

test.beforeEach(async ({ page, baseURL, signUpOnboarded }) => {
  const account = await signUpOnboarded({ symptoms: ['Joint pain', 'Fatigue'], timezone: 'UTC' });
  await backdateAccount(account.email, 12);
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: true, bowel: true });
  todayKey = await tenDaysWithFactors(page, baseURL as string);
});

test('stress, sleep and bowel movements beside the symptoms, each with its table; the period band and the medication marker on every chart; one request', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/trends') asked.push(url.search);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/trends');
  const started = shortDayLabel(addDays(todayKey, -7));

  // The key says in words what every chart marks.
  const key = region(page, 'Marked on every chart');
  await expect(key.getByRole('list', { name: 'Medication changes in these days' })).toContainText(
    `${started}: Started Humira (40 mg every other week)`,
  );
  await expect(key).toContainText(
    `2 period days, shaded: ${shortDayLabel(addDays(todayKey, -5))} to ${shortDayLabel(addDays(todayKey, -4))}.`,
  );

  // Every chart, symptom or factor, carries the marker (labelled) and the period band.
  const charts = page.locator('section svg[role="img"]');
  // Joint pain, Fatigue, Stress, Sleep hours and quality, bowel movements and their type.
  await expect(charts).toHaveCount(7);
  for (const chart of await charts.all()) {
    await expect(chart.locator('text', { hasText: 'Started Humira' })).toHaveCount(1);
    await expect(chart.locator('line[stroke-dasharray="4 3"]')).toHaveCount(1);
    await expect(chart.locator('rect.fill-danger-soft')).toHaveCount(1);
    await expect(chart).toHaveAccessibleName(
      new RegExp(`2 period days are shaded\\. Marked: Started Humira on ${started}\\.`),
    );
  }

  const stress = region(page, 'Stress');
  await expect(stress.getByRole('img', { name: /^Stress, daily average from/ })).toHaveAccessibleName(
    /10 days of 30 had stress recorded/,
  );
  const sleep = region(page, 'Sleep');
  await expect(sleep.getByRole('img', { name: /^Hours of sleep from/ })).toBeVisible();
  await expect(sleep.getByRole('img', { name: /^Sleep quality from/ })).toBeVisible();
  const bowel = region(page, 'Bowel movements');
  await expect(bowel).toContainText('10 movements on 5 days');
  await expect(bowel.getByRole('img', { name: /^Bowel movements per day from/ })).toHaveAccessibleName(
    new RegExp(`Blood seen on 1 day: ${shortDayLabel(addDays(todayKey, -2))}\\.`),
  );
  await expect(bowel.locator('svg[role="img"] path.fill-danger')).toHaveCount(1);

  // The tables: the same numbers, gaps as gaps, and what else each day had.
  await stress.getByText('Show the numbers for Stress').click();
  const stressTable = stress.getByRole('table', { name: 'Stress per day, 1 (calm) to 5 (very stressed)' });
  const weekAgo = addDays(todayKey, -7);
  // 7 days back: stress (7 % 4) + 1 = 4.
  await expect(
    stressTable.getByRole('row', {
      name: new RegExp(`${shortDayLabel(weekAgo)} 4\\.0 4 · Stressed 1 Started Humira`),
    }),
  ).toBeVisible();
  await expect(
    stressTable.getByRole('row', {
      name: new RegExp(`${shortDayLabel(addDays(todayKey, -11))} Not recorded`),
    }),
  ).toBeVisible();
  await sleep.getByText('Show the numbers for Sleep').click();
  // 5 days back: 6 + 2 = 8 hours, quality 1, a period day.
  await expect(
    sleep.getByRole('row', {
      name: new RegExp(`${shortDayLabel(addDays(todayKey, -5))} 8 1 · Very poor Period day`),
    }),
  ).toBeVisible();
  await bowel.getByText('Show the numbers for Bowel movements').click();
  await expect(
    bowel.getByRole('row', { name: new RegExp(`${shortDayLabel(addDays(todayKey, -2))} 2 5\\.0 1 Yes`) }),
  ).toBeVisible();
  await expect(
    bowel.getByRole('row', { name: new RegExp(`${shortDayLabel(addDays(todayKey, -3))} None logged`) }),
  ).toBeVisible();
  await region(page, 'Joint pain').getByText('Show the numbers for Joint pain').click();
  await expect(
    region(page, 'Joint pain').getByRole('row', {
      name: new RegExp(`${shortDayLabel(weekAgo)} .* Started Humira \\(40 mg every other week\\)`),
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(asked).toEqual(['']);
});

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

test('several medication changes days apart: every label or number is shown, none overlaps, at 390 and 1280 px', async ({
  page,
  baseURL,
}) => {
  // Humira is started a week ago (beforeEach); three more changes within days of it.
  const changes = [
    { back: 9, medication: 'Methotrexate', change: 'stopped' },
    { back: 6, medication: 'Prednisone', change: 'dose-changed' },
    { back: 3, medication: 'Vitamin D', change: 'started' },
  ];
  for (const { back, medication, change } of changes) {
    await post(page, baseURL as string, '/api/medication-changes', {
      date: addDays(todayKey, -back),
      medication,
      change,
      doseNote: '',
    });
  }
  const labels = ['Stopped Methotrexate', 'Started Humira', 'Dose changed Prednisone', 'Started Vitamin D'];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/trends');
    // The symptoms', stress's, sleep's and bowel movements' cards, with their 7 charts.
    const cards = page.locator('section').filter({ has: page.locator('svg[role="img"]') });
    await expect(cards).toHaveCount(5);
    await expect(page.locator('section svg[role="img"]')).toHaveCount(7);
    for (const card of await cards.all()) {
      const key = card.getByRole('list', { name: 'Numbered lines on the chart' });
      for (const chart of await card.locator('svg[role="img"]').all()) {
        const svg = (await chart.boundingBox()) as Box;
        const texts = chart.locator('g[data-marker-day] text');
        await expect(texts).toHaveCount(4);
        const boxes: Box[] = [];
        for (const text of await texts.all()) {
          await expect(text).toBeVisible();
          const box = (await text.boundingBox()) as Box;
          // Inside the chart, not cut by its edges.
          expect(box.x).toBeGreaterThanOrEqual(svg.x - 0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
          expect(box.y).toBeGreaterThanOrEqual(svg.y - 0.5);
          boxes.push(box);
        }
        for (const [index, box] of boxes.entries()) {
          for (const other of boxes.slice(index + 1)) {
            expect(apart(box, other), `labels overlap at ${width} px: ${JSON.stringify([box, other])}`).toBe(
              true,
            );
          }
        }
        // Each line says its label, or its number and the key under the card's charts says the rest.
        const shown = await texts.allTextContents();
        if (shown.every((text) => /^\d+$/.test(text))) {
          expect(shown).toEqual(['1', '2', '3', '4']);
          for (const [index, label] of labels.entries()) {
            await expect(key.getByRole('listitem').nth(index)).toContainText(label);
            await expect(key.getByRole('listitem').nth(index)).toBeVisible();
          }
        } else {
          expect(shown).toEqual(labels);
          await expect(key).toHaveCount(0);
        }
      }
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});

test('the medication started last week is in the doctor report’s text too', async ({ page }) => {
  await page.goto('/app/report');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (PDF)' }).click();
  const bytes = await readFile(await (await downloading).path());
  const text = await pdfText(page, bytes);
  expect(text).toContain('Started Humira (40 mg every other week)');
  const [year, month, day] = addDays(todayKey, -7).split('-').map(Number) as [number, number, number];
  const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    month - 1
  ];
  expect(text).toContain(`${monthName} ${day}, ${year}`);
});

test('turning a factor off hides it on Trends; a tracked factor with nothing recorded says so', async ({
  page,
  baseURL,
}) => {
  await setTracking(page, baseURL as string, { stress: false, sleep: true, periods: false, bowel: false });
  await page.goto('/app/trends');
  await expect(region(page, 'Sleep')).toBeVisible();
  await expect(region(page, 'Stress')).toHaveCount(0);
  await expect(region(page, 'Bowel movements')).toHaveCount(0);
  await expect(page.locator('rect.fill-danger-soft')).toHaveCount(0);
  await expect(region(page, 'Marked on every chart')).not.toContainText('period');
  // The medication change is no tracked factor: still marked.
  await expect(region(page, 'Joint pain').locator('text', { hasText: 'Started Humira' })).toHaveCount(1);
  await expect(region(page, 'Joint pain').getByRole('img')).not.toHaveAccessibleName(/period/);

  // Days before anything was recorded: calm words, not an empty chart.
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: true, bowel: true });
  const from = addDays(todayKey, -12);
  const to = addDays(todayKey, -10);
  await page.goto(`/app/trends?from=${from}&to=${to}`);
  const range = `from ${shortDayLabel(from)} to ${shortDayLabel(to)}`;
  await expect(region(page, 'Stress')).toContainText(`No stress recorded ${range}.`);
  await expect(region(page, 'Sleep')).toContainText(`No sleep recorded ${range}.`);
  await expect(region(page, 'Bowel movements')).toContainText(`No bowel movements logged ${range}.`);
  await expect(region(page, 'Stress').getByRole('img')).toHaveCount(0);
  await expect(region(page, 'Marked on every chart')).toContainText(
    `No medication changes recorded ${range}.`,
  );
  await expect(region(page, 'Marked on every chart')).toContainText(`No period days recorded ${range}.`);
  await expectNoAxeViolations(page);
});

test('keyboard only: the range and the factors’ numbers', async ({ page }) => {
  await page.goto('/app/trends');
  await expect(region(page, 'Stress').getByRole('img')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '7 days' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/range=7/);
  await expect(region(page, 'Stress').getByRole('img')).toHaveAccessibleName(
    /7 days of 7 had stress recorded/,
  );

  for (const name of ['Stress', 'Sleep', 'Bowel movements']) {
    await tabTo(page, region(page, name).getByText(`Show the numbers for ${name}`), 200);
    await page.keyboard.press('Enter');
    await expect(region(page, name).getByRole('table')).toBeVisible();
  }
  // The table's scrolling region is reached next, so a keyboard can scroll a long one.
  await page.keyboard.press('Tab');
  await expect(region(page, 'Bowel movements').getByRole('region')).toBeFocused();
  await expect(region(page, 'Bowel movements').getByRole('table').getByRole('row')).toHaveCount(8);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Trends with factors in ${colorScheme} mode at 1280 and 390 px: axe clean, nothing wider than the screen`, async ({
    page,
  }) => {
    // Two axe scans of 90 days with every table open (about 3,000 cells): the best-practice rules
    // (region above all) visit every element, and on a loaded machine one scan took over a minute.
    test.setTimeout(360_000);
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/app/trends?range=90');
      await expect(region(page, 'Bowel movements').getByRole('img').first()).toBeVisible();
      for (const summary of await page.locator('summary').all()) await summary.click();
      await expect(region(page, 'Sleep').getByRole('table')).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      for (const chart of await page.locator('section svg[role="img"]').all()) {
        expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolations(page);
    }
  });
}

const pdfjsFolder = path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'build');

/** The PDF's text as pdf.js reads it, in this browser (as e2e/doctor-report.spec.ts does). */
async function pdfText(page: Page, bytes: Buffer): Promise<string> {
  await page.route('**/__e2e-pdf/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (name === 'viewer.html') {
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>PDF</title><body></body>',
      });
      return;
    }
    await route.fulfill({
      contentType: 'text/javascript',
      body: await readFile(path.join(pdfjsFolder, name)),
    });
  });
  await page.goto('/__e2e-pdf/viewer.html');
  return page.evaluate(async (base64) => {
    const moduleUrl = '/__e2e-pdf/pdf.mjs';
    const pdfjs = await import(moduleUrl);
    pdfjs.GlobalWorkerOptions.workerSrc = '/__e2e-pdf/pdf.worker.mjs';
    const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const pdf = await pdfjs.getDocument({ data }).promise;
    let text = '';
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items as { str?: string; hasEOL?: boolean }[]) {
        if (item.str !== undefined) text += item.str + (item.hasEOL ? '\n' : ' ');
      }
    }
    return text;
  }, bytes.toString('base64'));
}
