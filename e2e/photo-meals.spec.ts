import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { renderLabelPhoto, testLabels } from '../server/test/label-images.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Describing a meal from a photo in the meal form. The e2e server runs without an AI
// provider, as most installs do, and one server serves every spec, so it cannot be given a fake
// provider for this spec alone (the insights specs need it without one). So here the page is
// told the server offers meal analysis and, for the happy path, the analysis answer is the one a
// provider-backed server gives; what is under test is the browser's part: its checks, the busy
// state, cancelling, the fill, the choice offered over a typed description, and saving with
// wasPhotoAnalyzed. The server's part (bytes, sharp, the data URL and schema sent, time-out, 500,
// invalid JSON) runs against a real chat-completions server in
// server/features/meal-photos/meal-photos.test.ts. The provider failing is the real server's
// refusal here: without a provider it answers 'Failed to analyze photo'. Label reading needs no
// provider, so its test below is the real server end to end, OCR included.

const ANALYSIS = {
  mode: 'meal',
  description: 'Grilled chicken salad with lettuce, tomato',
  ingredients: ['chicken', 'lettuce', 'tomato'],
  confidence: 0.82,
};

async function mealPhoto() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8a060' } })
    .jpeg()
    .toBuffer();
}

/** The page sees a server that offers meal analysis (the real one has no provider). */
async function offerMealAnalysis(page: Page) {
  await page.route('**/api/meal-photos/capabilities', (route) =>
    route.fulfill({ json: { modes: ['meal'], provider: 'vision.example' } }),
  );
}

test.beforeEach(async ({ signUpOnboarded }) => {
  await signUpOnboarded();
});

test('a photo describes the meal, which is then saved as analysed from a photo', async ({ page }) => {
  // Three axe scans and a phone-sized photo: about 20 s on a quiet machine, past 60 s on a loaded one.
  test.slow();
  await offerMealAnalysis(page);
  const sent: string[] = [];
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/meal-photos/analyze', async (route) => {
    sent.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
    await answered;
    await route.fulfill({ json: ANALYSIS });
  });
  await page.goto('/app/journal/log');

  const photos = page.getByRole('region', { name: 'Describe it from a photo' });
  await expect(photos).toContainText('Tend sends the photo to the AI provider vision.example');
  await expect(photos).toContainText('The photo is not kept.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'dinner.jpg',
    mimeType: 'image/jpeg',
    buffer: await mealPhoto(),
  });
  // Busy: announced, with a preview and a way out.
  await expect(photos.getByRole('status')).toHaveText('Looking at your photo…');
  await expect(photos).toHaveAttribute('aria-busy', 'true');
  await expect(photos.getByRole('img', { name: 'Preview of what you chose' })).toBeVisible();
  await expect(photos.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page);
  answer();

  const description = page.getByLabel('What did you eat?');
  await expect(description).toHaveValue('Grilled chicken salad with lettuce, tomato');
  await expect(photos.getByRole('status')).toContainText('Description filled in from your photo');
  await expect(photos.getByText('Tend is not sure')).toHaveCount(0);
  expect(sent[0]).toContain('name="mode"\r\n\r\nmeal');
  expect(sent[0]).toContain('filename="dinner.jpg"');
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Dinner' }).check();
  await page.getByRole('radio', { name: 'Medium' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  const saved = page.waitForRequest(
    (request) => request.url().endsWith('/api/journal/entries') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save meal' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    content: 'Grilled chicken salad with lettuce, tomato',
    details: { mealTime: 'dinner', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: true },
  });
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
  await expect(description).toHaveValue('');
  await expect(photos.getByRole('img')).toHaveCount(0);
});

