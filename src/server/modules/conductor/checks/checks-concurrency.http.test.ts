/**
 * Many checks of one ticket at once — two conductors, several devices, online and synced offline
 * batches — end in exactly one boarding. On PostgreSQL the requests run on separate connections
 * of the pool at the same time; on PGlite (one connection) they interleave between statements.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import {
  ADMIN,
  CONDUCTOR,
  openDoorApp,
  type DoorApp,
  type PaidBooking,
} from '../conductor.testing.ts';

const ATTEMPTS = 8;

describe.each(testDatabases())('one ticket checked by many at once on %s', (kind) => {
  let d: DoorApp;
  let riders: PaidBooking;

  beforeAll(async () => {
    d = await openDoorApp(kind);
    riders = await d.book(['Ann A', 'Ben B', 'Cai C', 'Dee D']);
    // Each request says who it is: two conductors of the trip at once (its own, and an admin).
    d.door.app.resolveUser = async (request) =>
      request.headers['x-as'] === 'admin' ? ADMIN : CONDUCTOR;
  });
  afterAll(async () => {
    await d.close();
  });

  const attempt = (token: string, i: number) => {
    const headers = { 'x-as': i % 2 ? 'admin' : 'conductor' };
    const deviceId = `device-${i}`;
    if (i % 3 === 2)
      return d.door.app
        .inject({
          method: 'POST',
          url: '/api/tickets/validate/batch',
          headers,
          payload: {
            tripId: d.tripId,
            deviceId,
            checks: [{ token, checkedAt: d.now.toISOString(), deviceResult: 'valid' }],
          },
        })
        .then((res) => ({ status: res.statusCode, answer: res.json().answers?.[0] }));
    return d.door.app
      .inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers,
        payload: { tripId: d.tripId, deviceId, token },
      })
      .then((res) => ({ status: res.statusCode, answer: res.json() }));
  };

  it(`boards each ticket once of ${ATTEMPTS} checks at the same time; the rest are already-used`, async () => {
    for (const ticket of riders.tickets) {
      const results = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, i) => attempt(ticket.token, i)),
      );
      expect(results.map((r) => r.status)).toEqual(Array(ATTEMPTS).fill(200));
      const verdicts = results.map((r) => r.answer.result as string);
      expect(verdicts.filter((v) => v === 'valid')).toHaveLength(1);
      expect(verdicts.filter((v) => v === 'already-used')).toHaveLength(ATTEMPTS - 1);
      const winner = results.find((r) => r.answer.result === 'valid')!.answer;
      for (const r of results.filter((x) => x.answer.result === 'already-used'))
        expect(r.answer.boardedAt).toBe(winner.boardedAt);
    }
    const rows = await queryRows<{ valid: number; used: number; checks: number }>(
      d.a.t.database.db,
      sql`select
            (select count(*)::int from ticket_check c join ticket t on t.id = c.ticket_id
              where t.booking_id = ${riders.id} and c.result = 'valid') as valid,
            (select count(*)::int from ticket where booking_id = ${riders.id} and status = 'used')
              as used,
            (select count(*)::int from ticket_check c join ticket t on t.id = c.ticket_id
              where t.booking_id = ${riders.id}) as checks`,
    );
    expect(rows[0]).toEqual({
      valid: riders.tickets.length,
      used: riders.tickets.length,
      checks: riders.tickets.length * ATTEMPTS,
    });
  });
});
