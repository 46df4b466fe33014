/**
 * Inputs that answered 500 (issue 9): a NUL character in any text, a lone surrogate in a seat-layout
 * deck name, year 0000 dates and truncated images. Each is now a 400 `invalid-argument` whose body
 * names the problem, for visitors and signed-in people alike. Runs on PGlite and PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { ORIGIN, signIn } from '#server/modules/accounts/accounts.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

function expectRefused(res: LightMyRequestResponse, named: RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('invalid-argument');
  expect(error.message).toMatch(named);
}

async function halfAPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

function multipart(bytes: Buffer) {
  const boundary = 'bad-input-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDatabases())('inputs that answered 500, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let passenger: string;
  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind), env: { DEMO_DATA: 'true' } });
    admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
    passenger = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body?: unknown,
    cookie = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie,
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('a NUL in the e-mail at sign-in is a 400 for a visitor', async () => {
    const res = await send(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'a\u0000@busway.demo', password: 'whatever' },
      '',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/NUL|e-?mail/i);
  });

  it('a NUL in the stop search is a 400 for a visitor', async () => {
    expectRefused(await send('GET', '/api/stops?q=a%00b', undefined, ''), /querystring\.q: .*NUL/);
  });

  it('%00 in a user id path parameter is a 400 naming the id', async () => {
    expectRefused(
      await send('PATCH', '/api/admin/users/ab%00cd/role', { role: 'passenger' }),
      /params\.id/,
    );
    expectRefused(await send('POST', '/api/admin/users/%00/enable'), /params\.id/);
  });

  it.each([
    ['a user search', 'GET', '/api/admin/users?q=%00', undefined, /querystring\.q/],
    [
      'a stop name',
      'POST',
      '/api/admin/stops',
      { name: 'a\u0000', code: 'NUL1', lat: 1, lng: 1 },
      /body\.name: .*NUL/,
    ],
    [
      'a stop code',
      'POST',
      '/api/admin/stops',
      { name: 'a', code: 'N\u0000', lat: 1, lng: 1 },
      /body\.code: .*NUL/,
    ],
    [
      'a schedule headsign',
      'POST',
      '/api/admin/schedules',
      { headsign: 'x\u0000' },
      /body\.headsign: .*NUL/,
    ],
    [
      'a route short name',
      'POST',
      '/api/admin/routes',
      { shortName: 'X\u0000' },
      /body\.shortName: .*NUL/,
    ],
    ['a bus name', 'POST', '/api/admin/buses', { name: 'Bus\u0000' }, /body\.name: .*NUL/],
    [
      'a trip cancellation reason',
      'POST',
      '/api/admin/trips/00000000-0000-4000-8000-000000000000/cancel',
      { reason: 'late\u0000' },
      /body\.reason: .*NUL/,
    ],
    [
      'a conductor disable reason',
      'POST',
      '/api/admin/conductors/00000000-0000-4000-8000-000000000000/disable',
      { reason: 'gone\u0000' },
      /body\.reason: .*NUL/,
    ],
  ] as const)('a NUL in %s is a 400 naming the field', async (_, method, url, body, named) => {
    expectRefused(await send(method, url, body), named);
  });

  it('a lone surrogate in a seat-layout deck name is a 400 naming the deck', async () => {
    const layout = {
      name: 'Broken deck',
      decks: [
        {
          name: 'Upper\ud800',
          rows: 1,
          cols: 1,
          cells: [{ row: 0, col: 0, type: 'seat', label: 'A1' }],
        },
      ],
    };
    expectRefused(
      await send('POST', '/api/admin/seat-layouts', layout),
      /body\.decks\.0\.name: .*surrogate/,
    );
  });

  it('year 0000 is a 400 naming the date: a trip list day and a schedule start', async () => {
    expectRefused(
      await send('GET', '/api/admin/trips?date=0000-01-01'),
      /querystring\.date: .*year/,
    );
    const schedule = { validFrom: '0000-02-29', validTo: null };
    expectRefused(await send('POST', '/api/admin/schedules', schedule), /body\.validFrom: .*year/);
  });

  it('a path that is not UTF-8, or a path parameter over 100 characters, is answered in the error shape without echoing the path', async () => {
    for (const url of ['/api/admin/stops/%E0%A4%A', '/api/admin/stops/%ED%A0%80', '/%C0%AF']) {
      const res = await send('GET', url, undefined, '');
      expectRefused(res, /not percent-encoded UTF-8/);
      expect(res.body).not.toContain('%');
    }
    const long = await send('PATCH', `/api/admin/users/${'x'.repeat(101)}/role`, { role: 'admin' });
    expect(long.statusCode).toBe(414);
    expect(long.json().error).toEqual({
      code: 'invalid-argument',
      message: 'A part of the address is longer than 100 characters.',
    });
  });

  it('a truncated PNG is a 400 naming the upload: a passenger avatar, a bus photo', async () => {
    const cut = multipart(await halfAPng());
    const headers = (cookie: string) => ({
      cookie,
      origin: ORIGIN,
      'content-type': cut['content-type'],
    });
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: cut.payload,
      headers: headers(passenger),
    });
    expectRefused(avatar, /image cannot be read.*damaged or incomplete/);
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/buses/photos',
      payload: cut.payload,
      headers: headers(admin),
    });
    expectRefused(photo, /photo cannot be read.*damaged or incomplete/);
  });
});
