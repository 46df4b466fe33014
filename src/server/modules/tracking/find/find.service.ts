/**
 * Finding a bus to follow: today's trips by route, trip id, bus or booking reference, each with
 * what its screen would say; a signed-in passenger's next booked trip offered first. With no
 * query, the buses on the road now.
 */
import type { TrackSearchResult, TrackTrip } from '#shared/tracking/find.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import type { FindReadModel, FoundTripRow } from './find.read-model.ts';
import { foundTrip } from './found-trip.ts';

export interface FindServiceDeps {
  reads: FindReadModel;
  timezone: () => Promise<string>;
  /** Every bus with a recent fix (the tracking service's fleet). */
  fleet: () => Promise<BusPosition[]>;
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

export function createFindService({ reads, timezone, fleet, now }: FindServiceDeps) {
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
      const show = (row: FoundTripRow): TrackTrip => foundTrip(row, buses.get(row.id), at);
      return { next: next ? show(next) : null, trips: rows.map(show), today };
    },
  };
}
export type FindService = ReturnType<typeof createFindService>;
