/**
 * Two instances of the app on one database, each ticking its simulation every second as in
 * production: the demo is driven by one of them, an admin's stop on the other ends it everywhere,
 * a start moves it to the instance that answered, and closing the holder hands it over.
 * PostgreSQL when TEST_DATABASE_URL is set, else one PGlite both instances use.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { SimulationStatus } from '#shared/simulation/simulation.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { ADMIN } from '../fleet/fleet.testing.ts';
import { createSimulationLeaseRepo } from './simulation-lease.repo.ts';

const databaseKind = testDatabases().includes('postgres') ? 'postgres' : 'pglite';

describe(`the demo simulation on two instances on one ${databaseKind} database`, () => {
  let database: DatabaseHandle;
  let apps: TestApp[] = [];
  let tripId: string;

  beforeAll(async () => {
    database = await openTestDatabase(databaseKind);
    const departs = new Date(Date.now() - 5 * 60_000);
    tripId = (await aTrip(database.db, { serviceDate: localDate(departs, 'UTC'), departs })).id;
    const env = { OPERATOR_TIMEZONE: 'UTC' };
    apps = [
      await createTestApp({ database, signedInAs: ADMIN, env }),
      await createTestApp({ database, signedInAs: ADMIN, env }),
    ];
  });
  afterAll(async () => {
    // TestApp.close() would close the shared database twice.
    for (const t of apps) await t.app.close();
    await database?.close();
  });

  const lease = () => createSimulationLeaseRepo(database.db).get();
  /** The instance driving the simulation, and the other. */
  const roles = async () => {
    const holder = (await lease())?.holder;
    const driver = apps.find((t) => t.app.simulation.instance === holder);
    return { driver, other: apps.find((t) => t !== driver)! };
  };
  const status = async (t: TestApp) =>
    SimulationStatus.parse((await t.app.inject({ url: '/api/admin/simulation' })).json());
  /**
   * Fixes of the trip recorded in the next 3.5 s: one run sends one a second. Counted by their
   * time, not as a difference of row counts: a run that takes over first deletes the trip's earlier
   * simulated fixes (forgetSimulated), which a difference would count as none sent.
   */
  const fixesIn3500ms = async () => {
    const from = new Date();
    await sleep(3500);
    return database.db.$count(
      vehiclePosition,
      and(eq(vehiclePosition.tripId, tripId), gte(vehiclePosition.recordedAt, from)),
    );
  };

  it('drives the demo on one of them, once a second', async () => {
    await Promise.all(apps.map((t) => t.app.simulation.offerDemo()));
    const { driver, other } = await roles();
    expect(driver).toBeDefined();
    const sent = await fixesIn3500ms();
    expect(sent).toBeGreaterThan(1);
    expect(sent).toBeLessThanOrEqual(5);
    expect((await status(driver!)).trips.map((t) => t.tripId)).toEqual([tripId]);
    expect(await status(other)).toMatchObject({
      running: true,
      trips: [],
      notes: [expect.stringMatching(/Another instance of Busway drives/)],
    });
  });

  it('stops everywhere, and stays stopped, when an admin stops it on the other', async () => {
    const { other } = await roles();
    const stopped = await other.app.inject({ method: 'POST', url: '/api/admin/simulation/stop' });
    expect(stopped.json()).toMatchObject({ running: false });
    // The driver hears it at its next second (a busy machine may finish the tick it had begun
    // late); then nothing drives the trip.
    await sleep(2500);
    expect(await fixesIn3500ms()).toBe(0);
    expect(await lease()).toMatchObject({ run: null, holder: null });
    for (const t of apps) expect((await status(t)).running).toBe(false);
  });

  it('drives it on the instance where an admin starts it', async () => {
    const [, second] = apps;
    const started = await second!.app.inject({
      method: 'POST',
      url: '/api/admin/simulation/start',
      payload: { speed: 1 },
    });
    expect(started.json()).toMatchObject({ running: true, mode: 'all' });
    expect((await roles()).driver).toBe(second);
    const sent = await fixesIn3500ms();
    expect(sent).toBeGreaterThan(1);
    expect(sent).toBeLessThanOrEqual(5);
  });

  it('is taken over by the other at once when the instance driving it closes', async () => {
    const { driver, other } = await roles();
    await driver!.app.close();
    apps = [other];
    await expect.poll(async () => (await roles()).driver, { timeout: 3000 }).toBe(other);
    expect(await fixesIn3500ms()).toBeGreaterThan(1);
    expect((await status(other)).trips.map((t) => t.tripId)).toEqual([tripId]);
  });
});
