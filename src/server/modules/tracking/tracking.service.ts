/**
 * The tracking service (tracking.ts says what it offers): checks fixes at the edge, matches them to
 * their trip's shape, stores them once, moves the live state, and tells the other instances and
 * the live channels. Clocks are passed in: `now` the wall clock fixes are judged by, `clock` the
 * monotonic one caches age by.
 */
import { randomUUID } from 'node:crypto';
import type { PositionSource } from '#db/schema/tracking.ts';
import { zonedDateTime } from '#shared/core/zoned-time.ts';
import type { FixInput } from '#shared/tracking/tracking.ts';
import { InvalidArgumentError, NotFoundError, PermissionError } from '#server/errors.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { HubLog } from '#server/realtime/redis-hub.ts';
import { matchFix, type MatchedFix } from './prediction/shape.ts';
import { LIVE_KEEP_FIXES } from './prediction/follow.ts';
import { checkFixes, tripIdsOf, type CheckedFix, type TripWindow } from './positions/fix-checks.ts';
import { coalesceInserts, fixKey } from './positions/insert-coalescer.ts';
import type { FixRow, PositionsRepo, StoredFix } from './positions/positions.repo.ts';
import type { LivePublisher } from './live/live-publisher.ts';
import type { LastFix, LiveState } from './live/live-state.ts';
import type { TripContexts } from './live/trip-contexts.ts';
import type { TripContext } from './live/trip-context.read-model.ts';
import type { FixSender, OnTheRoad, TrackingService } from './tracking.ts';

/** The hub channel instances tell each other about stored fixes on (not a browser channel). */
export const FIXES_CHANNEL = 'tracking:fixes';
/** Buses on the fleet map: a last fix at most this old. */
export const FLEET_MAX_AGE_MS = 10 * 60_000;

interface FixesNotice {
  from: string;
  fixes: { tripId: string; fix: LastFix }[];
}

export interface TrackingServiceDeps {
  repo: PositionsRepo;
  contexts: TripContexts;
  state: LiveState;
  publisher: LivePublisher;
  hub: RealtimeHub;
  timezone: () => Promise<string>;
  now: () => Date;
  log: Pick<HubLog, 'warn'>;
}

const lastFixOf = (
  f: Pick<StoredFix, 'recordedAt' | 'lat' | 'lng' | 'bearing' | 'speed'>,
): LastFix => ({
  atMs: f.recordedAt.getTime(),
  lat: f.lat,
  lng: f.lng,
  bearing: f.bearing,
  speed: f.speed,
});