test('a typed description is kept unless the person chooses to replace or add to it', async ({ page }) => {
  await offerMealAnalysis(page);
  await page.route('**/api/meal-photos/analyze', (route) =>
    route.fulfill({ json: { ...ANALYSIS, confidence: 0.3 } }),
  );
  await page.goto('/app/journal/log');
  const description = page.getByLabel('What did you eat?');
  await description.fill('Leftovers from Sunday');
  const photos = page.getByRole('region', { name: 'Describe it from a photo' });

  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'plate.jpg',
    mimeType: 'image/jpeg',
    buffer: await mealPhoto(),
  });
  await expect(photos).toContainText('“Grilled chicken salad with lettuce, tomato”');
  await expect(description).toHaveValue('Leftovers from Sunday');
  await expectNoAxeViolations(page);

  await photos.getByRole('button', { name: 'Add to my description' }).click();
  await expect(description).toHaveValue('Leftovers from Sunday, Grilled chicken salad with lettuce, tomato');
  // Low confidence is said plainly.
  await expect(photos.getByRole('status')).toContainText(
    'Tend is not sure about this photo, so parts of the description may be wrong.',
  );
  await expectNoAxeViolations(page);
});

test('a photo over 10 MB and a file that is not a photo are refused in the browser', async ({ page }) => {
  // A 10 MB file handed to the page, two refusals and two axe scans: under load they pass 60 s.
  test.slow();
  await offerMealAnalysis(page);
  let uploads = 0;
  await page.route('**/api/meal-photos/analyze', (route) => {
    uploads += 1;
    return route.continue();
  });
  await page.goto('/app/journal/log');
  const description = page.getByLabel('What did you eat?');
  await description.fill('Toast');
  const photos = page.getByRole('region', { name: 'Describe it from a photo' });

  const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1);
  tooLarge.set([0xff, 0xd8, 0xff, 0xe0]);
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: tooLarge });
  await expect(page.getByText('Photo analysis failed')).toBeVisible();
  await expect(photos).toContainText('Image file is too large. Please choose an image smaller than 10MB.');
  await expectNoAxeViolations(page);

  // A GIF named .jpg: its bytes give it away.
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: gif });
  await expect(photos).toContainText('Please upload a valid image file (JPEG, PNG, WebP, or HEIC)');
  await expect(description).toHaveValue('Toast');
  expect(uploads).toBe(0);
  await expectNoAxeViolations(page);
});

test('when the analysis fails the person is told and keeps what they typed', async ({ page }) => {
  // The real server has no provider, so it refuses a meal analysis with 'Failed to analyze photo'.
  await offerMealAnalysis(page);
  await page.goto('/app/journal/log');
  const description = page.getByLabel('What did you eat?');
  await description.fill('Soup and bread');
  const photos = page.getByRole('region', { name: 'Describe it from a photo' });

  const response = page.waitForResponse('**/api/meal-photos/analyze');
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'soup.jpg',
    mimeType: 'image/jpeg',
    buffer: await mealPhoto(),
  });
  expect((await response).status()).toBe(422);
  await expect(page.getByText('Photo analysis failed')).toBeVisible();
  // The spec's text as a sentence, why, and that nothing changed.
  await expect(photos).toContainText(
    'Failed to analyze photo. This Tend has no AI provider, so it cannot describe a photo of a meal. Your description is unchanged.',
  );
  await expect(description).toHaveValue('Soup and bread');
  await expectNoAxeViolations(page);
});

test('a slow analysis can be cancelled', async ({ page }) => {
  await offerMealAnalysis(page);
  await page.route('**/api/meal-photos/analyze', async () => {
    // Never answered: only Cancel ends it.
  });
  await page.goto('/app/journal/log');
  const photos = page.getByRole('region', { name: 'Describe it from a photo' });
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'x.jpg',
    mimeType: 'image/jpeg',
    buffer: await mealPhoto(),
  });
  await expect(photos.getByRole('status')).toHaveText('Looking at your photo…');
  await photos.getByRole('button', { name: 'Cancel' }).click();
  await expect(photos.getByRole('status')).toHaveText(
    'Photo analysis cancelled. Your description is unchanged.',
  );
  await expect(photos).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByLabel('What did you eat?')).toHaveValue('');
});

