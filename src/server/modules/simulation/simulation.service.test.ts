import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { AppError } from '#server/errors.ts';
import { NO_FAULTS } from '#shared/simulation/simulation.ts';
import { createSimBus } from './drive/sim-bus.ts';
import { seedOf } from './drive/random.ts';
import { createSimulationLeaseRepo } from './simulation-lease.repo.ts';
import { createSimulationService } from './simulation.service.ts';
import type { TodayTrip } from './simulation.read-model.ts';
import { plansOf, recordingTracking, straightPlan, todayTrip } from './simulation.testing.ts';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const MIN = 60_000;
const SEED = 42;

const quiet = { error: () => undefined, info: () => undefined };

async function setUp(
  database: DatabaseHandle,
  trips: TodayTrip[],
  over: { maxBuses?: number; refuse?: (tripId: string) => string | undefined } = {},
) {
  const clock = { ms: T0 };
  const listed = { trips };
  const tracking = recordingTracking((fix) => over.refuse?.(fix.tripId));
  const lease = createSimulationLeaseRepo(database.db);
  // Each test starts from a simulation an admin stopped.
  await lease.clear();
  const service = createSimulationService({
    tracking,
    plans: plansOf(() => trips),
    reads: { tripsOn: async (date) => (date === '2026-11-26' ? listed.trips : []) },
    lease,
    timezone: async () => 'UTC',
    now: () => clock.ms,
    maxBuses: over.maxBuses ?? 2000,
    log: quiet,
    seed: () => SEED,
  });
  /** `n` ticks a second of real time apart. */
  const ticks = async (n: number) => {
    for (let i = 0; i < n; i++) {
      clock.ms += 1000;
      await service.tick();
    }
  };
  return { clock, listed, tracking, service, ticks };
}

const id = () => randomUUID();

