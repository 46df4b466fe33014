import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, uploadAvatar } from '#server/modules/accounts/accounts.testing.ts';
import type { TestApp } from '#server/testing/app.testing.ts';
import { demoAppAsAdmin, writtenRows } from './refusals.testing.ts';

let t: TestApp;
let admin: string;
let passengerId: string;
beforeAll(async () => {
  ({ t, admin, passengerId } = await demoAppAsAdmin());
});
afterAll(() => t.close());

const written = () => writtenRows(t.database.db);

/** What a plain HTML form can send another site without asking it (no CORS preflight). */
const FORM_BODIES = {
  'text/plain': '{"code":"TXT","name":"Plain","lat":48.1,"lng":11.5}',
  'application/x-www-form-urlencoded': 'code=URL&name=Form&lat=48.1&lng=11.5',
  'multipart/form-data; boundary=b':
    '--b\r\nContent-Disposition: form-data; name="code"\r\n\r\nMUL\r\n--b--\r\n',
};

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, type: string, payload: string) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: admin, origin: ORIGIN, 'content-type': type },
  });
}

describe('accepted body types', () => {
  it('refuses form-encodable bodies on JSON routes with 415 naming application/json, writing nothing', async () => {
    const before = await written();
    const routes: ['POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/admin/stops'],
      ['POST', `/api/admin/users/${passengerId}/enable`],
      ['POST', `/api/admin/users/${passengerId}/password-reset`],
      ['POST', '/api/admin/schedules/rollout'],
      // In the contexts where @fastify/multipart is registered: a JSON route beside an upload.
      ['POST', '/api/admin/buses'],
      ['DELETE', '/api/profile/avatar'],
    ];
    for (const [method, url] of routes) {
      for (const [type, payload] of Object.entries(FORM_BODIES)) {
        const res = await send(method, url, type, payload);
        expect(res.statusCode, `${type} to ${method} ${url}`).toBe(415);
        expect(res.json().error.code).toBe('invalid-argument');
        expect(res.json().error.message).toContain('accepts application/json only');
        expect(res.json().error.message).toContain(type.split(';')[0]);
      }
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a body with no Content-Type, and lets a body-less request through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stops',
      payload: Buffer.from('{"code":"NOT"}'),
      headers: { cookie: admin, 'content-type': '' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toContain('application/json');
    const rollout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/schedules/rollout',
      headers: { cookie: admin },
    });
    expect(rollout.statusCode).toBe(200);
  });

  it('accepts JSON on JSON routes, whatever its parameters', async () => {
    const res = await send(
      'POST',
      '/api/admin/stops',
      'application/json; charset=utf-8',
      JSON.stringify({ code: 'JSN', name: 'Json', lat: 48.1, lng: 11.5 }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses JSON and text on the upload routes with 415 naming multipart/form-data', async () => {
    for (const url of [
      '/api/admin/gtfs/import',
      '/api/admin/buses/photos',
      '/api/profile/avatar',
    ]) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await send('POST', url, type, '{}');
        expect(res.statusCode, `${type} to ${url}`).toBe(415);
        expect(res.json().error.message).toContain('accepts multipart/form-data only');
      }
    }
  });

  it('still takes the uploads as multipart: a bus photo and an avatar', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bus.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/buses/photos',
      headers: {
        cookie: admin,
        origin: ORIGIN,
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(photo.statusCode).toBe(201);
    expect((await uploadAvatar(t.app, admin, png, 'image/png')).statusCode).toBe(200);
  });
});
