import { expect, expectNoAxeViolations, test } from './support/test.ts';

// The Insights badge says who worded what the person reads (decision 011). The e2e
// server runs without an AI provider, as most installs do, so the AI-worded answer is the real
// server's answer with only `wording` and a text changed on its way to the page: what is under test
// here is the page's reading of `wording`. The provider itself, the check of its words and the
// cache are tested through the API against a real chat-completions server
// (server/features/insights/insights-ai.test.ts).

const AI_SUMMARY = 'A gentle look at your day: you logged 2 meals and 2 check-ins, well done.';

test.beforeEach(async ({ signUpOnboarded, logEntryViaApi }) => {
  await signUpOnboarded();
  await logEntryViaApi('food');
  await logEntryViaApi('food');
  await logEntryViaApi('symptom');
  await logEntryViaApi('symptom');
});

test("reads 'AI-Powered' when the answer was worded by an AI provider", async ({ page }) => {
  await page.route('**/api/insights', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    expect(body.wording).toBe('engine');
    body.wording = 'ai';
    body.insights.dailySummary.text = AI_SUMMARY;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/app/insights');

  await expect(page.getByRole('region', { name: 'Daily Insights' })).toContainText(AI_SUMMARY);
  await expect(page.getByText('AI-Powered', { exact: true })).toBeVisible();
  await expect(page.getByText('Statistics from your journal')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test("reads 'Statistics from your journal' when the engine's own words are shown", async ({ page }) => {
  await page.goto('/app/insights');

  await expect(page.getByRole('region', { name: 'Daily Insights' })).toContainText('Today you logged');
  await expect(page.getByText('Statistics from your journal')).toBeVisible();
  await expect(page.getByText('AI-Powered')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
