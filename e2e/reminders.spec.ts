import type { Page } from '@playwright/test';
import { type LocalPushService, startLocalPushService } from '../server/test/push-service.ts';
import { tabTo } from './support/keyboard.ts';
import {
  deliverPush,
  shownNotifications,
  tapNotification,
  turnOnNotificationsHere,
} from './support/push-device.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Reminders: set up from the dashboard's one-time offer or the profile, with the keyboard
// alone; notifications on this device through a real local push service (the browser's own push
// service is outside this machine, so the subscription the page gets is made by the test, with real
// keys); and the service worker showing a push and opening the right form on a tap, driven through
// the DevTools protocol.

test.beforeEach(async ({ signUpViaApi, completeOnboardingViaApi }) => {
  await signUpViaApi();
  await completeOnboardingViaApi();
});

function remindersRegion(page: Page) {
  return page.getByRole('region', { name: 'Reminders' });
}

test('the dashboard offers reminders once; a preset sets two in one tap, keyboard only; axe light and dark', async ({
  page,
}) => {
  // A long journey through two pages, with four axe scans.
  test.slow();
  await page.goto('/app/home');
  const offer = page.getByRole('complementary', { name: 'Would a gentle reminder help?' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await tabTo(page, offer.getByRole('link', { name: 'Set up reminders' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/app\/profile#reminders$/);
  const region = remindersRegion(page);
  await expect(region.getByRole('heading', { name: 'Reminders' })).toBeFocused();
  await tabTo(page, region.getByRole('button', { name: 'Morning and evening check-in' }));
  await page.keyboard.press('Enter');
  const list = region.getByRole('list', { name: 'Your reminders' });
  await expect(list.getByText('Morning check-in, 9:00 AM')).toBeVisible();
  await expect(list.getByText('Evening check-in, 8:00 PM')).toBeVisible();
  await expect(region.getByRole('status')).toHaveText('Reminders added.');
  await expect(list.getByText(/^Next: /)).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);

  // Answered once, the offer does not come back.
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('complementary', { name: 'Would a gentle reminder help?' })).toHaveCount(0);
});

test('a reminder is added, changed, switched off and deleted; a day is required', async ({ page }) => {
  test.slow();
  await page.goto('/app/profile');
  const region = remindersRegion(page);
  await region.getByRole('button', { name: 'Add a reminder' }).click();
  const form = region.getByRole('form', { name: 'New reminder' });
  await form.getByRole('radio', { name: 'Logging a meal' }).check();
  await form.getByLabel('Time').fill('12:45');
  for (const day of ['Saturday', 'Sunday']) await form.getByRole('checkbox', { name: day }).uncheck();
  await expect(
    form.getByRole('checkbox', { name: "Skip it when I've already logged this today" }),
  ).toBeChecked();
  await form.getByRole('radio', { name: 'An email' }).check();
  await form.getByRole('button', { name: 'Save reminder' }).click();

  const list = region.getByRole('list', { name: 'Your reminders' });
  const item = list.getByRole('listitem').filter({ hasText: 'Lunch, 12:45 PM' });
  await expect(item).toContainText('Weekdays · Email · skipped when already logged');

  await item.getByRole('button', { name: 'Change Lunch, 12:45 PM' }).click();
  const edit = region.getByRole('form', { name: 'Change the lunch reminder' });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await edit.getByRole('checkbox', { name: day }).uncheck();
  }
  await edit.getByRole('button', { name: 'Save reminder' }).click();
  await expect(edit.getByText('Please choose at least one day of the week.')).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Wednesday' }).check();
  await edit.getByRole('button', { name: 'Save reminder' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Lunch, 12:45 PM' })).toContainText(
    'Wed · Email',
  );

  const toggle = list.getByRole('switch', { name: 'Lunch, 12:45 PM: on' });
  await toggle.uncheck();
  await expect(list.getByRole('listitem').filter({ hasText: 'Lunch, 12:45 PM' })).toContainText('Off');
  await expect(toggle).not.toBeChecked();
  await list.getByRole('button', { name: 'Delete Lunch, 12:45 PM' }).click();
  await expect(region.getByText('You have no reminders yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a questionnaire reminder is set with the keyboard alone, and refused with the reason while no questionnaire is on', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const headers = { origin: baseURL as string };
  const schedule = async (frequency: 'weekly' | 'off') => {
    const response = await page.request.put('/api/questionnaires/settings', {
      data: { frequency, weekday: 0, instruments: null },
      headers,
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  // The onboarding's rheumatoid arthritis offers the RA core set; turned off, nothing is on.
  await schedule('off');
  await page.goto('/app/profile');
  const region = remindersRegion(page);
  await expect(region.getByRole('button', { name: 'Add a reminder' })).toBeVisible({ timeout: 30_000 });
  await tabTo(page, region.getByRole('button', { name: 'Add a reminder' }));
  await page.keyboard.press('Enter');
  const form = region.getByRole('form', { name: 'New reminder' });
  // A radio group is one Tab stop; the arrows move through it.
  await tabTo(page, form.getByRole('radio', { name: 'A symptom check-in' }));
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  const questionnaire = form.getByRole('radio', { name: /^Your questionnaire/ });
  await expect(questionnaire).toBeChecked();
  await expect(questionnaire).toBeFocused();
  // Its days are the questionnaire's: none to choose, and nothing to skip by hand.
  await expect(form.getByRole('group', { name: 'Days' })).toHaveCount(0);
  await expect(
    form.getByRole('checkbox', { name: "Skip it when I've already logged this today" }),
  ).toHaveCount(0);
  await expect(form.getByText('It comes on the day your questionnaire is due')).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: 'Save reminder' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toContainText('You have no questionnaire turned on');
  await expect(region.getByRole('list', { name: 'Your reminders' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Turned on, the same form saves it.
  await schedule('weekly');
  await tabTo(page, form.getByRole('button', { name: 'Save reminder' }));
  await page.keyboard.press('Enter');
  const item = region
    .getByRole('list', { name: 'Your reminders' })
    .getByRole('listitem')
    .filter({ hasText: 'Questionnaire, 8:00 PM' });
  await expect(item).toContainText('Only on the day your questionnaire is due, until it is filled in');
  await expect(item).toContainText(/Next: Monday/);
  await expect(item).not.toContainText('Every day');
  await expectNoAxeViolations(page);
});

test('pausing every reminder and quiet hours', async ({ page }) => {
  await page.goto('/app/profile');
  const region = remindersRegion(page);
  await region.getByLabel('Pause all reminders for').selectOption('3');
  await region.getByRole('button', { name: 'Pause reminders' }).click();
  await expect(region.getByText(/^All reminders are paused until /)).toBeVisible();
  await region.getByRole('button', { name: 'Resume reminders now' }).click();
  await expect(region.getByRole('button', { name: 'Pause reminders' })).toBeVisible();

  await region.getByRole('checkbox', { name: 'Hold reminders during quiet hours' }).check();
  await region.getByLabel('From').fill('21:30');
  await region.getByLabel('Until').fill('21:30');
  await region.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(region.getByRole('alert')).toHaveText('Quiet hours must start and end at different times.');
  await region.getByLabel('Until').fill('07:15');
  await region.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(region.getByRole('status')).toHaveText(
    'Quiet hours saved. Reminders that fall in them wait until they end.',
  );
  await page.reload();
  await expect(remindersRegion(page).getByLabel('Until')).toHaveValue('07:15');
});

test.describe('notifications on this device', () => {
  let push: LocalPushService;
  test.beforeAll(async () => {
    push = await startLocalPushService();
  });
  test.afterAll(async () => {
    await push.close();
  });

  test('turning them on, a test notification through the push service, and a push the worker shows and opens', async ({
    page,
    context,
    baseURL,
  }) => {
    // The subscription this browser would get from its push service, with real keys, at the test's one.
    await turnOnNotificationsHere(page, context, push);
    const region = remindersRegion(page);
    const devices = region.getByRole('list', { name: 'Devices that get notifications' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText(/Chrome on Linux|Chrome/);

    // The server encrypts for this device's keys; the push service decrypts what arrived.
    const before = push.received.length;
    await region.getByRole('button', { name: 'Send a test notification' }).click();
    await expect(region.getByRole('status')).toHaveText('A test notification was sent to your device.');
    await push.waitFor(before + 1);
    expect(push.received.at(-1)?.payload).toMatchObject({
      title: 'Tend',
      body: 'This is how your reminders will look.',
    });

    // The push reaches the service worker, which shows it...
    await deliverPush(page, context, baseURL as string, {
      title: 'Tend',
      body: 'Time for your evening check-in',
      url: '/app/journal/log?type=symptoms',
      tag: 'reminder-check-in',
    });
    await expect.poll(() => shownNotifications(page)).toEqual(['Tend: Time for your evening check-in']);

    // ...and a tap on it opens the check-in form in this window.
    await tapNotification(context);
    await expect(page).toHaveURL(/\/app\/journal\/log\?type=symptoms$/);

    // A device can be removed.
    await page.goto('/app/profile');
    await remindersRegion(page)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(
      remindersRegion(page).getByText('No device gets notifications yet.', { exact: false }),
    ).toBeVisible();
  });
});

test('a browser that cannot reach its push service says so after 15 seconds and offers email instead', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  // Chrome's push service out of reach (a firewall, a network that blocks it): subscribe() never settles.
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => {});
    PushManager.prototype.getSubscription = async () => null;
  });
  const created = await page.request.post('/api/reminders', {
    data: { kind: 'meal', time: '12:30', weekdays: [1, 2, 3, 4, 5, 6, 7], channel: 'push' },
    headers: { origin: baseURL as string },
  });
  expect(created.status()).toBe(201);
  await page.clock.install();
  await page.goto('/app/profile');
  // The subscription is asked of the active service worker's registration.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const region = remindersRegion(page);
  const list = region.getByRole('list', { name: 'Your reminders' });
  await expect(list.getByText(/· Notification/)).toBeVisible({ timeout: 20_000 });

  // The clock stands still from here: only the test moves it, so the 15 seconds are the app's own.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await region.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  const busy = region.getByRole('button', { name: 'Turning on notifications for this device...' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(region.getByRole('status')).toHaveText('Turning on notifications for this device...');
  await page.clock.runFor(14_000);
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(region.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(region.getByRole('alert')).toHaveText(
    'Notifications could not be turned on: this browser got no answer from its notification service within 15 seconds. The network may be blocking it. Your reminders can come by email instead.',
  );
  const turnOn = region.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(turnOn).not.toHaveAttribute('aria-busy', 'true');
  await expect(region.getByText('Turning on notifications for this device...')).toHaveCount(0);
  await page.clock.resume();
  await expectNoAxeViolations(page);

  await region.getByRole('button', { name: 'Get my reminders by email' }).click();
  await expect(region.getByRole('status')).toHaveText('Your reminders will come by email.');
  await expect(list.getByText(/· Email/)).toBeVisible();
  await expect(list.getByText(/· Notification/)).toHaveCount(0);
  await expect(region.getByRole('button', { name: 'Get my reminders by email' })).toHaveCount(0);
  // New reminders come by email too.
  await region.getByRole('button', { name: 'Add a reminder' }).click();
  await expect(region.getByRole('radio', { name: 'An email' })).toBeChecked();
});

test.describe('on an iPhone, in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  });

  test('notifications need the installed app, and email is offered instead', async ({ page }) => {
    // Safari on an iPhone has no PushManager outside the app added to the Home Screen.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
    });
    await page.goto('/app/profile');
    const region = remindersRegion(page);
    await expect(
      region.getByText(/notifications work only from Tend added to your Home Screen \(iOS 16\.4 or later\)/),
    ).toBeVisible();
    await expect(region.getByRole('button', { name: 'Turn on notifications on this device' })).toHaveCount(0);
    // New reminders come by email here.
    await region.getByRole('button', { name: 'Add a reminder' }).click();
    await expect(region.getByRole('radio', { name: 'An email' })).toBeChecked();
  });
});
