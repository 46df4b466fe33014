/**
 * What the accounts journeys share: unique addresses per test, an admin API context that reads the
 * mail outbox, accounts made over the API (when an account is where a journey starts, not what it
 * checks), and the sign-in form and Account menu driven as a person would.
 */
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { ERROR_SENTENCES } from '../../src/shared/core/api-error.ts';
import { expect, expectHeading, test as base } from '../fixtures.ts';

export { ERROR_SENTENCES };

export const DEMO_ADMIN = { email: 'admin@busway.demo', password: 'busway-admin' };
export const DEMO_PASSENGER = { email: 'passenger@busway.demo', password: 'busway-passenger' };

/** The header folds its menus behind "Menu" below 48rem (site-header.css). */
const FOLDED_HEADER_MAX_WIDTH = 767;
export const PHONE = { width: 375, height: 812 };

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

let sequence = 0;

/**
 * An address no other test (another worker, another repeat, an earlier run on the same database)
 * uses, so attempt limits and "already in use" answers never leak between tests.
 */
export function uniqueEmail(tag: string): string {
  const info = base.info();
  sequence += 1;
  const stamp = `${Date.now().toString(36)}w${info.workerIndex}r${info.repeatEachIndex}n${sequence}`;
  return `${tag}.${stamp}@e2e.busway.test`;
}

export function newAccountDetails(tag: string, name = 'Ada Rider'): NewAccount {
  return { name, email: uniqueEmail(tag), password: `ride-${tag}-${Date.now()}` };
}

/**
 * An API context of its own (its own cookies). better-auth refuses a POST without a trusted Origin,
 * as a browser would send it.
 */
export async function apiContext(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

export async function signInOverApi(
  api: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), `sign in ${email} over the API`).toBe(200);
}

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The newest mail to `to` (of `kind`, if given), waiting for it to arrive. */
export async function newestMail(
  admin: APIRequestContext,
  to: string,
  kind?: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await admin.get('/api/dev/outbox', { params: { to, limit: 20 } });
        expect(response.status(), 'GET /api/dev/outbox as admin').toBe(200);
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        found = mails.find((mail) => mail.to === to && (kind === undefined || mail.kind === kind));
        return found !== undefined;
      },
      { message: `a ${kind ?? ''} mail to ${to} in the outbox`, timeout: 5_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest code mail to `to` (it is in the subject and the text). */
export async function readCode(admin: APIRequestContext, to: string): Promise<string> {
  const mail = await newestMail(admin, to);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /Code: (\d{6})\b/.exec(mail.text)?.[1];
  expect(code, `a 6-digit code in "${mail.subject}"`).toBeDefined();
  return code!;
}

/** The invitation link of the newest invitation to `to`, as a path on this server. */
export async function readInvitationPath(admin: APIRequestContext, to: string): Promise<string> {
  const mail = await newestMail(admin, to, 'invitation');
  const href = /Set your password: (\S+)/.exec(mail.text)?.[1];
  expect(href, 'the link in the invitation').toBeDefined();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/**
 * A signed-up, verified account, made over the API in a context of its own (verifying signs in,
 * which would replace the admin's session in `admin`).
 */
export async function createVerifiedAccount(
  baseURL: string,
  admin: APIRequestContext,
  account: NewAccount,
): Promise<NewAccount> {
  const api = await apiContext(baseURL);
  try {
    const signUp = await api.post('/api/auth/sign-up/email', {
      data: { name: account.name, email: account.email, password: account.password },
    });
    expect(signUp.status(), `sign up ${account.email}`).toBe(200);
    const otp = await readCode(admin, account.email);
    const verify = await api.post('/api/auth/email-otp/verify-email', {
      data: { email: account.email, otp },
    });
    expect(verify.status(), `verify ${account.email}`).toBe(200);
  } finally {
    await api.dispose();
  }
  return account;
}

interface AccountFixtures {
  /** An API context signed in as the demo admin: reads the outbox, makes accounts. */
  adminApi: APIRequestContext;
  /** Makes a verified account for this test (a unique address) over the API. */
  makeAccount: (tag: string, name?: string) => Promise<NewAccount>;
}

export const test = base.extend<AccountFixtures>({
  adminApi: async ({ baseURL }, use) => {
    const api = await apiContext(baseURL!);
    await signInOverApi(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await use(api);
    await api.dispose();
  },
  makeAccount: async ({ baseURL, adminApi }, use) => {
    await use((tag, name) =>
      createVerifiedAccount(baseURL!, adminApi, newAccountDetails(tag, name)),
    );
  },
});

export { expect, expectHeading };

// ── The screens, as a person uses them ─────────────────────────────────────────────────────────

/**
 * The password input of a form, a dialog or a screen. Exact: "Show password" is a button whose
 * name also says "password".
 */
export function passwordField(scope: Page | Locator, label = 'Password') {
  return scope.getByLabel(label, { exact: true });
}

/** Signs in on /signin and waits for `landing` (the profile unless `next` says otherwise). */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  { path = '/signin', landing = 'Your profile' }: { path?: string; landing?: string | null } = {},
): Promise<void> {
  await page.goto(path);
  await expectHeading(page, 'Sign in');
  await fillSignInForm(page, email, password);
  if (landing !== null) await expectHeading(page, landing);
}

/**
 * A browser context signed in with the session of `api` (its cookies), for a journey where someone
 * is signed in already and how they signed in is not what it checks.
 */
export async function signedInContext(
  browser: Browser,
  api: APIRequestContext,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: await api.storageState() });
}

