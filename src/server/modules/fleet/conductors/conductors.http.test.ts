import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '#db/schema/auth.ts';
import { conductorProfile } from '#db/schema/fleet.ts';
import { auditLog } from '#db/schema/system.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import type { UsersService } from '#server/modules/accounts/users/users.service.ts';
import { createConductorsRepo } from './conductors.repo.ts';
import { DEMO_CONDUCTOR, ensureDemoConductor } from './demo-conductor.ts';
import { ADMIN, dayFromToday, insertTrip } from '../fleet.testing.ts';
import { aBus, aLayout } from '#server/testing/factories.testing.ts';

let t: TestApp;
let busId: string;
beforeAll(async () => {
  // Demo mode: the demo accounts exist, and the demo conductor's profile is made at start.
  t = await createTestApp({ signedInAs: ADMIN, env: { DEMO_DATA: 'true' } });
  busId = (
    await aBus(t.database.db, {
      registration: 'M-BW 900',
      name: 'Amper',
      layoutId: (await aLayout(t.database.db)).id,
    })
  ).id;
});
afterAll(() => t.close());

const body = (over: object = {}) => ({
  name: 'Cora Conductor',
  email: 'Cora@Example.com',
  phone: '+49 89 555 0101',
  employeeNumber: 'c-0042',
  licenceNumber: 'DE 12345',
  busId,
  ...over,
});
const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/conductors', payload });
const accounts = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]?.n;

