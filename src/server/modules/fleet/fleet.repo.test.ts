import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { BusQuery } from '#shared/fleet/buses.ts';
import { createBusesRepo } from './buses/buses.repo.ts';
import { createFleetTripsRepo } from './fleet-trips.repo.ts';
import { insertTrip } from './fleet.testing.ts';
import { aBus, aLayout } from '#server/testing/factories.testing.ts';
import { createLayoutsRepo } from './layouts/layouts.repo.ts';

const TODAY = '2030-05-10';
const query = (values: Partial<BusQuery>) => BusQuery.parse(values);

describe.each(testDatabases())('fleet repos on %s', (kind) => {
  let h: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    const small = await aLayout(h.db, { name: 'Small' });
    const other = await aLayout(h.db, { name: 'Other' });
    ids.small = small.id;
    ids.a = (await aBus(h.db, { registration: 'M-BW 101', name: 'Isar', layoutId: small.id })).id;
    ids.b = (
      await aBus(h.db, {
        registration: 'B-XY 7',
        name: 'Spree',
        layoutId: small.id,
        status: 'maintenance',
      })
    ).id;
    ids.c = (await aBus(h.db, { registration: 'HH 2001', name: 'Elbe', layoutId: other.id })).id;
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
    // Bus b: yesterday's trip past midnight (01:00), then today's at 05:00.
    await insertTrip(h.db, {
      busId: ids.b,
      serviceDate: '2030-05-09',
      route: 'NIGHT',
      departsAt: new Date('2030-05-10T01:00:00Z'),
    });
    await insertTrip(h.db, { busId: ids.b, serviceDate: TODAY, route: 'EARLY', departs: '05:00' });
    // Bus c: en route since 07:00, and a later trip at 15:00.
    await insertTrip(h.db, {
      busId: ids.c,
      serviceDate: TODAY,
      route: 'RUN',
      departs: '07:00',
      status: 'en-route',
    });
    await insertTrip(h.db, { busId: ids.c, serviceDate: TODAY, route: 'NEXT', departs: '15:00' });
  });
  afterAll(() => h.close());

  const nextAt = async (iso: string) => {
    const next = await createFleetTripsRepo(h.db).nextTrips(
      [ids.a!, ids.b!, ids.c!],
      new Date(iso),
    );
    return [ids.a!, ids.b!, ids.c!].map((id) => next.get(id)?.route ?? null);
  };

  it('finds the next trip of each bus after now, skipping cancelled ones and those gone', async () => {
    const next = await createFleetTripsRepo(h.db).nextTrips(
      [ids.a!, ids.b!],
      new Date('2030-05-10T12:00:00Z'),
    );
    expect(next.get(ids.a!)).toMatchObject({ serviceDate: '2030-05-11', route: 'X10' });
    expect(next.get(ids.a!)?.departure?.toISOString()).toBe('2030-05-11T09:00:00.000Z');
    expect(next.has(ids.b!)).toBe(false);
    // The X10 left at 09:00 (nobody marked it), so the next is the 18:00.
    expect((await nextAt('2030-05-11T10:00:00Z'))[0]).toBe('LATE');
  });

  it("counts by departure, not service date: yesterday's trip past midnight, and none gone", async () => {
    expect(await nextAt('2030-05-10T00:30:00Z')).toEqual(['X10', 'NIGHT', 'RUN']);
    expect(await nextAt('2030-05-10T02:40:00Z')).toEqual(['X10', 'EARLY', 'RUN']);
  });

  it('shows a trip under way as the next one until it ends', async () => {
    expect(await nextAt('2030-05-10T12:00:00Z')).toEqual(['X10', null, 'RUN']);
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
