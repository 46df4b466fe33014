/**
 * What every Playwright journey shares: a `page` that fails the test on any `console.error`,
 * uncaught page error (the epic-stack rule) or Content-Security-Policy violation, the table of
 * screens, and small helpers.
 *
 * A test that provokes errors on purpose lists the ones it expects:
 *   test.use(allowingConsoleErrors(/net::ERR_FAILED/, /ChunkLoadError/));
 */
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/**
 * One line the browser printed: console messages, uncaught errors ("pageerror") and
 * Content-Security-Policy violations ("csp-violation"), which the browser reports as an event, not
 * always as a console error (a blocked `eval` that the page catches prints nothing).
 */
export interface ConsoleEntry {
  type: ReturnType<ConsoleMessage['type']> | 'pageerror' | 'csp-violation';
  text: string;
}

/** The binding through which the page reports its `securitypolicyviolation` events. */
const CSP_BINDING = '__buswayCspViolation';
const ERROR_TYPES = new Set<ConsoleEntry['type']>(['error', 'pageerror', 'csp-violation']);

interface Fixtures {
  /** Console errors (and uncaught page errors) this test expects; anything else fails it. */
  allowConsoleErrors: RegExp[];
  /** Everything the page printed so far, in order, for tests that assert on a message. */
  consoleEntries: ConsoleEntry[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  consoleEntries: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowConsoleErrors, consoleEntries }, use, testInfo) => {
    if (!Array.isArray(allowConsoleErrors)) {
      throw new Error(
        'allowConsoleErrors must be a list: write test.use(allowingConsoleErrors(/a/, /b/)).',
      );
    }
    const unexpected: string[] = [];
    const record = (entry: ConsoleEntry) => {
      consoleEntries.push(entry);
      const isError = ERROR_TYPES.has(entry.type);
      if (isError && !allowConsoleErrors.some((pattern) => pattern.test(entry.text))) {
        unexpected.push(`${entry.type}: ${entry.text}`);
      }
    };
    page.on('console', (message) => {
      const { url, lineNumber } = message.location();
      const where = url ? ` (${url}:${lineNumber})` : '';
      record({ type: message.type(), text: `${message.text()}${where}` });
    });
    page.on('pageerror', (error) => {
      record({ type: 'pageerror', text: `${error.name}: ${error.message}` });
    });
    await page.exposeBinding(CSP_BINDING, (_source, text: string) => {
      record({ type: 'csp-violation', text });
    });
    await page.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        void report?.(`${event.effectiveDirective} blocked ${event.blockedURI}${where}`);
      });
    }, CSP_BINDING);

    await use(page);

    if (unexpected.length > 0) {
      await testInfo.attach('console errors', { body: unexpected.join('\n\n') });
    }
    expect(unexpected, 'the browser console printed errors').toEqual([]);
  },
});

/**
 * The `test.use()` argument that lets a test's console print these errors. A bare list of two or
 * more patterns would not do: Playwright reads `[value, object]` as a fixture's [value, options]
 * pair and keeps only the first pattern.
 */
export function allowingConsoleErrors(...patterns: RegExp[]) {
  return { allowConsoleErrors: [patterns, { scope: 'test' }] } satisfies Parameters<
    typeof test.use
  >[0];
}

export type Access = 'public' | 'signed-in' | 'admin' | 'conductor';

export interface ScreenEntry {
  path: `/${string}`;
  h1: string;
  /** The document title the screen sets. */
  title: string;
  /** Who may see the screen; anyone else is sent to sign in (or told they are not allowed). */
  access: Access;
}

const APP_NAME = 'Busway';

function screen(path: `/${string}`, h1: string, access: Access = 'public'): ScreenEntry {
  return { path, h1, title: `${h1} · ${APP_NAME}`, access };
}

