import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab, as a keyboard user would, until `target` has focus. Fails if it is not reached within
 * `maxPresses`: something in the way (a focus trap, a control that cannot be focused) is a defect.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab within ${maxPresses} presses`).toBeFocused({ timeout: 1 });
}

/** Tabs to a checkbox and ticks (or unticks) it with Space. */
export async function toggleWithKeyboard(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
}
