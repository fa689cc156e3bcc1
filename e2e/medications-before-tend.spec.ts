import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays } from '../domain/common/day-key.ts';
import {
  MEDICATION_CHANGE_MESSAGES,
  medicationChangeWhen,
} from '../domain/medication-changes/medication-change.ts';
import {
  expect as baseExpect,
  expectNoAxeViolations,
  test,
  uniqueEmail,
  writeEntryViaApi,
} from './support/test.ts';

// People start Tend already on treatment: a medicine taken since before the account is dated as it
// really was, in the profile and in onboarding, and reaches the timeline, the doctor's report and
// Trends (which marks only changes inside its range) without a made-up day.

// Pages of a loaded shared machine can take long to show; the waits are for what a person sees.
// Each test walks several pages and reads a PDF with pdf.js: under a load of 25 on two cores the
// first took 2.8 min to reach the report and timed out in pdf.js at the slow budget of 3 min.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 360_000 });

const pdfjsFolder = path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'build');

async function today(page: Page): Promise<string> {
  const response = await page.request.get('/api/journal/today');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { date: string }).date;
}

/** The text of every page of a PDF, read with pdf.js in this browser, as e2e/doctor-report.spec.ts does. */
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
    return text.replace(/\s+/g, ' ');
  }, bytes.toString('base64'));
}

async function downloadReport(page: Page): Promise<string> {
  await page.goto('/app/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Report for your doctor' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (PDF)' }).click();
  const bytes = await readFile(await (await downloading).path());
  return pdfText(page, bytes);
}

async function logACheckIn(page: Page, origin: string) {
  await writeEntryViaApi(page, origin, {
    type: 'symptom',
    date: await today(page),
    content: '',
    details: { symptomRatings: { 'Joint pain': 3, Fatigue: 2 }, time_of_day: 'morning' },
  });
}

test('a medicine started a year before the account is dated in the profile and reaches the timeline, the report and Trends', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded({ name: 'Robin Since' });
  const day = await today(page);
  const yearBefore = addDays(day, -365);
  const when = medicationChangeWhen({ date: yearBefore });

  // Adding Humira to the profile asks since when; the picker reaches back past the account.
  await page.goto('/app/profile');
  await page.getByRole('button', { name: /^Medications & Supplements/ }).click();
  await page.getByRole('button', { name: 'Adalimumab (Humira and biosimilars)' }).click();
  await page.getByRole('checkbox', { name: 'Humira (adalimumab)' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Since when?' });
  const started = dialog.getByLabel('Started Humira (adalimumab)');
  await expect(started).toHaveAttribute('min', '1900-01-01');
  await expect(started).toHaveAttribute('max', day);
  await started.fill(yearBefore);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Medication history/ }).click();
  const timeline = page.getByRole('list', { name: 'Medication changes, oldest first' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    new RegExp(`^${when}: Started Humira \\(adalimumab\\)`),
  ]);

  // A date in the future or before 1900 is refused by name, and nothing is stored.
  await page.getByRole('button', { name: 'Record a change' }).click();
  await page.getByLabel('Medication or supplement').fill('Prednisone');
  const since = page.getByRole('textbox', { name: 'Since when' });
  await since.fill(addDays(day, 2));
  await page.getByRole('button', { name: 'Record change' }).click();
  await expect(page.getByText(MEDICATION_CHANGE_MESSAGES.futureDate)).toBeVisible();
  await since.fill('1899-12-31');
  await page.getByRole('button', { name: 'Record change' }).click();
  await expect(page.getByText(MEDICATION_CHANGE_MESSAGES.before1900)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  const stored = (await (await page.request.get('/api/medication-changes')).json()) as {
    changes: { date: string; medication: string; change: string }[];
  };
  expect(stored.changes).toEqual([
    expect.objectContaining({ date: yearBefore, medication: 'Humira (adalimumab)', change: 'started' }),
  ]);

  // The report names the medicine with its real start, and lists the change.
  await logACheckIn(page, baseURL as string);
  const report = await downloadReport(page);
  expect(report).toContain(`Humira (adalimumab), started ${when}`);
  expect(report).toContain(
    `Medication changes ${medicationChangeWhen({ date: yearBefore }, 'short')}: Started Humira (adalimumab)`,
  );

  // Trends draws its charts and marks only changes inside its range: this one is a year old.
  await page.goto('/app/trends');
  await expect(page.getByRole('region', { name: 'Joint pain' })).toBeVisible();
  await expect(page.getByText(/Started Humira/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('onboarding asks since when for each medication: a month and a year, shown as the month', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail();
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Robin', email, password: 'gentle-morning-walk-42' },
    headers: { origin: baseURL as string },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const lastYear = String(Number((await today(page)).slice(0, 4)) - 1);

  await page.goto('/onboarding');
  await page.getByRole('checkbox', { name: 'Rheumatoid Arthritis' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 4: Your medications' })).toBeVisible();
  await page.getByRole('button', { name: 'Adalimumab (Humira and biosimilars)' }).click();
  await page.getByRole('checkbox', { name: 'Humira (adalimumab)' }).check();
  const sinceWhen = page.getByRole('region', { name: 'Since when? (optional)' });
  const humira = sinceWhen.getByRole('group', { name: 'Humira (adalimumab), since' });
  // Half an answer keeps the step from going on, and says why (next to Next, and when pressed).
  await humira.getByLabel('Month').selectOption({ label: 'March' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toHaveAccessibleDescription(
    'Please choose both the month and the year you started Humira (adalimumab), or leave both empty.',
  );
  // Playwright will not click an aria-disabled button; a keyboard user can still press it.
  await next.press('Enter');
  await expect(humira.getByLabel('Month')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 4: Your medications' })).toBeVisible();
  // The year by keyboard: typing it in the focused select picks it.
  await humira.getByLabel('Year').focus();
  await page.keyboard.type(lastYear);
  await expect(humira.getByLabel('Year')).toHaveValue(lastYear);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 4: Symptoms to track' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Fatigue' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Step 4 of 4: Food and diet' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Gluten-free' }).check();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page).toHaveURL(/\/app\/home/);

  await page.goto('/app/profile');
  await page.getByRole('button', { name: /^Medication history/ }).click();
  const timeline = page.getByRole('list', { name: 'Medication changes, oldest first' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    new RegExp(`^March ${lastYear}: Started Humira \\(adalimumab\\)`),
  ]);
  await expect(
    timeline.getByRole('button', { name: `Correct: Started Humira (adalimumab), March ${lastYear}` }),
  ).toBeVisible();

  const report = await downloadReport(page);
  expect(report).toContain(`Humira (adalimumab), started March ${lastYear}`);
  expect(report).not.toContain(`Mar 1, ${lastYear}`);
});
