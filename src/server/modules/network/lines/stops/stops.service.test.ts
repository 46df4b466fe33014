import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { stop } from '#db/schema/network.ts';
import { StopQuery } from '#shared/network/network.ts';
import { createInProcessHub } from '#server/realtime/hub.ts';
import { aStop } from '#server/testing/factories.testing.ts';
import { networkChanges, type NetworkChanges } from '../../network-changes.ts';
import { createRoutesService } from '../routes/routes.service.ts';
import { ADMIN, auditOf, failingAuditStore, insertTripAt, testStore } from '../routes.testing.ts';
import { createStopsService, STOP_INDEX_MAX_AGE_MS, type StopsService } from './stops.service.ts';

describe.each(testDatabases())('stops on %s', (kind) => {
  let h: DatabaseHandle;
  let stops: StopsService;
  let changes: NetworkChanges;
  let clock = 0;

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    changes = networkChanges(createInProcessHub());
    stops = createStopsService({ store: testStore(h.db), changes, now: () => clock });
    await aStop(h.db, { code: 'MUC', name: 'München ZOB', lat: 48.1425, lng: 11.549 });
    await aStop(h.db, { code: 'AGB', name: 'Augsburg Hbf', lat: 48.3655, lng: 10.8856 });
    await aStop(h.db, { code: 'MHB', name: 'Mannheim Hbf', lat: 49.4794, lng: 8.4699 });
    await aStop(h.db, { code: 'NUE', name: 'Nürnberg Hbf', lat: 49.4457, lng: 11.0825 });
    await aStop(h.db, { code: 'X_1', name: 'Bad Aibling Markt', lat: 47.86, lng: 12.01 });
    await aStop(h.db, { code: 'HBX', name: 'Hbf Nord', lat: 48.0, lng: 11.0 });
  });
  afterAll(() => h.close());

  it('autocompletes by name or code, best matches first, at most ten', async () => {
    const codes = async (q: string) => (await stops.search(q)).map((s) => s.code);
    expect(await codes('muc')).toEqual(['MUC']);
    expect(await codes('m')).toEqual(['MHB', 'MUC', 'X_1']);
    // The exact code, a name prefix, a code prefix, a word of the name, then anything holding it.
    expect(await codes('hb')).toEqual(['HBX', 'AGB', 'MHB', 'NUE']);
    expect(await codes('mu')).toEqual(['MUC']);
    expect(await codes('hbx')).toEqual(['HBX']);
    expect(await codes('ar')).toEqual(['X_1']);
    expect(await codes('')).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await codes('_')).toEqual(['X_1']);
  });

  it('lists stops by name with a search and pages', async () => {
    const page = await stops.list(StopQuery.parse({ q: 'hbf', pageSize: 2 }));
    expect(page.total).toBe(4);
    expect(page.stops.map((s) => s.code)).toEqual(['AGB', 'HBX']);
    expect(
      (await stops.list(StopQuery.parse({ q: 'hbf', pageSize: 2, page: 2 }))).stops.map(
        (s) => s.code,
      ),
    ).toEqual(['MHB', 'NUE']);
  });

  it('creates a stop and records it; a taken code is refused whatever its case', async () => {
    const created = await stops.create(ADMIN, {
      name: 'Ulm ZOB',
      code: 'ULM',
      lat: 48.3985,
      lng: 9.984,
    });
    expect(created).toMatchObject({ code: 'ULM', routeCount: 0, gtfsId: null });
    expect(await auditOf(h.db, 'stop.create')).toEqual([
      expect.objectContaining({ actorId: ADMIN.id, entity: 'stop', entityId: created.id }),
    ]);
    await expect(
      stops.create(ADMIN, { name: 'Other', code: 'ulm', lat: 1, lng: 1 }),
    ).rejects.toMatchObject({
      code: 'already-exists',
      details: { fields: [{ field: 'code' }] },
    });
    const renamed = await stops.update(ADMIN, created.id, {
      name: 'Ulm Busbahnhof',
      code: 'ulm',
      lat: 48.3985,
      lng: 9.984,
    });
    expect(renamed.code).toBe('ulm');
  });

  it('offers a station once for its platforms, never the platforms alone, with their count', async () => {
    const station = await aStop(h.db, {
      code: 'TCS',
      name: 'Marion Transit Center',
      lat: 37.5,
      lng: -120.8,
      locationType: 1,
    });
    for (const bay of ['A', 'B'])
      await aStop(h.db, {
        code: `TCS-${bay}`,
        name: `Transit Center Bay ${bay}`,
        lat: 37.5,
        lng: -120.8,
        parentStopId: station.id,
      });
    // Written past the service, as an import does: seen once the change is announced.
    await changes.announce('stops');
    const found = await stops.search('Transit Center Bay');
    expect(found).toEqual([
      {
        id: station!.id,
        code: 'TCS',
        name: 'Marion Transit Center',
        lat: 37.5,
        lng: -120.8,
        locationType: 1,
        platforms: 2,
      },
    ]);
    // A platform's code, the station's name: the station, once.
    expect((await stops.search('tcs-b')).map((s) => s.code)).toEqual(['TCS']);
    expect((await stops.search('transit')).map((s) => s.code)).toEqual(['TCS']);
    // A plain stop says it is one.
    expect(await stops.search('muc')).toEqual([
      expect.objectContaining({ code: 'MUC', locationType: 0, platforms: 0 }),
    ]);
  });

  it('answers from memory: a stop written past the service shows once announced, or once the index is old', async () => {
    await aStop(h.db, { code: 'QUIET', name: 'Quiet Lane', lat: 1, lng: 1 });
    expect(await stops.search('quiet')).toEqual([]);
    clock += STOP_INDEX_MAX_AGE_MS;
    expect((await stops.search('quiet')).map((s) => s.code)).toEqual(['QUIET']);
    await h.db.update(stop).set({ name: 'Loud Lane' }).where(eq(stop.code, 'QUIET'));
    await changes.announce('stops');
    expect((await stops.search('lane')).map((s) => s.name)).toEqual(['Loud Lane']);
  });

  it('finds a stop it created, renamed or deleted at once', async () => {
    const created = await stops.create(ADMIN, { name: 'Zell Ost', code: 'ZEO', lat: 47, lng: 12 });
    expect((await stops.search('zell')).map((s) => s.code)).toEqual(['ZEO']);
    await stops.update(ADMIN, created.id, { name: 'Zell West', code: 'ZEW', lat: 47, lng: 12 });
    expect((await stops.search('zell')).map((s) => s.name)).toEqual(['Zell West']);
    await stops.remove(ADMIN, created.id);
    expect(await stops.search('zell')).toEqual([]);
  });

  it('saves nothing when the audit entry cannot be written', async () => {
    const broken = createStopsService({ store: failingAuditStore(h.db), changes });
    await expect(
      broken.create(ADMIN, { name: 'Ghost', code: 'GHOST', lat: 1, lng: 1 }),
    ).rejects.toThrow('audit');
    expect(await stops.search('GHOST')).toEqual([]);
  });

  it('redraws the routes through a stop that moved', async () => {
    const routes = createRoutesService({ store: testStore(h.db) });
    const [a, b] = (await stops.list(StopQuery.parse({ q: 'Aibling' }))).stops.concat(
      (await stops.list(StopQuery.parse({ q: 'Hbf Nord' }))).stops,
    );
    const line = await routes.create(ADMIN, {
      shortName: 'M1',
      longName: '',
      colour: '#AA0000',
      active: true,
      stopIds: [a!.id, b!.id],
      keepShape: true,
    });
    const moved = await stops.update(ADMIN, b!.id, {
      name: b!.name,
      code: b!.code,
      lat: 47.9,
      lng: 12.0,
    });
    expect(moved.routeCount).toBe(1);
    const after = await routes.get(line.id);
    expect(after.stops[1]!.distanceM).toBeLessThan(line.stops[1]!.distanceM);
    expect(after.shape.at(-1)).toEqual([12.0, 47.9]);
    const entry = (await auditOf(h.db, 'stop.update')).at(-1);
    expect(entry?.after).toMatchObject({ rerouted: [line.id] });
  });

  it('refuses to delete a stop in use, naming its routes and trips, and deletes a free one', async () => {
    const [aibling] = (await stops.list(StopQuery.parse({ q: 'Aibling' }))).stops;
    await insertTripAt(h.db, aibling!.id);
    await expect(stops.remove(ADMIN, aibling!.id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('still used by route M1 and 1 trip.'),
      details: { routes: [{ shortName: 'M1' }], trips: 1, schedules: 0 },
    });
    const [mannheim] = (await stops.list(StopQuery.parse({ q: 'Mannheim' }))).stops;
    await stops.remove(ADMIN, mannheim!.id);
    await expect(stops.get(mannheim!.id)).rejects.toMatchObject({ code: 'not-found' });
    expect(
      (await auditOf(h.db, 'stop.delete')).filter((entry) => entry.entityId === mannheim!.id),
    ).toHaveLength(1);
  });
});