describe('conductors: registration', () => {
  let id: string;
  it('creates the account (conductor role, invitation mailed) and the profile', async () => {
    const res = await register(body());
    expect(res.statusCode).toBe(201);
    const conductor = res.json().conductor;
    id = conductor.id;
    expect(conductor).toMatchObject({
      name: 'Cora Conductor',
      email: 'cora@example.com',
      employeeNumber: 'C-0042',
      status: 'active',
      bus: { id: busId, registration: 'M-BW 900' },
      todayTrips: [],
    });
    const [account] = await t.database.db.select().from(user).where(eq(user.id, conductor.userId));
    expect(account?.role).toBe('conductor');
    const mails = (await t.app.inject({ url: '/api/dev/outbox?to=cora@example.com' })).json().mails;
    expect(mails[0].kind).toBe('invitation');
    const actions = (await t.database.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.create', 'conductor.create']));
  });

  it('refuses a taken employee number before any account is made', async () => {
    const res = await register(body({ email: 'dan@example.com', employeeNumber: 'C-0042' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'already-exists',
      details: { fields: [{ field: 'employeeNumber' }] },
    });
    expect(await accounts('dan@example.com')).toBe(0);
  });

  it('refuses a taken e-mail without a profile', async () => {
    const res = await register(body({ employeeNumber: 'C-0043' }));
    expect(res.json().error.code).toBe('auth/email-already-in-use');
    expect(
      await t.database.db.$count(conductorProfile, eq(conductorProfile.employeeNumber, 'C-0043')),
    ).toBe(0);
  });

  it('leaves no account when the profile cannot be saved', async () => {
    // A profile that fails after the checks passed, as if another admin took the number meanwhile.
    await t.database.db.execute(
      sql.raw(`create function fail_profile() returns trigger language plpgsql as $$
      begin raise exception 'taken meanwhile' using errcode = 'unique_violation'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger fail_profile before insert on conductor_profile for each row
      when (new.employee_number = 'C-RACE') execute function fail_profile()`),
    );
    const res = await register(body({ email: 'eve@example.com', employeeNumber: 'C-RACE' }));
    expect(res.statusCode).toBe(409);
    expect(await accounts('eve@example.com')).toBe(0);
  });

  it('names bad fields', async () => {
    const res = await register(body({ phone: 'call me', employeeNumber: '!', busId: 'nope' }));
    const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.phone', 'body.employeeNumber', 'body.busId']),
    );
  });

  it("lists conductors with today's trips", async () => {
    const conductor = (await t.app.inject({ url: `/api/admin/conductors/${id}` })).json().conductor;
    await insertTrip(t.database.db, {
      busId,
      serviceDate: dayFromToday(0),
      route: 'X30',
      conductorUserId: conductor.userId,
    });
    await insertTrip(t.database.db, {
      busId,
      serviceDate: dayFromToday(1),
      route: 'X40',
      conductorUserId: conductor.userId,
    });
    const list = (await t.app.inject({ url: '/api/admin/conductors?q=c-0042' })).json();
    expect(list.total).toBe(1);
    expect(list.conductors[0].todayTrips.map((trip: { route: string }) => trip.route)).toEqual([
      'X30',
    ]);
  });

  it('edits the profile and reassigns the bus', async () => {
    const account = { name: 'Cora Conductor', email: 'cora@example.com' };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/conductors/${id}`,
      payload: {
        ...account,
        phone: '+49 1',
        employeeNumber: 'C-0044',
        licenceNumber: 'DE 999',
        busId: null,
      },
    });
    expect(res.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/conductors/${id}`,
      payload: {
        ...account,
        phone: '+49 89 555 0199',
        employeeNumber: 'C-0044',
        licenceNumber: 'DE 999',
        busId: null,
      },
    });
    expect(ok.json().conductor).toMatchObject({ employeeNumber: 'C-0044', bus: null });
  });

  it('disabling signs the account out everywhere; enabling lets them back', async () => {
    const conductor = (await t.app.inject({ url: `/api/admin/conductors/${id}` })).json().conductor;
    const { db } = t.database;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db
      .insert(session)
      .values({ id: 's1', token: 'token-1', userId: conductor.userId, expiresAt });
    const sessions = () => db.$count(session, eq(session.userId, conductor.userId));

    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/conductors/${id}/disable`,
      payload: { reason: 'left the company' },
    });
    expect(off.json()).toMatchObject({
      conductor: { status: 'disabled' },
      // The X30 today and the X40 tomorrow, both still to run.
      unassigned: { trips: 2, schedules: 0 },
    });
    expect(await sessions()).toBe(0);
    const [account] = await db.select().from(user).where(eq(user.id, conductor.userId));
    expect(account).toMatchObject({ banned: true, banReason: 'left the company' });
    expect(
      (await t.app.inject({ url: '/api/admin/conductors?status=disabled' })).json().total,
    ).toBe(1);

    const on = await t.app.inject({ method: 'POST', url: `/api/admin/conductors/${id}/enable` });
    expect(on.json().conductor.status).toBe('active');
    expect((await db.select().from(user).where(eq(user.id, conductor.userId)))[0]?.banned).toBe(
      false,
    );
    const actions = (await db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user.disable',
        'conductor.disable',
        'user.enable',
        'conductor.enable',
      ]),
    );
  });
});

describe('conductors: the demo conductor', () => {
  const demoProfile = async () => {
    const [account] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_CONDUCTOR.email));
    return t.database.db
      .select()
      .from(conductorProfile)
      .where(eq(conductorProfile.userId, account!.id));
  };

  it('gets a profile at start in demo mode (no bus yet then)', async () => {
    expect(await demoProfile()).toEqual([
      expect.objectContaining({ employeeNumber: DEMO_CONDUCTOR.employeeNumber, busId: null }),
    ]);
  });

  it('is assigned the first active bus, once', async () => {
    const { db } = t.database;
    const [account] = await db.select().from(user).where(eq(user.email, DEMO_CONDUCTOR.email));
    await db.delete(conductorProfile).where(eq(conductorProfile.userId, account!.id));
    const users = { list: async () => ({ users: [account] }) } as unknown as UsersService;
    const repo = createConductorsRepo(db);
    await ensureDemoConductor({ repo, users });
    await ensureDemoConductor({ repo, users });
    expect(await demoProfile()).toEqual([
      expect.objectContaining({ employeeNumber: 'C-0001', busId }),
    ]);
  });
});
