import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { addDays, zonedDateTime } from '#shared/core/zoned-time.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import {
  ADMIN,
  CONDUCTOR,
  openDoorApp,
  ZONE,
  type DoorApp,
  type PaidBooking,
} from '../conductor.testing.ts';

describe.each(testDatabases())('checks refused or answered otherwise on %s', (kind) => {
  let d: DoorApp;
  let rider: PaidBooking;
  let late: PaidBooking;
  let otherTrip: { tripId: string; token: string };
  let key: string;
  const lines: string[] = [];
  let logged: TestApp;
  let later: TestApp;
  const post = (
    t: TestApp,
    body: Record<string, unknown>,
    deviceId = 'phone-1',
    user: RequestUser = CONDUCTOR,
  ) => {
    t.app.resolveUser = async () => user;
    return t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: d.tripId, deviceId, ...body },
    });
  };

  beforeAll(async () => {
    d = await openDoorApp(kind);
    rider = await d.book(['Rae Rider']);
    late = await d.book(['Lee Late']);
    key = String(d.door.app.deps.env.TICKET_SIGNING_KEY);
    // A ticket of the next MUC → AGB trip the same day.
    const [from, to] = [await d.a.stop('MUC'), await d.a.stop('AGB')];
    const found = await d.a.search(from, to, d.a.tomorrow);
    const next = found.trips.find((t) => t.notBookable === null && t.tripId !== d.tripId)!;
    const hold = await d.a.hold(next.tripId, from, to, ['1A']);
    const booking = await d.a.book(hold);
    await d.a.pay(booking.id, `other-${booking.id}`);
    const tickets = (await d.a.app.inject({ url: `/api/bookings/${booking.id}/tickets` })).json();
    otherTrip = { tripId: next.tripId, token: tickets.tickets[0].token };
    const env = {
      OPERATOR_TIMEZONE: ZONE,
      TICKET_SIGNING_KEY: key,
      TICKET_CHECKS_PER_DEVICE: '3',
      TICKET_CHECKS_PER_ACCOUNT: '5',
    };
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    logged = await createTestApp({
      database: d.a.t.database,
      env,
      now: () => d.now,
      logger: { level: 'trace', stream },
    });
    const dayAfter = zonedDateTime(addDays(d.a.tomorrow, 1), 12 * 60, ZONE);
    later = await createTestApp({
      database: d.a.t.database,
      env: { OPERATOR_TIMEZONE: ZONE, TICKET_SIGNING_KEY: key },
      now: () => dayAfter,
    });
  });
  afterAll(async () => {
    await later.app.close();
    await logged.app.close();
    await d.close();
  });

  it('wrong-trip: a ticket of another trip that day', async () => {
    const res = await post(d.door, { token: otherTrip.token });
    expect(res.json()).toMatchObject({ result: 'wrong-trip' });
    expect(res.json().message).toMatch(/^Wrong trip: .* is for another bus today\.$/);
  });

  it('not-today: the trip checked is not today’s', async () => {
    const res = await post(later, { token: rider.tickets[0]!.token });
    expect(res.json().result).toBe('not-today');
    expect(res.json().message).toMatch(/^Not today: this trip runs on /);
  });

  it('limits checks per device and per account with 429 in words', async () => {
    // The counters are the database's: a device and an account of their own for this test.
    const inspector: RequestUser = { ...ADMIN, id: 'admin-limits' };
    const token = rider.tickets[0]!.token;
    const bad = `${token.slice(0, 20)}x${token.slice(21)}`;
    const check = (deviceId: string) => post(logged, { token: bad }, deviceId, inspector);
    for (let i = 0; i < 3; i++) {
      const res = await check('limit-a');
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await check('limit-a');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(
      /^This device has checked 3 tickets in 10 minutes/,
    );
    expect((await check('limit-b')).statusCode).toBe(200);
    expect((await check('limit-c')).statusCode).toBe(200);
    const account = await check('limit-d');
    expect(account.statusCode).toBe(429);
    expect(account.json().error.message).toMatch(/^Your account has checked 5 tickets/);
  });

  it('never writes a ticket token in a log line, whatever the answer', async () => {
    const token = rider.tickets[0]!.token;
    await post(logged, { token }, 'phone-9');
    await post(logged, { token, deviceId: 'x' });
    await post(logged, { token, tripId: 'nope' });
    const [, payload] = token.split('.');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line).not.toContain(payload!.slice(0, 40));
  });

  it('412 for an ended trip online; its offline checks are still taken', async () => {
    const start = await d.as(CONDUCTOR, {
      method: 'POST',
      url: `/api/conductor/trips/${d.tripId}/start`,
    });
    expect(start.statusCode, start.body).toBe(200);
    await d.as(CONDUCTOR, { method: 'POST', url: `/api/conductor/trips/${d.tripId}/stop` });
    const res = await post(d.door, { token: late.tickets[0]!.token });
    expect(res.statusCode).toBe(412);
    expect(res.json().error.message).toMatch(/This trip has ended/);
    const sync = await d.as(CONDUCTOR, {
      method: 'POST',
      url: '/api/tickets/validate/batch',
      payload: {
        tripId: d.tripId,
        deviceId: 'phone-1',
        checks: [{ token: late.tickets[0]!.token, checkedAt: d.now.toISOString() }],
      },
    });
    expect(sync.json().answers[0].result).toBe('valid');
  });

  it('412 for a cancelled trip', async () => {
    await d.a.t.database.db.execute(
      sql`update trip set status = 'cancelled', conductor_user_id = ${CONDUCTOR.id}
          where id = ${otherTrip.tripId}`,
    );
    const res = await d.as(ADMIN, {
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: otherTrip.tripId, deviceId: 'phone-1', token: otherTrip.token },
    });
    expect(res.statusCode).toBe(412);
    expect(res.json().error.message).toMatch(/This trip is cancelled/);
  });
});
