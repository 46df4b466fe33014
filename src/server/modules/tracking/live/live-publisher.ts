/**
 * Publishing moved buses on the live channels, batched: the first trip touched after a quiet spell
 * starts a tick (at most 1 s); when it ends each touched trip's state goes to `trip:<id>` once,
 * and the buses that moved go to their `route:<id>` and to `fleet` in one message each. So a bus
 * sending ten fixes a second costs subscribers one message a tick. Publishing never throws into the
 * ingestion that caused it: a subscriber that missed a message gets the state again on reconnect.
 */
import { FLEET_CHANNEL, routeChannel, tripChannel } from '#shared/live/live.ts';
import type { BusPosition, LiveTrip, PositionsMessage } from '#shared/tracking/tracking.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { HubLog } from '#server/realtime/redis-hub.ts';

export interface Rendered {
  trips: LiveTrip[];
  buses: BusPosition[];
}

export interface LivePublisherDeps {
  hub: RealtimeHub;
  render: (tripIds: readonly string[]) => Rendered;
  log: Pick<HubLog, 'warn'>;
  tickMs?: number;
}

export function createLivePublisher({ hub, render, log, tickMs = 1000 }: LivePublisherDeps) {
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function flush(): Promise<void> {
    timer = undefined;
    if (dirty.size === 0) return;
    const tripIds = [...dirty];
    dirty.clear();
    const { trips, buses } = render(tripIds);
    const byRoute = new Map<string, BusPosition[]>();
    for (const bus of buses) {
      const list = byRoute.get(bus.routeId) ?? [];
      list.push(bus);
      byRoute.set(bus.routeId, list);
    }
    const sends: Promise<void>[] = trips.map((trip) => hub.publish(tripChannel(trip.tripId), trip));
    for (const [routeId, list] of byRoute)
      sends.push(hub.publish(routeChannel(routeId), positions(list)));
    if (buses.length > 0) sends.push(hub.publish(FLEET_CHANNEL, positions(buses)));
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

const positions = (buses: BusPosition[]): PositionsMessage => ({ kind: 'positions', buses });
