/** GitHub sign-in through the real OAuth 2.0 redirect flow, against the local mock provider. */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_GITHUB_USER, startMockGitHub } from '../../../../e2e/support/mock-github.ts';
import { createTestApp, type TestApp } from '#server/testing.ts';
import { cookieOf, post } from './accounts.testing.ts';

let t: TestApp;
let mock: { url: string; server: Server };
beforeAll(async () => {
  mock = await startMockGitHub(0);
  t = await createTestApp({
    env: { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret', GITHUB_BASE_URL: mock.url, GITHUB_API_URL: mock.url },
  });
});
afterAll(async () => {
  await t.close();
  mock.server.close();
});

describe('GitHub sign-in', () => {
  it('is announced in the public config', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().features.githubSignIn).toBe(true);
  });

  it('creates a verified passenger from the GitHub profile and lands on the callback page', async () => {
    const start = await post(t.app, '/api/auth/sign-in/social', {
      provider: 'github',
      callbackURL: '/auth/popup-complete',
      errorCallbackURL: '/auth/popup-complete',
      disableRedirect: true,
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url as string);
    expect(authorizeUrl.origin).toBe(mock.url);

    const page = await (await fetch(authorizeUrl)).text();
    const callback = new URL(/href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '');
    const done = await t.app.inject({ url: callback.pathname + callback.search, headers: { cookie: cookieOf(start) } });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toContain('/auth/popup-complete');

    const me = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: cookieOf(done) } });
    expect(me.json().user).toMatchObject({ email: MOCK_GITHUB_USER.email, name: MOCK_GITHUB_USER.name, role: 'passenger', emailVerified: true });
  });
});
