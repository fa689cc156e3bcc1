import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from './support/test.ts';

// A person shares their report with a clinician: a link with a passcode, opened in a browser that
// has never seen Tend (no cookies), read, downloaded as PDF and FHIR, then revoked.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

async function readDownload(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test('a link with a passcode opens the report in a fresh browser, downloads both files, and ends when revoked', async ({
  page,
  browser,
  signUpOnboarded,
  logEntryViaApi,
}) => {
  await signUpOnboarded({ name: 'Robin Tester' });
  await logEntryViaApi('food');
  await logEntryViaApi('symptom');

  await page.goto('/app/profile');
  await page.getByRole('link', { name: 'Share with a clinician' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share with a clinician' })).toBeVisible();
  await page.getByLabel('Label').fill('Dr Okafor, March visit');
  await page.getByLabel('Your name on the report').fill('R. T.');
  await page.getByLabel('Passcode (optional)').fill('482915');
  await page.getByRole('button', { name: 'Make the link' }).click();
  const linkField = page.getByRole('textbox', { name: /Link for/ });
  await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  await expect(page.getByRole('img', { name: /QR code of the link/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The clinician: a new browser context, no cookies, no session.
  const clinician = await browser.newContext({ acceptDownloads: true });
  const view = await clinician.newPage();
  await view.goto(url);
  await expect(view.getByRole('heading', { name: 'Enter the passcode' })).toBeVisible();
  await view.getByLabel('Passcode').fill('482915');
  await view.getByRole('button', { name: 'Open the report' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Symptom and food report' })).toBeVisible();
  await expect(view.getByText('Shared by the person it belongs to; not medical advice.')).toBeVisible();
  await expect(view.getByText(/R\. T\. ·/)).toBeVisible();
  await expect(view.getByText('Robin Tester')).toHaveCount(0);
  await expect(view.getByRole('img', { name: /Joint pain/ })).toBeVisible();
  await expect(view.locator('a[href]')).toHaveCount(0);
  expect(await clinician.cookies()).toEqual([]);
  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const) {
    await view.setViewportSize({ width, height: 900 });
    await view.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(view);
  }

  const pdf = await readDownload(view, 'Download the PDF');
  expect(pdf.name).toMatch(/^tend-report-.*\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const fhir = await readDownload(view, 'Download as FHIR (JSON)');
  const bundle = JSON.parse(fhir.bytes.toString()) as {
    resourceType: string;
    type: string;
    entry: unknown[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(bundle.entry.length).toBeGreaterThan(1);

  // The owner sees the openings, and revokes.
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: 'Dr Okafor, March visit' });
  await expect(item.getByText(/Last opened/)).toBeVisible();
  await item.getByRole('button', { name: /Revoke/ }).click();
  await expect(item.getByText('Revoked', { exact: false })).toBeVisible();

  const after = await clinician.request.get(url);
  expect(after.status()).toBe(410);
  expect(await after.text()).not.toContain('Joint pain');
  await view.goto(url);
  await expect(view.getByRole('heading', { name: 'This link has ended' })).toBeVisible();
  await clinician.close();
});
