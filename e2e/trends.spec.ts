import type { Page } from '@playwright/test';
import { todayKey } from '../domain/common/day-boundaries.ts';
import { addDays } from '../domain/common/day-key.ts';
import { backdateAccount } from './support/e2e-database.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, expectNoAxeViolations, test, writeEntryViaApi } from './support/test.ts';

// The Trends page and the dashboard's week at a glance: charts with their text
// alternatives, the range picker, keyboard, 1280 and 390 px, light and dark.

const meal = (date: string, content: string, mealTime = 'lunch') =>
  ({ type: 'food', date, content, details: { mealTime, mealSize: 'medium', mealSource: 'home' } }) as const;
const checkIn = (date: string, symptomRatings: Record<string, number>, time_of_day = 'morning') =>
  ({ type: 'symptom', date, details: { symptomRatings, time_of_day } }) as const;

const today = () => todayKey(new Date(), 'UTC');

/** Ten days of journal with a gap 3 days ago; dairy in two meals. */
async function journalWithAGap(page: Page, origin: string) {
  const now = today();
  for (const back of [9, 6, 5, 4, 2, 1, 0]) {
    const day = addDays(now, -back);
    await writeEntryViaApi(
      page,
      origin,
      meal(day, back % 2 === 0 ? 'Cheese omelette' : 'Rice and vegetables'),
    );
    await writeEntryViaApi(page, origin, checkIn(day, { 'Joint pain': (back % 5) + 1, Fatigue: 2 }));
  }
}

function chartCard(page: Page, symptom: string) {
  return page.getByRole('region', { name: symptom, exact: true });
}

test.beforeEach(async ({ page, baseURL, signUpOnboarded }) => {
  const account = await signUpOnboarded({ symptoms: ['Joint pain', 'Fatigue'], timezone: 'UTC' });
  await backdateAccount(account.email, 12);
  await journalWithAGap(page, baseURL as string);
});

test('Trends at 1280 px: reachable from the navigation, a chart per symptom with its numbers, gaps left as gaps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trends' }).click();
  await expect(page).toHaveURL(/\/app\/trends$/);
  await expect(page).toHaveTitle('Trends · Tend');
  await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Doctor report' })).toHaveAttribute('href', '/app/report');
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  const pain = chartCard(page, 'Joint pain');
  const chart = pain.getByRole('img', { name: /Joint pain, daily ratings from/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/7 days of 30 had a check-in/);
  await expect(chartCard(page, 'Fatigue')).toBeVisible();
  // The daily-average line is split where a day has no check-in: 3 runs for 9 | 6,5,4 | 2,1,0.
  await expect(pain.locator('path.stroke-primary')).toHaveCount(3);
  // Each run's dots are one path, not an element per day (a year's range would be thousands).
  await expect(pain.locator('path.fill-primary')).toHaveCount(3);
  await expect(pain.locator('svg[role="img"] circle')).toHaveCount(0);
  // A closed disclosure's table is not in the page at all, only drawn once opened.
  await expect(pain.locator('table')).toHaveCount(0);

  // The numbers, by keyboard: the disclosure's summary is reached with Tab and opened with Enter.
  const summary = pain.getByText('Show the numbers for Joint pain');
  await tabTo(page, summary, 200);
  await page.keyboard.press('Enter');
  const table = pain.getByRole('table', { name: 'Joint pain ratings per day, 0 to 5' });
  await expect(table).toBeVisible();
  const gapDay = addDays(today(), -3);
  const [, month, day] = gapDay.split('-').map(Number) as [number, number, number];
  const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    month - 1
  ];
  await expect(table.getByRole('row', { name: new RegExp(`${monthName} ${day} No check-in`) })).toBeVisible();

  // One meal and one check-in a day: logged, but never the goal of 2 and 2.
  await expect(page.getByRole('region', { name: 'Logging' })).toContainText('0 days met the daily goal');
  await expect(page.getByRole('region', { name: 'Trigger foods per week' })).toContainText('Dairy');
  await expectNoAxeViolations(page);
});

