/**
 * The booking settings through HTTP, as the admin screen uses them, and what they change at once
 * on this instance: search's booking window and a cancellation's refund.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/system.ts';
import { testDatabases } from '#db/database.testing.ts';
import { DEFAULT_REFUND_POLICY } from '#shared/booking/refund-policy.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import {
  GOOD_CARD,
  openBookingApp,
  PASSENGER,
  ZONE,
  type BookingApp,
} from '#server/modules/booking/booking.testing.ts';

const ADMIN: RequestUser = {
  id: 'settings-admin',
  email: 'sam@example.com',
  name: 'Sam Settings',
  role: 'admin',
};
const URL = '/api/admin/settings/booking';

describe.each(testDatabases())('booking settings over HTTP on %s', (kind) => {
  let a: BookingApp;
  const as = (user: RequestUser) => {
    a.app.resolveUser = async () => user;
  };
  const put = (payload: object) => a.app.inject({ method: 'PUT', url: URL, payload });
  beforeAll(async () => {
    a = await openBookingApp(kind, ADMIN);
  });
  afterAll(() => a.t.close());

  it('answers the defaults before any change: 60 days, full refund > 24 h, half > 6 h', async () => {
    as(ADMIN);
    const res = await a.app.inject({ url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bookingWindowDays: 60, refundPolicy: DEFAULT_REFUND_POLICY });
  });

  it('refuses bad values with 400, naming each field in the words of the form', async () => {
    as(ADMIN);
    const res = await put({
      bookingWindowDays: 0,
      refundPolicy: { rules: [{ moreThanHours: -1, percent: 120 }] },
    });
    expect(res.statusCode).toBe(400);
    const { code, details } = res.json().error;
    expect(code).toBe('invalid-argument');
    expect(details.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.bookingWindowDays', message: 'Let passengers book at least 1 day ahead' },
        {
          field: 'body.refundPolicy.rules.0.moreThanHours',
          message: 'Hours before departure cannot be negative',
        },
        { field: 'body.refundPolicy.rules.0.percent', message: 'A refund cannot be above 100 %' },
      ]),
    );
    const later = await put({
      bookingWindowDays: 366,
      refundPolicy: {
        rules: [
          { moreThanHours: 24, percent: 50 },
          { moreThanHours: 6, percent: 100 },
        ],
      },
    });
    expect(later.json().error.details.fields).toEqual([
      { field: 'body.bookingWindowDays', message: 'Use at most 365 days' },
      {
        field: 'body.refundPolicy.rules',
        message: 'Cancelling later cannot give back more than cancelling earlier',
      },
    ]);
    expect((await a.app.inject({ url: URL })).json().bookingWindowDays).toBe(60);
  });

  it('refuses a passenger with 403, reading and changing alike', async () => {
    as(PASSENGER);
    expect((await a.app.inject({ url: URL })).statusCode).toBe(403);
    const res = await put({ bookingWindowDays: 5, refundPolicy: DEFAULT_REFUND_POLICY });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission-denied');
  });

  it('saves both settings with an audit entry, and search follows the new window at once', async () => {
    const [from, to] = [await a.stop('MUC'), await a.stop('AGB')];
    const today = localDate(new Date(), ZONE);
    as(PASSENGER);
    expect((await a.search(from, to, addDays(today, 60))).lastBookableDate).toBe(
      addDays(today, 60),
    );
    as(ADMIN);
    const saved = await put({
      bookingWindowDays: 5,
      refundPolicy: {
        rules: [
          { moreThanHours: 2, percent: 30 },
          { moreThanHours: 48, percent: 90 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      bookingWindowDays: 5,
      refundPolicy: {
        rules: [
          { moreThanHours: 48, percent: 90 },
          { moreThanHours: 2, percent: 30 },
        ],
      },
    };
    expect(saved.json()).toEqual(expected);
    expect((await a.app.inject({ url: URL })).json()).toEqual(expected);
    // The search form's calendar reads the window, the help centre both, from the public configuration.
    expect((await a.app.inject({ url: '/api/config' })).json()).toMatchObject(expected);

    const [entry] = await a.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'booking-settings.update'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: ADMIN.id,
      entity: 'operator-setting',
      entityId: 'booking',
      before: { bookingWindowDays: 60, refundPolicy: DEFAULT_REFUND_POLICY },
      after: expected,
    });

    as(PASSENGER);
    const beyond = await a.search(from, to, addDays(today, 6));
    expect(beyond.lastBookableDate).toBe(addDays(today, 5));
    expect(beyond.empty).toMatchObject({ reason: 'beyond-booking-window' });
    expect((await a.search(from, to, addDays(today, 5))).empty?.reason).not.toBe(
      'beyond-booking-window',
    );
  });

  it('records nothing when the values are unchanged', async () => {
    as(ADMIN);
    const count = async () =>
      a.t.database.db.$count(auditLog, eq(auditLog.action, 'booking-settings.update'));
    const before = await count();
    const current = (await a.app.inject({ url: URL })).json();
    expect((await put(current)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it("quotes a cancellation's refund by the policy just saved", async () => {
    as(ADMIN);
    await put({
      bookingWindowDays: 60,
      refundPolicy: { rules: [{ moreThanHours: 0, percent: 30 }] },
    });
    as(PASSENGER);
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'AGB');
    const seat = map.seats.find((s) => s.state === 'available')!.label;
    const hold = await a.hold(tripId, from, to, [seat]);
    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        holdId: hold.id,
        passengers: [{ seat, name: 'Ana P', age: 30, gender: 'female' }],
        contact: { email: PASSENGER.email, phone: '+49 30 1234567' },
      },
    });
    const booking = booked.json().booking;
    const paid = await a.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      payload: { idempotencyKey: 'settings-refund-key-01', card: GOOD_CARD },
    });
    expect(paid.json().booking.status).toBe('confirmed');
    const quote = (await a.app.inject({ url: `/api/bookings/${booking.id}/refund` })).json();
    expect(quote).toMatchObject({
      percent: 30,
      refundMinor: Math.floor((booking.amountMinor * 30) / 100),
    });
  });
});
