/**
 * Visible focus and reduced motion: every stop of the tab order on the screens with the most kinds
 * of control (links, buttons, fields, the seat map, the live map's controls) shows a focus ring; with
 * `prefers-reduced-motion: reduce` the loading wave stands still, the page's fade ends at once and
 * nothing scrolls smoothly.
 */
import type { Page } from '@playwright/test';
import { expect, screenChunk, test } from './fixtures.ts';
import { waitForContent } from './support/a11y.ts';
import { apiContext, signInOverApi } from './support/accounts.ts';
import { ROLE_ACCOUNTS, screenParams } from './support/screen-params.ts';

/** Tab stops walked per screen: the header's and well into the screen's own. */
const TAB_STOPS = 40;

/** Tabs through the page, returning each stop that shows no focus ring. */
async function stopsWithoutRing(page: Page): Promise<string[]> {
  const missing: string[] = [];
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      // A date field's focus sits in its inner parts: the field shows the ring by :focus-within.
      const ring =
        element.matches(':focus-visible, input:focus-within') &&
        ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none');
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('name') ??
        element.textContent?.trim().slice(0, 30);
      const type = element.getAttribute('type');
      const tag = `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''}`;
      const why = `outline ${style.outlineStyle} ${style.outlineWidth}, shadow ${style.boxShadow}`;
      return { ring, name: `<${tag}> "${name ?? ''}" (${why})` };
    });
    if (seen && !seen.ring) missing.push(seen.name);
  }
  return missing;
}

test('every tab stop shows a focus ring on the home, seat map and tracking screens', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const admin = await apiContext(baseURL!);
  await signInOverApi(admin, ROLE_ACCOUNTS.admin.email, ROLE_ACCOUNTS.admin.password);
  const params = await screenParams('visitor', admin, admin);
  await admin.dispose();
  const screens = [
    { url: '/', h1: 'Welcome to Busway' },
    { url: `/seatselection${params.get('/seatselection')}`, h1: 'Choose your seats' },
    { url: `/track${params.get('/track')}`, h1: 'Track your bus' },
  ];
  for (const { url, h1 } of screens) {
    await test.step(url, async () => {
      await page.goto(url);
      await waitForContent(page, h1);
      expect
        .soft(await stopsWithoutRing(page), `tab stops without a focus ring on ${url}`)
        .toEqual([]);
    });
  }
});

test('with reduced motion the wave stands still and nothing fades or scrolls smoothly', async ({
  page,
}) => {
  // The screen's code held back, so the page's loading wave stays up to be read.
  const held: (() => Promise<void>)[] = [];
  await page.route(screenChunk('buses'), (route) => {
    held.push(() => route.continue());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/buses', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.page-wave')).toBeVisible();

  const motion = () =>
    page.evaluate(() => {
      const bar = getComputedStyle(document.querySelector('.wave__bar')!);
      const fade = getComputedStyle(document.querySelector('.page-wave')!);
      return {
        wave: bar.animationName,
        fadeSeconds: parseFloat(fade.animationDuration) + parseFloat(fade.animationDelay),
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
      };
    });
  const reduced = await motion();
  expect(reduced.wave, 'the wave bars do not move').toBe('none');
  expect(reduced.fadeSeconds, 'the loader appears at once').toBeLessThan(0.001);
  expect(reduced.scroll).toBe('auto');

  // The same page without the preference moves: the check above reads the preference, not a
  // wave that never moves.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await motion();
  expect(moving.wave).toBe('wave-rise');
  expect(moving.fadeSeconds).toBeGreaterThan(0.1);

  for (const release of held) await release();
  await waitForContent(page, 'Available buses');
});
