/**
 * Publishing moved buses on the live channels, batched: the first trip touched after a quiet spell
 * starts a tick (250 ms; the issue allows up to 1 s); when it ends each touched trip's state goes to `trip:<id>` once,
 * and the buses that moved go to their `route:<id>` and to `fleet` in one message each, with the
 * trips whose bus left the maps (cancelled or ended) as `gone`. So a bus
 * sending ten fixes a second costs subscribers one message a tick. Publishing never throws into the
 * ingestion that caused it: a subscriber that missed a message gets the state again on reconnect.
 */
import { FLEET_CHANNEL, routeChannel, tripChannel } from '#shared/live/live.ts';
import type { BusPosition, LiveTrip, PositionsMessage } from '#shared/tracking/tracking.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { HubLog } from '#server/realtime/redis-hub.ts';

export interface LivePublisherDeps {
  hub: RealtimeHub;
  /** A trip's state now, rendered just before it is sent (its `at` is its send time). */
  trip: (tripId: string) => LiveTrip | undefined;
  /** The trip's bus for the route and fleet maps, if it has a recent fix. */
  bus: (tripId: string) => BusPosition | undefined;
  /** Called once per tick after rendering (to forget idle trips, say). */
  afterTick?: () => void;
  log: Pick<HubLog, 'warn'>;
  tickMs?: number;
}

export function createLivePublisher(deps: LivePublisherDeps) {
  const { hub, log, tickMs = 250 } = deps;
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function flush(): Promise<void> {
    timer = undefined;
    if (dirty.size === 0) return;
    const tripIds = [...dirty];
    dirty.clear();
    const sends: Promise<void>[] = [];
    const buses: BusPosition[] = [];
    const byRoute = new Map<string, BusPosition[]>();
    const gone = new Map<string, string[]>();
    for (const tripId of tripIds) {
      const trip = deps.trip(tripId);
      if (trip) sends.push(hub.publish(tripChannel(tripId), trip));
      const bus = deps.bus(tripId);
      if (!bus && trip && (trip.state === 'cancelled' || trip.state === 'ended'))
        gone.set(trip.routeId, [...(gone.get(trip.routeId) ?? []), tripId]);
      if (!bus) continue;
      buses.push(bus);
      const list = byRoute.get(bus.routeId) ?? [];
      list.push(bus);
      byRoute.set(bus.routeId, list);
    }
    for (const routeId of new Set([...byRoute.keys(), ...gone.keys()]))
      sends.push(
        hub.publish(
          routeChannel(routeId),
          positions(byRoute.get(routeId) ?? [], gone.get(routeId)),
        ),
      );
    const allGone = [...gone.values()].flat();
    if (buses.length > 0 || allGone.length > 0)
      sends.push(hub.publish(FLEET_CHANNEL, positions(buses, allGone)));
    // After rendering: a trip with no fix yet (forgotten at once) is still told, say, its
    // cancellation (decision 029).
    deps.afterTick?.();
    const failed = (await Promise.allSettled(sends)).filter((r) => r.status === 'rejected');
    if (failed.length > 0)
      log.warn(
        { err: (failed[0] as PromiseRejectedResult).reason, failed: failed.length },
        'live: bus positions could not be published',
      );
  }

  return {
    /** The trip moved (or changed state): publish it at the end of this tick. */
    touch(tripId: string): void {
      if (closed) return;
      dirty.add(tripId);
      if (!timer) {
        timer = setTimeout(() => void flush(), tickMs);
        timer.unref();
      }
    },
    /** Publishes what is waiting now (tests; closing). */
    flush,
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await flush();
    },
  };
}

export type LivePublisher = ReturnType<typeof createLivePublisher>;

/** `gone`: trips whose bus left the maps (cancelled, ended), said only when there are some. */
const positions = (buses: BusPosition[], gone: string[] = []): PositionsMessage =>
  gone.length > 0 ? { kind: 'positions', buses, gone } : { kind: 'positions', buses };
