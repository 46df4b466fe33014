import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import { PASSENGER } from '../../booking/booking.testing.ts';
import {
  ADMIN,
  CONDUCTOR,
  OTHER_CONDUCTOR,
  openDoorApp,
  type DoorApp,
  type PaidBooking,
} from '../conductor.testing.ts';

describe.each(testDatabases())('checking tickets at the door on %s', (kind) => {
  let d: DoorApp;
  let jane: PaidBooking;
  let pair: PaidBooking;
  const validate = (body: Record<string, unknown>, as = CONDUCTOR) =>
    d.as(as, {
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: d.tripId, deviceId: 'phone-1', ...body },
    });

  beforeAll(async () => {
    d = await openDoorApp(kind);
    jane = await d.book(['Jane Doe']);
    pair = await d.book(['Ann Pair', 'Bo Pair']);
  });
  afterAll(async () => {
    await d.close();
  });

  it('valid boards the ticket; a second check says already used, when and on which device', async () => {
    const token = jane.tickets[0]!.token;
    const first = await validate({ token, checkedAt: '2030-01-01T00:00:00Z' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      result: 'valid',
      boardedAt: d.now.toISOString(),
      checkedAt: d.now.toISOString(),
      conflict: false,
      ticket: { id: jane.tickets[0]!.id, passengerName: 'Jane Doe', seat: jane.tickets[0]!.seat },
    });
    expect(first.json().message).toMatch(/^Valid: Jane Doe \(seat \w+\), .+ → .+\.$/);
    const again = await d.as(ADMIN, {
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: d.tripId, deviceId: 'phone-2', token },
    });
    expect(again.json()).toMatchObject({
      result: 'already-used',
      boardedAt: d.now.toISOString(),
      boardedDeviceId: 'phone-1',
    });
    expect(again.json().message).toContain('on device phone-1');
    const [row] = await queryRows<{ status: string; validated_by: string; device: string }>(
      d.a.t.database.db,
      sql`select status, validated_by, boarded_device_id as device from ticket
          where id = ${jane.tickets[0]!.id}`,
    );
    expect(row).toEqual({ status: 'used', validated_by: CONDUCTOR.id, device: 'phone-1' });
  });

  it('records every check with its device, time and result, the phone’s clock beside', async () => {
    const rows = await queryRows<{ device_id: string; result: string; device_time: unknown }>(
      d.a.t.database.db,
      sql`select device_id, result, device_time from ticket_check
          where ticket_id = ${jane.tickets[0]!.id} order by received_at`,
    );
    expect(rows.map((r) => [r.device_id, r.result])).toEqual([
      ['phone-1', 'valid'],
      ['phone-2', 'already-used'],
    ]);
    expect(new Date(rows[0]!.device_time as string).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('lists the trip’s checks for its conductor and admins, newest first', async () => {
    const res = await d.as(CONDUCTOR, { url: `/api/conductor/trips/${d.tripId}/checks` });
    expect(res.statusCode, res.body).toBe(200);
    const { checks, truncated } = res.json();
    expect(truncated).toBe(false);
    expect(checks.slice(0, 2)).toMatchObject([
      { deviceId: 'phone-2', result: 'already-used', checkedBy: ADMIN.id, method: 'token' },
      { deviceId: 'phone-1', result: 'valid', checkedBy: CONDUCTOR.id, passengerName: 'Jane Doe' },
    ]);
    expect(checks[1]).toMatchObject({
      offline: false,
      conflict: false,
      checkedAt: d.now.toISOString(),
    });
    const other = await d.as(OTHER_CONDUCTOR, { url: `/api/conductor/trips/${d.tripId}/checks` });
    expect(other.statusCode).toBe(403);
  });

  it('by reference: with the seat, and asks which seat when the booking has several', async () => {
    const several = await validate({ reference: pair.reference.toLowerCase() });
    expect(several.statusCode).toBe(400);
    expect(several.json().error.message).toMatch(/has 2 seats on this trip .*say which seat/);
    const seat = pair.tickets[1]!.seat;
    const one = await validate({ reference: pair.reference, seat });
    expect(one.json()).toMatchObject({
      result: 'valid',
      ticket: { seat, passengerName: 'Bo Pair' },
    });
  });

  it('wrong-stops: the bus at the ticket’s last stop', async () => {
    const ticket = pair.tickets[0]!;
    const probe = await validate({ token: ticket.token, atSequence: 10_000 });
    expect(probe.json()).toMatchObject({ result: 'wrong-stops', at: { sequence: 10_000 } });
    const to = probe.json().ticket.to.sequence;
    const res = await validate({ token: ticket.token, atSequence: to });
    expect(res.json().result).toBe('wrong-stops');
    expect(res.json().message).toMatch(
      /^Wrong stops: Ann Pair \(seat \w+\) may ride .+ → .+; the bus is at .+\.$/,
    );
  });

  it('forged: a changed token, or text that is no ticket, never boards and never echoes the token', async () => {
    const token = pair.tickets[0]!.token;
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    const res = await validate({ token: tampered });
    expect(res.json()).toMatchObject({ result: 'forged', problem: 'bad-signature' });
    expect(res.body).not.toContain(tampered);
    const junk = await validate({ token: 'BW1.not-a-ticket' });
    expect(junk.statusCode).toBe(200);
    expect(junk.json()).toMatchObject({ result: 'forged', problem: 'malformed' });
  });

  it('void: the ticket of a cancelled booking', async () => {
    const gone = await d.book(['Vic Void']);
    const cancel = await d.a.app.inject({
      method: 'POST',
      url: `/api/bookings/${gone.id}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await validate({ token: gone.tickets[0]!.token });
    expect(res.json()).toMatchObject({ result: 'void' });
    expect(res.json().message).toContain('cancelled or refunded');
  });

  it('refuses another trip’s conductor and passengers in words, and unknown trips or references', async () => {
    const token = pair.tickets[0]!.token;
    const other = await validate({ token }, OTHER_CONDUCTOR);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toMatch(/Only this trip’s conductor or an admin/);
    expect((await validate({ token }, PASSENGER)).statusCode).toBe(403);
    const noTrip = await validate({ token, tripId: '00000000-0000-4000-8000-000000000000' });
    expect(noTrip.statusCode).toBe(404);
    const noRef = await validate({ reference: 'XXXXXX' });
    expect(noRef.statusCode).toBe(404);
    expect(noRef.json().error.message).toBe('No booking has the reference XXXXXX.');
  });

  it('refuses bad bodies with 400 naming the field, never echoing a token', async () => {
    const token = pair.tickets[0]!.token;
    const both = await validate({ token, reference: pair.reference });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toMatch(
      /either the ticket token .* or the booking reference/,
    );
    expect((await validate({})).statusCode).toBe(400);
    const device = await validate({ token, deviceId: 'x' });
    expect(device.statusCode).toBe(400);
    expect(device.body).not.toContain(token);
    const long = `${token}${'A'.repeat(600)}`;
    const tooLong = await validate({ token: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).not.toContain(token.slice(4, 60));
  });
});
