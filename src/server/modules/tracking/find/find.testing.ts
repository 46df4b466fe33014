/**
 * The finding and replay routes on the demo network, under test: one passenger's paid booking on
 * the first MUC → AGB trip tomorrow, "now" a minute before it leaves, the fleet and the viewer
 * set by the test.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseKind } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { TrackSearchResult } from '#shared/tracking/find.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import { timetableState } from '#shared/tracking/trip-state.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { openBookingApp, PASSENGER, ZONE, type BookingApp } from '../../booking/booking.testing.ts';
import { createTrackingLimits, type TrackingLimitSettings } from '../tracking-limits.ts';
import type { OnTheRoad } from '../tracking.ts';
import { registerFindTrips } from './find-trips.ts';

export const PREFIX = '/under-test';
export const ADMIN: RequestUser = {
  id: 'admin-1',
  email: 'a@example.com',
  name: 'Ad',
  role: 'admin',
};
export const OTHER: RequestUser = {
  id: 'passenger-2',
  email: 'bo@example.com',
  name: 'Bo',
  role: 'passenger',
};
/** Limits no test of other rules reaches. */
export const ROOMY: TrackingLimitSettings = {
  fixesPerTripPerMinute: 1000,
  positionRequestsPerAccountPerMinute: 1000,
  positionRequestsPerAddressPerMinute: 1000,
  systemFixesPerTripPerMinute: 1000,
  searchesPerAddressPerMinute: 1000,
  searchesPerAccountPerMinute: 1000,
  replaysPerAccountPerHour: 1000,
};

export interface FindApp {
  a: BookingApp;
  t: TestApp;
  tripId: string;
  reference: string;
  now: Date;
  /** The buses the tracking service would say are on the road. */
  fleet: BusPosition[];
  /** Trips whose bus reached its last stop. */
  arrived: Set<string>;
  /** Who asks; null: signed out. */
  viewer: RequestUser | null;
  search(q?: string): Promise<TrackSearchResult>;
  history(tripId: string, as?: RequestUser | null): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openFindApp(
  kind: DatabaseKind,
  settings: TrackingLimitSettings = ROOMY,
): Promise<FindApp> {
  const a = await openBookingApp(kind);
  const trip = await a.firstTrip('MUC', 'AGB');
  const seat = trip.map.seats.find((s) => s.state === 'available')!.label;
  const booking = await a.book(await a.hold(trip.tripId, trip.from, trip.to, [seat]));
  await a.pay(booking.id, `find-${booking.id}`);
  const [first] = await queryRows<{ departure: string | Date }>(
    a.t.database.db,
    sql`select min(departure) as departure from trip_time where trip_id = ${trip.tripId}`,
  );
  const f = {
    a,
    tripId: trip.tripId,
    reference: booking.reference as string,
    // "Now" is a minute before the booked trip leaves: its day is today.
    now: new Date(new Date(first!.departure).getTime() - 60_000),
    fleet: [] as BusPosition[],
    arrived: new Set<string>(),
    viewer: PASSENGER as RequestUser | null,
  } as FindApp;
  f.t = await createTestApp({
    database: a.t.database,
    env: { OPERATOR_TIMEZONE: ZONE },
    register: (app) =>
      void app.register(
        (child) =>
          registerFindTrips(child, {
            db: a.t.database.db,
            timezone: async () => ZONE,
            tracking: {
              fleet: async () => f.fleet,
              // What the trips' own states say: ended for a bus that reached its last stop
              // (the fleet leaves it out); a trip with no bus, its timetable's.
              statesOf: async (trips) =>
                new Map(
                  trips.map((trip) => {
                    const b = f.fleet.find((bus) => bus.tripId === trip.id);
                    const state: OnTheRoad = !b
                      ? { state: timetableState(trip, f.now.getTime()), delaySeconds: null }
                      : f.arrived.has(b.tripId)
                        ? { state: 'ended', delaySeconds: null }
                        : { state: b.state, delaySeconds: b.delaySeconds };
                    return [trip.id, state];
                  }),
                ),
            },
            limits: createTrackingLimits(createRateLimits(a.t.database.db), settings),
            now: () => f.now,
          }),
        { prefix: PREFIX },
      ),
  });
  f.t.app.resolveUser = async () => f.viewer;
  f.search = async (q) => {
    const url = `${PREFIX}/api/live/search${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
    const res = await f.t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrackSearchResult;
  };
  f.history = async (tripId, as = f.viewer) => {
    const before = f.viewer;
    f.viewer = as;
    try {
      return await f.t.app.inject({ url: `${PREFIX}/api/live/trips/${tripId}/history` });
    } finally {
      f.viewer = before;
    }
  };
  f.close = async () => {
    await f.t.app.close();
    await a.t.close();
  };
  return f;
}
