/**
 * One account, one conductor record: a role changed on the users screen changes the conductor
 * profile with it, so the users and conductors screens agree, on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#db/schema/auth.ts';
import { conductorProfile } from '#db/schema/fleet.ts';
import { trip } from '#db/schema/timetable.ts';
import { testDatabases } from '#db/database.testing.ts';
import { conductorsTestKit, type ConductorsTestKit } from '../conductors.testing.ts';
import { dayFromToday, insertTrip } from '../../fleet.testing.ts';

describe.each(testDatabases())('role changes and conductor profiles on %s', (kind) => {
  let k: ConductorsTestKit;
  beforeAll(async () => {
    k = await conductorsTestKit(kind);
  });
  afterAll(() => k.t.close());

  async function passenger(name: string) {
    const id = `user-${randomUUID()}`;
    await k.db.insert(user).values({ id, name, email: `${id}@example.com`, role: 'passenger' });
    return id;
  }
  const setRole = (id: string, payload: object) =>
    k.t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/role`, payload });
  const listed = async (q: string) =>
    (await k.send('GET', `/api/admin/conductors?q=${encodeURIComponent(q)}`)).json().conductors;
  const profile = {
    phone: '+49 89 555 0199',
    employeeNumber: 'C-7001',
    licenceNumber: 'DE 77001',
    busId: null,
  };

  it('lists a passenger made conductor on the users screen on the conductors screen', async () => {
    const id = await passenger('Paula Passenger');
    const res = await setRole(id, { role: 'conductor', conductor: profile });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'conductor' });
    expect(await listed('Paula')).toMatchObject([
      { userId: id, name: 'Paula Passenger', employeeNumber: 'C-7001', status: 'active' },
    ]);
    expect(await k.actions(id)).toEqual(['user.set-role']);
  });

  it('asks for the profile of a new conductor, and changes nothing without it', async () => {
    const id = await passenger('Nora Noprofile');
    const res = await setRole(id, { role: 'conductor' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.map((f: { field: string }) => f.field)).toEqual([
      'employeeNumber',
      'licenceNumber',
      'phone',
    ]);
    expect((await k.account(id)).role).toBe('passenger');
  });

  it('refuses an employee number another conductor has, and changes nothing', async () => {
    await k.register(k.body({ employeeNumber: 'C-7100' }));
    const id = await passenger('Tom Taken');
    const res = await setRole(id, {
      role: 'conductor',
      conductor: { ...profile, employeeNumber: 'C-7100' },
    });
    expect(res.statusCode).toBe(409);
    expect((await k.account(id)).role).toBe('passenger');
  });

  it('takes a conductor whose role is taken away off their trips and the list, as disabling does, and brings the profile back', async () => {
    const c = await k.register(k.body({ name: 'Rita Roles', employeeNumber: 'C-7200' }));
    const upcoming = await insertTrip(k.db, {
      busId: k.busId,
      serviceDate: dayFromToday(2),
      conductorUserId: c.userId,
    });
    const demoted = await setRole(c.userId, { role: 'passenger' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await listed('Rita')).toEqual([]);
    const [row] = await k.db
      .select()
      .from(conductorProfile)
      .where(eq(conductorProfile.userId, c.userId));
    expect(row).toMatchObject({ status: 'disabled', employeeNumber: 'C-7200' });
    const [after] = await k.db.select().from(trip).where(eq(trip.id, upcoming.id));
    expect(after).toMatchObject({ conductorUserId: null });
    expect(await k.actions(c.id)).toContain('conductor.disable');

    const back = await setRole(c.userId, { role: 'conductor' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listed('Rita')).toMatchObject([
      { id: c.id, employeeNumber: 'C-7200', status: 'active' },
    ]);
  });
});
