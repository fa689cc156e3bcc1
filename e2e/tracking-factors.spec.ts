import type { Locator, Page } from '@playwright/test';
import { addDays } from '../domain/common/day-key.ts';
import { backdateAccount } from './support/e2e-database.ts';
import { tabTo } from './support/keyboard.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './support/test.ts';

// Each test opens several pages and saves several entries. On a loaded machine (a load average of
// 35 on two cores while these were written) a signed-in page took 10 to 40 s to show, past the
// default 10 s of an expectation: the traces show every request answered, just late. So these
// wait up to 30 s for what a page shows, and get the slow test budget (three times the default).
const expect = baseExpect.configure({ timeout: 30_000 });

// What else to track: stress, sleep and a period day in the check-in's "More about today", bowel movements in
// two taps, what else to track turned on and off, and all of it in History.

async function setTracking(page: Page, origin: string, tracking: Record<string, boolean>) {
  const response = await page.request.put('/api/profile/tracking', { data: tracking, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Counts what a person does (a tap, or typing into one field): the budget is in these. */
function interactions() {
  let count = 0;
  return {
    click: async (target: Locator) => {
      count += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      count += 1;
      await target.fill(value);
    },
    get count() {
      return count;
    },
  };
}

test.beforeEach(() => test.slow());

const fold = (page: Page) => page.getByRole('button', { name: /^More about today/ });
const rating = (page: Page, symptom: string, label: string) =>
  page.getByRole('group', { name: symptom, exact: true }).getByRole('button', { name: label, exact: true });
const todaysEntries = (page: Page) => page.getByRole('region', { name: "Today's entries" });

test('a check-in with stress and sleep costs at most 3 interactions more; sleep is asked once a day; the fold remembers', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: false, bowel: false });
  await page.goto('/app/journal/log?type=symptoms');

  // The day's first check-in, with stress and last night's sleep.
  await expect(fold(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Hours of sleep last night')).toBeHidden();
  const withFactors = interactions();
  await withFactors.click(fold(page));
  await withFactors.click(
    page.getByRole('group', { name: 'Stress' }).getByRole('button', { name: 'Stressed', exact: true }),
  );
  await withFactors.fill(page.getByLabel('Hours of sleep last night'), '6.5');
  await withFactors.click(rating(page, 'Joint pain', 'Mild'));
  await withFactors.click(page.getByRole('button', { name: 'Save symptoms' }));
  await expect(todaysEntries(page).getByText('Stress: stressed (4)')).toBeVisible();
  await expect(todaysEntries(page).getByText('Slept 6½ hours')).toBeVisible();

  // The next check-in of the day: no sleep question, the fold still open as it was left.
  await expect(fold(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('group', { name: 'Stress' })).toBeVisible();
  await expect(page.getByLabel('Hours of sleep last night')).toHaveCount(0);
  const plain = interactions();
  await plain.click(rating(page, 'Fatigue', 'Moderate'));
  await plain.click(page.getByRole('button', { name: 'Save symptoms' }));
  await expect(todaysEntries(page).getByText('3 · Moderate')).toBeVisible();
  expect(withFactors.count - plain.count).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page);

  // Remembered on this device for this person: open after a reload too.
  await page.reload();
  await expect(fold(page)).toHaveAttribute('aria-expanded', 'true');

  // History's day card shows the factors with the check-in.
  await page.goto('/app/journal/history');
  await expect(page.getByText('Stress: stressed (4)')).toBeVisible();
  await expect(page.getByText('Slept 6½ hours')).toBeVisible();
});

test('a bowel movement in two taps, a period day, and both in History; light and dark', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: true, bowel: true });
  await page.goto('/app/journal/log');

  const taps = interactions();
  await taps.click(page.getByRole('tab', { name: 'Bowel Movement' }));
  await taps.click(page.getByRole('button', { name: /^Type 4: Smooth/ }));
  expect(taps.count).toBe(2);
  await expect(
    page.getByRole('status').filter({ hasText: 'Bowel movement saved: Type 4, smooth.' }),
  ).toBeVisible();
  await expect(todaysEntries(page).getByRole('heading', { name: /bowel movement$/ })).toBeVisible();
  // Not part of the daily goal: meals and check-ins are.
  await expect(page.getByRole('region', { name: "Today's Progress" }).getByText('0/2').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Urgent, with blood, ticked before the type.
  await page.getByRole('checkbox', { name: 'Urgent' }).check();
  await page.getByRole('checkbox', { name: 'Blood seen' }).check();
  await page.getByRole('button', { name: /^Type 6: Mushy/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Type 6, mushy, urgent, with blood' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Urgent' })).not.toBeChecked();

  // A period day on a check-in.
  await page.getByRole('tab', { name: 'Track Symptoms' }).click();
  await fold(page).click();
  await page.getByRole('checkbox', { name: 'Period day' }).check();
  await rating(page, 'Joint pain', 'Mild').click();
  await page.getByRole('button', { name: 'Save symptoms' }).click();
  await expect(todaysEntries(page).getByText('Period day')).toBeVisible();

  await page.goto('/app/journal/history');
  await expect(page.getByText('Type 4, smooth')).toBeVisible();
  await expect(page.getByText('Type 6, mushy')).toBeVisible();
  await expect(page.getByText('Period day')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/journal/log?type=bowel');
  await expect(page.getByRole('tab', { name: 'Bowel Movement' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.goto('/app/journal/log?type=symptoms');
  await expect(fold(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
});

test('keyboard only: a check-in with stress and sleep, and a bowel movement', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: false, bowel: true });
  await page.goto('/app/journal/log?type=symptoms');

  await tabTo(page, rating(page, 'Joint pain', 'Moderate'));
  await page.keyboard.press('Enter');
  await tabTo(page, fold(page));
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('group', { name: 'Stress' }).getByRole('button', { name: 'Calm', exact: true }),
  );
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Hours of sleep last night'));
  await page.keyboard.type('8');
  await tabTo(page, page.getByRole('button', { name: 'Save symptoms' }));
  await page.keyboard.press('Enter');
  await expect(todaysEntries(page).getByText('Stress: calm (1)')).toBeVisible();
  await expect(todaysEntries(page).getByText('Slept 8 hours')).toBeVisible();

  await page.goto('/app/journal/log');
  await tabTo(page, page.getByRole('tab', { name: 'Log a Meal' }));
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Bowel Movement' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /^Type 4: Smooth/ }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Bowel movement saved: Type 4, smooth.' }),
  ).toBeVisible();
});

