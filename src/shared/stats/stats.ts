/** The admin dashboard: counts at a glance, and the latest admin actions from the audit log. */
import { z } from 'zod';

export const STAT_BUS_STATUSES = ['active', 'maintenance', 'retired'] as const;
export const STAT_TRIP_STATUSES = [
  'scheduled',
  'boarding',
  'en-route',
  'completed',
  'cancelled',
] as const;
export type StatTripStatus = (typeof STAT_TRIP_STATUSES)[number];

const Count = z.number().int().min(0);
const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, Count])) as Record<T[number], typeof Count>);

export const AdminStats = z.object({
  /** Today's date in the operator's time zone, and that zone. */
  today: z.iso.date(),
  timezone: z.string(),
  buses: z.object({ total: Count, byStatus: countsOf(STAT_BUS_STATUSES) }),
  routes: z.object({ total: Count, active: Count }),
  stops: z.object({ total: Count }),
  tripsToday: z.object({ total: Count, byStatus: countsOf(STAT_TRIP_STATUSES) }),
  /** Distinct conductors of today's trips that are not cancelled. */
  conductorsOnDuty: Count,
});
export type AdminStats = z.infer<typeof AdminStats>;

export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntryView = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** null for the system itself (demo data, jobs); name null when the account is gone. */
  actor: z
    .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  /** e.g. "stop.create", "route.update", "user.set-role". */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What the entry is about, in words: a stop's name, a route's short name, a user's email… */
  label: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;
export const AuditList = z.object({ entries: z.array(AuditEntryView) });
export type AuditList = z.infer<typeof AuditList>;

const Minor = z.number().int();

/** One operator-zone day of takings: succeeded payments less what was refunded of them. */
export const RevenueDay = z.object({ date: z.iso.date(), amountMinor: Minor });
export type RevenueDay = z.infer<typeof RevenueDay>;

/** A trip of the coming days and how full it is. */
export const OccupancyTrip = z.object({
  tripId: z.guid(),
  route: z.object({ shortName: z.string(), longName: z.string() }),
  headsign: z.string().nullable(),
  serviceDate: z.iso.date(),
  departure: z.iso.datetime(),
  sold: Count,
  total: Count,
});
export type OccupancyTrip = z.infer<typeof OccupancyTrip>;

/** GET /api/admin/stats/bookings: the business at a glance, "today" and days in the operator's zone. */
export const BookingStats = z.object({
  today: z.iso.date(),
  timezone: z.string(),
  currency: z.string().length(3),
  /** Bookings confirmed that were made today, and the seats they hold. */
  bookingsToday: Count,
  seatsSoldToday: Count,
  /** The last 7 days, oldest first, today last; every day present (0 when nothing was paid). */
  revenue: z.array(RevenueDay),
  /**
   * Trips not cancelled from today to 6 days on that have a bus and have not left yet: sold seats
   * over seats.
   */
  occupancy: z.object({
    sold: Count,
    total: Count,
    /** Whole percent, null when no upcoming trip has seats. */
    percent: z.number().int().min(0).max(100).nullable(),
    fullest: z.array(OccupancyTrip),
  }),
});
export type BookingStats = z.infer<typeof BookingStats>;
