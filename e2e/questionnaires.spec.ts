import { weekdayIndex } from '../domain/common/day-key.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Clinical questionnaires: a person with Crohn's disease finds the Harvey-Bradshaw Index on the
// dashboard on their chosen day, answers it with the keyboard only, one question at a time, and
// reads the score and its band; History then lists it with its answers.

// Every step waits on the keyboard and axe scans three pages; a shared machine makes that slow.
test.slow();

test("a person with Crohn's answers the HBI on its day with the keyboard only and sees the band", async ({
  page,
  baseURL,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await signUpViaApi();
  await completeOnboardingViaApi({ conditions: ["Crohn's Disease"] });
  const headers = { origin: baseURL as string };
  const overview = await page.request.get('/api/questionnaires');
  expect(overview.ok(), await overview.text()).toBe(true);
  const { today } = (await overview.json()) as { today: string };
  // Today is the chosen day.
  const settings = await page.request.put('/api/questionnaires/settings', {
    data: { frequency: 'weekly', weekday: weekdayIndex(today), instruments: null },
    headers,
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  await page.goto('/app/home');
  // The first page of a run waits for the app's chunks on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  const card = page.getByRole('heading', { name: "Your weekly Crohn's check: 5 questions, about a minute" });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('link', { name: 'Start the check' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Harvey-Bradshaw Index' })).toBeVisible();

  // General well-being: Tab to "Slightly below par", Enter chooses it and moves on; from then on each
  // question's first option (or the one chosen before) has the focus.
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Slightly below par' }));
  await page.keyboard.press('Enter');
  // Abdominal pain: "Mild".
  await expect(page.getByRole('button', { name: 'None' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // Liquid or soft stools: Tab to the usual count "3", Enter.
  await expect(page.getByRole('button', { name: '0', exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: '3', exact: true }));
  await page.keyboard.press('Enter');
  // Abdominal mass: "None", as chosen by a person who does not know.
  await expect(page.getByText('Question 4 of 5')).toBeVisible();
  await page.keyboard.press('Enter');
  // Complications: joint pain, ticked with Space, then Next.
  await expect(page.getByRole('checkbox', { name: 'Joint pain (arthralgia)' })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: 'Save and see my score' })).toBeFocused();
  await page.keyboard.press('Enter');
  // 1 + 1 + 3 + 0 + 1 = 6: mild (5 to 7).
  await expect(page.getByText('6, mild', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/app/journal/history');
  await expect(page.getByRole('heading', { name: 'Your questionnaires' })).toBeVisible();
  await expect(page.getByText('6, mild', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('answers in progress resume after a reload, one question per screen at phone width', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi();
  await completeOnboardingViaApi({ conditions: ["Crohn's Disease", 'Ulcerative Colitis'] });
  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { name: /^Your weekly Crohn's check/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^Your weekly ulcerative colitis check: 6 questions/ }),
  ).toBeVisible();

  await page.goto('/app/questionnaires/hbi');
  await page.getByRole('button', { name: 'Poor', exact: true }).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Poor', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
});
