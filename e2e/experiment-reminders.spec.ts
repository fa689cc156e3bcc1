import type { Page } from '@playwright/test';
import { type LocalPushService, startLocalPushService } from '../server/test/push-service.ts';
import { makeRemindersDue } from './support/e2e-database.ts';
import { tabTo } from './support/keyboard.ts';
import {
  deliverPush,
  shownNotifications,
  tapNotification,
  turnOnNotificationsHere,
} from './support/push-device.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Reminders follow the plan. A person who has reminders on starts an experiment
// with the keyboard alone; "Remind me of each day's step" is offered, on by default, with the
// check-in after a portion; both are made with the experiment and show in the profile's list,
// saying when they come. A person without reminders is told where to turn them on.

const symptoms = ['Digestive issues', 'Fatigue'];

type Reminder = { kind: string; time: string; channel: string; nextAt: string | null };

async function reminders(page: Page): Promise<Reminder[]> {
  return ((await (await page.request.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders;
}

async function chooseDairy(page: Page) {
  const food = page.getByLabel('Food to test');
  await tabTo(page, food);
  // A native select moves through its options with the arrow keys.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(food).toHaveValue('dairy');
}

test("starting an experiment offers a reminder of each day's step, on by default, keyboard only; axe", async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  test.slow();
  await signUpOnboarded({ symptoms });
  // Reminders on: an evening check-in reminder, set as the profile would.
  const evening = await page.request.post('/api/reminders', {
    data: { kind: 'check-in', time: '20:00', weekdays: [1, 2, 3, 4, 5, 6, 7], channel: 'email' },
    headers: { origin: baseURL as string },
  });
  expect(evening.status(), await evening.text()).toBe(201);

  await page.goto('/app/experiments');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await chooseDairy(page);

  const offer = page.getByRole('group', { name: 'Reminders' });
  const step = offer.getByRole('checkbox', { name: "Remind me of each day's step" });
  const checkIn = offer.getByRole('checkbox', { name: 'On days with a portion, remind me to check in' });
  await expect(step).toBeChecked();
  await expect(checkIn).toBeChecked();
  await expect(offer.getByLabel('Step reminder time')).toHaveValue('08:00');
  await expect(offer.getByLabel('Check-in reminder time')).toHaveValue('16:00');
  await expectNoAxeViolations(page);

  // The check-in reminder is not wanted: unticked with Space, its time goes away.
  await tabTo(page, checkIn);
  await page.keyboard.press('Space');
  await expect(checkIn).not.toBeChecked();
  await expect(offer.getByLabel('Check-in reminder time')).toHaveCount(0);

  // The step's time, typed into the time field: hours, minutes, then AM.
  const stepTime = offer.getByLabel('Step reminder time');
  await tabTo(page, stepTime);
  await page.keyboard.type('0730A');
  await expect(stepTime).toHaveValue('07:30');

  const safety = page.getByRole('checkbox', { name: /I have read this/ });
  await tabTo(page, safety);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Start the experiment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Dairy experiment' })).toBeVisible();

  // Made with the experiment: the step reminder at 07:30, every day, by email like the person's own.
  const made = await reminders(page);
  expect(made.map(({ kind, time, channel }) => ({ kind, time, channel }))).toEqual([
    { kind: 'experiment', time: '07:30', channel: 'email' },
    { kind: 'check-in', time: '20:00', channel: 'email' },
  ]);

  // In the profile's list, saying when it comes.
  await page.goto('/app/profile#reminders');
  const list = page.getByRole('region', { name: 'Reminders' }).getByRole('list', { name: 'Your reminders' });
  const item = list.getByRole('listitem').filter({ hasText: 'Experiment step, 7:30 AM' });
  await expect(item).toContainText('Every day · Email · skipped when already logged');
  await expect(item).toContainText('Only on the days of an experiment under way');
  // Its next time is a day of the plan, which began today.
  await expect(item).toContainText(/Next: \w+day,? 7:30\sAM/);
  await expectNoAxeViolations(page);
});

test('a person without reminders is told where to turn them on; one who has an experiment reminder keeps it', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded({ symptoms });
  await page.goto('/app/experiments');
  await chooseDairy(page);
  await expect(page.getByRole('group', { name: 'Reminders' })).toHaveCount(0);
  const link = page.getByRole('link', { name: 'turn reminders on in your profile' });
  await expect(link).toHaveAttribute('href', '/app/profile#reminders');

  // Set in the profile: the form says when it comes and what skips it.
  await page.goto('/app/profile');
  const region = page.getByRole('region', { name: 'Reminders' });
  await region.getByRole('button', { name: 'Add a reminder' }).click();
  const form = region.getByRole('form', { name: 'New reminder' });
  await form.getByRole('radio', { name: /^Today's experiment step/ }).check();
  await expect(form.getByText('Only on the days of an experiment under way')).toBeVisible();
  await expect(form.getByText("Other days: once that day's check-in is.", { exact: false })).toBeVisible();
  await form.getByLabel('Time').fill('06:45');
  await form.getByRole('button', { name: 'Save reminder' }).click();
  const saved = region
    .getByRole('list', { name: 'Your reminders' })
    .getByRole('listitem')
    .filter({ hasText: 'Experiment step, 6:45 AM' });
  // No experiment yet: it promises no "Next:" time, and says why.
  await expect(saved).toContainText('Quiet until you start an experiment');
  await expect(saved).not.toContainText('Next:');
  await expectNoAxeViolations(page);

  await page.goto('/app/experiments');
  await chooseDairy(page);
  const offer = page.getByRole('group', { name: 'Reminders' });
  await expect(
    offer.getByText("Your reminder of each day's step at 6:45 AM follows this plan."),
  ).toBeVisible();
  await expect(offer.getByRole('checkbox', { name: "Remind me of each day's step" })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I have read this/ }).check();
  await page.getByRole('button', { name: 'Start the experiment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dairy experiment' })).toBeVisible();
  // Theirs is kept, not doubled; the check-in after a portion was added beside it.
  expect((await reminders(page)).map(({ kind, time }) => `${kind} ${time}`)).toEqual([
    'experiment 06:45',
    'experiment-check-in 16:00',
  ]);
  // The check-in comes first on the plan's first portion day, eleven days on: its date is named.
  await page.goto('/app/profile#reminders');
  await expect(
    page
      .getByRole('list', { name: 'Your reminders' })
      .getByRole('listitem')
      .filter({ hasText: 'Experiment check-in, 4:00 PM' }),
  ).toContainText(/Next: \w+day, \w+ \d+ at 4:00\sPM/);
});

test.describe('an experiment reminder on this device', () => {
  let push: LocalPushService;
  test.beforeAll(async () => {
    push = await startLocalPushService();
  });
  test.afterAll(async () => {
    await push.close();
  });

  test("today's step comes from the app's sender, names no food, and a tap opens the Experiments page", async ({
    page,
    context,
    baseURL,
    signUpOnboarded,
  }) => {
    test.slow();
    const account = await signUpOnboarded({ symptoms });
    await turnOnNotificationsHere(page, context, push);

    const today = ((await (await page.request.get('/api/journal/today')).json()) as { date: string }).date;
    const started = await page.request.post('/api/experiments', {
      data: {
        food: 'dairy',
        symptoms: ['Digestive issues'],
        start: today,
        reminders: { step: '08:00', checkIn: null },
      },
      headers: { origin: baseURL as string },
    });
    expect(started.status(), await started.text()).toBe(201);

    // Its time has come: the app's own sender encrypts it for this device; the push service decrypts it.
    const before = push.received.length;
    expect(await makeRemindersDue(account.email, 'experiment')).toBe(1);
    await push.waitFor(before + 1, 30_000);
    const payload = push.received.at(-1)?.payload;
    expect(payload).toEqual({
      title: 'Tend',
      body: "Time for today's experiment step",
      url: '/app/experiments',
      tag: 'reminder-experiment',
    });
    expect(JSON.stringify(payload)).not.toMatch(/dairy|milk|digestive/i);

    // The same message reaches the service worker, which shows it; a tap opens today's step.
    // A message delivered while the worker was being started again can be lost on a busy machine;
    // the tag makes a second delivery replace the first rather than add one.
    await expect(async () => {
      await deliverPush(page, context, baseURL as string, payload);
      await expect
        .poll(() => shownNotifications(page), { timeout: 5_000 })
        .toEqual(["Tend: Time for today's experiment step"]);
    }).toPass({ timeout: 30_000 });
    await tapNotification(context);
    await expect(page).toHaveURL(/\/app\/experiments$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dairy experiment' })).toBeVisible();
  });
});