describe.each(testDatabases())('the simulation runner on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('drives today’s running trips through ingestion, one fix a bus a second, stamped with real time', async () => {
    const running = todayTrip(id(), T0 - 5 * MIN);
    const later = todayTrip(id(), T0 + 3 * 60 * MIN);
    const { tracking, service, ticks, clock } = await setUp(database, [running, later]);
    await service.start({ speed: 1 });
    await ticks(5);
    const fixes = tracking.fixes();
    expect(fixes.map((f) => f.tripId)).toEqual(Array(5).fill(running.tripId));
    expect(fixes.at(-1)!.recordedAt).toBe(new Date(clock.ms).toISOString());
    expect(tracking.batches.every((b) => b.source === 'simulator')).toBe(true);
    // A trip in its time runs on the real clock: its own time is the fix's.
    expect(tracking.batches[0]!.sender).toEqual({
      kind: 'system',
      timeScale: 1,
      tripTimes: { [running.tripId]: Date.parse(fixes[0]!.recordedAt) },
    });
    // At 1×, the bus is where the same seeded bus is at the same moment.
    const bus = createSimBus(
      straightPlan(running.departsMs),
      seedOf(SEED, running.tripId),
      NO_FAULTS,
    );
    expect(fixes.at(-1)).toMatchObject({
      lat: bus.at(clock.ms).fix!.lat,
      lng: bus.at(clock.ms).fix!.lng,
    });
    const status = await service.status();
    expect(status).toMatchObject({
      running: true,
      speed: 1,
      mode: 'all',
      fixesSent: 5,
      tripsDriven: 1,
    });
    expect(status.trips[0]).toMatchObject({ tripId: running.tripId, fixesSent: 5 });
  });

  it('lists a bus waiting at its first stop as at it, departing at its time, not late', async () => {
    const waiting = todayTrip(id(), T0 + 90_000);
    const { service, ticks } = await setUp(database, [waiting]);
    await service.start({ speed: 1 });
    await ticks(2);
    expect((await service.status()).trips[0]).toMatchObject({
      phase: 'waiting',
      delaySeconds: 0,
      atStop: { name: 'stop 1', departsAt: new Date(T0 + 90_000).toISOString() },
    });
  });

  it('at k× moves the bus k times faster along its trip, from where the timetable puts it', async () => {
    const trip = todayTrip(id(), T0 - 5 * MIN);
    const { tracking, service, ticks } = await setUp(database, [trip]);
    await service.start({ speed: 30 });
    await ticks(10);
    const bus = createSimBus(straightPlan(trip.departsMs), seedOf(SEED, trip.tripId), NO_FAULTS);
    const expected = bus.at(T0 + 30 * 10_000).fix!;
    expect(tracking.fixes().at(-1)).toMatchObject({ lat: expected.lat, lng: expected.lng });
    expect((await service.status()).simulatedAt).toBe(new Date(T0 + 300_000).toISOString());
  });

  it('lets a trip join when the simulated clock reaches it and leave when it ends', async () => {
    const soon = todayTrip(id(), T0 + 20 * MIN, 2);
    const { tracking, service, ticks } = await setUp(database, [soon]);
    await service.start({ speed: 60 });
    await ticks(1);
    expect(tracking.fixes()).toHaveLength(0);
    await ticks(25);
    expect(tracking.fixes().some((f) => f.tripId === soon.tripId)).toBe(true);
    // The 5-minute trip (and any late running) is over within the hour.
    await ticks(60);
    expect(await service.status()).toMatchObject({ tripsDriven: 0, tripsEnded: 1 });
    // Its last fix is at its last stop, though a tick at 60× covers a minute of driving.
    const end = straightPlan(soon.departsMs, 2).line.at(-1)!;
    expect(tracking.fixes().at(-1)!.lng).toBeCloseTo(end[0], 4);
    const sent = tracking.fixes().length;
    await ticks(10);
    expect(tracking.fixes()).toHaveLength(sent);
  });

  it('stops driving a trip cancelled under way, and never drives a cancelled one', async () => {
    const a = todayTrip(id(), T0 - 5 * MIN);
    const b = todayTrip(id(), T0 - 5 * MIN);
    const { listed, tracking, service, ticks } = await setUp(database, [a, b]);
    await service.start({ speed: 1 });
    await ticks(2);
    listed.trips = [a];
    await ticks(10);
    const lastTen = tracking.fixes().slice(-5);
    expect(lastTen.every((f) => f.tripId === a.tripId)).toBe(true);
    expect((await service.status()).notes.join(' ')).toMatch(/1 trip was cancelled/);
    await expect(service.start({ speed: 1, tripIds: [b.tripId] })).rejects.toThrow(
      /tripIds: .* does not run today, or is cancelled/,
    );
  });

  it('counts a refused fix in words, never throws, and still stores the other buses’ fixes', async () => {
    const good = todayTrip(id(), T0 - 5 * MIN);
    const bad = todayTrip(id(), T0 - 5 * MIN);
    const { tracking, service, ticks } = await setUp(database, [good, bad], {
      refuse: (tripId) => (tripId === bad.tripId ? 'the trip does not run today' : undefined),
    });
    await service.start({ speed: 1 });
    await ticks(3);
    expect(tracking.fixes().map((f) => f.tripId)).toEqual(Array(3).fill(good.tripId));
    const status = await service.status();
    expect(status.refusalCount).toBe(3);
    expect(status.refusals[0]).toMatchObject({
      tripId: bad.tripId,
      message: 'fixes[0]: the trip does not run today',
    });
    expect(status.trips.find((t) => t.tripId === bad.tripId)).toMatchObject({
      refusals: 3,
      fixesSent: 0,
    });
  });

  it('drives a chosen trip outside its time from its first stop, now', async () => {
    const evening = todayTrip(id(), T0 + 8 * 60 * MIN);
    const { tracking, service, ticks } = await setUp(database, [evening]);
    await service.start({ speed: 1, tripIds: [evening.tripId] });
    expect(await service.status()).toMatchObject({ mode: 'chosen', tripsDriven: 1 });
    await ticks(3);
    expect(tracking.fixes()).toHaveLength(3);
    expect(tracking.fixes()[0]).toMatchObject({ lat: 48, lng: 11 });
    await ticks(30);
    expect(tracking.fixes().at(-1)!.lng).toBeGreaterThan(11);
    // Its fixes carry the trip's own (shifted) time: tracking tells its delay by that, not as
    // eight hours early (decision 029).
    const last = tracking.batches.at(-1)!;
    const sent = Date.parse(last.fixes[0]!.recordedAt);
    const { tripTimes } = last.sender as { tripTimes: Record<string, number> };
    // Shifted by the 8 h to its time, less the few minutes its bus turns up early or leaves late.
    expect(Math.abs(tripTimes[evening.tripId]! - sent - 8 * 60 * MIN)).toBeLessThan(5 * MIN);
  });

  it('refuses trips that do not run today, naming them', async () => {
    const { service } = await setUp(database, []);
    const missing = id();
    const error = await service.start({ speed: 1, tripIds: [missing] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid-argument');
    expect((error as AppError).message).toContain(missing);
    expect((await service.status()).running).toBe(false);
  });

  it('keeps the running simulation when a start is refused', async () => {
    const trip = todayTrip(id(), T0 - 5 * MIN);
    const { tracking, service, ticks } = await setUp(database, [trip]);
    await service.start({ speed: 1 });
    await expect(service.start({ speed: 5, tripIds: [id()] })).rejects.toThrow(/tripIds/);
    await ticks(2);
    expect(await service.status()).toMatchObject({ running: true, speed: 1, fixesSent: 2 });
    expect(tracking.fixes()).toHaveLength(2);
  });

  it('drives at most maxBuses at once and says how many wait', async () => {
    const trips = Array.from({ length: 5 }, () => todayTrip(id(), T0 - 5 * MIN));
    const { tracking, service, ticks } = await setUp(database, trips, { maxBuses: 3 });
    await service.start({ speed: 1 });
    await ticks(1);
    expect(tracking.fixes()).toHaveLength(3);
    expect((await service.status()).notes[0]).toMatch(/At most 3 buses .*: 2 running trips wait/);
  });

  it('sends nothing once stopped, and keeps what the run did', async () => {
    const trip = todayTrip(id(), T0 - 5 * MIN);
    const { tracking, service, ticks } = await setUp(database, [trip]);
    await service.start({ speed: 1 });
    await ticks(2);
    const stopped = await service.stop();
    expect(stopped).toMatchObject({ running: false, fixesSent: 2, tripsDriven: 0, trips: [] });
    await ticks(3);
    expect(tracking.fixes()).toHaveLength(2);
  });

  it('judges a restart’s trips afresh, and leaves no bus of a stopped run on the road', async () => {
    const [a, b] = [todayTrip(id(), T0 - 5 * MIN), todayTrip(id(), T0 - 4 * MIN)];
    const { tracking, service, ticks } = await setUp(database, [a, b]);
    await service.start({ speed: 1 });
    // Before its first fix the run has tracking forget the trips' earlier simulated fixes.
    expect(tracking.forgotten).toEqual([[a.tripId, b.tripId]]);
    expect(tracking.fixes()).toHaveLength(0);
    await ticks(2);
    // "Restart with these settings": the old run's buses leave, the new run's start afresh.
    await service.start({ speed: 5, tripIds: [b.tripId] });
    expect(tracking.forgotten.slice(1)).toEqual([[b.tripId], [a.tripId, b.tripId]]);
    await ticks(1);
    expect(
      new Set(
        tracking
          .fixes()
          .slice(4)
          .map((f) => f.tripId),
      ),
    ).toEqual(new Set([b.tripId]));
    await service.stop();
    expect(tracking.forgotten.at(-1)).toEqual([b.tripId]);
  });
});

