import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

// WCAG 2.2 A/AA, and axe's best-practice rules on top. The WCAG tags alone leave out the rules of
// a page's structure that a screen reader user navigates by: heading-order (no skipped heading
// level), region and the landmark-* rules (all content inside landmarks, exactly one main) and
// page-has-heading-one. axe files those under 'best-practice' only, because WCAG itself does not
// require them word for word, so a scan by WCAG tags passes a page with a jumbled outline or no
// main landmark. Those are the rules that matter to someone moving by headings and landmarks.
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails the test with a readable list when axe finds a WCAG 2.2 A/AA or best-practice violation
 * on the page. Call it once the page shows what the test is about (a heading or a result awaited
 * first): scanned while a route still shows its loading state, axe judges the spinner, not the page.
 */
export async function expectNoAxeViolations(page: Page) {
  // axe judges contrast by the colours it sees: a toast still fading in fails it at half opacity.
  // So wait for every animation and transition that ends (not a spinner's) to finish first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Only violations are read: axe then keeps one node per passed rule instead of every node, which
  // keeps a scan of a long page (a year of history, every table open) short.
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const testPassword = 'gentle-morning-walk-42';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID()}@example.test`;
}

/** The answers POST /api/onboarding/complete takes (the domain schema's input). */
export type OnboardingAnswers = {
  name: string;
  conditions: string[];
  acceptedTerms: true;
  medications: string[];
  supplements: string[];
  symptoms: string[];
  dietaryRestrictions: string[];
  suspectedTriggers: string[];
};

export const defaultOnboardingAnswers: OnboardingAnswers = {
  name: 'Robin',
  conditions: ['Rheumatoid Arthritis'],
  acceptedTerms: true,
  medications: ['none'],
  supplements: [],
  symptoms: ['Fatigue'],
  dietaryRestrictions: ['none'],
  suspectedTriggers: [],
};

export type Account = { email: string; password: string; name: string };

/** A valid onboarding answer (domain/profile/onboarding.ts) that tracks two symptoms. */
export const onboardingProfile = {
  conditions: ['Rheumatoid Arthritis'],
  medications: ['none'],
  supplements: [],
  symptoms: ['Joint pain', 'Fatigue'],
  dietaryRestrictions: ['none'],
  suspectedTriggers: ['none'],
  acceptedTerms: true,
};

/** Writes a journal entry through the API, as the log page would (the UI is not under test). */
export async function writeEntryViaApi(
  page: Page,
  origin: string,
  entry:
    | {
        type: 'food';
        date: string;
        content: string;
        details: { mealTime: string; mealSize: string; mealSource: string };
      }
    | {
        type: 'symptom';
        date: string;
        content?: string;
        details: { symptomRatings: Record<string, number>; time_of_day?: string };
      },
): Promise<{ id: string }> {
  const response = await page.request.post('/api/journal/entries', {
    data: { id: randomUUID(), content: '', ...entry },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

type Fixtures = {
  /** Creates an account through the API (the UI is not under test) and signs this browser in. */
  signUpViaApi: (options?: { name?: string }) => Promise<{ email: string; password: string; name: string }>;
  /** Finishes onboarding for the signed-in browser through the API, for tests of what comes after. */
  completeOnboardingViaApi: (answers?: Partial<OnboardingAnswers>) => Promise<OnboardingAnswers>;
  /** Logs a meal ('food') or a symptom check-in for today, on the user's own calendar, through the API. */
  logEntryViaApi: (type: 'food' | 'symptom') => Promise<void>;
  /**
   * Creates an account and finishes onboarding through the API, so the person lands in the app
   * with a profile; `symptoms` are the rows of the symptom form, `timezone` the profile's zone.
   */
  signUpOnboarded: (options?: { name?: string; symptoms?: string[]; timezone?: string }) => Promise<Account>;
};

export const test = base.extend<Fixtures>({
  // Every test is its own client address behind the trusted proxy the e2e server is told about,
  // so per-address rate limits apply per test, as they would per person.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  signUpViaApi: async ({ page, baseURL }, use) => {
    await use(async ({ name = 'Robin' } = {}) => {
      const email = uniqueEmail();
      const response = await page.request.post('/api/auth/sign-up/email', {
        data: { name, email, password: testPassword },
        headers: { origin: baseURL as string },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return { email, password: testPassword, name };
    });
  },
  completeOnboardingViaApi: async ({ page, baseURL }, use) => {
    await use(async (answers = {}) => {
      const body = { ...defaultOnboardingAnswers, ...answers };
      const response = await page.request.post('/api/onboarding/complete', {
        data: body,
        headers: { origin: baseURL as string },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return body;
    });
  },
  logEntryViaApi: async ({ page, baseURL }, use) => {
    await use(async (type) => {
      // "Today" is the server's, in the user's zone: the same day the dashboard shows.
      const today = await page.request.get('/api/journal/today');
      expect(today.ok(), await today.text()).toBe(true);
      const { date } = (await today.json()) as { date: string };
      const entry =
        type === 'food'
          ? {
              content: 'Oat porridge with blueberries',
              details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
            }
          : { content: '', details: { symptomRatings: { 'Joint pain': 3 }, time_of_day: 'morning' } };
      const response = await page.request.post('/api/journal/entries', {
        data: { id: randomUUID(), type, date, ...entry },
        headers: { origin: baseURL as string },
      });
      expect(response.status(), await response.text()).toBe(201);
    });
  },
  signUpOnboarded: async ({ page, baseURL, signUpViaApi }, use) => {
    await use(async ({ name, symptoms = onboardingProfile.symptoms, timezone } = {}) => {
      const account = await signUpViaApi({ name });
      const headers = { origin: baseURL as string };
      const onboarding = await page.request.post('/api/onboarding/complete', {
        data: { ...onboardingProfile, name: account.name, symptoms },
        headers,
      });
      expect(onboarding.ok(), await onboarding.text()).toBe(true);
      if (timezone) {
        const zone = await page.request.put('/api/profile/timezone', { data: { timezone }, headers });
        expect(zone.ok(), await zone.text()).toBe(true);
      }
      return account;
    });
  },
});
