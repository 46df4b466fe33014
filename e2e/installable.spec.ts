/**
 * Busway installs as an app (decision 026): Chromium finds no installability error in its web app
 * manifest and service worker, and the service worker answers a navigation from its cache.
 *
 * Playwright's contexts are incognito, where Chromium installs nothing ("in-incognito"), so this
 * journey runs in a browser profile of its own, launched as playwright.config.ts launches Chromium.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectHeading, test } from './fixtures.ts';
import { watchConsoleErrors } from './support/accounts.ts';
import { serviceWorkerReady } from './support/offline.ts';

test('Chromium reports no installability errors, and the app shell opens from the cache', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const profile = await mkdtemp(join(tmpdir(), 'busway-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const consoleErrors = watchConsoleErrors(page);
    await page.goto('/');
    await expectHeading(page, 'Welcome to Busway');
    await serviceWorkerReady(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The next load is the service worker's: the shell comes from its precache.
    const shell = page.waitForResponse((response) => new URL(response.url()).pathname === '/help');
    await page.goto('/help');
    expect((await shell).fromServiceWorker()).toBe(true);
    await expectHeading(page, 'Help and developers');
    expect(consoleErrors()).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
