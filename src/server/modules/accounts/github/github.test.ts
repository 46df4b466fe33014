/** GitHub sign-in through the real OAuth 2.0 redirect flow, against the local mock provider. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { AVATAR_URL_PREFIX } from '../avatars/avatar.ts';
import { cookieOf, post } from '../accounts.testing.ts';
import { MOCK_GITHUB_USER, startMockGitHub } from './mock-github.testing.ts';

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The mock provider, with a profile picture: GET /user names /avatar.png, which this server serves. */
async function withAvatar(mockUrl: string, png: Buffer): Promise<{ url: string; server: Server }> {
  let self = '';
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === '/avatar.png')
        return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      const body = request.method === 'POST' ? new Uint8Array(await bodyOf(request)) : undefined;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([k]) => k !== 'host'),
      ) as Record<string, string>;
      const upstream = await fetch(`${mockUrl}${request.url}`, {
        method: request.method,
        headers,
        body,
      });
      let answer = await upstream.text();
      if (request.url === '/user' && upstream.ok)
        answer = JSON.stringify({ ...JSON.parse(answer), avatar_url: `${self}/avatar.png` });
      response
        .writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'text/plain',
        })
        .end(answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: self, server };
}

let t: TestApp;
let mock: { url: string; server: Server };
let github: { url: string; server: Server };
beforeAll(async () => {
  mock = await startMockGitHub(0);
  const png = await sharp({
    create: { width: 460, height: 460, channels: 3, background: '#6e40c9' },
  })
    .png()
    .toBuffer();
  github = await withAvatar(mock.url, png);
  t = await createTestApp({
    env: {
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_BASE_URL: github.url,
      GITHUB_API_URL: github.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  github.server.close();
  mock.server.close();
});

describe('GitHub sign-in', () => {
  it('is announced in the public config', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().features.githubSignIn).toBe(true);
  });

  it('creates a verified passenger from the GitHub profile, with its picture as our own avatar', async () => {
    const start = await post(t.app, '/api/auth/sign-in/social', {
      provider: 'github',
      callbackURL: '/auth/popup-complete',
      errorCallbackURL: '/auth/popup-complete',
      disableRedirect: true,
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url as string);
    expect(authorizeUrl.origin).toBe(github.url);

    const page = await (await fetch(authorizeUrl)).text();
    const callback = new URL(/href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '');
    const done = await t.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie: cookieOf(start) },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toContain('/auth/popup-complete');
    expect(done.headers['cross-origin-opener-policy']).toBe('unsafe-none');

    const me = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieOf(done) },
    });
    expect(me.json().user).toMatchObject({
      email: MOCK_GITHUB_USER.email,
      name: MOCK_GITHUB_USER.name,
      role: 'passenger',
      emailVerified: true,
    });
    const image = me.json().user.image as string;
    expect(image.startsWith(AVATAR_URL_PREFIX)).toBe(true);
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });
});
