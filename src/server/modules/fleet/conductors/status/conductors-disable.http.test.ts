/**
 * Disabling conductors on PGlite and PostgreSQL: the account is disabled and signed out, and the
 * conductor is taken off the trips not yet left and the schedules still valid, all in one
 * transaction with the audit entries; enabling gives the sign-in back, not the duties.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#db/schema/auth.ts';
import { conductorProfile } from '#db/schema/fleet.ts';
import { route } from '#db/schema/network.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import { auditLog } from '#db/schema/system.ts';
import { testDatabases } from '#db/database.testing.ts';
import { conductorsTestKit, type ConductorsTestKit } from '../conductors.testing.ts';
import { ADMIN, dayFromToday, insertTrip } from '../../fleet.testing.ts';

describe.each(testDatabases())('disabling conductors on %s', (kind) => {
  let k: ConductorsTestKit;
  beforeAll(async () => {
    k = await conductorsTestKit(kind);
  });
  afterAll(() => k.t.close());

  /** A schedule of a fresh route naming the conductor, valid until `validTo` (null: open). */
  async function insertSchedule(userId: string, validTo: string | null) {
    const [line] = await k.db
      .insert(route)
      .values({ shortName: 'S1', longName: 'Sched' })
      .returning();
    const [row] = await k.db
      .insert(schedule)
      .values({
        routeId: line!.id,
        conductorUserId: userId,
        daysOfWeek: [1, 2, 3, 4, 5],
        departureTime: 450,
        stopOffsets: [],
        validFrom: dayFromToday(-30),
        validTo,
      })
      .returning();
    return row!.id;
  }

  /** Trips and schedules of every kind, named by what should happen to them. */
  async function duties(userId: string) {
    const on = (days: number, status?: 'boarding' | 'en-route' | 'completed' | 'cancelled') =>
      insertTrip(k.db, {
        busId: k.busId,
        serviceDate: dayFromToday(days),
        status,
        conductorUserId: userId,
      });
    return {
      released: {
        trips: [(await on(0)).id, (await on(0, 'boarding')).id, (await on(3)).id],
        schedules: [
          await insertSchedule(userId, null),
          await insertSchedule(userId, dayFromToday(0)),
        ],
      },
      kept: {
        trips: [
          (await on(0, 'en-route')).id,
          (await on(0, 'completed')).id,
          (await on(2, 'cancelled')).id,
          (await on(-1)).id,
        ],
        schedules: [await insertSchedule(userId, dayFromToday(-1))],
      },
    };
  }
  const tripConductor = async (id: string) =>
    (await k.db.select().from(trip).where(eq(trip.id, id)))[0]?.conductorUserId;
  const scheduleConductor = async (id: string) =>
    (await k.db.select().from(schedule).where(eq(schedule.id, id)))[0]?.conductorUserId;
  const disable = (id: string) =>
    k.send('POST', `/api/admin/conductors/${id}/disable`, { reason: 'left the company' });

  it('signs out, disables the account and takes them off the trips not yet left and the schedules still valid', async () => {
    const cora = await k.register(k.body());
    await k.addSession(cora.userId);
    const { released, kept } = await duties(cora.userId);

    const res = await disable(cora.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      conductor: { status: 'disabled' },
      unassigned: { trips: 3, schedules: 2 },
    });
    expect(await k.account(cora.userId)).toMatchObject({
      banned: true,
      banReason: 'left the company',
    });
    expect(await k.sessions(cora.userId)).toBe(0);
    for (const id of released.trips) expect(await tripConductor(id)).toBeNull();
    for (const id of released.schedules) expect(await scheduleConductor(id)).toBeNull();
    for (const id of kept.trips) expect(await tripConductor(id)).toBe(cora.userId);
    for (const id of kept.schedules) expect(await scheduleConductor(id)).toBe(cora.userId);
    const [entry] = await k.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, cora.id), eq(auditLog.action, 'conductor.disable')));
    expect(entry?.after).toMatchObject({
      status: 'disabled',
      unassigned: {
        trips: expect.arrayContaining(released.trips),
        schedules: expect.arrayContaining(released.schedules),
      },
    });
    expect(await k.actions(cora.userId)).toContain('user.disable');

    // Enabling gives the sign-in back, not the duties.
    const on = await k.send('POST', `/api/admin/conductors/${cora.id}/enable`);
    expect(on.json().conductor.status).toBe('active');
    expect((await k.account(cora.userId)).banned).toBe(false);
    for (const id of released.trips) expect(await tripConductor(id)).toBeNull();
    for (const id of released.schedules) expect(await scheduleConductor(id)).toBeNull();
  });

  it('does the same when the account is disabled and enabled on the users screen', async () => {
    const cora = await k.register(k.body());
    const { released, kept } = await duties(cora.userId);

    const res = await k.send('POST', `/api/admin/users/${cora.userId}/disable`, {
      reason: 'on leave',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ banned: true, banReason: 'on leave' });
    for (const id of released.trips) expect(await tripConductor(id)).toBeNull();
    for (const id of released.schedules) expect(await scheduleConductor(id)).toBeNull();
    for (const id of kept.trips) expect(await tripConductor(id)).toBe(cora.userId);
    const profile = async () =>
      (await k.db.select().from(conductorProfile).where(eq(conductorProfile.id, cora.id)))[0];
    expect((await profile())?.status).toBe('disabled');
    expect(await k.actions(cora.id)).toContain('conductor.disable');

    const on = await k.send('POST', `/api/admin/users/${cora.userId}/enable`);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().user.banned).toBe(false);
    expect((await profile())?.status).toBe('active');
  });

  it('refuses to disable the acting admin, and changes nothing', async () => {
    await k.db.insert(user).values({ id: ADMIN.id, name: ADMIN.name, email: ADMIN.email });
    const [own] = await k.db
      .insert(conductorProfile)
      .values({
        userId: ADMIN.id,
        employeeNumber: 'C-SELF',
        phone: '+49 1234567',
        licenceNumber: 'DE 1 2 3',
      })
      .returning();
    const res = await disable(own!.id);
    expect(res.json().error.code).toBe('failed-precondition');
    expect((await k.account(ADMIN.id)).banned).toBe(false);
    expect(await k.actions(own!.id)).toEqual([]);
  });

  it('changes nothing when the audit entry cannot be written', async () => {
    const cora = await k.register(k.body());
    await k.addSession(cora.userId);
    const { released } = await duties(cora.userId);
    await k.failAudit('conductor.disable');
    expect((await disable(cora.id)).statusCode).toBe(500);
    expect((await k.account(cora.userId)).banned).toBe(false);
    expect(await k.sessions(cora.userId)).toBe(1);
    for (const id of released.trips) expect(await tripConductor(id)).toBe(cora.userId);
    for (const id of released.schedules) expect(await scheduleConductor(id)).toBe(cora.userId);
    const got = (await k.t.app.inject({ url: `/api/admin/conductors/${cora.id}` })).json();
    expect(got.conductor.status).toBe('active');
  });
});