/** Fills and sends the sign-in form of the current screen. */
export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

function isFoldedHeader(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= FOLDED_HEADER_MAX_WIDTH;
}

/** Opens the header's Account menu (unfolding "Menu" first on a phone). */
export async function openAccountMenu(page: Page) {
  return openHeaderMenu(page, 'Account');
}

/** Opens a menu of the header, Account or Admin (unfolding "Menu" first on a phone). */
export async function openHeaderMenu(page: Page, name: 'Account' | 'Admin') {
  const banner = page.getByRole('banner');
  if (isFoldedHeader(page)) {
    const folded = banner.getByRole('button', { name: 'Menu' });
    if ((await folded.getAttribute('aria-expanded')) !== 'true') await folded.click();
  }
  const menu = banner.getByRole('button', { name, exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return banner;
}

/** On a phone nothing may stick out sideways: the page never scrolls horizontally. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: 'how far the page scrolls sideways (px)' },
    )
    .toBeLessThanOrEqual(0);
}

/** A dialog (or any box) fits the width of the window, so nothing in it is cut off on a phone. */
export async function expectFitsWidth(page: Page, box: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(
      async () => {
        const bounds = await box.boundingBox();
        return bounds !== null && bounds.x >= 0 && bounds.x + bounds.width <= width;
      },
      { message: `the box fits the window's ${width} px` },
    )
    .toBe(true);
}

/** The header's "Sign in" link (behind "Menu" on a phone): what a signed-out visitor sees. */
export async function expectSignedOutHeader(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  if (isFoldedHeader(page)) {
    const menu = banner.getByRole('button', { name: 'Menu' });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  await expect(banner.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Account' })).toHaveCount(0);
}

/**
 * Runs `fn` while holding a lock shared by every worker of this run (a directory next to the run's
 * database). For the few steps that touch one shared account, such as the mock's only GitHub user,
 * whose first sign-in creates it.
 */
export async function withRunLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = join(process.env.E2E_DATA_DIR ?? tmpdir(), `lock-${name}`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Console errors of a second page (another browser context or a popup); the `page` fixture checks
 * only its own. Returns the errors printed so far that none of `allowed` matches.
 */
export function watchConsoleErrors(page: Page, allowed: RegExp[] = []): () => string[] {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(`${error.name}: ${error.message}`));
  return () => [...errors];
}

/** Chromium prints every 4xx/5xx answer to the console; a journey that expects one allows it. */
export function failedLoad(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);
}