/** Every path of src/client/lib/routing/paths.ts with its h1 (ARCHITECTURE.md, "The screens"). */
export const SCREENS: readonly ScreenEntry[] = [
  // Home names itself only by the app's name.
  { path: '/', h1: `Welcome to ${APP_NAME}`, title: APP_NAME, access: 'public' },
  { path: '/Home', h1: `Welcome to ${APP_NAME}`, title: APP_NAME, access: 'public' },
  screen('/buses', 'Available buses'),
  screen('/track', 'Track your bus'),
  screen('/contact', 'Contact us'),
  screen('/Dev', 'Help and developers'),
  screen('/help', 'Help and developers'),
  screen('/test', 'Service self-test'),
  screen('/signin', 'Sign in'),
  screen('/registration', 'Create your account'),
  screen('/verify-email', 'Verify your email'),
  screen('/seatselection', 'Choose your seats'),
  screen('/profile', 'Your profile', 'signed-in'),
  screen('/temp', 'My held seats', 'signed-in'),
  screen('/payment', 'Payment', 'signed-in'),
  screen('/ticket', 'Your e-ticket', 'signed-in'),
  screen('/conductor', 'Your trips', 'conductor'),
  screen('/conductor/trip', 'Trip', 'conductor'),
  screen('/conductor/check', 'Check tickets', 'conductor'),
  screen('/sim', 'Fleet simulation', 'admin'),
  screen('/simtest', 'Simulation load bench', 'admin'),
  screen('/adminhome', 'Admin dashboard', 'admin'),
  screen('/adminbuses', 'Fleet', 'admin'),
  screen('/adminbus', 'Add a bus', 'admin'),
  screen('/adminedit', 'Edit a bus', 'admin'),
  screen('/adminuser', 'Users', 'admin'),
  screen('/adminadduser', 'Add a user', 'admin'),
  screen('/admin-conductor', 'Conductors', 'admin'),
  screen('/admin-conductor-registration', 'Register a conductor', 'admin'),
  screen('/admin-conductor-edit', 'Edit a conductor', 'admin'),
  screen('/adminlayouts', 'Seat layouts', 'admin'),
  screen('/adminstops', 'Stops', 'admin'),
  screen('/adminroutes', 'Routes', 'admin'),
  screen('/adminschedules', 'Schedules', 'admin'),
  screen('/admintrips', 'Trips', 'admin'),
  screen('/admintrip-manifest', 'Passengers', 'admin'),
  screen('/admingtfs', 'GTFS import and export', 'admin'),
  screen('/adminrealtime', 'Realtime feeds', 'admin'),
  screen('/admininbox', 'Inbox', 'admin'),
  screen('/adminsettings', 'Booking settings', 'admin'),
];

export const PUBLIC_SCREENS = SCREENS.filter((s) => s.access === 'public');
/** Screens a visitor who is not signed in (or lacks the role) may not see. */
export const PROTECTED_SCREENS = SCREENS.filter((s) => s.access !== 'public');

/**
 * Screen paths in the wrong letter case. Paths are exact (ARCHITECTURE.md, "The screens"), so each
 * of these renders not-found rather than the screen it resembles.
 */
export const MISCASED_PATHS = ['/home', '/dev', '/HELP', '/SIGNIN'] as const;

export const SIGN_IN_H1 = 'Sign in';
export const NOT_FOUND_H1 = 'Page not found';
export const UPDATED_H1 = `${APP_NAME} was updated — reload`;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page's one h1. */
export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Waits until the page's h1 reads exactly `text`. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect(mainHeading(page)).toHaveText(text);
}

/**
 * A screen's JS chunk, `assets/<route file>-<8-char hash>.js` (e.g. routes/public/buses.tsx). The
 * hash may hold `-` and `_`, so the fixed length keeps `simulation` from matching `simulation-bench-…`.
 */
export function screenChunk(routeFile: string): RegExp {
  return new RegExp(`/assets/${escapeRegExp(routeFile)}-[\\w-]{8}\\.js$`);
}
