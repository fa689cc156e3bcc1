import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from './support/test.ts';

// Text that fits its control at a phone's and a laptop's width: the check-in's answer buttons on a
// 390 px phone (a fixed five columns cut 'Somewhat stressed' at the button's edge), and the
// journal's tabs at 1280 px (sized for the window, their labels wrapped in the form's column).

const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

async function setTracking(page: Page, origin: string, tracking: Record<string, boolean>) {
  const response = await page.request.put('/api/profile/tracking', { data: tracking, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Each button's content fits inside it: nothing scrolls, so nothing is cut off. */
async function expectNothingClipped(buttons: Locator, count: number) {
  await expect(buttons).toHaveCount(count);
  for (const button of await buttons.all()) {
    const size = await button.evaluate((element) => ({
      text: element.textContent,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(size.scrollWidth, `${size.text} is cut at the side`).toBeLessThanOrEqual(size.clientWidth);
    expect(size.scrollHeight, `${size.text} is cut at the bottom`).toBeLessThanOrEqual(size.clientHeight);
  }
}

test('at 390 px every stress, sleep and rating button shows its whole label', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await setTracking(page, baseURL as string, { stress: true, sleep: true, periods: false, bowel: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/journal/log?type=symptoms');
  await page.getByRole('button', { name: /^More about today/ }).click();
  const stress = page.getByRole('group', { name: 'Stress', exact: true });
  await expect(stress.getByRole('button', { name: 'Somewhat stressed' })).toBeVisible();
  await expectNothingClipped(stress.getByRole('button'), 5);
  await expectNothingClipped(
    page.getByRole('group', { name: 'How well did you sleep?' }).getByRole('button'),
    5,
  );
  await expectNothingClipped(
    page.getByRole('group', { name: 'Joint pain', exact: true }).getByRole('button'),
    5,
  );
  // Every label word whole on one line: 'Somewhat' and 'stressed' each on a line of their own.
  const lines = await stress.getByRole('button', { name: 'Somewhat stressed' }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element.lastChild as Node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('at 1280 px the journal’s three tabs sit on one line, each label on one line', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await setTracking(page, baseURL as string, { stress: false, sleep: false, periods: false, bowel: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/journal/log');
  const tabs = page.getByRole('tablist', { name: 'What to log' }).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.last()).toHaveText('Bowel Movement');
  const layout = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      // The lines the label's text takes (the icon beside it is no text).
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return {
        text: element.textContent,
        top: Math.round(element.getBoundingClientRect().top),
        lines: tops.size,
      };
    }),
  );
  for (const tab of layout) {
    expect(tab.top, `${tab.text} is not on the first tab's line`).toBe(layout[0]?.top);
    expect(tab.lines, `${tab.text} wraps`).toBe(1);
  }
  await expectNoAxeViolations(page);
});
