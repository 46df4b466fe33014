/** `GET /api/trips` with one place as both ends: a 400 that asks for two different stops. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import { openBookingApp, type BookingApp } from '../booking.testing.ts';

const SAME_PLACE = 'From and To are the same place: choose two different stops';

describe.each(testDatabases())('searching from a place to itself on %s', (kind) => {
  let a: BookingApp;
  beforeAll(async () => {
    a = await openBookingApp(kind);
  });
  afterAll(() => a.t.close());

  const search = (from: string, to: string) =>
    a.app.inject({ url: `/api/trips?from=${from}&to=${to}&date=${a.tomorrow}` });

  it('refuses the same stop as from and to, naming the field', async () => {
    const muc = await a.stop('MUC');
    const res = await search(muc, muc);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain(SAME_PLACE);
    expect(error.details.fields).toEqual([{ field: 'querystring.to', message: SAME_PLACE }]);
  });

  it('refuses a station and one of its own platforms, and still searches two places', async () => {
    const [muc, agb] = [await a.stop('MUC'), await a.stop('AGB')];
    const { db } = a.t.database;
    const [station] = await queryRows<{ id: string }>(
      db,
      sql`insert into stop (name, code, lat, lng, location_type)
          values ('München (all platforms)', 'MUCX', 48.14, 11.56, 1) returning id`,
    );
    await db.execute(sql`update stop set parent_stop_id = ${station!.id} where id = ${muc}`);

    const res = await search(station!.id, muc);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid-argument',
      message: SAME_PLACE,
      details: { field: 'to' },
    });
    expect((await search(station!.id, agb)).statusCode).toBe(200);
  });
});