describe('the simulation runner past midnight', () => {
  const night = todayTrip(randomUUID(), T0 - 5 * MIN);
  const ended = todayTrip(randomUUID(), T0 - 3 * 60 * MIN);
  const clock = { ms: T0 };
  const tracking = recordingTracking();
  let database: DatabaseHandle;
  let service: ReturnType<typeof createSimulationService>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    service = createSimulationService({
      tracking,
      plans: plansOf(() => [night]),
      // Served on the day before the clock's.
      reads: { tripsOn: async (date) => (date === '2026-11-25' ? [ended, night] : []) },
      lease: createSimulationLeaseRepo(database.db),
      timezone: async () => 'UTC',
      now: () => clock.ms,
      maxBuses: 10,
      log: quiet,
      seed: () => SEED,
    });
  });
  afterAll(() => database.close());

  it('offers yesterday’s trip still on the road, not one that ended hours ago', async () => {
    const { serviceDate, trips } = await service.choices();
    expect(serviceDate).toBe('2026-11-26');
    expect(trips.map((t) => t.tripId)).toEqual([night.tripId]);
  });

  it('keeps driving yesterday’s trip that runs past midnight', async () => {
    await service.start({ speed: 1 });
    clock.ms += 1000;
    await service.tick();
    expect(tracking.fixes().map((f) => f.tripId)).toEqual([night.tripId]);
  });
});
