import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Leaving the empty description shows its message; nothing under the pointer may
// move when it appears, or the click that left the field lands on nothing.
test('a click on a portion after the empty description selects it, and nothing moves', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  // Tall enough for the description and the portions to be on screen together, as on a laptop.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/app/journal/log');
  const description = page.getByLabel('What did you eat?');
  await description.focus();

  const small = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Small' }) });
  const home = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Home' }) });
  const before = { small: await small.boundingBox(), home: await home.boundingBox() };
  if (!before.small || !before.home) throw new Error('the options are not on screen');

  // A person's click: press and release where Small was when they aimed.
  await page.mouse.move(before.small.x + before.small.width / 2, before.small.y + before.small.height / 2);
  await page.mouse.down();
  await page.mouse.up();

  await expect(page.getByText('Please tell us what you ate.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Small' })).toBeChecked();
  expect(await small.boundingBox()).toEqual(before.small);
  expect(await home.boundingBox()).toEqual(before.home);
  await expectNoAxeViolations(page);

  // Another message in its place moves nothing either.
  await description.fill('ab');
  await expect(
    page.getByText('Please provide at least a few characters to describe what you ate.'),
  ).toBeVisible();
  expect(await small.boundingBox()).toEqual(before.small);
});
