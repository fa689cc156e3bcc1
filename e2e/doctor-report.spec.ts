import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHART_MAX_HEIGHT } from '../server/features/report/pdf-layout.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, expectNoAxeViolations, test, writeEntryViaApi } from './support/test.ts';

// The report page, its download, and the PDF itself read back in this same Chromium: pdf.js draws
// each page on a canvas, and the test compares what the pixels hold with what the text says.

const pdfjsFolder = path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'build');

async function today(page: Page): Promise<string> {
  const response = await page.request.get('/api/journal/today');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { date: string }).date;
}

async function logToday(page: Page, origin: string) {
  const date = await today(page);
  await writeEntryViaApi(page, origin, {
    type: 'food',
    date,
    content: 'Porridge with milk and blueberries',
    details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
  });
  await writeEntryViaApi(page, origin, {
    type: 'symptom',
    date,
    content: 'Knuckles swollen after the walk',
    details: { symptomRatings: { 'Joint pain': 4, Fatigue: 2 }, time_of_day: 'morning' },
  });
  await writeEntryViaApi(page, origin, {
    type: 'symptom',
    date,
    content: '',
    details: { symptomRatings: { 'Joint pain': 2, Fatigue: 1 }, time_of_day: 'evening' },
  });
  return date;
}

type PageReading = {
  text: string;
  width: number;
  height: number;
  dark: number;
  blue: number;
  red: number;
  /** Where the chart colours are, in canvas pixels; null when there are none. */
  colourBox: { top: number; bottom: number; left: number; right: number } | null;
  /** Canvas y of each line of text that is exactly a symptom's name (the charts' headings). */
  headings: Record<string, number>;
};

/**
 * Draws every page of `bytes` with pdf.js in a blank page of this browser (served by the test, so
 * the app's CSP and service worker are not involved) and counts the ink on each.
 */
