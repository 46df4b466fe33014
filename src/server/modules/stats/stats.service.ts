/** The admin dashboard: "today" is the operator's (operatorTimezone), as for every service date. */
import { addDays, localDate, zonedDateTime } from '#shared/core/zoned-time.ts';
import {
  STAT_BUS_STATUSES,
  STAT_TRIP_STATUSES,
  type AdminStats,
  type StatTripStatus,
  type AuditEntryView,
  type BookingStats,
} from '#shared/stats/stats.ts';
import type { TrackingState } from '#shared/tracking/tracking.ts';
import { onTheRoad, timetableState } from '#shared/tracking/trip-state.ts';
import type { TripAsk } from '#server/modules/tracking/tracking.ts';
import { auditLabel } from './audit-label.ts';
import type { DayTripRow, OccupancyRow, StatsReadModel } from './stats.read-model.ts';

export interface StatsServiceDeps {
  reads: StatsReadModel;
  operatorTimezone: () => Promise<string>;
  operatorCurrency: () => Promise<string>;
  now?: () => Date;
  /**
   * Each trip's tracking state as its page says it (the tracking service's `statesOf`, decision
   * 029); without it, the state its status and timetable alone give.
   */
  statesOf?: (trips: readonly TripAsk[]) => Promise<Map<string, { state: TrackingState }>>;
}

/** The dashboard's word for a trip: what its tracking state says, boarding as the conductor said. */
export function statusOf(status: string, state: TrackingState): StatTripStatus {
  if (state === 'cancelled') return 'cancelled';
  if (state === 'ended') return 'completed';
  if (onTheRoad(state)) return 'en-route';
  return status === 'boarding' ? 'boarding' : 'scheduled';
}

async function tripCounts(rows: DayTripRow[], statesOf: NonNullable<StatsServiceDeps['statesOf']>) {
  const asked = rows.map((row) => ({
    id: row.id,
    status: row.status,
    lastArrivalMs: row.arrival === null ? null : new Date(row.arrival).getTime(),
  }));
  const states = await statesOf(asked);
  const counts = new Map<string, number>();
  for (const trip of asked) {
    const status = statusOf(trip.status, states.get(trip.id)!.state);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return tally(
    STAT_TRIP_STATUSES,
    [...counts].map(([status, n]) => ({ status, n })),
  );
}

/** Every status with its count, zero for those not seen. */
function tally<K extends string>(keys: readonly K[], rows: { status: string; n: number }[]) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as K] = Number(row.n);
  const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return { total, byStatus: counts };
}

export const REVENUE_DAYS = 7;
export const OCCUPANCY_DAYS = 7;
export const FULLEST_TRIPS = 5;

const startOf = (date: string, zone: string) => zonedDateTime(date, 0, zone);

/** Whole percent of sold over total, null when there are no seats. */
export function percentOf(sold: number, total: number): number | null {
  return total > 0 ? Math.round((sold / total) * 100) : null;
}

function occupancyOf(rows: OccupancyRow[]): BookingStats['occupancy'] {
  const [first] = rows;
  const [sold, total] = first ? [first.all_sold, first.all_total] : [0, 0];
  return {
    sold,
    total,
    percent: percentOf(sold, total),
    fullest: rows
      .filter((row) => row.departure !== null)
      .map((row) => ({
        tripId: row.trip_id,
        route: { shortName: row.short_name, longName: row.long_name },
        headsign: row.headsign,
        serviceDate: row.service_date,
        departure: new Date(row.departure!).toISOString(),
        sold: row.sold,
        total: row.total,
      })),
  };
}

export function createStatsService({
  reads,
  operatorTimezone,
  operatorCurrency,
  now = () => new Date(),
  statesOf = async (trips) =>
    new Map(trips.map((t) => [t.id, { state: timetableState(t, now().getTime()) }])),
}: StatsServiceDeps) {
  return {
    async stats(): Promise<AdminStats> {
      const timezone = await operatorTimezone();
      const today = localDate(now(), timezone);
      const [buses, routes, stops, tripsToday, conductorsOnDuty] = await Promise.all([
        reads.busesByStatus(),
        reads.routeCounts(),
        reads.stopCount(),
        reads.tripsOn(today).then((rows) => tripCounts(rows, statesOf)),
        reads.conductorsOn(today),
      ]);
      return {
        today,
        timezone,
        buses: tally(STAT_BUS_STATUSES, buses),
        routes,
        stops: { total: stops },
        tripsToday,
        conductorsOnDuty,
      };
    },

    /** Bookings and seats sold today, the last 7 days' takings, and how full the coming week is. */
    async bookings(): Promise<BookingStats> {
      const [timezone, currency] = await Promise.all([operatorTimezone(), operatorCurrency()]);
      const at = now();
      const today = localDate(at, timezone);
      const tomorrow = startOf(addDays(today, 1), timezone);
      const firstDay = addDays(today, 1 - REVENUE_DAYS);
      const [made, takings, occupancy] = await Promise.all([
        reads.bookingsMade(startOf(today, timezone), tomorrow),
        reads.takingsByDay(startOf(firstDay, timezone), tomorrow, timezone, currency),
        reads.occupancy(today, addDays(today, OCCUPANCY_DAYS - 1), at, FULLEST_TRIPS),
      ]);
      const byDate = new Map(takings.map((row) => [row.date, Number(row.amount_minor)]));
      return {
        today,
        timezone,
        currency,
        bookingsToday: made.bookings,
        seatsSoldToday: made.seats,
        revenue: Array.from({ length: REVENUE_DAYS }, (_, i) => addDays(firstDay, i)).map(
          (date) => ({ date, amountMinor: byDate.get(date) ?? 0 }),
        ),
        occupancy: occupancyOf(occupancy),
      };
    },

    async audit(limit: number): Promise<AuditEntryView[]> {
      const [rows, zone] = await Promise.all([reads.latestAudit(limit), operatorTimezone()]);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        label: auditLabel(row, zone),
      }));
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
