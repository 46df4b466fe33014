/**
 * One simulation across instances (decision 022): two services on one database, each an instance
 * with its own name, tracking and seed, ticked by hand on one clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { simulationLease } from '#db/schema/simulation.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { NO_FAULTS } from '#shared/simulation/simulation.ts';
import { seedOf } from './drive/random.ts';
import { createSimBus } from './drive/sim-bus.ts';
import { createSimulationLeaseRepo } from './simulation-lease.repo.ts';
import { createSimulationService, LEASE_MS } from './simulation.service.ts';
import { plansOf, recordingTracking, straightPlan, todayTrip } from './simulation.testing.ts';

const T0 = Date.parse('2026-11-26T10:00:00Z');

describe.each(testDatabases())('one simulation across instances on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** Instances a and b on a database that has never asked for a simulation. */
  async function twoInstances() {
    await database.db.delete(simulationLease);
    const clock = { ms: T0 };
    const trip = todayTrip(randomUUID(), T0 - 5 * 60_000);
    const listed = { trips: [trip] };
    const lease = createSimulationLeaseRepo(database.db);
    const instance = (name: string, seed: number) => {
      const tracking = recordingTracking();
      const logged: string[] = [];
      const log = (_: object, message: string) => void logged.push(message);
      const service = createSimulationService({
        tracking,
        plans: plansOf(() => listed.trips),
        reads: { tripsOn: async (date) => (date === '2026-11-26' ? listed.trips : []) },
        lease,
        timezone: async () => 'UTC',
        now: () => clock.ms,
        maxBuses: 10,
        log: { error: log, info: log },
        seed: () => seed,
        instance: name,
      });
      return { name, tracking, service, logged, sent: () => tracking.fixes().length };
    };
    const a = instance('a', 1);
    const b = instance('b', 2);
    /** One second on: each instance given ticks, in turn. */
    const second = async (...which: (typeof a)[]) => {
      clock.ms += 1000;
      for (const one of which) await one.service.tick();
    };
    return { clock, trip, listed, lease, a, b, second };
  }

  it('drives the demo on one instance however many ask for it', async () => {
    const { lease, a, b, second } = await twoInstances();
    await Promise.all([a.service.offerDemo(), b.service.offerDemo()]);
    for (let i = 0; i < 5; i++) await second(a, b);
    const holder = (await lease.get())!.holder;
    const [driver, other] = holder === 'a' ? [a, b] : [b, a];
    expect(driver.sent()).toBe(6); // at the offer, then each second
    expect(other.sent()).toBe(0);
    const seen = await other.service.status();
    expect(seen).toMatchObject({ running: true, speed: 1, mode: 'all', trips: [] });
    expect(seen.notes).toEqual([expect.stringMatching(/Another instance of Busway drives/)]);
    expect(await driver.service.status()).toMatchObject({ running: true, fixesSent: 6 });
  });

  it('is taken over, the same run, once its holder stops renewing the lease', async () => {
    const { clock, trip, lease, a, b, second } = await twoInstances();
    await a.service.offerDemo();
    await b.service.offerDemo();
    expect((await lease.get())!.holder).toBe('a');
    // a stops ticking (its process hangs or died): b waits out the lease, then drives.
    for (let s = 1; s < LEASE_MS / 1000; s++) await second(b);
    expect(b.sent()).toBe(0);
    await second(b);
    expect(b.sent()).toBe(1);
    // The run a was asked for (a's seed, 1), not one of b's own: at 1× the same bus.
    const bus = createSimBus(straightPlan(trip.departsMs), seedOf(1, trip.tripId), NO_FAULTS);
    expect(b.tracking.fixes()[0]).toMatchObject({
      lat: bus.at(clock.ms).fix!.lat,
      lng: bus.at(clock.ms).fix!.lng,
    });
    // a comes back: its renewal fails, so it stops without sending.
    const before = a.sent();
    await second(a, b);
    expect(a.sent()).toBe(before);
    expect(b.sent()).toBe(2);
    expect(a.logged).toContain('the simulation was stopped or is driven elsewhere now');
  });

  it('lets another instance take over at once when its holder closes', async () => {
    const { lease, a, b, second } = await twoInstances();
    await a.service.offerDemo();
    await a.service.close();
    expect((await lease.get())!).toMatchObject({ holder: null, run: { speed: 1 } });
    await second(b);
    expect(b.sent()).toBe(1);
  });

  it('stops everywhere, for good, when an admin stops it on the instance not driving it', async () => {
    const { clock, lease, a, b, second } = await twoInstances();
    await a.service.offerDemo();
    await second(a, b);
    const stopped = await b.service.stop();
    expect(stopped.running).toBe(false);
    const sent = a.sent();
    await second(a, b);
    expect(a.sent()).toBe(sent);
    // Long past any lease, nobody takes it over; a restart with demo data does not either.
    clock.ms += 5 * LEASE_MS;
    await Promise.all([a.service.offerDemo(), b.service.offerDemo()]);
    for (let i = 0; i < 3; i++) await second(a, b);
    expect([a.sent(), b.sent()]).toEqual([sent, 0]);
    expect((await lease.get())!).toMatchObject({ run: null, holder: null });
    for (const one of [a, b]) expect((await one.service.status()).running).toBe(false);
  });

  it('moves to the instance where an admin starts one, the other stopping at its next second', async () => {
    const { trip, lease, a, b, second } = await twoInstances();
    await a.service.offerDemo();
    const started = await b.service.start({ speed: 5, tripIds: [trip.tripId] });
    expect(started).toMatchObject({ running: true, speed: 5, mode: 'chosen' });
    const sent = a.sent();
    for (let i = 0; i < 3; i++) await second(a, b);
    expect(a.sent()).toBe(sent);
    expect(b.sent()).toBe(3);
    expect((await lease.get())!).toMatchObject({ holder: 'b', run: { speed: 5, seed: 2 } });
    expect(await a.service.status()).toMatchObject({ running: true, speed: 5, mode: 'chosen' });
  });

  it('ends a run taken over whose chosen trips no longer run, in words', async () => {
    const { trip, listed, lease, a, b, second } = await twoInstances();
    await a.service.start({ speed: 1, tripIds: [trip.tripId] });
    listed.trips = []; // cancelled meanwhile
    for (let s = 0; s < LEASE_MS / 1000; s++) await second(b);
    expect(b.logged).toContain('the simulation taken over cannot run any more, so it stops');
    expect((await lease.get())!).toMatchObject({ run: null, holder: null });
    expect((await b.service.status()).running).toBe(false);
  });
});
