import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storedData } from '../domain/privacy/stored-data.ts';
import { expect, expectNoAxeViolations, test, testPassword, writeEntryViaApi } from './support/test.ts';

const answers = {
  name: 'Robin',
  conditions: ['Celiac Disease', 'Other: Lupus'],
  medications: ['Methotrexate'],
  supplements: ['Vitamin D'],
  symptoms: ['Fatigue'],
  dietaryRestrictions: ['gluten-free'],
  suspectedTriggers: ['dairy'],
};

const sectionNames = [
  'Personal Information',
  'Health Conditions',
  'Medications & Supplements',
  'Symptoms to Track',
  'Dietary Preferences',
  'Legal & Support',
  'Your data',
] as const;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, text: string) {
  await expect(toasts(page).getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
}

// A closed section's button also reads a summary of its answers after the title.
const sectionButton = (page: Page, name: (typeof sectionNames)[number]) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

async function openSection(page: Page, name: (typeof sectionNames)[number]) {
  const button = sectionButton(page, name);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

async function openProfile(page: Page) {
  await page.goto('/app/home');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

const symptomsGroup = (page: Page) =>
  page.getByRole('group', { name: 'Which symptoms would you like to track?' });

test('the profile shows what the person chose, and edits with Other entries and none survive a reload', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const { email } = await signUpViaApi({ name: 'Robin' });
  await completeOnboardingViaApi(answers);
  await openProfile(page);
  await expect(page.getByRole('main')).toContainText('Manage your account settings and preferences');

  for (const name of sectionNames) await openSection(page, name);
  await expectNoAxeViolations(page);

  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByRole('main')).toContainText(email);
  await expect(page.getByRole('checkbox', { name: 'Celiac Disease' })).toBeChecked();
  await expect(
    page.getByRole('list', { name: 'Other conditions you added' }).getByRole('listitem'),
  ).toHaveText(['Lupus']);
  await expect(page.getByRole('checkbox', { name: 'Methotrexate' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vitamin D' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fatigue' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Gluten-free' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dairy', exact: true })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

  // Two custom symptoms (the profile keeps several), then one removed with its chip's button.
  await symptomsGroup(page).getByRole('checkbox', { name: 'Other' }).check();
  const otherSymptom = page.getByRole('textbox', { name: 'Other symptom' });
  await otherSymptom.fill('Nausea');
  await symptomsGroup(page).getByRole('button', { name: 'Add' }).click();
  await otherSymptom.fill('  Hair loss ');
  await otherSymptom.press('Enter');
  const addedSymptoms = page.getByRole('list', { name: 'Other symptoms you added' });
  await expect(addedSymptoms.getByRole('listitem')).toHaveText(['Nausea', 'Hair loss']);
  await page.getByRole('button', { name: 'Remove Nausea' }).click();
  await expect(addedSymptoms.getByRole('listitem')).toHaveText(['Hair loss']);
  await expect(page.getByRole('button', { name: 'Remove Hair loss' })).toBeFocused();

  // 'Still figuring it out' clears the diets chosen.
  await page.getByRole('checkbox', { name: 'Keto' }).check();
  await expect(page.getByRole('checkbox', { name: 'Gluten-free' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Still figuring it out' }).check();
  await expect(page.getByRole('checkbox', { name: 'Gluten-free' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Keto' })).not.toBeChecked();

  await page.getByLabel('First name').fill('Robin Lee');
  const save = page.getByRole('button', { name: /Save Changes|Saving|Profile updated/ });
  await save.click();
  await expect(save).toHaveText('Profile updated!');
  await expect(save).toHaveText('Save Changes', { timeout: 5000 });

  await page.reload();
  for (const name of sectionNames.slice(0, 5)) await openSection(page, name);
  await expect(page.getByLabel('First name')).toHaveValue('Robin Lee');
  await expect(addedSymptoms.getByRole('listitem')).toHaveText(['Hair loss']);
  await expect(page.getByRole('checkbox', { name: 'Fatigue' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Still figuring it out' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Keto' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Gluten-free' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dairy', exact: true })).toBeChecked();
});

test('a profile that breaks a rule is not saved, and the problem is shown where it is', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await signUpViaApi();
  await completeOnboardingViaApi(answers);
  await page.goto('/app/profile');
  await openSection(page, 'Symptoms to Track');
  await page.getByRole('checkbox', { name: 'Fatigue' }).uncheck();
  await sectionButton(page, 'Symptoms to Track').click();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(sectionButton(page, 'Symptoms to Track')).toHaveAttribute('aria-expanded', 'true');
  await expect(symptomsGroup(page)).toHaveAccessibleDescription(/Symptom selection required/);
  await expect(page.getByRole('checkbox', { name: 'Joint pain' })).toBeFocused();
  await expectNoAxeViolations(page);

  // A failure on the server's side is explained in the spec's words.
  await page.getByRole('checkbox', { name: 'Joint pain' }).check();
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Failed to save your profile. Please try again.');
});

test('leaving with unsaved changes asks first, by keyboard too', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await signUpViaApi({ name: 'Robin' });
  await completeOnboardingViaApi(answers);
  await openProfile(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const name = page.getByLabel('First name');
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  // Nothing changed: Home simply goes home.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await openProfile(page);

  await name.fill('Robin Lee');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('You changed your profile and have not saved it yet.');
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expectNoAxeViolations(page);

  // Escape stays, with the words as typed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(name).toHaveValue('Robin Lee');

  // Leaving without saving, from the keyboard, leaves the profile as it was.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Leave without saving' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Robin!$/);

  // Save and leave keeps the change and goes on.
  await openProfile(page);
  await name.fill('Robin Lee');
  await nav.getByRole('link', { name: 'History' }).click();
  await dialog.getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(/\/app\/journal\/history$/);
  expect(((await (await page.request.get('/api/profile')).json()) as { name: string }).name).toBe(
    'Robin Lee',
  );
});

test('Save stays in sight with every section open, and leaving the site with changes asks', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await signUpViaApi({ name: 'Robin' });
  await completeOnboardingViaApi(answers);
  await openProfile(page);
  // Every section open, the page scrolled to the top: Save is still on screen, under the form.
  for (const section of sectionNames.slice(0, 5)) await openSection(page, section);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeInViewport();

  // Leaving the site (closing the tab, a reload) gets the browser's own question.
  await page.getByLabel('First name').fill('Robin Lee-Smith');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  // Leave: a dismissed question keeps a page whose close is still pending, which the context's own
  // close at the end of the test then trips over.
  await question.accept();
});

test('a profile that cannot be loaded says so', async ({ page, signUpViaApi, completeOnboardingViaApi }) => {
  await signUpViaApi();
  await completeOnboardingViaApi();
  await page.route('**/api/profile', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/app/profile');
  await expectToast(page, 'Failed to load your profile data.');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('the JSON export holds what the person entered', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const { email } = await signUpViaApi();
  // "Still figuring out triggers" is stored as the catalogue id 'none'.
  await completeOnboardingViaApi({ ...answers, suspectedTriggers: ['none'] });
  await page.goto('/app/profile');
  await openSection(page, 'Your data');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tend-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const exported = JSON.parse(text);
  expect(exported).toMatchObject({
    format: 'tend-export',
    version: 2,
    account: { email },
    profile: {
      ...answers,
      suspectedTriggers: [],
      stillFiguringOutTriggers: true,
      takesNoPrescriptionMedications: false,
      onboardingComplete: true,
    },
  });
  expect(text).not.toContain('"none"');
});

test('the CSV export opens in a spreadsheet: a row per entry, a column per symptom, formulas defused', async ({
  page,
  baseURL,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await signUpViaApi();
  await completeOnboardingViaApi(answers);
  const today = await page.request.get('/api/journal/today');
  const { date, timeZone } = (await today.json()) as { date: string; timeZone: string };
  await writeEntryViaApi(page, baseURL as string, {
    type: 'food',
    date,
    content: '=SUM(1,2), crème brûlée',
    details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' },
  });
  await writeEntryViaApi(page, baseURL as string, {
    type: 'symptom',
    date,
    details: { symptomRatings: { Fatigue: 4 }, time_of_day: 'evening' },
  });
  await page.goto('/app/profile');
  await openSection(page, 'Your data');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my entries (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tend-entries-${date}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  // The moment as lived and in UTC, the symptom columns, then the factor, bowel movement
  // and medication columns, then the experiment, questionnaire and share link columns.
  expect(lines[0]).toMatch(
    /^Local date,Local time,Time zone,"Occurred at \(ISO 8601, UTC\)",.*,Symptom notes,Symptom: Fatigue,Stress \(1-5\),.*,Dose note,Experiment,Experiment day,Questionnaire,Questionnaire score,Questionnaire band,Questionnaire answers,Share link,Share link shares,Share link expires,Share link opened$/,
  );
  expect(lines).toHaveLength(4);
  expect(lines.find((line) => line.includes('Meal,'))).toContain(`"'=SUM(1,2), crème brûlée"`);
  expect(lines.find((line) => line.includes('Symptom check-in'))).toMatch(
    new RegExp(`^${date},\\d\\d:\\d\\d,${timeZone},.*,Evening,,4,{21}$`),
  );
});

test('signing out other devices ends their sessions', async ({
  page,
  playwright,
  baseURL,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const { email, password } = await signUpViaApi();
  await completeOnboardingViaApi();
  const otherDevice = await playwright.request.newContext({
    baseURL: baseURL as string,
    extraHTTPHeaders: {
      origin: baseURL as string,
      'x-forwarded-for': '10.200.0.9',
      'user-agent': 'Firefox/127.0 (Windows NT 10.0)',
    },
  });
  const signIn = await otherDevice.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);

  await page.goto('/app/profile');
  await openSection(page, 'Your data');
  const devices = page.getByRole('list', { name: 'Devices signed in' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  await expect(devices.nth(1)).toContainText('Firefox on Windows');
  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  await expectToast(page, 'Signed out of your other devices.');
  await expect(devices).toHaveCount(1);
  expect((await otherDevice.get('/api/me')).status()).toBe(401);
  await otherDevice.dispose();
});

test('changing the password: the new one signs in', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const { email } = await signUpViaApi();
  await completeOnboardingViaApi();
  await page.goto('/app/profile');
  await openSection(page, 'Your data');

  const newPassword = 'quiet-river-stones-81';
  const changeButton = page.getByRole('button', { name: 'Change password' });
  await page.getByLabel('Current password', { exact: true }).fill(testPassword);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
  await changeButton.click();
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match',
  );

  await page.getByLabel('Current password', { exact: true }).fill('not-the-password-1');
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await changeButton.click();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
    'That is not your current password. Please check it and try again.',
  );
  await expect(page.getByLabel('Current password', { exact: true })).toBeFocused();

  await page.getByLabel('Current password', { exact: true }).fill(testPassword);
  await changeButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match an account');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('deleting the account asks for the password, then the account is gone', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  // Two pages, three axe scans and a check of every erased kind: past 60 s on a loaded machine.
  test.slow();
  const { email, password } = await signUpViaApi();
  await completeOnboardingViaApi();
  await page.goto('/app/profile');
  await openSection(page, 'Your data');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  // Escape closes it and nothing happens.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Please enter your password.',
  );
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password-5');
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'That password is not right. Please try again.',
  );

  // This browser remembers the person for offline use until the account is gone.
  expect(await page.evaluate(() => localStorage.getItem('tend-last-user'))).not.toBeNull();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();

  // It ends on a page that says it is done and what was erased.
  await expect(page).toHaveURL(/\/account-deleted$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Your account has been deleted' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Account deleted · Tend');
  // Every kind of data the Privacy Policy says goes with the account, from the same list.
  const erased = page.getByRole('region', { name: 'What was erased' }).getByRole('listitem');
  const erasedKinds = storedData.filter((kind) => kind.erasedWithAccount);
  await expect(erased).toHaveCount(erasedKinds.length);
  for (const kind of erasedKinds) {
    const text = kind.place === 'device' ? `${kind.label}, in this browser` : kind.label;
    await expect(erased.filter({ hasText: text })).toHaveCount(1);
  }
  for (const kind of storedData.filter((each) => !each.erasedWithAccount)) {
    await expect(page.getByText(kind.label.toLowerCase())).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key === 'tend-last-user' || key.startsWith('tend-offline:')),
    ),
  ).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
  // Without a deletion behind it, the page is not shown: nobody is told an account is gone.
  await page.goto('/account-deleted');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match an account');
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('onboarding and the profile keep enough contrast', async ({ page, signUpViaApi }) => {
    await signUpViaApi();
    await page.goto('/onboarding');
    await page.getByRole('checkbox', { name: 'Celiac Disease' }).check();
    await expectNoAxeViolations(page);

    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'No prescription medications' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Fatigue' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Still figuring it out' }).check();
    await page.getByRole('button', { name: 'Complete setup' }).click();
    await expect(page).toHaveURL(/\/app\/home\?fresh=true$/);

    await page.goto('/app/profile');
    for (const name of sectionNames) await openSection(page, name);
    await expectNoAxeViolations(page);
  });
});