export function createTrackingService(deps: TrackingServiceDeps) {
  const { repo, contexts, state, publisher, hub, timezone, now, log } = deps;
  const instance = randomUUID();
  const following = new Map<string, Promise<void>>();
  // Requests arriving while an INSERT is on its way share the next one (group commit).
  const store = coalesceInserts((rows) => repo.insert(rows));

  /** Follows a trip here, rebuilt from its stored fixes; once, however many ask at once. */
  function follow(context: TripContext): Promise<void> {
    if (state.has(context.tripId)) return Promise.resolve();
    let pending = following.get(context.tripId);
    if (!pending) {
      pending = repo
        .ofTrip(context.tripId, LIVE_KEEP_FIXES)
        .then((history) => {
          if (!state.has(context.tripId))
            state.follow(context, history.filter((f) => !f.flag).map(lastFixOf));
        })
        .finally(() => following.delete(context.tripId));
      following.set(context.tripId, pending);
    }
    return pending;
  }

  async function contextOf(tripId: string): Promise<TripContext> {
    const context = (await contexts.get([tripId])).get(tripId);
    if (!context) throw new NotFoundError('trip', tripId);
    return context;
  }

  async function windowsOf(found: Map<string, TripContext>): Promise<Map<string, TripWindow>> {
    const zone = await timezone();
    const windows = new Map<string, TripWindow>();
    for (const [id, c] of found)
      windows.set(id, {
        status: c.status,
        conductorUserId: c.conductorUserId,
        dayStartMs: zonedDateTime(c.serviceDate, 0, zone).getTime(),
        firstDepartureMs: c.stops[0]!.departureMs,
        lastArrivalMs: c.stops[c.stops.length - 1]!.arrivalMs,
      });
    return windows;
  }

  /** The rows to store: each good fix matched after the one before it, as the follower will. */
  function rowsOf(checked: CheckedFix[], found: Map<string, TripContext>, source: PositionSource) {
    const lastMatch = new Map<string, MatchedFix | undefined>();
    return checked.map((c): FixRow => {
      const { input } = c;
      const context = found.get(input.tripId)!;
      let matched: MatchedFix | undefined;
      if (!c.flag) {
        const before = lastMatch.has(input.tripId)
          ? lastMatch.get(input.tripId)
          : state.follower(input.tripId)?.last;
        if (!before || before.atMs < c.atMs) {
          matched = matchFix(context.shape, { atMs: c.atMs, position: input }, before);
          lastMatch.set(input.tripId, matched);
        }
      }
      return {
        tripId: input.tripId,
        busId: context.busId,
        lat: input.lat,
        lng: input.lng,
        bearing: input.bearing ?? null,
        speed: input.speed ?? null,
        accuracy: input.accuracy ?? null,
        recordedAt: new Date(c.atMs),
        source,
        alongM: matched?.alongM ?? null,
        offRoute: matched?.offRoute ?? false,
        flag: c.flag,
      };
    });
  }

  function moved(found: Map<string, TripContext>, fixes: FixesNotice['fixes']) {
    const byTrip = new Map<string, LastFix[]>();
    for (const { tripId, fix } of fixes) byTrip.set(tripId, [...(byTrip.get(tripId) ?? []), fix]);
    for (const [tripId, list] of byTrip) {
      const context = found.get(tripId);
      if (context) state.apply(context, list);
    }
  }

  // What another instance stored moves this one's state too.
  const unsubscribe = hub.subscribe(FIXES_CHANNEL, (message) => {
    const notice = message as FixesNotice;
    if (notice.from === instance) return;
    const ids = [...new Set(notice.fixes.map((f) => f.tripId))];
    void contexts
      .get(ids)
      .then(async (found) => {
        const fresh = [...found.values()].filter((c) => !state.has(c.tripId));
        // A trip new here is rebuilt from the database, which already holds these fixes.
        await Promise.all(fresh.map(follow));
        const known = new Map([...found].filter(([id]) => !fresh.some((c) => c.tripId === id)));
        moved(known, notice.fixes);
      })
      .catch((err: unknown) =>
        log.warn({ err }, 'tracking: fixes from another instance were lost'),
      );
  });

  const service: TrackingService & { close(): Promise<void> } = {
    async ingest(sender: FixSender, fixes: readonly FixInput[], source: PositionSource) {
      const found = await contexts.get(tripIdsOf(fixes));
      await Promise.all([...found.values()].map(follow));
      const anchors = new Map<string, LastFix>();
      for (const id of found.keys()) {
        const anchor = state.anchor(id);
        if (anchor) anchors.set(id, anchor);
      }
      const single = fixes.length === 1;
      const outcome = checkFixes(
        fixes,
        await windowsOf(found),
        anchors,
        sender,
        now().getTime(),
        (i, name) => (single ? name || 'fix' : `fixes[${i}]${name && `.${name}`}`),
      );
      if (!outcome.ok) {
        if (outcome.permission) throw new PermissionError(outcome.permission);
        throw new InvalidArgumentError(
          outcome.problems.map((p) => `${p.field}: ${p.message}`).join(' '),
          { fields: outcome.problems },
        );
      }
      const rows = rowsOf(outcome.fixes, found, source);
      const isNew = await store(rows);
      const accepted = rows
        .filter((r) => !r.flag && isNew.has(fixKey(r)))
        .map((r) => ({ tripId: r.tripId, fix: lastFixOf(r) }));
      moved(found, accepted);
      if (accepted.length > 0) {
        for (const id of new Set(accepted.map((a) => a.tripId))) publisher.touch(id);
        hub
          .publish(FIXES_CHANNEL, { from: instance, fixes: accepted } satisfies FixesNotice)
          .catch((err: unknown) =>
            log.warn({ err }, 'tracking: other instances were not told of fixes'),
          );
      }
      return {
        stored: isNew.size,
        duplicates: rows.length - isNew.size,
        flagged: rows.filter((r) => r.flag && isNew.has(fixKey(r))).length,
      };
    },

    async liveTrip(tripId) {
      const context = await contextOf(tripId);
      await follow(context);
      state.refresh(context);
      return state.view(tripId, now().getTime())!;
    },

    async fleet() {
      return state.buses(now().getTime(), FLEET_MAX_AGE_MS);
    },

    async onTheRoad(tripIds) {
      const at = now().getTime();
      const found = new Map<string, OnTheRoad>();
      for (const id of tripIds) {
        const trip = state.onTheRoad(id, at, FLEET_MAX_AGE_MS);
        if (trip) found.set(id, trip);
      }
      return found;
    },

    async liveTrips() {
      const at = now().getTime();
      return state
        .buses(at, FLEET_MAX_AGE_MS)
        .filter((b) => b.state === 'live')
        .map((b) => state.view(b.tripId, at)!)
        .filter((t) => t.state === 'live');
    },

    async close() {
      unsubscribe();
      await publisher.close();
    },
  };
  return service;
}

export type TrackingServiceImpl = ReturnType<typeof createTrackingService>;