async function renderPdf(page: Page, bytes: Buffer, headingNames: string[]): Promise<PageReading[]> {
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
  return page.evaluate(
    async ({ base64, names }) => {
      const moduleUrl = '/__e2e-pdf/pdf.mjs';
      const pdfjs = await import(moduleUrl);
      pdfjs.GlobalWorkerOptions.workerSrc = '/__e2e-pdf/pdf.worker.mjs';
      const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const pdf = await pdfjs.getDocument({ data }).promise;
      const readings = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const pdfPage = await pdf.getPage(number);
        const viewport = pdfPage.getViewport({ scale: 1 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await pdfPage.render({ canvasContext: context, viewport, canvas }).promise;
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        let blue = 0;
        let red = 0;
        let box: { top: number; bottom: number; left: number; right: number } | null = null;
        for (let index = 0; index < pixels.length; index += 4) {
          const [r, g, b] = [pixels[index] ?? 255, pixels[index + 1] ?? 255, pixels[index + 2] ?? 255];
          if (0.3 * r + 0.59 * g + 0.11 * b < 128) dark += 1;
          const isBlue = b > 150 && r < 110 && g < 140;
          const isRed = r > 140 && g < 90 && b < 90;
          if (isBlue) blue += 1;
          if (isRed) red += 1;
          if (isBlue || isRed) {
            const x = (index / 4) % canvas.width;
            const y = Math.floor(index / 4 / canvas.width);
            box = box
              ? {
                  top: Math.min(box.top, y),
                  bottom: Math.max(box.bottom, y),
                  left: Math.min(box.left, x),
                  right: Math.max(box.right, x),
                }
              : { top: y, bottom: y, left: x, right: x };
          }
        }
        const content = await pdfPage.getTextContent();
        const headings: Record<string, number> = {};
        let text = '';
        for (const item of content.items as { str?: string; hasEOL?: boolean; transform: number[] }[]) {
          if (item.str === undefined) continue;
          text += item.str + (item.hasEOL ? '\n' : '');
          if (names.includes(item.str)) headings[item.str] = viewport.height - (item.transform[5] ?? 0);
        }
        readings.push({
          text,
          width: canvas.width,
          height: canvas.height,
          dark,
          blue,
          red,
          colourBox: box,
          headings,
        });
      }
      return readings;
    },
    { base64: bytes.toString('base64'), names: headingNames },
  );
}

test.describe('the report for a doctor', () => {
  test('is chosen with the keyboard, lists only what was chosen, and downloads a PDF that reads and draws right', async ({
    page,
    baseURL,
    signUpOnboarded,
  }) => {
    await signUpOnboarded({ name: 'Robin Report' });
    await logToday(page, baseURL as string);
    await page.goto('/app/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Report for your doctor' })).toBeVisible();
    await expectNoAxeViolations(page);

    const contents = page.getByRole('region', { name: 'What the report will include' });
    await expect(contents).toContainText('(90 days)');
    await expect(contents).toContainText('without your notes');
    await expect(contents).not.toContainText('Knuckles swollen');

    // Keyboard only: arrows move between the range's radios, Space ticks the notes.
    await tabTo(page, page.getByRole('radio', { name: 'Last 90 days' }));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await expect(contents).toContainText('(30 days)');
    await tabTo(page, page.getByRole('checkbox', { name: 'Include my notes' }));
    await page.keyboard.press('Space');
    await expect(contents).toContainText('ratings and your notes');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Download report (PDF)' }));
    await page.keyboard.press('Enter');
    const download = await downloading;
    const date = await today(page);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^tend-report-\\d{4}-\\d{2}-\\d{2}-to-${date}\\.pdf$`),
    );
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await renderPdf(page, bytes, ['Joint pain', 'Fatigue']);
    const [summary, charts] = pages;
    if (!summary || !charts) throw new Error(`expected at least 2 pages, got ${pages.length}`);
    // Page 1 is the summary: text, and no chart colours.
    expect(summary.text).toContain('Robin Report');
    expect(summary.text).toContain('Symptoms at a glance');
    expect(summary.dark).toBeGreaterThan(5_000);
    expect(summary.blue + summary.red).toBe(0);
    // Page 2 holds the charts: the text names them, and the chart colours sit under their headings.
    expect(charts.text).toContain('Symptom trends');
    expect(charts.blue).toBeGreaterThan(0);
    expect(charts.red).toBeGreaterThan(0);
    const first = charts.headings['Joint pain'];
    const last = charts.headings.Fatigue;
    expect(first).toBeDefined();
    expect(last).toBeGreaterThan(first ?? 0);
    expect(charts.colourBox?.top).toBeGreaterThan(first ?? 0);
    // The charts grow into the page (server/features/report/pdf-layout.ts): the last one's box is
    // at most CHART_MAX_HEIGHT points under its heading.
    expect(charts.colourBox?.bottom).toBeLessThan((last ?? 0) + CHART_MAX_HEIGHT + 20);
    // Today's check-ins are the newest day: the right-hand end of the plot.
    expect(charts.colourBox?.right).toBeGreaterThan(charts.width * 0.8);
    // The appendix holds the notes that were chosen.
    expect(pages.map((reading) => reading.text).join('\n')).toContain(
      'Note: Knuckles swollen after the walk',
    );
  });

  test('at 390 px wide, in dark mode, custom dates are explained at the field and the page passes axe', async ({
    page,
    signUpOnboarded,
  }) => {
    await signUpOnboarded();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app/report');
    await page.getByRole('radio', { name: 'Choose dates' }).check();
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByRole('button', { name: 'Download report (PDF)' }).click();
    await expect(page.getByText('Please choose a range of at most 366 days (a year).')).toBeVisible();
    await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
    await expectNoAxeViolations(page);
  });

  test('a report that cannot be made says so, and says the server’s reason when it gives one', async ({
    page,
    signUpOnboarded,
  }) => {
    await signUpOnboarded();
    await page.goto('/app/report');
    await page.route('**/api/report.pdf?**', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.getByRole('button', { name: 'Download report (PDF)' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your report could not be made. Please check your connection and try again.',
    );
    await page.unroute('**/api/report.pdf?**');
    await page.route('**/api/report.pdf?**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          status: 400,
          code: 'validation_failed',
          detail: 'The end date cannot be after today.',
          errors: [{ field: 'to', message: 'The end date cannot be after today.' }],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Download report (PDF)' }).click();
    await expect(page.getByRole('alert')).toHaveText('The end date cannot be after today.');
    await expectNoAxeViolations(page);
  });
});
