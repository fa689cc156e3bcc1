import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, weekdayIndex } from '../domain/common/day-key.ts';
import { HBI } from '../domain/questionnaires/instruments.ts';
import { scoreDayLabel } from '../domain/report/scores-section.ts';
import { backdateAccount } from './support/e2e-database.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './support/test.ts';

// A filled questionnaire everywhere it goes: the HBI filled in one press per question plus one to
// save; its score on Trends (a chart over the bands, and a table) and in the doctor report's text
// (pdf.js); a person with two conditions answering both checks on the due day; the form, the card
// and the chart axe clean in light and dark at 1280 and 390 px; and answers in progress gone from
// the browser once the person signs out or deletes the account.

// A signed-in page on a loaded machine can take far longer than the default 10 s to show (see
// trends-factors.spec.ts): wait up to 30 s, within the slow test budget.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

async function questionnaireDay(page: Page): Promise<string> {
  const overview = await page.request.get('/api/questionnaires');
  expect(overview.ok(), await overview.text()).toBe(true);
  return ((await overview.json()) as { today: string }).today;
}

/** Every questionnaire the profile offers is due today. */
async function dueToday(page: Page, origin: string): Promise<string> {
  const today = await questionnaireDay(page);
  const settings = await page.request.put('/api/questionnaires/settings', {
    data: { frequency: 'weekly', weekday: weekdayIndex(today), instruments: null },
    headers: { origin },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return today;
}

async function saveHbiViaApi(page: Page, origin: string, date: string, answers: Record<string, unknown>) {
  const response = await page.request.post('/api/questionnaires', {
    data: { instrument: 'hbi', date, answers },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Counts what the person does from now on: each press of a pointer or a key. */
async function countInteractions(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { interactions: number };
    counted.interactions = 0;
    for (const type of ['pointerdown', 'keydown']) {
      document.addEventListener(
        type,
        () => {
          counted.interactions += 1;
        },
        { capture: true },
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { interactions: number }).interactions);
}

test('the HBI costs one press per question plus one to save, then shows on Trends and in the doctor report', async ({
  page,
  baseURL,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const origin = baseURL as string;
  const { email } = await signUpViaApi();
  await completeOnboardingViaApi({ conditions: ["Crohn's Disease"] });
  // A score two weeks ago, so Trends and the report have a line and a previous one to compare.
  await backdateAccount(email, 20);
  const today = await questionnaireDay(page);
  const earlier = addDays(today, -14);
  await saveHbiViaApi(page, origin, earlier, {
    'well-being': 2,
    'abdominal-pain': 2,
    'liquid-stools': 4,
    'abdominal-mass': 0,
    complications: ['arthralgia'],
  });

  await page.goto('/app/questionnaires/hbi');
  await expect(page.getByRole('heading', { level: 1, name: 'Harvey-Bradshaw Index' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  const interactions = await countInteractions(page);

  // Each answer is one tap that also moves on to the next question.
  await page.getByRole('button', { name: 'Slightly below par' }).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Mild', exact: true }).click();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page.getByText('Question 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'None', exact: true }).click();
  await expect(page.getByText('Question 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'None of these: next' }).click();
  await expect(page.getByRole('heading', { name: 'That was the last question' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and see my score' }).click();
  // 1 + 1 + 3 + 0 + 0 = 5: mild (5 to 7), down from 2 + 2 + 4 + 0 + 1 = 9.
  await expect(page.getByText(/^5, mild/)).toBeVisible();
  expect(await interactions()).toBe(HBI.items.length + 1);

  // Trends: the chart over its bands, named and described for a screen reader, and its table.
  await page.goto('/app/trends');
  const section = page.getByRole('region', { name: 'Harvey-Bradshaw Index' });
  const chart = section.getByRole('img', { name: /^HBI scores from/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(
    /2 scores on a scale of 0 to \d+\. .*: 9, moderate; .*: 5, mild\. Bands: remission from 0, mild from 5, moderate from 8, severe from 17\./,
  );
  // The four bands are drawn behind the line, each named beside the chart.
  for (const band of ['remission', 'mild', 'moderate', 'severe']) {
    await expect(chart.locator('tspan', { hasText: new RegExp(`^${band}$`) })).toHaveCount(1);
  }
  await expect(section.getByText(/^Last 5, mild on .* · 2 scores$/)).toBeVisible();
  // Two scores are something in these days: no "Nothing logged" above their chart.
  await expect(page.getByRole('heading', { name: 'Nothing logged in these days' })).toHaveCount(0);
  await section.getByText('Show the numbers for HBI').click();
  const table = section.getByRole('table', { name: /^Harvey-Bradshaw Index: each score/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  const lastRow = table.getByRole('row').last();
  await expect(lastRow.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  await expect(lastRow.getByRole('cell', { name: 'mild', exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell', { name: 'moderate' })).toBeVisible();

  // The doctor report: the instrument, its reference, the last value and its band.
  await page.goto('/app/report');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (PDF)' }).click();
  const bytes = await readFile(await (await downloading).path());
  const text = (await pdfText(page, bytes)).replace(/\s+/g, ' ');
  expect(text).toContain('Clinical questionnaires');
  expect(text).toContain('Harvey-Bradshaw Index');
  expect(text).toContain(`Reference: ${HBI.reference}`);
  expect(text).toContain(`Last: 5, mild (${scoreDayLabel(today)}).`);
  expect(text).toContain('Range: 5 to 9');
  expect(text).toContain(`Filled in twice, from ${scoreDayLabel(earlier)} to ${scoreDayLabel(today)}.`);
});

test('a person with Crohn’s and rheumatoid arthritis gets both checks on the due day and answers both', async ({
  page,
  baseURL,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await signUpViaApi();
  await completeOnboardingViaApi({ conditions: ["Crohn's Disease", 'Rheumatoid Arthritis'] });
  await dueToday(page, baseURL as string);

  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  const crohns = page.getByRole('region', { name: "Your weekly Crohn's check: 5 questions, about a minute" });
  const arthritis = page.getByRole('region', {
    name: 'Your weekly rheumatoid arthritis check: 3 questions, about a minute',
  });
  await expect(crohns).toBeVisible();
  await expect(arthritis).toBeVisible();

  // Each card's link says whose check it starts, for a screen reader's list of links.
  await expect(
    arthritis.getByRole('link', { name: 'Start the check for rheumatoid arthritis' }),
  ).toBeVisible();
  await crohns.getByRole('link', { name: "Start the check for Crohn's", exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harvey-Bradshaw Index' })).toBeVisible();
  await page.getByRole('button', { name: 'Very well' }).click();
  await page.getByRole('button', { name: 'None', exact: true }).click();
  await page.getByRole('button', { name: '1', exact: true }).click();
  await expect(page.getByText('Question 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'None', exact: true }).click();
  await page.getByRole('button', { name: 'None of these: next' }).click();
  await page.getByRole('button', { name: 'Save and see my score' }).click();
  await expect(page.getByText(/^1, remission/)).toBeVisible();

  // Back on the dashboard only the arthritis check is left.
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(arthritis).toBeVisible();
  await expect(crohns).toHaveCount(0);
  await arthritis.getByRole('link', { name: /^Start the check/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'ACR core set: patient-reported items' }),
  ).toBeVisible();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: '4', exact: true }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: '30', exact: true }).click();
  await page.getByRole('button', { name: 'Save and see my score' }).click();
  await expect(page.getByText(/Morning stiffness: 30 minutes/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your weekly .* check/ })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the card, the form and the Trends score chart in ${colorScheme} mode at 1280 and 390 px are axe clean`, async ({
    page,
    baseURL,
    signUpViaApi,
    completeOnboardingViaApi,
  }) => {
    // Ten axe scans on three kinds of page.
    test.setTimeout(360_000);
    const origin = baseURL as string;
    await page.emulateMedia({ colorScheme });
    const { email } = await signUpViaApi();
    await completeOnboardingViaApi({ conditions: ["Crohn's Disease"] });
    await backdateAccount(email, 10);
    const today = await dueToday(page, origin);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/app/home');
      // The answers of the wider run would resume at its last screen: start each width afresh.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.includes('questionnaire-draft')) localStorage.removeItem(key);
      });
      const card = page.getByRole('region', { name: /^Your weekly Crohn's check/ });
      await expect(card).toBeVisible({ timeout: 45_000 });
      await expectFits(page, width);
      await expectNoAxeViolations(page);

      await card.getByRole('link', { name: /^Start the check/ }).click();
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      await expectFits(page, width);
      await expectNoAxeViolations(page);
      // Each kind of question: a scale, a count with its usual counts, a checklist, the last screen.
      await page.getByRole('button', { name: 'Poor', exact: true }).click();
      await page.getByRole('button', { name: 'Moderate', exact: true }).click();
      await expect(page.getByText('Question 3 of 5')).toBeVisible();
      await expectFits(page, width);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '6', exact: true }).click();
      await page.getByRole('button', { name: 'Dubious' }).click();
      await expect(page.getByText('Question 5 of 5')).toBeVisible();
      await expectFits(page, width);
      await expectNoAxeViolations(page);
      await page.getByRole('checkbox', { name: 'Mouth ulcers (aphthous ulcers)' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Save and see my score' })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // Two scores on Trends, one in each of two bands.
    await saveHbiViaApi(page, origin, addDays(today, -7), {
      'well-being': 3,
      'abdominal-pain': 2,
      'liquid-stools': 6,
      'abdominal-mass': 1,
      complications: ['aphthous-ulcers'],
    });
    await saveHbiViaApi(page, origin, today, {
      'well-being': 0,
      'abdominal-pain': 1,
      'liquid-stools': 1,
      'abdominal-mass': 0,
      complications: [],
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/app/trends');
      const section = page.getByRole('region', { name: 'Harvey-Bradshaw Index' });
      await expect(section.getByRole('img', { name: /^HBI scores from/ })).toBeVisible();
      await section.getByText('Show the numbers for HBI').click();
      await expect(section.getByRole('table')).toBeVisible();
      await expectFits(page, width);
      expect(
        (await section.getByRole('img', { name: /^HBI scores from/ }).boundingBox())?.width,
      ).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  });
}

test('answers in progress leave the browser when the person signs out, and when the account is deleted', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const { email, password } = await signUpViaApi();
  await completeOnboardingViaApi({ conditions: ["Crohn's Disease"] });
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('questionnaire-draft')));

  await page.goto('/app/questionnaires/hbi');
  await page.getByRole('button', { name: 'Poor', exact: true }).click({ timeout: 45_000 });
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect.poll(drafts).toHaveLength(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await drafts()).toEqual([]);

  // The same person signing in again starts afresh: nothing was left to resume.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/questionnaires/hbi');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Poor', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('button', { name: 'Very poor', exact: true }).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect.poll(drafts).toHaveLength(1);
  await page.goto('/app/profile');
  await page.getByRole('button', { name: /^Your data/ }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  expect(await drafts()).toEqual([]);
});

/** Nothing on the page is wider than the screen. */
async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
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
