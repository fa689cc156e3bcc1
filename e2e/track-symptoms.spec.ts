import type { Locator, Page } from '@playwright/test';
import { localHour } from '../domain/common/day-boundaries.ts';
import { TIME_OF_DAY_LABELS, timeOfDayForHour } from '../domain/common/time-of-day.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

/** The rating buttons of one symptom's row, found by the row's name as a person reads it. */
function ratings(page: Page, symptom: string): Locator {
  return page.getByRole('group', { name: symptom, exact: true });
}

async function openSymptoms(page: Page) {
  await page.goto('/app/journal/log?type=symptoms');
  await expect(page.getByRole('tab', { name: 'Track Symptoms' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('on the profile’s clock', () => {
  // The browser is in the profile's zone too: the app moves the profile to the browser's zone.
  const zone = 'America/Denver';
  test.use({ timezoneId: zone });

  test('a symptom check-in gets gentle feedback by its strongest rating', async ({
    page,
    signUpOnboarded,
  }) => {
    await signUpOnboarded({ timezone: zone });
    await openSymptoms(page);

    // One row per profile symptom, and the time of day from the hour on the profile's clock.
    await expect(ratings(page, 'Joint pain')).toBeVisible();
    await expect(ratings(page, 'Fatigue')).toBeVisible();
    const expectedTime = TIME_OF_DAY_LABELS[timeOfDayForHour(localHour(new Date(), zone))];
    await expect(page.getByRole('radio', { name: new RegExp(`^${expectedTime}`) })).toBeChecked();
    await expectNoAxeViolations(page);

    await ratings(page, 'Joint pain').getByRole('button', { name: 'Severe', exact: true }).click();
    await ratings(page, 'Fatigue').getByRole('button', { name: 'Mild', exact: true }).click();
    await expect(
      ratings(page, 'Joint pain').getByRole('button', { name: 'Severe', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Notes (optional)').fill('Stiff after a long drive');
    await page.getByRole('button', { name: 'Save symptoms' }).click();

    // One message per save, in one place: the toast, which follows the rating.
    const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toasts.filter({ hasText: 'Symptom saved. Be gentle with yourself today.' })).toBeVisible();
    await expect(page.getByText('Thank you for tracking. Take care and rest well.')).toHaveCount(0);
    // Ready for the next check-in.
    await expect(page.getByRole('tabpanel').getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(page.getByLabel('Notes (optional)')).toHaveValue('');
    const entries = page.getByRole('region', { name: "Today's entries" });
    await expect(entries.getByText('4 · Severe')).toBeVisible();
    await expect(entries.getByText('2 · Mild')).toBeVisible();
    await expect(entries.getByText('Stiff after a long drive')).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Progress" }).getByText('1/2')).toBeVisible();

    await ratings(page, 'Fatigue').getByRole('button', { name: 'Very Severe' }).click();
    await page.getByRole('button', { name: 'Save symptoms' }).click();
    await expect(
      page.getByText('Symptom saved. Please consider consulting your doctor if needed.'),
    ).toBeVisible();

    await ratings(page, 'Fatigue').getByRole('button', { name: 'Moderate' }).click();
    await page.getByRole('button', { name: 'Save symptoms' }).click();
    await expect(toasts.filter({ hasText: 'Symptom logged. Keep tracking patterns.' })).toBeVisible();
    await expect(page.getByText('Symptoms logged successfully! Keep tracking your progress.')).toHaveCount(0);
    // This save made one toast. Earlier saves' toasts may still be on screen or already gone,
    // so count only this one's words (CI once saw 3, then 0, as the earlier ones timed out).
    await expect(toasts.filter({ hasText: 'Symptom logged. Keep tracking patterns.' })).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: "Today's Progress" }).getByText('3', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('pressing a rating again clears it, and nothing rated is explained', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await openSymptoms(page);
  const moderate = ratings(page, 'Joint pain').getByRole('button', { name: 'Moderate' });
  await moderate.click();
  await expect(moderate).toHaveAttribute('aria-pressed', 'true');
  await moderate.click();
  await expect(moderate).toHaveAttribute('aria-pressed', 'false');

  const save = page.getByRole('button', { name: 'Save symptoms' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription('To save, rate at least one symptom.');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please rate at least one symptom.');
  await expectNoAxeViolations(page);

  // Rating one clears the message.
  await ratings(page, 'Fatigue').getByRole('button', { name: 'Very Mild' }).click();
  await expect(page.getByText('Please rate at least one symptom.')).toHaveCount(0);
});

test('an extra symptom can be added, rated and saved as custom', async ({ page, signUpOnboarded }) => {
  // A custom symptom from the profile reads 'text (Custom)'.
  await signUpOnboarded({ symptoms: ['Joint pain', 'Other: Ringing ears'] });
  await openSymptoms(page);
  await expect(ratings(page, 'Ringing ears (Custom)')).toBeVisible();

  const add = page.getByRole('button', { name: 'Add' });
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Symptom name')).toBeFocused();

  // A rating without a name cannot be saved; the form says why.
  await ratings(page, 'Rating for this symptom').getByRole('button', { name: 'Severe', exact: true }).click();
  await page.getByRole('button', { name: 'Save symptoms' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please name the other symptom to save its rating.')).toBeVisible();
  await expect(page.getByLabel('Symptom name')).toBeFocused();

  await page.getByLabel('Symptom name').fill('Nausea');
  await expect(
    ratings(page, 'Nausea (Custom)').getByRole('button', { name: 'Severe', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save symptoms' }).click();
  await expect(page.getByText('Symptom saved. Be gentle with yourself today.')).toBeVisible();
  const entries = page.getByRole('region', { name: "Today's entries" });
  await expect(entries.getByText('Nausea (Custom)')).toBeVisible();
  // The extra row closes again after saving.
  await expect(page.getByRole('button', { name: 'Add' })).toHaveAttribute('aria-expanded', 'false');

  // Hiding the row drops its rating.
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Symptom name').fill('Dizziness');
  await ratings(page, 'Dizziness (Custom)').getByRole('button', { name: 'Mild', exact: true }).click();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: 'Save symptoms' })).toHaveAttribute('aria-disabled', 'true');
});

test('no symptoms in the profile points to the profile settings', async ({ page, signUpOnboarded }) => {
  await signUpOnboarded();
  // Onboarding insists on a symptom, so an empty list is what an older or edited profile could hold.
  await page.route('**/api/profile', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), symptoms: [] } });
  });
  await openSymptoms(page);
  await expect(
    page.getByText('No symptoms configured. Please add symptoms in your profile settings first.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to profile settings' })).toHaveAttribute(
    'href',
    '/app/profile',
  );
  await expectNoAxeViolations(page);
});

test('a profile that cannot be loaded is said so, with a way to try again', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  let fail = true;
  await page.route('**/api/profile', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' })
      : route.continue(),
  );
  await openSymptoms(page);
  await expect(
    page.getByRole('tabpanel').getByText('There was a problem loading your profile data.'),
  ).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').getByText('There was a problem loading your profile data.'),
  ).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(ratings(page, 'Joint pain')).toBeVisible();
});
