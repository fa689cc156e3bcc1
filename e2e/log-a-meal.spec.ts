import { localHour, todayKey } from '../domain/common/day-boundaries.ts';
import { addDays } from '../domain/common/day-key.ts';
import { MEAL_TIME_LABELS, mealTimeForHour } from '../domain/journal/meal-time.ts';
import { longDate } from './support/dates.ts';
import { backdateAccount } from './support/e2e-database.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

test.describe('far from the server’s clock', () => {
  // A zone far from the server's (UTC), so "today" and the prefilled meal are visibly the person's.
  // The browser is there too: the app keeps the profile's zone in step with the browser's.
  const zone = 'Pacific/Kiritimati';
  test.use({ timezoneId: zone });

  test('a whole meal is logged with the keyboard alone, in the person’s own time zone', async ({
    page,
    signUpOnboarded,
  }) => {
    // A zone far from the browser's (UTC here), so "today" and the prefilled meal are visibly the
    // profile's, not the machine's.
    await signUpOnboarded({ timezone: zone });
    const now = new Date();
    const today = todayKey(now, zone);
    const expectedMeal = MEAL_TIME_LABELS[mealTimeForHour(localHour(now, zone))];

    await page.goto('/app/journal/log');
    await expect(page.getByText(`Logging for Today, ${longDate(today)}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log a Meal' })).toHaveAttribute('aria-selected', 'true');

    const description = page.getByLabel('What did you eat?');
    for (let presses = 0; presses < 30; presses += 1) {
      if (await description.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(description).toBeFocused();
    await page.keyboard.type('Rice with steamed vegetables');

    // Meal time: prefilled from the hour on the profile's clock; Tab lands on the chosen radio.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: expectedMeal })).toBeFocused();
    await expect(page.getByRole('radio', { name: expectedMeal })).toBeChecked();

    // Portion size: nothing chosen yet, so Tab lands on the first option and Space picks it; an
    // arrow key moves the choice along.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Small' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Home' })).toBeChecked();

    await page.keyboard.press('Tab');
    const save = page.getByRole('button', { name: 'Save meal' });
    await expect(save).toBeFocused();
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
    // The form is ready for the next meal, and the day shows the new one.
    await expect(description).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
    const entries = page.getByRole('region', { name: "Today's entries" });
    await expect(entries.getByText('Rice with steamed vegetables')).toBeVisible();
    await expect(entries.getByRole('heading', { name: `${expectedMeal} meal` })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Progress" }).getByText('1/2')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a browser in another zone than the profile’s', () => {
  // A day apart whatever the hour (UTC+14 and UTC−11): the profile's "today" is never the browser's.
  const browserZone = 'Pacific/Kiritimati';
  test.use({ timezoneId: browserZone });

  test('the profile moves to the browser’s zone, and the log page logs for the browser’s today', async ({
    page,
    signUpOnboarded,
  }) => {
    await signUpOnboarded({ timezone: 'Pacific/Pago_Pago' });
    const today = todayKey(new Date(), browserZone);

    await page.goto('/app/journal/log');
    // The shell stores the browser's zone; the page must then follow it, not the zone it loaded with.
    await expect(page.getByText(`Logging for Today, ${longDate(today)}`)).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/me')).json()).timezone)
      .toBe(browserZone);

    await page.getByLabel('What did you eat?').fill('Porridge with blueberries');
    await page.getByRole('radio', { name: 'Medium' }).check();
    await page.getByRole('radio', { name: 'Home' }).check();
    await page.getByRole('button', { name: 'Save meal' }).click();

    await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
    const entries = page.getByRole('region', { name: "Today's entries" });
    await expect(entries.getByText('Porridge with blueberries')).toBeVisible();
    const saved = await (await page.request.get('/api/journal/today')).json();
    expect(saved.date).toBe(today);
    expect(saved.entries).toHaveLength(1);
  });
});

test('the meal form explains every problem in words', async ({ page, signUpOnboarded }) => {
  const account = await signUpOnboarded();
  // A past day has no prefilled meal time, so every choice starts empty.
  await backdateAccount(account.email, 1);
  const yesterday = addDays(todayKey(new Date(), 'UTC'), -1);
  await page.goto(`/app/journal/log?date=${yesterday}`);

  const description = page.getByLabel('What did you eat?');
  const save = page.getByRole('button', { name: 'Save meal' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(
    'To save, describe the meal and choose when, how much and where it was from.',
  );

  // While typing, a short description gets the gentle inline hint...
  await description.fill('ab');
  await expect(page.getByText('Please provide at least a few characters', { exact: true })).toBeVisible();
  // ...and on leaving the field, the full sentence.
  await description.blur();
  await expect(
    page.getByText('Please provide at least a few characters to describe what you ate.'),
  ).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');

  // Spaces alone are no description.
  await description.fill('   ');
  await expect(page.getByText('Please tell us what you ate.')).toBeVisible();

  // Pressing the unavailable button says what is missing instead of doing nothing. (Playwright
  // will not click an aria-disabled button, so it is pressed from the keyboard, as many would.)
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select when you ate.')).toBeVisible();
  await expect(page.getByText('Please select the portion size.')).toBeVisible();
  await expect(page.getByText('Please select where the meal was from.')).toBeVisible();
  await expect(description).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Lunch' })).toHaveAccessibleDescription(
    'Please select when you ate.',
  );
  await expectNoAxeViolations(page);

  // Fixing each one clears its message, and the meal saves.
  await description.fill('Soup');
  await page.getByRole('radio', { name: 'Lunch' }).check();
  await page.getByRole('radio', { name: 'Large' }).check();
  await page.getByRole('radio', { name: 'Restaurant' }).check();
  await expect(page.getByText('Please select', { exact: false })).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
});

test('a meal is logged for yesterday through the address, at the time of its meal', async ({
  page,
  signUpOnboarded,
}) => {
  const account = await signUpOnboarded();
  await backdateAccount(account.email, 1);
  const yesterday = addDays(todayKey(new Date(), 'UTC'), -1);

  await page.goto(`/app/journal/log?date=${yesterday}&type=food`);
  await expect(page.getByText(`Logging for Yesterday, ${longDate(yesterday)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: 'Breakfast' })).not.toBeChecked();

  await page.getByLabel('What did you eat?').fill('Porridge with pear');
  await page.getByRole('radio', { name: 'Breakfast' }).check();
  await page.getByRole('radio', { name: 'Small' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();

  const entries = page.getByRole('region', { name: /^Entries for / });
  await expect(entries.getByText('Porridge with pear')).toBeVisible();
  // A past day's breakfast sits at breakfast time on that day.
  await expect(entries.getByText('8:00 AM')).toBeVisible();

  // The calendar offers the same two days, and going back to today is one press.
  await page.getByRole('button', { name: 'Another day' }).click();
  const calendar = page.getByRole('grid');
  await expect(calendar.getByRole('button', { name: /selected/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Another day' })).toBeFocused();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${todayKey(new Date(), 'UTC')}`));
});

test('days that cannot be logged are explained', async ({ page, signUpOnboarded }) => {
  await signUpOnboarded();
  const today = todayKey(new Date(), 'UTC');

  await page.goto('/app/journal/log');
  // A new account: yesterday is before it, and the button says so to everyone.
  const yesterdayButton = page.getByRole('button', { name: 'Yesterday' });
  await expect(yesterdayButton).toHaveAttribute('aria-disabled', 'true');
  await expect(yesterdayButton).toHaveAccessibleDescription(
    `You can only log entries from the date you created your account (${longDate(today)})`,
  );
  await yesterdayButton.click({ force: true });
  await expect(page).not.toHaveURL(/date=/);

  await page.goto(`/app/journal/log?date=${addDays(today, 1)}`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Invalid Date' })).toBeVisible();
  await expect(alert).toContainText('You cannot log entries for future dates.');
  // The form waits, hidden, for a day that can be logged.
  await expect(page.getByLabel('What did you eat?')).toBeHidden();
  await expectNoAxeViolations(page);

  await page.goto(`/app/journal/log?date=${addDays(today, -3)}`);
  await expect(page.getByRole('alert')).toContainText(
    'You cannot log entries before your account creation date.',
  );
  await page.getByRole('button', { name: 'Log for today instead' }).click();
  await expect(page.getByLabel('What did you eat?')).toBeVisible();

  await page.goto('/app/journal/log?date=2025-02-30');
  await expect(page.getByRole('alert')).toContainText('The date must be a real calendar day');
});

test('the server’s refusal of a day is shown as an invalid date, and a save the server could not take is sent again', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await page.goto('/app/journal/log');
  const fillMeal = async () => {
    await page.getByLabel('What did you eat?').fill('Toast and jam');
    await page.getByRole('radio', { name: 'Snacks' }).check();
    await page.getByRole('radio', { name: 'Small' }).check();
    await page.getByRole('radio', { name: 'Delivery' }).check();
  };

  // The day turned over while the page was open: the API refuses it.
  await page.route('**/api/journal/entries', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        status: 422,
        code: 'future_date',
        detail: 'You cannot log entries for future dates.',
      }),
    }),
  );
  await fillMeal();
  await page.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Invalid Date' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You cannot log entries for future dates.');
  // Nothing typed is lost: the form stays as it was under the reason.
  await expect(page.getByLabel('What did you eat?')).toHaveValue('Toast and jam');
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.unrouteAll();

  // A server error is not a refusal: the meal is kept on this device and sent again after a
  // moment, with the same entry id, so it is saved once however often it is sent.
  await page.reload();
  const ids: string[] = [];
  let failNext = true;
  await page.route('**/api/journal/entries', async (route) => {
    ids.push((route.request().postDataJSON() as { id: string }).id);
    if (failNext) {
      failNext = false;
      await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' });
    } else {
      await route.continue();
    }
  });
  await fillMeal();
  await page.getByRole('button', { name: 'Save meal' }).click();
  await expect(
    page.getByText('Meal kept on this device. It will be sent automatically when the connection is back.'),
  ).toBeVisible();
  const entries = page.getByRole('region', { name: "Today's entries" });
  await expect(entries.getByText('Waiting to be sent')).toBeVisible();
  await expect(entries.getByText('Toast and jam')).toBeVisible();
  // Sent again by the queue's backoff, without a click.
  await expect(entries.getByRole('status')).toHaveText('All entries are sent and saved.', {
    timeout: 15_000,
  });
  await expect(entries.getByText('Waiting to be sent')).toHaveCount(0);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toBe(ids[1]);
  await expect(page.getByRole('region', { name: "Today's entries" }).getByRole('article')).toHaveCount(1);
});

test('the tabs work with arrow keys and keep the choice in the address', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await page.goto('/app/journal/log');
  const mealTab = page.getByRole('tab', { name: 'Log a Meal' });
  await mealTab.focus();
  await page.keyboard.press('ArrowRight');
  const symptomsTab = page.getByRole('tab', { name: 'Track Symptoms' });
  await expect(symptomsTab).toBeFocused();
  await expect(symptomsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/type=symptoms/);
  await expect(page.getByRole('tabpanel', { name: 'Track Symptoms' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(mealTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/type=food/);

  await page.goto('/app/journal/log?type=symptoms');
  await expect(symptomsTab).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});
