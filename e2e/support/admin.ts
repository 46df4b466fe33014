/**
 * What the admin journeys share: a tag that keeps this run's names apart, signing in as the demo
 * admin, the header's Admin menu, and a table row found by its row header.
 */
import type { Page } from '@playwright/test';
import { expectHeading } from '../fixtures.ts';
import { DEMO_ADMIN, openHeaderMenu, signInThroughForm } from './accounts.ts';

/**
 * A short upper-case tag from the clock. The e2e database is shared by every spec file of a run
 * (and kept between repeats), so each journey puts it, after a prefix of its own, into every name,
 * registration and code it creates.
 */
export function runTag(length = 5): string {
  return Date.now().toString(36).slice(-length).toUpperCase();
}

/** Signs in as the demo admin on /signin, as a person would; an admin lands on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password, {
    landing: 'Admin dashboard',
  });
}

/** The items of the header's Admin menu, and the h1 of the screen each opens. */
const ADMIN_MENU_HEADINGS = {
  Dashboard: 'Admin dashboard',
  Fleet: 'Fleet',
  'Seat layouts': 'Seat layouts',
  Users: 'Users',
  Conductors: 'Conductors',
  Schedules: 'Schedules',
  Trips: 'Trips',
  Stops: 'Stops',
  Routes: 'Routes',
  GTFS: 'GTFS import and export',
  'Realtime feeds': 'Realtime feeds',
  Inbox: 'Inbox',
  'Booking settings': 'Booking settings',
} as const;

/** Opens an admin screen from the header's Admin menu (inside "Menu" on a phone). */
export async function openAdminScreen(
  page: Page,
  item: keyof typeof ADMIN_MENU_HEADINGS,
): Promise<void> {
  const banner = await openHeaderMenu(page, 'Admin');
  // The menu's own list, so a name in the main navigation too could never be clicked instead.
  const panelId = await banner
    .getByRole('button', { name: 'Admin', exact: true })
    .getAttribute('aria-controls');
  await page.locator(`[id="${panelId}"]`).getByRole('link', { name: item, exact: true }).click();
  await expectHeading(page, ADMIN_MENU_HEADINGS[item]);
}

/** The table row whose row header (its first, naming cell) reads `name`. */
export function rowNamed(page: Page, name: string | RegExp) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}
