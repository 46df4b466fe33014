/**
 * Finding a bus to follow: today's trips by route, trip id, bus, or (the owner's, or for an admin
 * any) booking reference, each with what its screen would say; a signed-in passenger's next booked trip offered first. With no
 * query, the buses on the road now.
 */
import type { TrackSearchResult } from '#shared/tracking/find.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import type { FindReadModel, FoundTripRow } from './find.read-model.ts';
import type { OnTheRoad, TripAsk } from '../tracking.ts';
import { askOf, foundTrip } from './found-trip.ts';

export interface FindServiceDeps {
  reads: FindReadModel;
  timezone: () => Promise<string>;
  /** Every bus with a fix from the last ten minutes (the tracking service's fleet). */
  fleet: () => Promise<BusPosition[]>;
  /** Each trip's state and delay, as its page says them (the tracking service's `statesOf`). */
  statesOf: (trips: readonly TripAsk[]) => Promise<Map<string, OnTheRoad>>;
  now: () => Date;
}

/** Rows without the same trip twice, the first kept. */
function distinct(rows: (FoundTripRow | undefined)[]): FoundTripRow[] {
  const seen = new Set<string>();
  return rows.filter((row): row is FoundTripRow => {
    if (!row || seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
}

export function createFindService({ reads, timezone, fleet, statesOf, now }: FindServiceDeps) {
  return {
    /**
     * `viewer`: who asks (null signed out). A booking reference finds its trip only for the
     * booking's owner or an admin; for anyone else the text is searched as a route or bus alone
     * (a passenger's lookup reads only their own bookings, a visitor's none), so the answer says
     * nothing of whether someone else's reference exists.
     */
    async search(
      q: string | undefined,
      viewer: { userId: string; admin: boolean } | null,
    ): Promise<TrackSearchResult> {
      const userId = viewer?.userId ?? null;
      const at = now();
      const today = localDate(at, await timezone());
      const query = q?.trim() ?? '';
      const [next, rows] = await Promise.all([
        userId ? reads.nextBooked(userId, at) : undefined,
        query
          ? Promise.all([
              viewer ? reads.byReference(query, viewer) : undefined,
              reads.matching(query, today),
            ]).then(([booked, matching]) => distinct([booked, ...matching]))
          : fleet().then((buses) => reads.byIds(buses.map((bus) => bus.tripId))),
      ]);
      const states = await statesOf((next ? [next, ...rows] : rows).map(askOf));
      const trips = rows.map((row) => foundTrip(row, states.get(row.id)!));
      return {
        next: next ? foundTrip(next, states.get(next.id)!) : null,
        // With no query, the buses on the road: one that reached its last stop has left it.
        trips: query ? trips : trips.filter((trip) => trip.state !== 'ended'),
        today,
      };
    },
  };
}
export type FindService = ReturnType<typeof createFindService>;
