import type { Page } from '@playwright/test';
import { todayKey } from '../domain/common/day-boundaries.ts';
import { addDays } from '../domain/common/day-key.ts';
import { backdateAccount, backdateEntriesWritten } from './support/e2e-database.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, expectNoAxeViolations, test, writeEntryViaApi } from './support/test.ts';

const meal = (date: string, content: string, mealTime = 'lunch') =>
  ({ type: 'food', date, content, details: { mealTime, mealSize: 'medium', mealSource: 'home' } }) as const;
const checkIn = (date: string, symptomRatings: Record<string, number>, time_of_day = 'morning') =>
  ({ type: 'symptom', date, details: { symptomRatings, time_of_day } }) as const;

/** A day's card, found by the start of its heading ('Today', 'Yesterday' or a weekday). */
function dayCard(page: Page, heading: string | RegExp) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
}

test('an empty history invites the first entry', async ({ page, signUpOnboarded }) => {
  await signUpOnboarded();
  await page.goto('/app/journal/history');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wellness History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start Logging' }).click();
  await expect(page).toHaveURL(/\/app\/journal\/log$/);
});

test('entries are shown by day, edited in a dialog and deleted after confirmation', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  // Four axe scans, two dialogs and three saves: under the shared machine's load they pass 60 s.
  test.slow();
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 1);
  const origin = baseURL as string;
  const today = todayKey(new Date(), 'UTC');
  const yesterday = addDays(today, -1);
  await writeEntryViaApi(page, origin, meal(today, 'Oat porridge', 'breakfast'));
  await writeEntryViaApi(page, origin, checkIn(today, { 'Joint pain': 3, Fatigue: 1 }));
  await writeEntryViaApi(page, origin, meal(yesterday, 'Lentil soup', 'dinner'));

  await page.goto('/app/journal/history');
  await expect(page.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');

  // The newest day is open; the others open and close from their heading.
  const todayCard = dayCard(page, /^Today/);
  const yesterdayCard = dayCard(page, /^Yesterday/);
  await expect(todayCard.getByRole('button', { name: /^Today/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(todayCard.getByText('Oat porridge')).toBeVisible();
  await expect(todayCard.getByText('3 · Moderate')).toBeVisible();
  await expect(todayCard.getByText('1 meal · 1 symptom check-in')).toBeVisible();
  const yesterdayToggle = yesterdayCard.getByRole('button', { name: /^Yesterday/ });
  await expect(yesterdayToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(yesterdayCard.getByText('Lentil soup')).toBeHidden();
  await yesterdayToggle.click();
  await expect(yesterdayToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(yesterdayCard.getByText('Lentil soup')).toBeVisible();
  // A past day's dinner sits at dinner time, shown on the 12-hour clock.
  await expect(yesterdayCard.getByText('6:30 PM', { exact: true })).toBeVisible();
  await expect(yesterdayCard.getByText('Incomplete')).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit opens a dialog with the same form; Escape leaves it unchanged and returns focus.
  const editMeal = todayCard.getByRole('button', { name: /^Edit breakfast meal/ });
  await editMeal.click();
  const dialog = page.getByRole('dialog', { name: 'Edit breakfast meal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('What did you eat?')).toHaveValue('Oat porridge');
  await expect(dialog.getByRole('radio', { name: 'Breakfast' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editMeal).toBeFocused();

  await editMeal.click();
  await dialog.getByLabel('What did you eat?').fill('Oat porridge with banana');
  await dialog.getByRole('radio', { name: 'Large' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Entry updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(todayCard.getByText('Oat porridge with banana')).toBeVisible();

  // A symptom entry is edited with its ratings as they were.
  await todayCard.getByRole('button', { name: /^Edit morning symptoms/ }).click();
  const symptomDialog = page.getByRole('dialog', { name: 'Edit morning symptoms' });
  const jointPain = symptomDialog.getByRole('group', { name: 'Joint pain', exact: true });
  await expect(jointPain.getByRole('button', { name: 'Moderate' })).toHaveAttribute('aria-pressed', 'true');
  await jointPain.getByRole('button', { name: 'Severe', exact: true }).click();
  await symptomDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(symptomDialog).toBeHidden();
  await expect(todayCard.getByText('4 · Severe')).toBeVisible();

  // An update the server refuses keeps the dialog open and says why. (A server error is not a
  // refusal: the change is kept on this device and sent again later, e2e/offline-journal.spec.ts.)
  const refusal = {
    status: 403,
    code: 'entry_locked',
    detail: 'This entry is older than 7 days and cannot be edited',
  };
  await page.route('**/api/journal/entries/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 403, contentType: 'application/problem+json', body: JSON.stringify(refusal) })
      : route.continue(),
  );
  await editMeal.click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Failed to update your entry.')).toBeVisible();
  await expect(page.getByText(refusal.detail)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.unrouteAll();

  // Delete asks first, with Cancel focused.
  const deleteSoup = yesterdayCard.getByRole('button', { name: /^Delete dinner meal/ });
  await deleteSoup.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(yesterdayCard.getByText('Lentil soup')).toBeVisible();

  await deleteSoup.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Entry deleted.')).toBeVisible();
  await expect(page.getByText('Lentil soup')).toHaveCount(0);
  // Its day had nothing else, so the card went too; focus is not lost to the page's top.
  await expect(dayCard(page, /^Yesterday/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wellness History' })).toBeFocused();
});

test('entries older than 7 days are kept but locked', async ({ page, baseURL, signUpOnboarded }) => {
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 10);
  const origin = baseURL as string;
  const today = todayKey(new Date(), 'UTC');
  const oldDay = addDays(today, -9);
  await writeEntryViaApi(page, origin, meal(oldDay, 'Birthday cake'));
  await writeEntryViaApi(page, origin, meal(addDays(today, -2), 'Baked salmon'));
  // Written more than 24 hours ago, so only the 7-day rule decides.
  await backdateEntriesWritten(account.email, 25);

  // The default view is the last 7 days.
  await page.goto('/app/journal/history');
  await expect(page.getByText('Baked salmon')).toBeVisible();
  await expect(page.getByText('Birthday cake')).toHaveCount(0);

  await page.getByRole('button', { name: 'All Days' }).click();
  await expect(page.getByRole('button', { name: 'All Days' })).toHaveAttribute('aria-pressed', 'true');
  const oldCard = page.getByRole('article').filter({ hasText: 'Birthday cake' }).first();
  const oldToggle = page.getByRole('button', {
    name: new RegExp(`${oldDay.slice(8).replace(/^0/, '')}, ${oldDay.slice(0, 4)}$`),
  });
  await oldToggle.click();
  await expect(oldCard.getByText('This entry is older than 7 days and cannot be edited')).toBeVisible();
  await expect(oldCard.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  // An old incomplete day is not offered for logging either.
  await expect(oldCard.getByRole('link', { name: /^Log a meal/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The newer entry can still be changed.
  await expect(page.getByRole('button', { name: /^Edit lunch meal/ })).toHaveCount(1);

  // A person may always delete their own entry, however old, after the confirmation.
  const deleteOld = oldCard.getByRole('button', { name: /^Delete lunch meal/ });
  await expect(deleteOld).toHaveCount(1);
  await deleteOld.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Entry deleted.')).toBeVisible();
  await expect(page.getByText('Birthday cake')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Baked salmon')).toBeVisible();
  await expect(page.getByText('Birthday cake')).toHaveCount(0);

  await page.getByRole('button', { name: 'Last 7 Days' }).click();
  await expect(page.getByText('Baked salmon')).toBeVisible();
});

test('a date jumps to the page that holds it, by keyboard', async ({ page, baseURL, signUpOnboarded }) => {
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 30);
  const today = todayKey(new Date(), 'UTC');
  // 12 days with a meal, every other day back to 23 days ago: three pages of five days.
  for (let back = 1; back <= 23; back += 2) {
    await writeEntryViaApi(page, baseURL as string, meal(addDays(today, -back), `Meal ${back} days ago`));
  }
  await page.goto('/app/journal/history?range=all');
  const pages = page.getByRole('navigation', { name: 'History pages' });
  await expect(pages.getByText('Page 1 of 3')).toBeVisible();
  await expectNoAxeViolations(page);

  // Typed into the date field, segment by segment (month, day, year), and sent with Enter.
  const oldest = addDays(today, -23);
  const field = page.getByLabel('Go to a date');
  await tabTo(page, field);
  await page.keyboard.type(`${oldest.slice(5, 7)}${oldest.slice(8, 10)}${oldest.slice(0, 4)}`);
  await expect(field).toHaveValue(oldest);
  await page.keyboard.press('Enter');
  await expect(pages.getByText('Page 3 of 3')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`date=${oldest}`));
  // The day asked for is open, and the focus is on its heading.
  const oldestToggle = dayCard(
    page,
    new RegExp(`${Number(oldest.slice(8))}, ${oldest.slice(0, 4)}$`),
  ).getByRole('button', { name: new RegExp(`${Number(oldest.slice(8))}, ${oldest.slice(0, 4)}$`) });
  await expect(oldestToggle).toBeFocused();
  await expect(oldestToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Meal 23 days ago')).toBeVisible();
  await expectNoAxeViolations(page);

  // A day with nothing logged opens the days nearest to it, and says so.
  const empty = addDays(today, -12);
  await field.fill(empty);
  await field.press('Enter');
  await expect(pages.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was logged on' })).toHaveText(
    /^Nothing was logged on \w+day, \w+ \d{1,2}, \d{4}\. These are the days nearest to it\.$/,
  );
  await expect(page.getByText('Meal 11 days ago')).toBeAttached();
  await expect(page.getByText('Meal 13 days ago')).toBeAttached();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);

  // Paging on from there leaves the date behind.
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText('Page 1 of 3')).toBeVisible();
  await expect(page).not.toHaveURL(/date=/);

  // A date that is not whole is explained, next to the field.
  await field.fill('');
  await page.getByRole('button', { name: 'Show this date' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Please choose a date, written as day, month and year.');
  await expectNoAxeViolations(page);
});

test('a meal saved for 9 days ago can be corrected and deleted right away', async ({
  page,
  signUpOnboarded,
}) => {
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 10);
  const today = todayKey(new Date(), 'UTC');
  const oldDay = addDays(today, -9);

  // The log says so before saving for a day older than the window, and not for a recent one.
  const notice = 'This day is older than 7 days: you can correct this entry for 24 hours after saving it.';
  await page.goto(`/app/journal/log?date=${addDays(today, -6)}`);
  await expect(page.getByRole('button', { name: 'Save meal' })).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);
  await page.goto(`/app/journal/log?date=${oldDay}`);
  await expect(page.getByRole('tabpanel', { name: 'Log a Meal' }).getByText(notice)).toBeVisible();
  await page.getByLabel('What did you eat?').fill('Lentil soop');
  await page.getByRole('radio', { name: 'Dinner' }).check();
  await page.getByRole('radio', { name: 'Small' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  await expect(page.getByRole('button', { name: 'Save meal' })).toHaveAccessibleDescription(notice);
  await page.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The typo is fixed at once, although the day is 9 days old.
  await page.goto('/app/journal/history?range=all');
  const day = dayCard(page, new RegExp(`${Number(oldDay.slice(8))}, ${oldDay.slice(0, 4)}$`));
  await expect(day.getByText('Lentil soop')).toBeVisible();
  await expect(
    day.getByText(/^Written less than 24 hours ago: you can correct it until \w+day \d{1,2}:\d\d [AP]M\.$/),
  ).toBeVisible();
  await day.getByRole('button', { name: /^Edit dinner meal/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit dinner meal' });
  await dialog.getByLabel('What did you eat?').fill('Lentil soup');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(day.getByText('Lentil soup')).toBeVisible();
  await expect(page.getByText('Lentil soop')).toHaveCount(0);

  // And it can be deleted too.
  await day.getByRole('button', { name: /^Delete dinner meal/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Lentil soup')).toHaveCount(0);
});

test('an incomplete recent day opens the log on the tab it needs', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 2);
  const origin = baseURL as string;
  const today = todayKey(new Date(), 'UTC');
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  // Today: meals done, symptoms missing. Yesterday: one check-in, no meals. Two days ago: complete.
  await writeEntryViaApi(page, origin, meal(today, 'Eggs on toast', 'breakfast'));
  await writeEntryViaApi(page, origin, meal(today, 'Chicken salad'));
  await writeEntryViaApi(page, origin, checkIn(yesterday, { Fatigue: 2 }));
  for (const entry of [
    meal(twoDaysAgo, 'Yogurt', 'breakfast'),
    meal(twoDaysAgo, 'Stew', 'dinner'),
    checkIn(twoDaysAgo, { Fatigue: 1 }),
    checkIn(twoDaysAgo, { 'Joint pain': 2 }, 'evening'),
  ]) {
    await writeEntryViaApi(page, origin, entry);
  }

  await page.goto('/app/journal/history');
  await expect(dayCard(page, /^Today/).getByRole('link', { name: /^Log a meal/ })).toHaveCount(0);
  const completeCard = page.getByRole('article').filter({ hasText: '2 meals · 2 symptom check-ins' });
  await expect(completeCard.getByText('Complete', { exact: true })).toBeVisible();
  await expect(completeCard.getByRole('link')).toHaveCount(0);

  await dayCard(page, /^Yesterday/)
    .getByRole('link', { name: /^Log a meal/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/journal/log\\?date=${yesterday}&type=food$`));
  await expect(page.getByRole('tab', { name: 'Log a Meal' })).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await dayCard(page, /^Today/)
    .getByRole('link', { name: /^Track symptoms/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/journal/log\\?date=${today}&type=symptoms$`));
  await expect(page.getByRole('tab', { name: 'Track Symptoms' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Joint pain', exact: true })).toBeVisible();
});

test('history pages by five days', async ({ page, baseURL, signUpOnboarded }) => {
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 6);
  const today = todayKey(new Date(), 'UTC');
  for (let back = 0; back <= 5; back += 1) {
    await writeEntryViaApi(page, baseURL as string, meal(addDays(today, -back), `Meal ${back} days ago`));
  }
  await page.goto('/app/journal/history');
  const pages = page.getByRole('navigation', { name: 'History pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.getByText('Meal 5 days ago')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
});

test('a history that cannot be loaded says so', async ({ page, signUpOnboarded }) => {
  await signUpOnboarded();
  await page.route('**/api/journal/history*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        status: 503,
        code: 'unavailable',
        detail: 'The journal is resting. Try again soon.',
      }),
    }),
  );
  await page.goto('/app/journal/history');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('The journal is resting. Try again soon.')).toBeVisible();
  await expect(page.getByText('There was a problem loading your journal entries.')).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
});

test('both pages keep enough contrast in dark mode', async ({ page, baseURL, signUpOnboarded }) => {
  await signUpOnboarded();
  const today = todayKey(new Date(), 'UTC');
  await writeEntryViaApi(page, baseURL as string, meal(today, 'Miso soup'));
  await writeEntryViaApi(page, baseURL as string, checkIn(today, { 'Joint pain': 5 }));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/journal/history');
  await expect(page.getByText('Miso soup')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/app/journal/log?type=symptoms');
  await expect(page.getByRole('group', { name: 'Joint pain', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: "Today's entries" }).getByText('5 · Very Severe'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
