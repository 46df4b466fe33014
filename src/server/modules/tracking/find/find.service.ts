/**
 * Finding a bus to follow: today's trips by route, trip id, bus or booking reference, each with
 * what its screen would say; a signed-in passenger's next booked trip offered first. With no
 * query, the buses on the road now.
 */
import type { TrackSearchResult } from '#shared/tracking/find.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import type { FindReadModel, FoundTripRow } from './find.read-model.ts';
import { foundTrip, type OnTheRoad } from './found-trip.ts';

export interface FindServiceDeps {
  reads: FindReadModel;
  timezone: () => Promise<string>;
  /** Every bus with a fix from the last ten minutes (the tracking service's fleet). */
  fleet: () => Promise<BusPosition[]>;
  /**
   * A trip's own live state: the fleet says only live or stale, while a bus that reached its last
   * stop has ended.
   */
  liveState: (tripId: string) => Promise<OnTheRoad>;
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

export function createFindService({ reads, timezone, fleet, liveState, now }: FindServiceDeps) {
  /** The live state of those of `rows` whose bus has a recent fix. */
  async function statesOf(rows: FoundTripRow[], buses: ReadonlyMap<string, BusPosition>) {
    const onTheRoad = rows.flatMap((row) => buses.get(row.id) ?? []);
    const states = await Promise.all(
      onTheRoad.map((bus) =>
        liveState(bus.tripId).then(
          (state): [string, OnTheRoad] => [bus.tripId, state],
          // Gone since it was found (a trip deleted): as the fleet had it.
          (): [string, OnTheRoad] => [bus.tripId, bus],
        ),
      ),
    );
    return new Map(states);
  }

  return {
    async search(q: string | undefined, userId: string | null): Promise<TrackSearchResult> {
      const at = now();
      const today = localDate(at, await timezone());
      const buses = new Map((await fleet()).map((bus) => [bus.tripId, bus]));
      const query = q?.trim() ?? '';
      const [next, rows] = await Promise.all([
        userId ? reads.nextBooked(userId, at) : undefined,
        query
          ? Promise.all([reads.byReference(query), reads.matching(query, today)]).then(
              ([booked, matching]) => distinct([booked, ...matching]),
            )
          : reads.byIds([...buses.keys()]),
      ]);
      const states = await statesOf(next ? [next, ...rows] : rows, buses);
      const trips = rows.map((row) => foundTrip(row, states.get(row.id), at));
      return {
        next: next ? foundTrip(next, states.get(next.id), at) : null,
        // With no query, the buses on the road: one that reached its last stop has left it.
        trips: query ? trips : trips.filter((trip) => trip.state !== 'ended'),
        today,
      };
    },
  };
}
export type FindService = ReturnType<typeof createFindService>;
