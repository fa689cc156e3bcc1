import { readResetCode } from './support/inbox.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

test('a person who forgot their password resets it with the emailed code', async ({ page, signUpViaApi }) => {
  const { email } = await signUpViaApi();
  await page.context().clearCookies();

  // The address typed on sign-in comes along, and never as part of an address the server sees.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveURL(/\/auth\/password-reset$/);
  await expectNoAxeViolations(page);

  // A reload keeps it (the history state stays with the tab).
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(requested.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email))).toEqual(
    [],
  );

  const requestedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Code' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong code first.
  await page.getByLabel('Reset code').fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code. Please try again.');

  const code = await readResetCode(email, requestedAt);
  await page.getByLabel('Reset code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-path-77');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-path-78');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-path-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 5000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-path-77');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding$|\/app\/home$/);
});

test('Go back returns to the previous step', async ({ page }) => {
  await page.goto('/auth/password-reset');
  await page.getByLabel('Email').fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Code' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody-here@example.test');
});
