import type { Page } from '@playwright/test';
import { makeRemindersDue } from './support/e2e-database.ts';
import { readReminderUnsubscribeLinks } from './support/inbox.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// A reminder email's "Stop this reminder's emails" link leads to a page in Tend's own
// frame and style that asks before it stops anything: opening it (as a mail scanner does) changes
// nothing; its one button stops that reminder and no other.

type Reminder = { id: string; kind: string; enabled: boolean };

async function reminders(page: Page): Promise<Reminder[]> {
  return ((await (await page.request.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders;
}

async function addEmailReminder(page: Page, baseURL: string, kind: string, time: string) {
  const response = await page.request.post('/api/reminders', {
    data: { kind, time, weekdays: [1, 2, 3, 4, 5, 6, 7], channel: 'email' },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a reminder email’s unsubscribe link asks first, in Tend’s frame, then stops that reminder only', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  const account = await signUpOnboarded();
  await addEmailReminder(page, baseURL as string, 'check-in', '09:00');
  await addEmailReminder(page, baseURL as string, 'meal', '12:30');
  expect(await makeRemindersDue(account.email, 'check-in')).toBe(1);
  const { link, header } = await readReminderUnsubscribeLinks(account.email);
  expect(link.pathname).toBe('/unsubscribe');

  await page.goto(`${link.pathname}${link.search}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Stop this reminder?' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Stop a reminder · Tend');
  await expect(page.getByRole('main')).toContainText(
    'Tend will stop sending your morning check-in reminder. Your other reminders stay as they are.',
  );
  // The site's own navbar, footer and styles, not a bare page.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Tend is not medical advice');
  const button = page.getByRole('button', { name: 'Stop this reminder' });
  expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
  await expectNoAxeViolations(page);
  // Opening the page stopped nothing.
  expect((await reminders(page)).every((reminder) => reminder.enabled)).toBe(true);

  // The header's address, opened in a browser, leads to the same question.
  await page.goto(`${header.pathname}${header.search}`);
  await expect(page).toHaveURL(`${link.pathname}${link.search}`);
  await expect(heading).toBeVisible();

  // With the keyboard: the button stops it, and the news takes the heading's place and focus.
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const stopped = page.getByRole('heading', { level: 1, name: 'Reminder stopped' });
  await expect(stopped).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Your morning check-in reminder is off.');
  await expectNoAxeViolations(page);
  const after = await reminders(page);
  expect(after.find((reminder) => reminder.kind === 'check-in')?.enabled).toBe(false);
  expect(after.find((reminder) => reminder.kind === 'meal')?.enabled).toBe(true);

  // The same link again says so and changes nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Already stopped' })).toBeVisible();
});

test('an unsubscribe link that does not work says so, and where reminders are turned off', async ({
  page,
}) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('You can turn reminders off in your profile.');
  await expect(page.getByRole('link', { name: 'Open your reminders in Tend' })).toHaveAttribute(
    'href',
    '/app/profile',
  );
  await expect(page.getByRole('button', { name: 'Stop this reminder' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