test('without a provider, the form offers label reading, which reads a real label on the server', async ({
  page,
}) => {
  // No mocks: the e2e server has no provider, and reads labels with its own OCR engine.
  const label = testLabels[0];
  if (!label) throw new Error('no test label');
  await page.goto('/app/journal/log');
  const photos = page.getByRole('region', { name: 'Add the ingredients from a food label' });
  // Said before any photo is chosen: labels only, and why.
  await expect(photos).toContainText(
    'Only food labels can be read here: describing a photo of a meal needs an AI provider, and this Tend has none.',
  );
  await expect(photos).toContainText('Tend will read it for you, here on this server');
  await expect(page.getByText('Describe it from a photo')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Choose a photo of a label').setInputFiles({
    name: 'bread-label.jpg',
    mimeType: 'image/jpeg',
    buffer: renderLabelPhoto(label),
  });
  await expect(photos.getByRole('status')).toHaveText('Reading the label…');
  await expectNoAxeViolations(page);
  const description = page.getByLabel('What did you eat?');
  // OCR may misread a letter here and there (its accuracy is measured in server/ocr/); the list
  // reaching the description is what is checked here.
  await expect(description).toHaveValue(/wheat flour, water, .*yeast, salt/i, { timeout: 30_000 });
  await expect(photos.getByRole('status')).toContainText(
    'Ingredients from the label added to the description',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Lunch' }).check();
  await page.getByRole('radio', { name: 'Small' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  const saved = page.waitForRequest(
    (request) => request.url().endsWith('/api/journal/entries') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save meal' }).click();
  // A label's ingredients are not a described meal: wasPhotoAnalyzed stays false.
  expect((await saved).postDataJSON()).toMatchObject({ details: { wasPhotoAnalyzed: false } });
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
});

test('without a provider, a photo of a meal is read as a label and the person is told why nothing was found', async ({
  page,
}) => {
  // No mocks: the real server's label reader finds no ingredients list in a plate's photo.
  await page.goto('/app/journal/log');
  const description = page.getByLabel('What did you eat?');
  await description.fill('Soup and bread');
  const photos = page.getByRole('region', { name: 'Add the ingredients from a food label' });
  const response = page.waitForResponse('**/api/meal-photos/analyze');
  await page.getByLabel('Choose a photo of a label').setInputFiles({
    name: 'soup.jpg',
    mimeType: 'image/jpeg',
    buffer: await mealPhoto(),
  });
  expect((await response).status()).toBe(422);
  await expect(page.getByText('Photo analysis failed')).toBeVisible();
  await expect(photos).toContainText(
    'Failed to analyze photo. Tend found no ingredients list in this photo. It reads the list printed on a food package, not a photo of a meal. Your description is unchanged.',
    { timeout: 30_000 },
  );
  await expect(description).toHaveValue('Soup and bread');
  await expectNoAxeViolations(page);
});

test('the privacy policy says which provider sees meal photos, if any', async ({ page }) => {
  // Signed in (beforeEach): the real server has no provider.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Photos of your meals and food labels' })).toBeVisible();
  await expect(
    page.getByText('This Tend has no AI provider, so meal photos are not sent anywhere.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await offerMealAnalysis(page);
  await page.reload();
  await expect(page.getByText('This Tend sends meal photos to vision.example.')).toBeVisible();
});

test('with both modes, the person says what the photo shows and the form says where it goes', async ({
  page,
}) => {
  await page.route('**/api/meal-photos/capabilities', (route) =>
    route.fulfill({ json: { modes: ['meal', 'label'], provider: 'vision.example' } }),
  );
  const sent: string[] = [];
  await page.route('**/api/meal-photos/analyze', (route) => {
    sent.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
    return route.fulfill({
      json: { mode: 'label', description: 'oats, honey', ingredients: ['oats', 'honey'], confidence: 0.9 },
    });
  });
  await page.goto('/app/journal/log');
  const photos = page.getByRole('region', { name: 'Describe it from a photo' });
  const modes = photos.getByRole('group', { name: 'What is in the photo?' });
  await expect(modes.getByRole('radio', { name: 'A meal' })).toBeChecked();
  await expect(photos).toContainText('Tend sends the photo to the AI provider vision.example');
  await expectNoAxeViolations(page);

  await modes.getByRole('radio', { name: 'An ingredients label' }).check();
  await expect(photos).toContainText('Tend reads the ingredients list on the label itself, on this server.');
  await page.getByLabel('Choose a photo of a label').setInputFiles({
    name: 'granola.jpg',
    mimeType: 'image/jpeg',
    buffer: await mealPhoto(),
  });
  await expect(page.getByLabel('What did you eat?')).toHaveValue('oats, honey');
  expect(sent[0]).toContain('name="mode"\r\n\r\nlabel');
  await expectNoAxeViolations(page);
});
