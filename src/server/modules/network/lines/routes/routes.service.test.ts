import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { route, routeStop } from '#db/schema/network.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { fareFor } from '#shared/network/fares.ts';
import { RouteQuery, type RouteInput } from '#shared/network/network.ts';
import { createFaresService, type FaresService } from '../fares/fares.service.ts';
import { haversineM } from '../geometry/geo.ts';
import { createRoutesService, type RoutesService } from './routes.service.ts';
import { readableTextColour } from './routes.view.ts';
import { aStop } from '#server/testing/factories.testing.ts';
import { ADMIN, auditOf, failingAuditStore, testStore } from '../routes.testing.ts';

const S = {
  a: { lat: 48.0, lng: 11.0 },
  b: { lat: 48.0, lng: 11.1 },
  c: { lat: 48.1, lng: 11.1 },
  d: { lat: 48.1, lng: 11.0 },
};

describe.each(testDatabases())('routes and fares on %s', (kind) => {
  let h: DatabaseHandle;
  let routes: RoutesService;
  let fares: FaresService;
  const id: Record<keyof typeof S, string> = { a: '', b: '', c: '', d: '' };
  const input = (over: Partial<RouteInput> = {}): RouteInput => ({
    shortName: 'R1',
    longName: 'Ring',
    colour: '#F2C94C',
    active: true,
    stopIds: [id.a, id.b, id.c],
    keepShape: true,
    ...over,
  });

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    routes = createRoutesService({ store: testStore(h.db) });
    fares = createFaresService({ store: testStore(h.db), currency: async () => 'EUR' });
    for (const [key, at] of Object.entries(S))
      id[key as keyof typeof S] = (
        await aStop(h.db, { code: key.toUpperCase(), name: `Stop ${key}`, ...at })
      ).id;
  });
  afterAll(() => h.close());

  it('creates a route with straight lines and distances between its stops, and records it', async () => {
    const created = await routes.create(ADMIN, input());
    const ab = Math.round(haversineM(S.a, S.b));
    expect(created).toMatchObject({
      shortName: 'R1',
      colour: '#F2C94C',
      textColour: '#1B1F24',
      shapeKind: 'straight',
      stopCount: 3,
      fare: null,
    });
    expect(created.stops.map((s) => s.distanceM)).toEqual([
      0,
      ab,
      ab + Math.round(haversineM(S.b, S.c)),
    ]);
    expect(created.shape).toEqual([
      [11.0, 48.0],
      [11.1, 48.0],
      [11.1, 48.1],
    ]);
    const [entry] = await auditOf(h.db, 'route.create');
    expect(entry?.after).toMatchObject({
      shortName: 'R1',
      stops: [{ code: 'A' }, { code: 'B' }, { code: 'C' }],
      path: { kind: 'straight' },
    });
    const list = await routes.list(RouteQuery.parse({ q: 'ring' }));
    expect(list.routes[0]).toMatchObject({
      firstStop: 'Stop a',
      lastStop: 'Stop c',
      lengthM: created.lengthM,
      fareKind: null,
    });
  });

  it('names a stop that does not exist as a field error, and saves nothing half-way', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(
      routes.create(ADMIN, input({ shortName: 'BAD', stopIds: [id.a, missing] })),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { fields: [{ field: 'stopIds' }] },
    });
    const broken = createRoutesService({ store: failingAuditStore(h.db) });
    await expect(broken.create(ADMIN, input({ shortName: 'GHOST' }))).rejects.toThrow('audit');
    expect(await h.db.select().from(route).where(eq(route.shortName, 'GHOST'))).toEqual([]);
  });

  it('refuses a station as a stop of a route: buses call at its platforms', async () => {
    const station = await aStop(h.db, {
      code: 'ST',
      name: 'Central Station',
      lat: 48.05,
      lng: 11.05,
      locationType: 1,
    });
    await expect(
      routes.create(ADMIN, input({ shortName: 'STN', stopIds: [id.a, station!.id] })),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      details: {
        fields: [
          {
            field: 'stopIds',
            message:
              'Stop 2 of the list, Central Station, is a station. Choose one of its platforms.',
          },
        ],
      },
    });
    expect(await h.db.select().from(route).where(eq(route.shortName, 'STN'))).toEqual([]);
  });

  it('keeps a path a feed drew and projects the stops onto it, unless told not to', async () => {
    // A path bowing north between a and b, as a GTFS shape would.
    const coordinates: [number, number][] = [
      [11.0, 48.0],
      [11.05, 48.02],
      [11.1, 48.0],
      [11.1, 48.1],
    ];
    const [row] = await h.db
      .insert(route)
      .values({
        shortName: 'G1',
        longName: 'From a feed',
        gtfsId: 'g1',
        shape: { type: 'LineString', coordinates },
      })
      .returning();
    await h.db.insert(routeStop).values(
      [id.a, id.b].map((stopId, i) => ({
        routeId: row!.id,
        sequence: i + 1,
        stopId,
        distanceM: 0,
      })),
    );
    expect((await routes.get(row!.id)).shapeKind).toBe('imported');
    const kept = await routes.update(
      ADMIN,
      row!.id,
      input({ shortName: 'G1', stopIds: [id.a, id.b, id.c] }),
    );
    expect(kept.shapeKind).toBe('imported');
    expect(kept.shape).toEqual(coordinates);
    expect(kept.stops[1]!.distanceM).toBeGreaterThan(Math.round(haversineM(S.a, S.b)) + 100);
    const straight = await routes.update(
      ADMIN,
      row!.id,
      input({ shortName: 'G1', keepShape: false }),
    );
    expect(straight.shapeKind).toBe('straight');
    expect(straight.stops[1]!.distanceM).toBe(Math.round(haversineM(S.a, S.b)));
  });

  it('sets a per-km fare in the operator currency and prices rides with it', async () => {
    const [r1] = (await routes.list(RouteQuery.parse({ q: 'R1' }))).routes;
    const fare = await fares.set(ADMIN, r1!.id, { kind: 'per-km', baseMinor: 150, perKmMinor: 12 });
    expect(fare).toMatchObject({ kind: 'per-km', currency: 'EUR', entries: [], gtfsId: null });
    const { stops } = await routes.get(r1!.id);
    const km = stops[1]!.distanceM / 1000;
    expect(fareFor(stops, fare, 1, 2)).toBe(Math.round(150 + 12 * km));
    expect(await auditOf(h.db, 'fare.create')).toEqual([
      expect.objectContaining({
        entity: 'fare',
        entityId: r1!.id,
        after: expect.objectContaining({ route: 'R1 Ring' }),
      }),
    ]);
  });

  it('refuses a table naming stops the route lacks; moves prices with their stops', async () => {
    const [r1] = (await routes.list(RouteQuery.parse({ q: 'R1' }))).routes;
    await expect(
      fares.set(ADMIN, r1!.id, { kind: 'table', entries: [{ from: 1, to: 4, amountMinor: 100 }] }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { fields: [{ field: 'entries' }] },
    });
    const entries = [
      { from: 2, to: 3, amountMinor: 250 },
      { from: 1, to: 3, amountMinor: 400 },
    ];
    expect((await fares.set(ADMIN, r1!.id, { kind: 'table', entries })).entries).toEqual([
      entries[1],
      entries[0],
    ]);
    const moved = await routes.update(ADMIN, r1!.id, input({ stopIds: [id.a, id.d, id.b, id.c] }));
    expect(moved.fare?.entries).toEqual([
      { from: 1, to: 4, amountMinor: 400 },
      { from: 3, to: 4, amountMinor: 250 },
    ]);
    expect((await auditOf(h.db, 'fare.update')).at(-1)?.after).toMatchObject({
      entries: moved.fare?.entries,
    });
  });

  it('removes a fare, and answers not-found for a route without one', async () => {
    const [r1] = (await routes.list(RouteQuery.parse({ q: 'R1' }))).routes;
    await fares.remove(ADMIN, r1!.id);
    expect((await routes.get(r1!.id)).fare).toBeNull();
    await expect(fares.remove(ADMIN, r1!.id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('picks a readable text colour', () => {
    expect(readableTextColour('#1F6FEB')).toBe('#FFFFFF');
    expect(readableTextColour('#F2C94C')).toBe('#1B1F24');
  });
});
