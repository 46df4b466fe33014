import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import type { Manifest } from '#shared/booking/manifest.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { openBookingApp, PASSENGER, ZONE, type BookingApp } from '../booking.testing.ts';

const ADMIN: RequestUser = { id: 'admin-1', email: 'a@example.com', name: 'Ada', role: 'admin' };
const CONDUCTOR: RequestUser = {
  id: 'conductor-1',
  email: 'c@example.com',
  name: 'Cody',
  role: 'conductor',
};

describe.each(testDatabases())('a trip’s passenger manifest on %s', (kind) => {
  let a: BookingApp;
  let m: TestApp;
  let tripId: string;
  let reference: string;
  let stopNames: [string, string];

  const get = (as: RequestUser, url: string) => {
    m.app.resolveUser = async () => as;
    return m.app.inject({ url });
  };

  async function book(names: string[], pay: boolean) {
    const trip = await a.firstTrip('MUC', 'AGB');
    const free = trip.map.seats.filter((s) => s.state === 'available').slice(0, names.length);
    const hold = await a.hold(
      trip.tripId,
      trip.from,
      trip.to,
      free.map((s) => s.label),
    );
    const booking = await a.book(hold, (_seat, i) => ({
      name: names[i],
      age: 20 + i,
      gender: 'other',
    }));
    if (pay) {
      const paid = await a.pay(booking.id, `manifest-key-${booking.id}`);
      expect(paid.status).toBe('confirmed');
    }
    return { tripId: trip.tripId, reference: booking.reference as string };
  }

  beforeAll(async () => {
    a = await openBookingApp(kind);
    const db = a.t.database.db;
    m = await createTestApp({
      database: a.t.database,
      env: { OPERATOR_TIMEZONE: ZONE },
      signedInAs: ADMIN,
    });
    ({ tripId, reference } = await book(['Doe, Jane', '=cmd'], true));
    await book(['Never Paid'], false);
    const [row] = await queryRows<{ a: string; b: string }>(
      db,
      sql`select (select name from stop where code = 'MUC') as a,
            (select name from stop where code = 'AGB') as b`,
    );
    stopNames = [row!.a, row!.b];
  });
  afterAll(async () => {
    await m.app.close();
    await a.t.close();
  });

  it('lists the passengers of confirmed bookings by seat, with where they board and alight', async () => {
    const res = await get(ADMIN, `/api/admin/trips/${tripId}/manifest`);
    expect(res.statusCode, res.body).toBe(200);
    const manifest = res.json() as Manifest;
    expect(manifest.trip).toMatchObject({ id: tripId, serviceDate: a.tomorrow });
    expect(manifest.trip.departure).not.toBeNull();
    expect(manifest.timezone).toBe(ZONE);
    expect(manifest.passengers.map((p) => p.name).sort()).toEqual(['=cmd', 'Doe, Jane']);
    const seats = manifest.passengers.map((p) => p.seat);
    expect(seats).toEqual([...seats].sort((x, y) => x.localeCompare(y, 'en', { numeric: true })));
    for (const p of manifest.passengers)
      expect(p).toMatchObject({
        from: stopNames[0],
        to: stopNames[1],
        reference,
        phone: '+49 30 1234567',
        ticket: 'valid',
      });
  });

  it('downloads the manifest as CSV with formula-safe, quoted cells', async () => {
    const res = await get(ADMIN, `/api/admin/trips/${tripId}/manifest.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="manifest-.+\.csv"$/);
    // UTF-8 with a byte-order mark, so a spreadsheet keeps "München" as it is.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Seat,Name,/);
    expect(res.body).toContain(`,"Doe, Jane",`);
    expect(res.body).toContain(`,'=cmd,`);
    expect(res.body).toContain(`,"\t+49 30 1234567",valid`);
  });

  it('refuses passengers and other trips’ conductors, and serves the trip’s own conductor', async () => {
    for (const url of ['manifest', 'manifest.csv']) {
      expect((await get(PASSENGER, `/api/admin/trips/${tripId}/${url}`)).statusCode).toBe(403);
      expect((await get(CONDUCTOR, `/api/admin/trips/${tripId}/${url}`)).statusCode).toBe(403);
    }
    await a.t.database.db.execute(
      sql`update trip set conductor_user_id = ${CONDUCTOR.id} where id = ${tripId}`,
    );
    expect((await get(CONDUCTOR, `/api/admin/trips/${tripId}/manifest`)).statusCode).toBe(200);
  });

  it('says no such trip for an unknown id', async () => {
    const res = await get(ADMIN, `/api/admin/trips/00000000-0000-4000-8000-000000000000/manifest`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });
});
