/**
 * Starts and stops of the simulation racing on one instance, with real concurrency: the requests
 * overlap in the service, and the end state must be one run at most, its status the truth, and no
 * trip driven twice a second.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
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

describe.each(testDatabases())('simulation starts and stops racing on %s', (kind) => {
  let database: DatabaseHandle;
  let admin: TestApp;
  let tripId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    admin = await createTestApp({ database, signedInAs: ADMIN, env: { OPERATOR_TIMEZONE: 'UTC' } });
    const departs = new Date(Date.now() - 5 * 60_000);
    tripId = (await aTrip(database.db, { serviceDate: localDate(departs, 'UTC'), departs })).id;
  });
  afterAll(() => admin.close());

  const start = (speed: number) =>
    admin.app.inject({
      method: 'POST',
      url: '/api/admin/simulation/start',
      payload: { speed, tripIds: [tripId] },
    });
  const stop = () => admin.app.inject({ method: 'POST', url: '/api/admin/simulation/stop' });
  const status = async () =>
    SimulationStatus.parse(
      (await admin.app.inject({ method: 'GET', url: '/api/admin/simulation' })).json(),
    );
  const fixes = async () => database.db.$count(vehiclePosition, eq(vehiclePosition.tripId, tripId));

  it('ends with one run at most, its status the truth, the trip driven once a second', async () => {
    const requests = [start(1), start(2), stop(), start(3), start(4), stop(), start(5), start(6)];
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Each start answered with its own run, each stop with none.
    const words = answers.map((a) => SimulationStatus.parse(a.json()));
    expect(words.map((w) => (w.running ? w.speed : 0))).toEqual([1, 2, 0, 3, 4, 0, 5, 6]);

    const end = await status();
    // The lease every instance reads says the same: this instance drives that run, or none runs.
    const lease = await createSimulationLeaseRepo(database.db).get();
    expect(lease?.run?.speed ?? null).toBe(end.running ? end.speed : null);
    expect(lease?.holder ?? null).toBe(end.running ? admin.app.simulation.instance : null);
    const before = await fixes();
    await sleep(3500);
    const during = (await fixes()) - before;
    if (end.running) {
      expect(end.trips.map((t) => t.tripId)).toEqual([tripId]);
      // One run ticks once a second: at most 4 or 5 fixes in 3.5 s, never two runs' worth.
      expect(during).toBeGreaterThan(0);
      expect(during).toBeLessThanOrEqual(5);
    } else expect(during).toBe(0);

    // Stopped, nothing drives the trip any more: no run was left ticking on its own.
    expect((await stop()).json()).toMatchObject({ running: false });
    const stoppedAt = await fixes();
    await sleep(2500);
    expect(await fixes()).toBe(stoppedAt);
    expect((await status()).running).toBe(false);
  });
});
