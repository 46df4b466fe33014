import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/testing.ts';
import { BusQuery } from '#shared/fleet.ts';
import { createBusesRepo } from './buses.repo.ts';
import { createFleetTripsRepo } from './fleet-trips.repo.ts';
import { insertBus, insertLayout, insertTrip } from './fleet.testing.ts';
import { createLayoutsRepo } from './layouts.repo.ts';

const TODAY = '2030-05-10';
const query = (values: Partial<BusQuery>) => BusQuery.parse(values);

describe.each(testDatabases())('fleet repos on %s', (kind) => {
  let h: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    const small = await insertLayout(h.db, 'Small');
    const other = await insertLayout(h.db, 'Other');
    ids.small = small.id;
    ids.a = (
      await insertBus(h.db, { registration: 'M-BW 101', name: 'Isar', layoutId: small.id })
    ).id;
    ids.b = (
      await insertBus(h.db, {
        registration: 'B-XY 7',
        name: 'Spree',
        layoutId: small.id,
        status: 'maintenance',
      })
    ).id;
    ids.c = (
      await insertBus(h.db, { registration: 'HH 2001', name: 'Elbe', layoutId: other.id })
    ).id;
    // Bus a: yesterday's trip, a cancelled one today, the next one tomorrow 09:00, another tomorrow 18:00.
    await insertTrip(h.db, { busId: ids.a, serviceDate: '2030-05-09', route: 'OLD' });
    await insertTrip(h.db, {
      busId: ids.a,
      serviceDate: TODAY,
      route: 'CXL',
      status: 'cancelled',
      seats: [{ seat: '1A', status: 'confirmed' }],
    });
    await insertTrip(h.db, {
      busId: ids.a,
      serviceDate: '2030-05-11',
      route: 'LATE',
      departs: '18:00',
      conductorUserId: 'u1',
    });
    await insertTrip(h.db, {
      busId: ids.a,
      serviceDate: '2030-05-11',
      route: 'X10',
      departs: '09:00',
      conductorUserId: 'u1',
      seats: [
        { seat: '1A', status: 'confirmed' },
        { seat: '2b', status: 'held', expiresAt: new Date(Date.now() + 600_000) },
        { seat: '2A', status: 'held', expiresAt: new Date(Date.now() - 600_000) },
        { seat: '1B', status: 'cancelled' },
      ],
    });
  });
  afterAll(() => h.close());

  it('finds the next trip of each bus from today, skipping cancelled and past ones', async () => {
    const next = await createFleetTripsRepo(h.db).nextTrips([ids.a!, ids.b!], TODAY);
    expect(next.get(ids.a!)).toMatchObject({ serviceDate: '2030-05-11', route: 'X10' });
    expect(next.get(ids.a!)?.departure?.toISOString()).toBe('2030-05-11T09:00:00.000Z');
    expect(next.has(ids.b!)).toBe(false);
  });

  it('counts live sold and held seats on upcoming trips of a bus', async () => {
    const trips = createFleetTripsRepo(h.db);
    expect(await trips.stranded({ busId: ids.a! }, TODAY)).toEqual([
      expect.objectContaining({ serviceDate: '2030-05-11', route: 'X10', seats: 2 }),
    ]);
    expect(await trips.stranded({ busId: ids.a! }, '2030-05-12')).toEqual([]);
  });

  it('for a layout, counts only seats whose labels would disappear (ignoring case)', async () => {
    const trips = createFleetTripsRepo(h.db);
    expect(await trips.stranded({ layoutId: ids.small!, keepLabels: ['1A', '2B'] }, TODAY)).toEqual(
      [],
    );
    const lost = await trips.stranded({ layoutId: ids.small!, keepLabels: ['1A'] }, TODAY);
    expect(lost).toEqual([expect.objectContaining({ route: 'X10', seats: 1 })]);
  });

  it("lists a conductor's trips of one day in departure order", async () => {
    const trips = await createFleetTripsRepo(h.db).tripsOn(['u1'], '2030-05-11');
    expect(trips.map((t) => t.route)).toEqual(['X10', 'LATE']);
  });

  it('searches registrations without spaces or hyphens, and names', async () => {
    const repo = createBusesRepo(h.db);
    expect((await repo.list(query({ q: 'bw101' }))).rows.map((b) => b.registration)).toEqual([
      'M-BW 101',
    ]);
    expect((await repo.list(query({ q: 'spr' }))).rows.map((b) => b.name)).toEqual(['Spree']);
    expect((await repo.list(query({ q: '100%' }))).total).toBe(0);
    expect(await repo.findByRegistration('mbw-101')).toMatchObject({ id: ids.a });
    expect(await repo.findByRegistration('M-BW 101', ids.a)).toBeUndefined();
  });

  it('filters by status, sorts and pages', async () => {
    const repo = createBusesRepo(h.db);
    expect(
      (await repo.list(query({ status: 'maintenance' }))).rows.map((b) => b.registration),
    ).toEqual(['B-XY 7']);
    const byName = await repo.list(query({ sort: 'name', dir: 'desc', pageSize: 2 }));
    expect(byName.rows.map((b) => b.name)).toEqual(['Spree', 'Isar']);
    expect(byName.total).toBe(3);
    const page2 = await repo.list(query({ sort: 'name', dir: 'desc', pageSize: 2, page: 2 }));
    expect(page2.rows.map((b) => b.name)).toEqual(['Elbe']);
    expect(page2.rows[0]).toMatchObject({ layoutName: 'Other', seatCount: 4 });
  });

  it('counts the buses of each layout and finds names without case', async () => {
    const repo = createLayoutsRepo(h.db);
    expect((await repo.list()).map((l) => [l.name, l.busCount])).toEqual([
      ['Other', 1],
      ['Small', 2],
    ]);
    expect(await repo.nameTaken('small')).toBe(true);
    expect(await repo.nameTaken('small', ids.small)).toBe(false);
    expect(await repo.busesUsing(ids.small!)).toEqual(['B-XY 7', 'M-BW 101']);
  });
});
