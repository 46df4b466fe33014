import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '#db/rows.ts';
import { createTestApp } from '#server/testing/app.testing.ts';
import { GOOD_CARD, PASSENGER, openBookingApp, type BookingApp } from './booking.testing.ts';
import { COMPRESS_MIN_BYTES } from '#server/plugins/compression/encoding.ts';

describe.each(testDatabases())('booking a trip over HTTP on %s', (kind) => {
  let a: BookingApp;
  beforeAll(async () => {
    a = await openBookingApp(kind);
  });
  afterAll(() => a.t.close());

  it('searches the demo network: trips with times, fare, seats left, sorted by departure', async () => {
    const [from, to] = [await a.stop('MUC'), await a.stop('AGB')];
    const result = await a.search(from, to, a.tomorrow);
    expect(result.empty).toBeNull();
    expect(result.trips.length).toBeGreaterThan(0);
    const first = result.trips[0]!;
    expect(first).toMatchObject({ from: { stopId: from }, to: { stopId: to }, currency: 'EUR' });
    expect(first.fareMinor).toBeGreaterThan(0);
    expect(first.seatsLeft).toBe(first.seatsTotal);
    expect(Date.parse(first.to.time)).toBeGreaterThan(Date.parse(first.from.time));
    const times = result.trips.map((t) => t.from.time);
    expect(times).toEqual([...times].sort());
  });

  it('answers a search again at once when a seat is held or a trip cancelled, whoever wrote it', async () => {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'AGB');
    const seatsLeft = async () =>
      (await a.search(from, to, a.tomorrow)).trips.find((t) => t.tripId === tripId)!;
    const before = await seatsLeft();
    expect(await seatsLeft()).toEqual(before);
    const seat = map.seats.find((s) => s.state === 'available')!;
    await a.hold(tripId, from, to, [seat.label]);
    expect((await seatsLeft()).seatsLeft).toBe(before.seatsLeft - 1);
    // A writer outside the app (here plain SQL) is heard too: the database says what changed.
    await a.t.database.db.execute(sql`update trip set status = 'cancelled' where id = ${tripId}`);
    expect(await seatsLeft()).toMatchObject({ status: 'cancelled', notBookable: 'cancelled' });
    await a.t.database.db.execute(sql`update trip set status = 'scheduled' where id = ${tripId}`);
  });

  it('sends a search compressed to a client that accepts brotli or gzip', async () => {
    const [from, to] = [await a.stop('MUC'), await a.stop('AGB')];
    const url = `/api/trips?from=${from}&to=${to}&date=${a.tomorrow}`;
    const plain = await a.app.inject({ url });
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await a.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    expect(plain.headers['content-type']).toContain('application/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A tiny answer (an empty search) goes as it is, like every tiny API answer.
    const empty = await a.app.inject({
      url: `/api/trips?from=${from}&to=${to}&date=2020-01-01`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(empty.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json().empty).toMatchObject({ reason: 'date-passed' });
  });

  it('says why a search is empty: the date passed, beyond the window, or no route back that way', async () => {
    const [from, to] = [await a.stop('MUC'), await a.stop('AGB')];
    expect((await a.search(from, to, '2020-01-01')).empty).toMatchObject({ reason: 'date-passed' });
    expect((await a.search(from, to, '2099-01-01')).empty).toMatchObject({
      reason: 'beyond-booking-window',
    });
    const bad = await a.app.inject({ url: `/api/trips?from=${from}&to=${to}&date=tomorrow` });
    expect(bad.statusCode).toBe(400);
    const many = await a.app.inject({
      url: `/api/trips?from=${from}&to=${to}&date=${a.tomorrow}&amenity=${Array(11).fill('wifi').join(',')}`,
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.code).toBe('invalid-argument');
  });

  it('holds two seats, books them, pays once for a double click, and issues signed tickets', async () => {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'AGB');
    const free = map.seats.filter((s) => s.state === 'available').slice(0, 2);
    const hold = await a.hold(
      tripId,
      from,
      to,
      free.map((s) => s.label),
    );
    expect(hold.seats.map((s) => s.label)).toEqual(free.map((s) => s.label).sort());
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    const after = (
      await a.app.inject({ url: `/api/trips/${tripId}/seats?from=${from}&to=${to}` })
    ).json();
    const mine = after.seats.filter((s: { state: string }) => s.state === 'mine');
    expect(mine).toHaveLength(2);

    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        holdId: hold.id,
        passengers: hold.seats.map((s, i) => ({
          seat: s.label,
          name: `P ${i}`,
          age: 30,
          gender: 'male',
        })),
        contact: { email: 'ana@example.com', phone: '+49 30 1234567' },
      },
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().booking;
    expect(booking.reference).toMatch(/^[CDFGHJKMNPRTWXY34679]{6}$/);
    expect(booking.status).toBe('pending-payment');
    expect(booking.amountMinor).toBe(hold.amountMinor);

    const pay = () =>
      a.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/payments`,
        payload: { idempotencyKey: 'double-click-key-0001', card: GOOD_CARD },
      });
    const [one, two] = await Promise.all([pay(), pay()]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().booking.status).toBe('confirmed');
    const [counts] = await queryRows<{ payments: number; charges: number }>(
      a.t.database.db,
      sql`select (select count(*)::int from payment where booking_id = ${booking.id}) as payments,
        (select count(*)::int from sandbox_charge where idempotency_key = 'double-click-key-0001') as charges`,
    );
    expect(counts).toEqual({ payments: 1, charges: 1 });

    const tickets = (await a.app.inject({ url: `/api/bookings/${booking.id}/tickets` })).json();
    expect(tickets.tickets).toHaveLength(2);
    expect(tickets.tickets[0].token).toMatch(/^BW1\./);
    expect(tickets.tickets[0].qrSvg).toContain('<svg');
    const pdf = await a.app.inject({ url: `/api/bookings/${booking.id}/tickets.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = await a.app.inject({ url: `/api/bookings/${booking.id}.ics` });
    expect(ics.body).toContain('BEGIN:VEVENT');

    const sold = (
      await a.app.inject({ url: `/api/trips/${tripId}/seats?from=${from}&to=${to}` })
    ).json();
    expect(sold.seats.filter((s: { state: string }) => s.state === 'booked')).toHaveLength(2);

    const quote = (await a.app.inject({ url: `/api/bookings/${booking.id}/refund` })).json();
    const cancelled = await a.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      refundMinor: quote.refundMinor,
    });
    const freed = (
      await a.app.inject({ url: `/api/trips/${tripId}/seats?from=${from}&to=${to}` })
    ).json();
    expect(freed.seats.filter((s: { state: string }) => s.state === 'booked')).toHaveLength(0);
  });

  it('refuses a seat someone holds, naming it, and keeps one hold per passenger per trip', async () => {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'ULM');
    const [s1, s2] = map.seats.filter((s) => s.state === 'available');
    const first = await a.hold(tripId, from, to, [s1!.label]);
    const second = await a.hold(tripId, from, to, [s2!.label]);
    const holds = (await a.app.inject({ url: '/api/holds' })).json().holds;
    expect(holds.map((h: { id: string }) => h.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);

    const other = await createTestApp({
      database: a.t.database,
      signedInAs: { ...PASSENGER, id: 'passenger-2' },
    });
    try {
      const lost = await other.app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: { tripId, from, to, seats: [s1!.label, s2!.label] },
      });
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error).toMatchObject({
        code: 'seat-unavailable',
        details: { seats: [s2!.label] },
      });
      expect(lost.json().error.message).toContain(s2!.label);
      const taken = await other.app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: { tripId, from, to, seats: [s1!.label] },
      });
      expect(taken.statusCode).toBe(201);
    } finally {
      await other.app.close();
    }
  });

  it('refunds every booking in full and mails the passenger when an admin cancels the trip', async () => {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'STR');
    const seat = map.seats.find((x) => x.state === 'available')!.label;
    const hold = await a.hold(tripId, from, to, [seat]);
    const booking = (
      await a.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          holdId: hold.id,
          passengers: [{ seat, name: 'Ana P', age: 41, gender: 'female' }],
          contact: { email: 'ana@example.com', phone: '+49 30 1234567' },
        },
      })
    ).json().booking;
    const paid = await a.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      payload: { idempotencyKey: 'trip-cancel-key-0001', card: GOOD_CARD },
    });
    expect(paid.json().booking.status).toBe('confirmed');

    const admin = await createTestApp({
      database: a.t.database,
      signedInAs: { id: 'admin-1', email: 'admin@example.com', name: 'Admin', role: 'admin' },
    });
    try {
      const cancelled = await admin.app.inject({
        method: 'POST',
        url: `/api/admin/trips/${tripId}/cancel`,
        payload: { reason: 'Snow on the A8' },
      });
      expect(cancelled.statusCode).toBe(200);
      // Refunds run once the cancellation has committed; reconciliation sweeps up any missed.
      await expect
        .poll(
          async () => (await a.app.inject({ url: `/api/bookings/${booking.id}` })).json().booking,
        )
        .toMatchObject({ status: 'cancelled', refundMinor: booking.amountMinor });
      await expect
        .poll(async () => {
          const [row] = await queryRows<{ refunded: number; mails: number }>(
            a.t.database.db,
            sql`select (select refunded_minor from payment where booking_id = ${booking.id}) as refunded,
              (select count(*)::int from mail_outbox where "to" = 'ana@example.com' and kind = 'trip-cancelled') as mails`,
          );
          return row;
        })
        .toEqual({ refunded: booking.amountMinor, mails: 1 });
    } finally {
      await admin.app.close();
    }
  });
});
