/**
 * Moving through a screen as a keyboard user does: Tab (or Shift+Tab) until a control has focus,
 * never a click. The journeys in keyboard-*.spec.ts press and type only through these and
 * `page.keyboard`.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** More Tabs than any screen needs to reach a control: past it, the control is out of reach. */
const MAX_TABS = 60;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** What has focus, for a failure message: tag, name and text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page body)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${name ?? ''}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, and checks it shows a visible
 * focus ring: an outline or a box shadow. Fails naming what had focus when it is not reached.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  await expect(target, 'the control to reach is on the screen').toBeVisible();
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses >= MAX_TABS) {
      throw new Error(
        `${MAX_TABS} × ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}; ` +
          `focus is on ${await focusedName(page)}`,
      );
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusRing(target);
}

/** The focused control shows where focus is: an outline or a box shadow (:focus-visible). */
export async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      outline,
      shadow: style.boxShadow !== 'none',
      // A date field's focus sits in its inner parts: the field shows the ring by :focus-within.
      visible: element.matches(':focus-visible, input:focus-within'),
    };
  });
  expect(ring.visible, `${String(target)} matches :focus-visible`).toBe(true);
  expect(ring.outline || ring.shadow, `${String(target)} shows a focus ring`).toBe(true);
}
