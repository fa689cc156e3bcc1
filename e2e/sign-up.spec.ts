import { expect, expectNoAxeViolations, test, testPassword, uniqueEmail } from './support/test.ts';

test('a visitor creates an account from the landing page and is taken to onboarding', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Your Journey' }).first().click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('sign-up explains what is wrong with the form', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please tell us your name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter a password.')).toBeVisible();

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose another one.'),
  ).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('the strength meter names a common password as the form refuses it, never Okay', async ({ page }) => {
  const tooCommon = 'This password is too common and easy to guess. Please choose another one.';
  await page.goto('/auth/sign-up');
  const password = page.getByLabel('Password', { exact: true });
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(uniqueEmail());

  await password.fill('password');
  await expect(password).toHaveAccessibleDescription(tooCommon);
  await expect(page.getByText(/^Okay\./)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(tooCommon.replace(/\./g, '\\.')));
  // Said once, as the field's error, not again by the meter.
  await expect(page.getByText(tooCommon)).toHaveCount(1);

  // A password of about the same length that is not on the list is only 'Okay', and is accepted.
  await password.fill('quiet-oak');
  await expect(password).toHaveAccessibleDescription(/Okay\. A longer password is harder to guess\./);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a pasted control character in the name is explained at the field, and no account is made', async ({
  page,
}) => {
  await page.goto('/auth/sign-up');
  // A character copied from a document along with the name; the server refuses it too.
  await page.getByLabel('First name').fill('Robin\u0007');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Please use letters, not line breaks or other control characters.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expectNoAxeViolations(page);
});

test('someone already signed in is sent into the app from the auth pages', async ({ page, signUpViaApi }) => {
  await signUpViaApi();
  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/onboarding$/);
});
