/**
 * What the accessibility sweep checks on one screen (e2e/accessibility.spec.ts): axe-core's
 * findings of serious or critical impact, and sideways scroll on a phone, each as lines that name
 * the rule (or the widest element) so a failure says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The impacts that fail the sweep; axe's "minor" and "moderate" are left to a person's eye. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Elements named per finding: enough to find the pattern, not a page of selectors. */
const NODES_PER_FINDING = 3;

/** axe-core's serious and critical findings on the page as it is, one line per rule. */
export async function axeFindings(page: Page): Promise<string[]> {
  // Only violations are read: axe then details one node of each passing rule, not every node.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes.slice(0, NODES_PER_FINDING).map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${node.target.join(' ')}${why ? ` (${why})` : ''}`;
      });
      const more =
        v.nodes.length > NODES_PER_FINDING ? ` +${v.nodes.length - NODES_PER_FINDING} more` : '';
      return `${v.id} [${v.impact}] ${v.help}: ${nodes.join('; ')}${more}`;
    });
}

/**
 * How far the page scrolls sideways, and if it does, the element that sticks out furthest to the
 * right (the innermost of those, which is the one to fix), named by tag, id, classes and text.
 */
export async function sideScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return null;
    let widest: Element | null = null;
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // ">=" keeps the innermost of nested boxes ending at the same edge (they come later).
      if (box.width > 0 && box.right >= right) {
        right = box.right;
        widest = element;
      }
    }
    const name = widest
      ? `<${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ''}${[...widest.classList]
          .map((c) => `.${c}`)
          .join('')}> "${(widest.textContent ?? '').trim().slice(0, 40)}"`
      : 'no single element';
    return `scrolls ${overflow} px sideways; widest: ${name} reaches ${Math.round(right)} px`;
  });
}

/**
 * Waits for a screen's own content: its h1, then no loading wave (the page's or a section's), so
 * axe reads what a person would, not the loader.
 */
export async function waitForContent(page: Page, h1: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.locator('.wave')).toHaveCount(0);
}
