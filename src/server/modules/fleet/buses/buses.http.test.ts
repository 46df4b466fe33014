import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/system.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ADMIN, dayFromToday, insertTrip } from '../fleet.testing.ts';
import { twoSeatRows } from '#server/testing/factories.testing.ts';

let t: TestApp;
let layoutId: string;
beforeAll(async () => {
  t = await createTestApp({ signedInAs: ADMIN });
  const res = await send('POST', '/api/admin/seat-layouts', {
    name: 'Small coach',
    decks: [twoSeatRows()],
  });
  layoutId = res.json().layout.id;
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) {
  return t.app.inject({ method, url, ...(payload ? { payload } : {}) });
}
const busBody = (over: object = {}) => ({
  registration: 'm-bw 501',
  name: 'Alz',
  layoutId,
  amenities: ['wifi', 'toilet'],
  photo: null,
  ...over,
});

describe('buses: add', () => {
  it('adds a bus with its registration upper-cased, and records it', async () => {
    const res = await send('POST', '/api/admin/buses', busBody());
    expect(res.statusCode).toBe(201);
    expect(res.json().bus).toMatchObject({
      registration: 'M-BW 501',
      status: 'active',
      layout: { id: layoutId, name: 'Small coach', seatCount: 4 },
      nextTrip: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bus.create'));
    expect(entry).toMatchObject({ actorId: ADMIN.id, entity: 'bus', entityId: res.json().bus.id });
  });

  it('answers a taken registration (even written differently) with 409 naming it', async () => {
    const res = await send(
      'POST',
      '/api/admin/buses',
      busBody({ registration: 'MBW-501', name: 'Other' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'already-exists',
      details: { registration: 'MBW-501', fields: [{ field: 'registration' }] },
    });
    expect(res.json().error.message).toContain('MBW-501');
  });

  it('names each bad field', async () => {
    const res = await send(
      'POST',
      '/api/admin/buses',
      busBody({ registration: 'X', name: ' ', amenities: ['jacuzzi'] }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.registration', 'body.name', 'body.amenities.0']),
    );
  });

  it('refuses an unknown layout on the layout field', async () => {
    const res = await send(
      'POST',
      '/api/admin/buses',
      busBody({ registration: 'ZZ 1', layoutId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.json().error.details.fields).toEqual([
      { field: 'layoutId', message: 'Choose one of the seat layouts.' },
    ]);
  });
});

describe('buses: changes that would strand sold seats', () => {
  let busId: string;
  let otherLayout: string;
  beforeAll(async () => {
    busId = (
      await send('POST', '/api/admin/buses', busBody({ registration: 'ST 1', name: 'Strand' }))
    ).json().bus.id;
    otherLayout = (
      await send('POST', '/api/admin/seat-layouts', { name: 'Bigger', decks: [twoSeatRows(5)] })
    ).json().layout.id;
    await insertTrip(t.database.db, {
      busId,
      serviceDate: dayFromToday(2),
      route: 'X10',
      seats: [{ seat: '1A', status: 'confirmed' }],
    });
    await insertTrip(t.database.db, { busId, serviceDate: dayFromToday(1), route: 'X20' });
  });

  it('shows the next trip', async () => {
    const bus = (await send('GET', `/api/admin/buses/${busId}`)).json().bus;
    expect(bus.nextTrip).toMatchObject({ serviceDate: dayFromToday(1), route: 'X20' });
  });

  it('refuses a new layout, maintenance and retirement, naming the trips', async () => {
    const layout = await send(
      'PUT',
      `/api/admin/buses/${busId}`,
      busBody({ registration: 'ST 1', name: 'Strand', layoutId: otherLayout }),
    );
    expect(layout.statusCode).toBe(412);
    expect(layout.json().error).toMatchObject({
      code: 'failed-precondition',
      details: { trips: [{ serviceDate: dayFromToday(2), route: 'X10', seats: 1 }] },
    });
    expect(layout.json().error.message).toContain(`${dayFromToday(2)} X10 (1 seat)`);
    for (const status of ['maintenance', 'retired']) {
      const res = await send('POST', `/api/admin/buses/${busId}/status`, { status });
      expect(res.json().error.code).toBe('failed-precondition');
    }
  });

  it('allows other edits, and records before and after', async () => {
    const res = await send(
      'PUT',
      `/api/admin/buses/${busId}`,
      busBody({ registration: 'st-1', name: 'Renamed' }),
    );
    expect(res.json().bus).toMatchObject({ registration: 'ST-1', name: 'Renamed' });
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'bus.update',
      before: { name: 'Strand' },
      after: { name: 'Renamed' },
    });
  });

  it('sends a bus without sold seats to maintenance, and back', async () => {
    const free = (await send('POST', '/api/admin/buses', busBody({ registration: 'ST 2' }))).json()
      .bus.id;
    expect(
      (await send('POST', `/api/admin/buses/${free}/status`, { status: 'maintenance' })).json().bus
        .status,
    ).toBe('maintenance');
    expect(
      (await send('POST', `/api/admin/buses/${free}/status`, { status: 'active' })).json().bus
        .status,
    ).toBe('active');
  });

  it('refuses a layout edit that drops sold seats, and deleting a layout in use', async () => {
    const res = await send('PUT', `/api/admin/seat-layouts/${layoutId}`, {
      name: 'Small coach',
      decks: [twoSeatRows(1)],
    });
    expect(res.statusCode).toBe(200); // 1A stays
    const dropped = {
      ...twoSeatRows(1),
      cells: twoSeatRows(1).cells.map((c) => (c.label === '1A' ? { ...c, label: '9Z' } : c)),
    };
    expect(
      (
        await send('PUT', `/api/admin/seat-layouts/${layoutId}`, {
          name: 'Small coach',
          decks: [dropped],
        })
      ).json().error.code,
    ).toBe('failed-precondition');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/seat-layouts/${layoutId}` })).json()
        .error.code,
    ).toBe('failed-precondition');
  });
});

describe('buses: the list', () => {
  it('searches, filters, sorts and pages on the server', async () => {
    const all = (await send('GET', '/api/admin/buses?sort=registration&dir=asc&pageSize=2')).json();
    expect(all.total).toBe(3);
    expect(all.buses).toHaveLength(2);
    expect((await send('GET', '/api/admin/buses?q=strand')).json().total).toBe(0);
    expect((await send('GET', '/api/admin/buses?q=renamed')).json().buses[0].registration).toBe(
      'ST-1',
    );
    expect((await send('GET', '/api/admin/buses?status=retired')).json().total).toBe(0);
    expect((await send('GET', '/api/admin/buses?sort=colour')).statusCode).toBe(400);
  });
});
