import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#db/client.ts';
import { bus, seatLayout } from '#db/schema/fleet.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { auditOver } from '#server/core/audit.service.ts';
import { createBusPhotoStore } from './buses/bus-photo.ts';
import { createBusesService } from './buses/buses.service.ts';
import { createFleetStore } from './fleet.store.ts';
import { ADMIN } from './fleet.testing.ts';
import { aBus, aLayout, twoSeatRows } from '#server/testing/factories.testing.ts';
import { createLayoutsService } from './layouts/layouts.service.ts';

/** The audit log over a connection, failing every entry after the change was written. */
const failingAudit = (conn: Database) => ({
  ...auditOver(conn),
  record: async () => {
    throw new Error('the audit log is unavailable');
  },
});

describe.each(testDatabases())('fleet changes and their audit entries on %s', (kind) => {
  let h: DatabaseHandle;
  let layoutId: string;
  let busId: string;
  const services = () => {
    const store = createFleetStore(h.db, failingAudit);
    return {
      buses: createBusesService({
        store,
        photos: createBusPhotoStore(tmpdir()),
        timezone: async () => 'Europe/Berlin',
        now: () => new Date(),
      }),
      layouts: createLayoutsService({ store, today: async () => '2030-05-10' }),
    };
  };
  const busRow = async () => (await h.db.select().from(bus).where(eq(bus.id, busId)))[0]!;

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    layoutId = (await aLayout(h.db, { name: 'Coach' })).id;
    busId = (await aBus(h.db, { registration: 'M-BW 700', name: 'Isar', layoutId })).id;
  });
  afterAll(() => h.close());

  it('keeps no bus change whose audit entry could not be written', async () => {
    const { buses } = services();
    const input = { registration: 'M-BW 701', name: 'Lech', layoutId, amenities: [], photo: null };
    await expect(buses.create(ADMIN, input)).rejects.toThrow('the audit log is unavailable');
    expect(await h.db.$count(bus, eq(bus.registration, 'M-BW 701'))).toBe(0);

    const rename = { ...input, registration: 'M-BW 700', name: 'Renamed' };
    await expect(buses.update(ADMIN, busId, rename)).rejects.toThrow('unavailable');
    await expect(buses.setStatus(ADMIN, busId, 'retired')).rejects.toThrow('unavailable');
    expect(await busRow()).toMatchObject({ name: 'Isar', status: 'active' });
  });

  it('keeps no seat-layout change whose audit entry could not be written', async () => {
    const { layouts } = services();
    const input = { name: 'Bigger', decks: [twoSeatRows(4)] };
    await expect(layouts.create(ADMIN, input)).rejects.toThrow('unavailable');
    expect(await h.db.$count(seatLayout, eq(seatLayout.name, 'Bigger'))).toBe(0);
    await expect(layouts.update(ADMIN, layoutId, input)).rejects.toThrow('unavailable');
    const spare = await aLayout(h.db, { name: 'Spare' });
    await expect(layouts.remove(ADMIN, spare.id)).rejects.toThrow('unavailable');
    const names = (await h.db.select().from(seatLayout)).map((l) => [l.name, l.seatCount]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Coach', 4],
        ['Spare', 4],
      ]),
    );
    expect(names).toHaveLength(2);
  });
});
