/**
 * A conductor's duties in the timetable: the dated trips and schedules naming them. Taking a
 * disabled conductor off them leaves the conductor empty, so another is assigned; a schedule's
 * trips that inherited the conductor take the next one given to the schedule.
 */
import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';

/** Trips that have not left yet. A trip under way or done keeps who ran it. */
const NOT_LEFT: TripStatus[] = ['scheduled', 'boarding'];

export interface ReleasedDuties {
  trips: string[];
  schedules: string[];
}

export function createConductorDutiesRepo(db: Database) {
  return {
    /**
     * Takes the conductor off the trips of `today` or later that have not left (cancelled ones
     * are left as they are) and off the schedules valid today or later; returns their ids.
     */
    async release(userId: string, today: string): Promise<ReleasedDuties> {
      const trips = await db
        .update(trip)
        .set({ conductorUserId: null })
        .where(
          and(
            eq(trip.conductorUserId, userId),
            gte(trip.serviceDate, today),
            inArray(trip.status, NOT_LEFT),
          ),
        )
        .returning({ id: trip.id });
      const schedules = await db
        .update(schedule)
        .set({ conductorUserId: null })
        .where(
          and(
            eq(schedule.conductorUserId, userId),
            or(isNull(schedule.validTo), gte(schedule.validTo, today)),
          ),
        )
        .returning({ id: schedule.id });
      return { trips: trips.map((t) => t.id), schedules: schedules.map((s) => s.id) };
    },
  };
}
export type ConductorDutiesRepo = ReturnType<typeof createConductorDutiesRepo>;
