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

describe.each(testDatabases())('offline checks synced later on %s', (kind) => {
  let d: DoorApp;
  let riders: PaidBooking;
  const minutesBefore = (minutes: number) =>
    new Date(d.now.getTime() - minutes * 60_000).toISOString();
  const sync = (deviceId: string, checks: Record<string, unknown>[], as = CONDUCTOR) =>
    d.as(as, {
      method: 'POST',
      url: '/api/tickets/validate/batch',
      payload: { tripId: d.tripId, deviceId, checks },
    });

  beforeAll(async () => {
    d = await openDoorApp(kind);
    riders = await d.book(['Ola One', 'Tim Two', 'Una Three']);
  });
  afterAll(async () => {
    await d.close();
  });

  it('answers each check in order, boarding at the phone’s time of the check', async () => {
    const [one, two] = riders.tickets;
    const res = await sync('phone-a', [
      { token: one!.token, checkedAt: minutesBefore(10), deviceResult: 'valid' },
      { token: two!.token, checkedAt: minutesBefore(9), deviceResult: 'valid' },
      { token: one!.token, checkedAt: minutesBefore(8), deviceResult: 'already-used' },
      { reference: 'XXXXXX', checkedAt: minutesBefore(7) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { answers } = res.json();
    expect(answers.map((a: { result?: string }) => a.result)).toEqual([
      'valid',
      'valid',
      'already-used',
      undefined,
    ]);
    expect(answers[0]).toMatchObject({ boardedAt: minutesBefore(10), conflict: false });
    expect(answers[2]).toMatchObject({ boardedDeviceId: 'phone-a', conflict: false });
    expect(answers[3].error).toMatchObject({ code: 'not-found' });
    const [row] = await queryRows<{ offline: boolean; n: number }>(
      d.a.t.database.db,
      sql`select bool_and(offline) as offline, count(*)::int as n from ticket_check
          where device_id = 'phone-a'`,
    );
    expect(row).toEqual({ offline: true, n: 3 });
  });

  it('one ticket checked on two devices offline: one boarding, a conflict for the second to sync', async () => {
    const three = riders.tickets[2]!;
    const first = await sync('phone-a', [
      { token: three.token, checkedAt: minutesBefore(5), deviceResult: 'valid' },
    ]);
    expect(first.json().answers[0]).toMatchObject({ result: 'valid', conflict: false });
    // phone-b checked it earlier by its clock, but synced second: the first boarding stands.
    const second = await sync(
      'phone-b',
      [{ token: three.token, checkedAt: minutesBefore(6), deviceResult: 'valid' }],
      ADMIN,
    );
    expect(second.json().answers[0]).toMatchObject({
      result: 'already-used',
      conflict: true,
      boardedDeviceId: 'phone-a',
      boardedAt: minutesBefore(5),
    });
    const boardings = await queryRows<{ n: number }>(
      d.a.t.database.db,
      sql`select count(*)::int as n from ticket_check where ticket_id = ${three.id} and result = 'valid'`,
    );
    expect(boardings[0]!.n).toBe(1);
    // phone-a learns of it from the manifest on its next sync.
    const manifest = await d.as(CONDUCTOR, { url: `/api/conductor/trips/${d.tripId}/manifest` });
    const ticket = manifest
      .json()
      .tickets.find((t: { ticketId: string }) => t.ticketId === three.id);
    expect(ticket).toMatchObject({
      state: 'boarded',
      boarding: { deviceId: 'phone-a', at: minutesBefore(5) },
      conflicts: [{ deviceId: 'phone-b', checkedAt: minutesBefore(6) }],
    });
  });

  it('a phone clock ahead of the server’s is taken as now', async () => {
    const extra = await d.book(['Fay Future']);
    const res = await sync('phone-c', [
      { token: extra.tickets[0]!.token, checkedAt: '2099-01-01T00:00:00Z' },
    ]);
    expect(res.json().answers[0]).toMatchObject({
      result: 'valid',
      boardedAt: d.now.toISOString(),
      checkedAt: d.now.toISOString(),
    });
  });

  it('the database allows one boarding per ticket whatever the path', async () => {
    const db = d.a.t.database.db;
    const ticket = riders.tickets[0]!;
    const insert = db.execute(
      sql`insert into ticket_check (ticket_id, trip_id, checked_by, checked_at, method, result)
          values (${ticket.id}, ${d.tripId}, 'someone', now(), 'manual', 'valid')`,
    );
    await expect(insert).rejects.toThrow();
  });

  it('refuses an empty batch, a batch too long and checks without their time', async () => {
    expect((await sync('phone-a', [])).statusCode).toBe(400);
    const token = riders.tickets[0]!.token;
    const many = Array.from({ length: 201 }, () => ({ token, checkedAt: minutesBefore(1) }));
    expect((await sync('phone-a', many)).statusCode).toBe(400);
    const untimed = await sync('phone-a', [{ token }]);
    expect(untimed.statusCode).toBe(400);
    expect(untimed.json().error.message).toContain('checks.0.checkedAt');
    expect(untimed.body).not.toContain(token);
  });
});
