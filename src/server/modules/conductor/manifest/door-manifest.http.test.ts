import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import {
  doorRecord,
  type DoorManifest,
  type DoorManifestTicket,
} from '#shared/conductor/conductor.ts';
import { judgeTicketCheck } from '#shared/tickets/ticket-check.ts';
import { verifyTicketToken } from '#shared/tickets/ticket-token.ts';
import {
  ADMIN,
  CONDUCTOR,
  OTHER_CONDUCTOR,
  openDoorApp,
  ZONE,
  type DoorApp,
  type PaidBooking,
} from '../conductor.testing.ts';

describe.each(testDatabases())('the trip’s manifest at the door on %s', (kind) => {
  let d: DoorApp;
  let family: PaidBooking;
  let gone: PaidBooking;
  const url = () => `/api/conductor/trips/${d.tripId}/manifest`;
  const mark = (ticketId: string, body: Record<string, string>, as = CONDUCTOR) =>
    d.as(as, { method: 'POST', url: `${url()}/${ticketId}`, payload: body });
  const manifest = async (as = CONDUCTOR) =>
    (await d.as(as, { url: url() })).json() as DoorManifest;
  const ticketOf = (m: DoorManifest, id: string) => m.tickets.find((t) => t.ticketId === id)!;

  beforeAll(async () => {
    d = await openDoorApp(kind);
    family = await d.book(['Ma Family', 'Pa Family', 'Kid Family']);
    gone = await d.book(['Gus Gone']);
    await d.a.app.inject({ method: 'POST', url: `/api/bookings/${gone.id}/cancel`, payload: {} });
    await d.as(CONDUCTOR, {
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: d.tripId, deviceId: 'phone-1', token: family.tickets[0]!.token },
    });
  });
  afterAll(async () => {
    await d.close();
  });

  it('lists every ticket with passenger, stops, state, boarding, counts and when it was read', async () => {
    const m = await manifest();
    expect(m.readAt).toBe(d.now.toISOString());
    expect(m.timezone).toBe(ZONE);
    expect(m.trip).toMatchObject({ id: d.tripId, serviceDate: d.a.tomorrow });
    expect(m.trip.stops.length).toBeGreaterThan(1);
    expect(m.counts).toEqual({ tickets: 3, boarded: 1, noShow: 0, toBoard: 2, void: 1 });
    const ma = ticketOf(m, family.tickets[0]!.id);
    expect(ma).toMatchObject({
      reference: family.reference,
      passengerName: 'Ma Family',
      state: 'boarded',
      status: 'used',
      boarding: { at: d.now.toISOString(), deviceId: 'phone-1' },
      conflicts: [],
    });
    expect(ma.from).toBeTruthy();
    expect(ma.to).toBeTruthy();
    expect(ticketOf(m, gone.tickets[0]!.id).state).toBe('void');
    const seats = m.tickets.map((t) => t.seat);
    expect(seats).toEqual([...seats].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });

  it('is enough for a phone to judge a check offline with the shared verdict', async () => {
    const m = await manifest();
    const { keys } = (await d.door.app.inject({ url: '/api/tickets/public-key' })).json();
    const judge = async (token: string, ticket: DoorManifestTicket) =>
      judgeTicketCheck({
        token: await verifyTicketToken(token, keys),
        record: doorRecord(m, ticket),
        trip: { ...m.trip, running: false },
        now: new Date(m.readAt),
        timeZone: m.timezone,
      });
    const pa = await judge(family.tickets[1]!.token, ticketOf(m, family.tickets[1]!.id));
    expect(pa).toMatchObject({ result: 'valid', ticket: { passengerName: 'Pa Family' } });
    const ma = await judge(family.tickets[0]!.token, ticketOf(m, family.tickets[0]!.id));
    expect(ma).toMatchObject({ result: 'already-used', boarded: { deviceId: 'phone-1' } });
    const gus = await judge(gone.tickets[0]!.token, ticketOf(m, gone.tickets[0]!.id));
    expect(gus.result).toBe('void');
  });

  it('marks by hand: boarded and no-show, idempotent and audited once', async () => {
    const kid = family.tickets[2]!.id;
    const noShow = await mark(kid, { mark: 'no-show' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json()).toMatchObject({ state: 'no-show', noShowAt: d.now.toISOString() });
    expect((await mark(kid, { mark: 'no-show' })).json().state).toBe('no-show');
    expect((await manifest()).counts).toMatchObject({ noShow: 1, toBoard: 1 });
    // The passenger turns up after all: boarded by hand, the no-show cleared.
    const boarded = await mark(kid, { mark: 'boarded' }, ADMIN);
    expect(boarded.json()).toMatchObject({
      state: 'boarded',
      noShowAt: null,
      boarding: { deviceId: null },
    });
    expect((await mark(kid, { mark: 'boarded' })).statusCode).toBe(200);
    const late = await mark(kid, { mark: 'no-show' });
    expect(late.statusCode).toBe(412);
    expect(late.json().error.message).toBe(
      `Kid Family (seat ${boarded.json().seat}) has boarded: not a no-show.`,
    );
    const audit = await queryRows<{ action: string }>(
      d.a.t.database.db,
      sql`select action from audit_log where entity_id = ${kid} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['ticket.no-show', 'ticket.boarded']);
    // A manual boarding is a boarding: a later scan of the ticket is already-used.
    const scan = await d.as(CONDUCTOR, {
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: d.tripId, deviceId: 'phone-1', token: family.tickets[2]!.token },
    });
    expect(scan.json()).toMatchObject({ result: 'already-used', boardedDeviceId: null });
  });

  it('refuses a void ticket, another trip’s ticket, a bad mark and another conductor', async () => {
    const voided = await mark(gone.tickets[0]!.id, { mark: 'boarded' });
    expect(voided.statusCode).toBe(412);
    expect(voided.json().error.message).toMatch(/is void: it was cancelled or refunded/);
    const stranger = await mark('00000000-0000-4000-8000-000000000000', { mark: 'boarded' });
    expect(stranger.statusCode).toBe(404);
    expect((await mark(family.tickets[1]!.id, { mark: 'gone' })).statusCode).toBe(400);
    const other = await mark(family.tickets[1]!.id, { mark: 'boarded' }, OTHER_CONDUCTOR);
    expect(other.statusCode).toBe(403);
    expect((await d.as(OTHER_CONDUCTOR, { url: url() })).statusCode).toBe(403);
  });

  it('downloads the admin’s CSV for the trip’s conductor', async () => {
    const res = await d.as(CONDUCTOR, { url: `${url()}.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="manifest-.+\.csv"$/);
    expect(res.body).toMatch(
      /^\uFEFFSeat,Name,Age,Gender,Boards at,Alights at,Reference,Phone,Ticket\r\n/,
    );
    expect(res.body).toContain('Ma Family');
    expect(res.body).toContain(',used\r\n');
    expect((await d.as(OTHER_CONDUCTOR, { url: `${url()}.csv` })).statusCode).toBe(403);
  });
});