test('the page asks for its data once, announced with the page, and the range lives in the address', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/trends') asked.push(url.search);
  });
  const response = await page.goto('/app/trends?range=90');
  expect(response?.headers().link).toContain('</api/trends?range=90>; rel=preload; as=fetch; crossorigin');
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chartCard(page, 'Joint pain').getByRole('img')).toHaveAccessibleName(/of 90 had a check-in/);
  expect(asked).toEqual(['?range=90']);
});

test('the range: 7 days, a custom range, and a refused one', async ({ page }) => {
  await page.goto('/app/trends');
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chartCard(page, 'Joint pain').getByRole('img')).toHaveAccessibleName(
    /6 days of 7 had a check-in/,
  );

  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByLabel('From', { exact: true }).fill(addDays(today(), -9));
  await page.getByLabel('To', { exact: true }).fill(addDays(today(), -4));
  await page.getByRole('button', { name: 'Show these days' }).click();
  await expect(page).toHaveURL(/from=.*&to=/);
  await expect(chartCard(page, 'Joint pain').getByRole('img')).toHaveAccessibleName(
    /4 days of 6 had a check-in/,
  );

  await page.getByLabel('From', { exact: true }).fill(addDays(today(), -2));
  await page.getByLabel('To', { exact: true }).fill(addDays(today(), -4));
  await page.getByRole('button', { name: 'Show these days' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expectNoAxeViolations(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Trends at 390 px in ${colorScheme} mode: nothing wider than the screen, no axe violations`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/trends?range=90');
    await expect(chartCard(page, 'Joint pain').getByRole('img')).toBeVisible();
    for (const summary of await page.locator('summary').all()) await summary.click();
    await expect(page.getByRole('table', { name: 'Meals with each trigger food, per week' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await chartCard(page, 'Joint pain').getByRole('img').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
}

test('the dashboard shows the week at a glance, today’s entries and links to Trends', async ({ page }) => {
  await page.goto('/app/home');
  const week = page.getByRole('region', { name: 'Your week', exact: true });
  const table = week.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Today' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Logged/ })).toBeVisible();
  // Three days ago had no check-in: the strip says so rather than showing a 0.
  await expect(table.getByRole('row', { name: /^Joint pain/ })).toContainText('No check-in');
  await expect(week.getByRole('link', { name: 'See your trends' })).toHaveAttribute('href', '/app/trends');
  await expect(page.getByRole('region', { name: "Today's entries" })).toContainText('Cheese omelette');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(week).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('History links to Trends', async ({ page }) => {
  await page.goto('/app/journal/history');
  await page.getByRole('link', { name: 'See your trends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
});

test('a reported pattern is marked on its symptom on Trends and leads the dashboard', async ({ page }) => {
  // The engine needs weeks of data for a pattern; the answer is the server's own, with the cached
  // insights' pattern added as the API would report it (its reading of user_insights is tested in
  // server/features/trends/trends.test.ts).
  const pattern = {
    title: 'Dairy may be linked to your joint pain',
    confidence: 0.86,
    description: 'Your joint pain was higher in the day after dairy.',
    trigger: 'dairy',
    symptom: 'Joint pain',
  };
  await page.route(
    (url) => url.pathname === '/api/trends',
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.patterns = [pattern];
      for (const series of body.symptoms) {
        if (series.symptom === pattern.symptom) series.patterns = [{ ...pattern, symptom: undefined }];
      }
      await route.fulfill({ response, json: body });
    },
  );

  await page.goto('/app/trends');
  const pain = chartCard(page, 'Joint pain');
  await expect(pain.getByText(`Pattern: ${pattern.title}`)).toBeVisible();
  await expect(pain).toContainText('Likely, 86%');
  await expect(chartCard(page, 'Fatigue').getByText(/^Pattern:/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/app/home');
  const strongest = page.getByRole('region', { name: 'Strongest pattern' });
  await expect(strongest).toContainText(pattern.title);
  await expect(strongest.getByRole('link', { name: 'Open Insights' })).toHaveAttribute(
    'href',
    '/app/insights',
  );
  await expectNoAxeViolations(page);
});
