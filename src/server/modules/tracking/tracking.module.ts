/**
 * Wires live tracking into the app: the ingestion path and `POST /api/positions`, the live state
 * with `GET /api/live/trips/:id` and `/api/live/fleet`, finding a trip and its history (find/), publishing on the `trip:`, `route:` and
 * `fleet` channels (and the state a new subscriber gets at once), and the 30-day retention job.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { FLEET_CHANNEL, type LiveChannel } from '#shared/live/live.ts';
import { monotonicClock } from '#server/core/clock.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import { createRepeatingJob } from '#server/jobs/repeating-job.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import { createLearningRepo } from './live/learning/learning.repo.ts';
import { createLearningStore } from './live/learning/learning-store.ts';
import { createLivePublisher } from './live/live-publisher.ts';
import { LiveState } from './live/live-state.ts';
import { registerFindTrips } from './find/find-trips.ts';
import { liveTripsHttp } from './live/live-trips.http.ts';
import { createTripContexts } from './live/trip-contexts.ts';
import { positionsHttp } from './positions/positions.http.ts';
import { createPositionsRepo } from './positions/positions.repo.ts';
import { createTrackingService, FLEET_MAX_AGE_MS } from './tracking.service.ts';
import { createTrackingLimits, type TrackingLimitSettings } from './tracking-limits.ts';

/** Fix history is kept this long. */
export const RETENTION_DAYS = 30;
const RETENTION_INTERVAL_MS = 60 * 60_000;
/** A followed trip with no fix for this long is forgotten here (rebuilt if asked again). */
const FORGET_AFTER_MS = 2 * 60 * 60_000;
const DAY_MS = 86_400_000;
/** How often what the ETA module learned is written to the database (decision 027). */
const LEARNING_FLUSH_MS = 60_000;
/** How often trips are looked at for a state the clock changed (live → stale → ended). */
const STATE_SWEEP_MS = 5_000;

export interface TrackingModuleDeps {
  db: Database;
  hub: RealtimeHub;
  operator: OperatorService;
  tripCancelled: (listener: (tripId: string, reason: string) => void) => void;
  /** The conductor's console: a trip started or ended (its status changed). */
  tripRan?: (listener: (tripId: string) => void) => void;
  now?: () => Date;
  /** Runs the retention job (off in tests that drive it by hand). */
  jobs?: boolean;
  /** The operator's tracking limits (tracking-limits.ts). */
  limits: TrackingLimitSettings;
  /** How long a tick of channel publishing lasts (250 ms: a bus sending a fix a second gets a frame per fix). */
  tickMs?: number;
}

export async function registerTracking(app: FastifyInstance, deps: TrackingModuleDeps) {
  const { db, hub, operator, now = () => new Date(), jobs = true } = deps;
  const repo = createPositionsRepo(db);
  const limits = createTrackingLimits(createRateLimits(db), deps.limits);
  const contexts = createTripContexts({ db, clock: monotonicClock });
  const state = new LiveState();
  const publisher = createLivePublisher({
    hub,
    log: app.log,
    tickMs: deps.tickMs,
    afterTick: () => state.prune(now().getTime(), FORGET_AFTER_MS),
    trip: (id) => state.view(id, now().getTime()),
    bus: (id) => state.bus(id, now().getTime(), FLEET_MAX_AGE_MS),
  });
  const learning = createLearningStore({
    repo: createLearningRepo(db),
    timezone: () => operator.operatorTimezone(),
    now,
    log: app.log,
  });
  const tracking = createTrackingService({
    repo,
    contexts,
    state,
    learning,
    publisher,
    hub,
    timezone: () => operator.operatorTimezone(),
    now,
    log: app.log,
    budgets: limits,
  });
  // A trip cancelled, started or ended: read again at once, not when the kept read expires.
  const tripChanged = (tripId: string) => {
    contexts.forget(tripId);
    // The followers hear it with the trip's next read; subscribers now.
    void tracking
      .liveTrip(tripId)
      .then(() => publisher.touch(tripId))
      .catch(() => undefined);
  };
  deps.tripCancelled(tripChanged);
  deps.tripRan?.(tripChanged);
  await app.register(positionsHttp, { tracking, limits });
  await app.register(liveTripsHttp, { tracking, now });
  await registerFindTrips(app, {
    db,
    timezone: () => operator.operatorTimezone(),
    tracking,
    limits,
    now,
  });

  const retention = createRepeatingJob({
    name: 'position retention',
    run: (signal) =>
      repo.deleteBefore(new Date(now().getTime() - RETENTION_DAYS * DAY_MS), { signal }),
    log: app.log,
    intervalMs: RETENTION_INTERVAL_MS,
    runAtStart: true,
  });
  if (jobs) app.addHook('onReady', async () => retention.start());
  // A trip the clock alone moves on (stale when its fixes stop, ended after its last stop) is
  // published too, so an open /track says so without a reload.
  const sweep = setInterval(() => {
    for (const tripId of state.changedByTime(now().getTime())) publisher.touch(tripId);
  }, STATE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const flushLearned = () =>
    learning
      .flush(state.learnedRoutes())
      .catch((err: unknown) => app.log.warn({ err }, 'learned ETA times not written'));
  const flushing = setInterval(() => void flushLearned(), LEARNING_FLUSH_MS);
  flushing.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushing);
    await flushLearned();
  });
  app.addHook('onClose', async () => {
    await retention.stop();
    await tracking.close();
  });

  /** What a new subscriber of a tracking channel gets at once: the state now. */
  async function snapshot(channel: LiveChannel): Promise<unknown> {
    const at = now().getTime();
    if (channel === FLEET_CHANNEL) return { kind: 'positions', buses: await tracking.fleet() };
    const [kind, id] = channel.split(':') as [string, string];
    if (kind === 'trip') return tracking.liveTrip(id).catch(() => undefined);
    if (kind === 'route')
      return {
        kind: 'positions',
        buses: state.buses(at, FLEET_MAX_AGE_MS).filter((b) => b.routeId === id),
      };
    return undefined;
  }

  /** `contexts`: a trip's shape, stops and timetable as tracking reads them (the simulation's plans). */
  return { tracking, snapshot, retention, repo, contexts };
}