test('turning a factor off hides it everywhere', async ({ page, baseURL, signUpOnboarded }) => {
  await signUpOnboarded();
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: true, bowel: true });
  await page.goto('/app/journal/log?type=symptoms');
  await fold(page).click();
  await expect(page.getByRole('checkbox', { name: 'Period day' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bowel Movement' })).toBeVisible();

  await setTracking(page, baseURL as string, { stress: true, sleep: false, periods: false, bowel: false });
  await page.reload();
  await expect(page.getByRole('group', { name: 'Stress' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Period day' })).toHaveCount(0);
  await expect(page.getByLabel('Hours of sleep last night')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Bowel Movement' })).toHaveCount(0);
  // An address asking for the bowel tab shows the meal tab instead.
  await page.goto('/app/journal/log?type=bowel');
  await expect(page.getByRole('tab', { name: 'Log a Meal' })).toHaveAttribute('aria-selected', 'true');

  await setTracking(page, baseURL as string, { stress: false, sleep: false, periods: false, bowel: false });
  await page.goto('/app/journal/log?type=symptoms');
  await expect(page.getByRole('group', { name: 'Joint pain', exact: true })).toBeVisible();
  await expect(fold(page)).toHaveCount(0);
});

test('the profile: what else to track turns the bowel tab on and off, and medication changes are dated, corrected and deleted', async ({
  page,
  signUpOnboarded,
}) => {
  const { email } = await signUpOnboarded();
  await backdateAccount(email, 30);
  const today = ((await (await page.request.get('/api/journal/today')).json()) as { date: string }).date;
  const lastWeek = addDays(today, -7);

  await page.goto('/app/profile');
  await page.getByRole('button', { name: /^What else to track/ }).click();
  await page.getByRole('checkbox', { name: 'Bowel movements' }).check();
  await expect(page.getByText('Saved. The journal shows what you track.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/app/journal/log');
  await expect(page.getByRole('tab', { name: 'Bowel Movement' })).toBeVisible();
  await page.goto('/app/profile');
  await page.getByRole('button', { name: /^What else to track/ }).click();
  await page.getByRole('checkbox', { name: 'Bowel movements' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Bowel movements' })).not.toBeChecked();
  await expect(page.getByText('Saved. The journal shows what you track.').first()).toBeVisible();
  await page.goto('/app/journal/log');
  await expect(page.getByRole('tab', { name: 'Track Symptoms' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bowel Movement' })).toHaveCount(0);

  // Adding a supplement in the profile asks since when, today unless changed.
  await page.goto('/app/profile');
  await page.getByRole('button', { name: /^Medications & Supplements/ }).click();
  await page.getByRole('checkbox', { name: 'Vitamin D' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Since when?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Started Vitamin D')).toHaveValue(today);
  await dialog.getByLabel('Started Vitamin D').fill(lastWeek);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Medication history/ }).click();
  const timeline = page.getByRole('list', { name: 'Medication changes, oldest first' });
  await expect(timeline.getByText('Started Vitamin D')).toBeVisible();

  // Corrected: a dose note added.
  await timeline.getByRole('button', { name: /^Correct: Started Vitamin D/ }).click();
  await page.getByLabel('Dose note (optional)').fill('1000 IU a day');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(timeline.getByText('Started Vitamin D (1000 IU a day)')).toBeVisible();

  // Recorded by hand, then deleted.
  await page.getByRole('button', { name: 'Record a change' }).click();
  await page.getByLabel('Medication or supplement').fill('Prednisone');
  await page.getByRole('radio', { name: 'Stopped' }).check();
  await page.getByRole('button', { name: 'Record change' }).click();
  await expect(timeline.getByText('Stopped Prednisone')).toBeVisible();
  await timeline.getByRole('button', { name: /^Delete: Stopped Prednisone/ }).click();
  await expect(timeline.getByText('Stopped Prednisone')).toHaveCount(0);
  await expect(timeline.getByText('Started Vitamin D (1000 IU a day)')).toBeVisible();

  const stored = (await (await page.request.get('/api/medication-changes')).json()) as {
    changes: { date: string; medication: string; change: string; doseNote: string }[];
  };
  expect(stored.changes).toEqual([
    expect.objectContaining({
      date: lastWeek,
      medication: 'Vitamin D',
      change: 'started',
      doseNote: '1000 IU a day',
    }),
  ]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});
