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
import { checkFixes, tripIdsOf, type TripWindow } from './positions/fix-checks.ts';
import { evidenceOf, followFromStore, lastFixOf } from './positions/fix-evidence.ts';
import {
  judgedOf,
  type CheckedFix,
  type Judged,
  type TripVerdict,
} from './positions/fix-neighbours.ts';
import { rowsOf } from './positions/fix-rows.ts';
import { coalesceInserts, fixKey } from './positions/insert-coalescer.ts';
import type { FixRow, PositionsRepo } from './positions/positions.repo.ts';
import type { LivePublisher } from './live/live-publisher.ts';
import type { LearningStore } from './live/learning/learning-store.ts';
import { observeEnded, statesOf } from './live/list-states.ts';
import type { LastFix, LiveState } from './live/live-state.ts';
import { clockOf, type FixesNotice, type MovedFix, type SimClock } from './live/fix-notices.ts';
import type { TripContexts } from './live/trip-contexts.ts';
import type { TripContext } from './live/trip-context.read-model.ts';
import type { FixBudgets } from './tracking-limits.ts';
import type { FixSender, TrackingService } from './tracking.ts';

/** The hub channel instances tell each other about stored fixes on (not a browser channel). */
export const FIXES_CHANNEL = 'tracking:fixes';
/** Buses on the fleet map: a last fix at most this old. */
export const FLEET_MAX_AGE_MS = 10 * 60_000;

export interface TrackingServiceDeps {
  repo: PositionsRepo;
  contexts: TripContexts;
  state: LiveState;
  publisher: LivePublisher;
  hub: RealtimeHub;
  timezone: () => Promise<string>;
  now: () => Date;
  log: Pick<HubLog, 'warn'>;
  /** Keeps what the ETA module learns across restarts (live/learning/learning-store.ts); none in tests. */
  learning?: LearningStore;
  /** Each sender's fix budget per trip (tracking-limits.ts); none in tests of other rules. */
  budgets?: FixBudgets;
}

