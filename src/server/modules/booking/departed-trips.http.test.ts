/**
 * The demo seed rolls out yesterday's trips too (a night coach that left yesterday may still be on
 * the road); none of them is ever offered or sold: a search of yesterday says the date has passed,
 * the trip's seat map says it has left, and a hold on it is refused in words.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { queryRows } from '#db/rows.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { openBookingApp, ZONE, type BookingApp } from './booking.testing.ts';

describe.each(testDatabases())("yesterday's demo trips on %s", (kind) => {
  let a: BookingApp;
  let yesterday: string;
  beforeAll(async () => {
    a = await openBookingApp(kind);
    // The seed's yesterday, read back: computing it again here could cross midnight since.
    const [first] = await queryRows<{ date: string }>(
      a.t.database.db,
      sql`select min(service_date)::text as date from trip`,
    );
    yesterday = first!.date;
    expect(yesterday < localDate(new Date(), ZONE), yesterday).toBe(true);
  });
  afterAll(() => a.t.close());

  /** A trip of yesterday from München through Augsburg (X10 out, the day coaches and the sleeper). */
  const yesterdaysTrips = () =>
    queryRows<{ id: string }>(
      a.t.database.db,
      sql`select t.id from trip t join route r on r.id = t.route_id
          where t.service_date = ${yesterday} and r.long_name = 'München ZOB → Stuttgart Hbf'
          order by t.id`,
    );

  it('are in the database, but a search of yesterday offers none: the date has passed', async () => {
    expect((await yesterdaysTrips()).length).toBeGreaterThan(0);
    const [from, to] = [await a.stop('MUC'), await a.stop('AGB')];
    const result = await a.search(from, to, yesterday);
    expect(result.trips).toEqual([]);
    expect(result.empty).toMatchObject({ reason: 'date-passed' });
  });

  it('show as departed on their seat maps, and a hold on one is refused, naming why', async () => {
    const [from, to] = [await a.stop('MUC'), await a.stop('AGB')];
    for (const { id } of await yesterdaysTrips()) {
      const map = await a.app.inject({ url: `/api/trips/${id}/seats?from=${from}&to=${to}` });
      expect(map.statusCode, map.body).toBe(200);
      expect(map.json().trip.notBookable).toBe('departed');
      const seat = (map.json().seats as { label: string; state: string }[]).find(
        (s) => s.state === 'available',
      );
      const hold = await a.app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: { tripId: id, from, to, seats: [seat!.label] },
      });
      expect(hold.statusCode).toBe(412);
      expect(hold.json().error).toMatchObject({
        code: 'failed-precondition',
        message: 'This bus has already left; choose a later one.',
      });
    }
  });
});
