/** Network administration and the dashboard through HTTP, as the admin screens use them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '#shared/core/zoned-time.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ADMIN, insertTripAt } from '../routes.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signedInAs: ADMIN });
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, ...(payload ? { payload } : {}) });
}
const fieldsOf = (body: { error: { details: { fields: { field: string }[] } } }) =>
  body.error.details.fields.map((f) => f.field);

async function addStop(code: string, name: string, lat: number, lng: number): Promise<string> {
  const res = await send('POST', '/api/admin/stops', { code, name, lat, lng });
  expect(res.statusCode).toBe(201);
  return res.json().stop.id;
}

describe('stops over HTTP', () => {
  it('names each bad field, coordinates included', async () => {
    const res = await send('POST', '/api/admin/stops', {
      code: 'A B',
      name: ' ',
      lat: 91,
      lng: -180.5,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(['body.code', 'body.lat', 'body.lng', 'body.name']);
    expect(res.json().error.message).toContain('A latitude is between -90 and 90');
  });

  it('adds, finds (publicly) and changes a stop', async () => {
    const id = await addStop('LAN', 'Landshut Hbf', 48.5473, 12.1362);
    const found = await send('GET', '/api/stops?q=lands');
    expect(found.json()).toEqual({
      stops: [
        {
          id,
          code: 'LAN',
          name: 'Landshut Hbf',
          lat: 48.5473,
          lng: 12.1362,
          locationType: 0,
          platforms: 0,
        },
      ],
    });
    const taken = await send('POST', '/api/admin/stops', {
      code: 'lan',
      name: 'Other',
      lat: 1,
      lng: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json())).toEqual(['code']);
    const changed = await send('PUT', `/api/admin/stops/${id}`, {
      code: 'LAN',
      name: 'Landshut',
      lat: 48.5,
      lng: 12.1,
    });
    expect(changed.json().stop).toMatchObject({ name: 'Landshut', lat: 48.5 });
    expect((await send('GET', `/api/admin/stops?q=landshut`)).json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
    });
  });
});

describe('routes and fares over HTTP', () => {
  let routeId: string;
  let first: string;

  it('adds a route through two stops and gives it a per-km fare', async () => {
    first = await addStop('DEG', 'Deggendorf Hbf', 48.8403, 12.9607);
    const second = await addStop('PAS', 'Passau Hbf', 48.5741, 13.4519);
    const bad = await send('POST', '/api/admin/routes', {
      shortName: '',
      longName: '',
      colour: 'red',
      active: true,
      stopIds: [first],
    });
    expect(fieldsOf(bad.json()).sort()).toEqual(['body.colour', 'body.shortName', 'body.stopIds']);
    const res = await send('POST', '/api/admin/routes', {
      shortName: 'X31',
      longName: 'Deggendorf → Passau',
      colour: '#1a7f37',
      active: true,
      stopIds: [first, second],
    });
    expect(res.statusCode).toBe(201);
    routeId = res.json().route.id;
    expect(res.json().route).toMatchObject({
      colour: '#1A7F37',
      stopCount: 2,
      shapeKind: 'straight',
    });
    const fare = await send('PUT', `/api/admin/routes/${routeId}/fare`, {
      kind: 'per-km',
      baseMinor: 250,
      perKmMinor: 10,
    });
    expect(fare.json().fare).toMatchObject({ kind: 'per-km', baseMinor: 250, currency: 'EUR' });
    const list = (await send('GET', '/api/admin/routes?q=x31')).json();
    expect(list.routes[0]).toMatchObject({
      id: routeId,
      fareKind: 'per-km',
      firstStop: 'Deggendorf Hbf',
      lastStop: 'Passau Hbf',
    });
    expect(list.routes[0].preview).toHaveLength(2);
  });

  it('refuses a fare table running backwards, naming the field', async () => {
    const res = await send('PUT', `/api/admin/routes/${routeId}/fare`, {
      kind: 'table',
      entries: [{ from: 2, to: 1, amountMinor: 5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['body.entries']);
  });

  it('refuses to delete a stop a route and a trip use, with 412 naming them', async () => {
    await insertTripAt(t.database.db, first);
    const res = await send('DELETE', `/api/admin/stops/${first}`);
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toMatchObject({
      code: 'failed-precondition',
      details: { routes: [{ shortName: 'X31' }], trips: 1 },
    });
    expect(res.json().error.message).toBe(
      'Deggendorf Hbf (DEG) is still used by route X31 Deggendorf → Passau and 1 trip. Take it off those first.',
    );
  });

  it('answers 404 for a route that does not exist', async () => {
    const res = await send('GET', '/api/admin/routes/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('the dashboard over HTTP', () => {
  it('counts the network and today’s trips, and lists the changes made above', async () => {
    const stats = (await send('GET', '/api/admin/stats')).json();
    expect(stats).toMatchObject({
      stops: { total: 3 },
      routes: { total: 2, active: 2 },
      today: localDate(new Date(), stats.timezone),
    });
    const audit = (await send('GET', '/api/admin/audit?limit=3')).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual([
      'fare.create',
      'route.create',
      'stop.create',
    ]);
    expect(audit.entries[1]).toMatchObject({
      actor: { id: ADMIN.id },
      label: 'X31 Deggendorf → Passau',
    });
    expect((await send('GET', '/api/admin/audit?limit=500')).statusCode).toBe(400);
  });

  it('documents every new route in the OpenAPI document', async () => {
    const doc = (await send('GET', '/api/openapi.json')).json();
    for (const path of [
      '/api/stops',
      '/api/admin/stops/{id}',
      '/api/admin/routes/{id}/fare',
      '/api/admin/stats',
      '/api/admin/audit',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