const fieldOf = (single: boolean) => (i: number, name: string) =>
  single ? name || 'fix' : `fixes[${i}]${name && `.${name}`}`;

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
      // The route's learned ETA times come first (once per route), so the trip's own fixes,
      // replayed next, add to them.
      pending = (
        deps.learning?.load(context.routeId, state.learned(context.routeId)) ?? Promise.resolve()
      )
        .then(() => followFromStore(repo, state, context))
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

  function moved(found: Map<string, TripContext>, fixes: MovedFix[]) {
    const byTrip = new Map<string, LastFix[]>();
    for (const { tripId, fix } of fixes) byTrip.set(tripId, [...(byTrip.get(tripId) ?? []), fix]);
    for (const [tripId, list] of byTrip) {
      const context = found.get(tripId);
      if (context) state.apply(context, list);
    }
  }

  /** Stores the flags a run changed, and follows each such trip again from the database. */
  async function settle(verdicts: Map<string, TripVerdict>, found: Map<string, TripContext>) {
    for (const [tripId, changed] of verdicts) {
      const dates = (times: number[]) => times.map((ms) => new Date(ms));
      await repo.setFlags(tripId, { good: dates(changed.good), jump: dates(changed.jump) });
      await followFromStore(repo, state, found.get(tripId)!);
    }
    return [...verdicts.keys()];
  }

  function remembered(judged: { tripId: string; fix: Judged }[]) {
    const byTrip = new Map<string, Judged[]>();
    for (const { tripId, fix } of judged) byTrip.set(tripId, [...(byTrip.get(tripId) ?? []), fix]);
    for (const [tripId, list] of byTrip) state.remember(tripId, list);
  }

  function tell(notice: FixesNotice) {
    hub
      .publish(FIXES_CHANNEL, notice)
      .catch((err: unknown) =>
        log.warn({ err }, 'tracking: other instances were not told of fixes'),
      );
  }

  /** What another instance stored moves this one's state too. */
  async function heard(notice: FixesNotice) {
    if (notice.kind === 'rebuild') {
      const found = await contexts.get(notice.tripIds.filter((id) => state.has(id)));
      await Promise.all([...found.values()].map((c) => followFromStore(repo, state, c)));
      return;
    }
    const judged = notice.judged ?? [];
    const ids = new Set([...notice.fixes, ...judged].map((f) => f.tripId));
    const found = await contexts.get([...ids]);
    const fresh = [...found.values()].filter((c) => !state.has(c.tripId));
    // A trip new here is rebuilt from the database, which already holds these fixes.
    await Promise.all(fresh.map(follow));
    if (notice.timeScale)
      for (const id of found.keys()) state.scale(id, notice.timeScale, notice.shifts?.[id]);
    const known = new Map([...found].filter(([id]) => !fresh.some((c) => c.tripId === id)));
    moved(known, notice.fixes);
    remembered(judged.filter((j) => known.has(j.tripId)));
  }
  /**
   * Moves the live state by a request's stored fixes and tells the live channels and the other
   * instances; a trip whose run won is followed again from the database, here and there.
   */
  async function spread(
    checked: CheckedFix[],
    verdicts: Map<string, TripVerdict>,
    rows: FixRow[],
    isNew: Set<string>,
    found: Map<string, TripContext>,
    clock?: SimClock,
  ) {
    const rebuilt = await settle(verdicts, found);
    const kept = rows.map((r) => isNew.has(fixKey(r)) && !rebuilt.includes(r.tripId));
    const accepted = rows
      .filter((r, k) => kept[k] && !r.flag)
      .map((r) => ({ tripId: r.tripId, fix: lastFixOf(r) }));
    const judged = checked
      .filter((_, k) => kept[k])
      .map((c) => ({ tripId: c.input.tripId, fix: judgedOf(c) }));
    moved(found, accepted);
    remembered(judged);
    for (const id of new Set([...accepted.map((a) => a.tripId), ...rebuilt])) publisher.touch(id);
    if (judged.length > 0)
      tell({
        kind: 'fixes',
        from: instance,
        fixes: accepted,
        judged,
        ...clock,
      });
    if (rebuilt.length > 0) tell({ kind: 'rebuild', from: instance, tripIds: rebuilt });
  }

  const unsubscribe = hub.subscribe(FIXES_CHANNEL, (message) => {
    const notice = message as FixesNotice;
    if (notice.from === instance) return;
    heard(notice).catch((err: unknown) =>
      log.warn({ err }, 'tracking: fixes from another instance were lost'),
    );
  });

  const service: TrackingService & { close(): Promise<void> } = {
    async ingest(sender: FixSender, fixes: readonly FixInput[], source: PositionSource) {
      await deps.budgets?.spendFixes(sender, fixes);
      const found = await contexts.get(tripIdsOf(fixes));
      await Promise.all([...found.values()].map(follow));
      const outcome = checkFixes(
        fixes,
        await windowsOf(found),
        await evidenceOf(repo, state, found, fixes),
        sender,
        now().getTime(),
        fieldOf(fixes.length === 1),
      );
      if (!outcome.ok) {
        if (outcome.permission) throw new PermissionError(outcome.permission);
        throw new InvalidArgumentError(
          outcome.problems.map((p) => `${p.field}: ${p.message}`).join(' '),
          { fields: outcome.problems },
        );
      }
      const rows = rowsOf(outcome.fixes, found, source, (id) => state.follower(id)?.last);
      const isNew = await store(rows);
      const clock = sender.kind === 'system' ? clockOf(sender, fixes) : undefined;
      if (clock) for (const id of found.keys()) state.scale(id, clock.timeScale, clock.shifts[id]);
      await spread(outcome.fixes, outcome.verdicts, rows, isNew, found, clock);
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
      const trip = state.view(tripId, now().getTime())!;
      if (trip.state !== 'ended') return trip;
      // Ended: each stop as observed in all its stored fixes (decision 029).
      await observeEnded({ repo, state }, context);
      return state.view(tripId, now().getTime())!;
    },

    async fleet() {
      return state.buses(now().getTime(), FLEET_MAX_AGE_MS);
    },

    async statesOf(trips) {
      return statesOf({ repo, state, contexts, follow }, trips, now().getTime());
    },

    async forgetSimulated(tripIds) {
      if (tripIds.length === 0) return;
      await repo.deleteSimulated(tripIds);
      const found = await contexts.get(tripIds.filter((id) => state.has(id)));
      await Promise.all([...found.values()].map((c) => followFromStore(repo, state, c)));
      for (const id of found.keys()) publisher.touch(id);
      tell({ kind: 'rebuild', from: instance, tripIds: [...tripIds] });
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
