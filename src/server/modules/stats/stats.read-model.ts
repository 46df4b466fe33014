/**
 * The dashboard's read model (decision 010): the one place where stats reads other modules'
 * tables, read-only, for counts and the audit list. Each module still owns and writes its tables;
 * a change to one of them must keep these reads right (stats.service.test.ts fails first).
 *
 * Tables read (module that owns it: columns — why):
 * - bus (fleet): status — buses by status;
 * - route, stop (network): route.active, row counts — routes, how many run, stops;
 * - trip (network): service_date, status, conductor_user_id — today's trips, conductors on duty;
 * - audit_log (system): every column, before/after for the label — the latest admin actions;
 * - user (accounts): name, email — who did each action.
 */
import { and, count, countDistinct, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { bus } from '#db/schema/fleet.ts';
import { route, stop, trip } from '#db/schema/network.ts';
import { auditLog } from '#db/schema/system.ts';

/** Words for what an entry is about, from its after (or before) state. */
const subject = sql`coalesce(${auditLog.after}, ${auditLog.before})`;
const label = sql<string | null>`coalesce(
  ${subject}->>'registration',
  case when (${subject}->>'shortName') is not null
    then concat_ws(' ', nullif(${subject}->>'shortName', ''), nullif(${subject}->>'longName', '')) end,
  ${subject}->>'name',
  ${subject}->>'email',
  ${subject}->>'route',
  ${subject}->>'fileName')`;

export function createStatsReadModel(db: Database) {
  return {
    async busesByStatus(): Promise<{ status: string; n: number }[]> {
      return db.select({ status: bus.status, n: count() }).from(bus).groupBy(bus.status);
    },

    async routeCounts(): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${route.active})`.mapWith(Number),
        })
        .from(route);
      return row ?? { total: 0, active: 0 };
    },

    stopCount: (): Promise<number> => db.$count(stop),

    async tripsOn(serviceDate: string): Promise<{ status: string; n: number }[]> {
      return db
        .select({ status: trip.status, n: count() })
        .from(trip)
        .where(eq(trip.serviceDate, serviceDate))
        .groupBy(trip.status);
    },

    async conductorsOn(serviceDate: string): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(trip.conductorUserId) })
        .from(trip)
        .where(
          and(
            eq(trip.serviceDate, serviceDate),
            isNotNull(trip.conductorUserId),
            ne(trip.status, 'cancelled'),
          ),
        );
      return row?.n ?? 0;
    },

    async latestAudit(limit: number) {
      return db
        .select({
          id: auditLog.id,
          at: auditLog.createdAt,
          actorId: auditLog.actorId,
          actorName: user.name,
          actorEmail: user.email,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          label,
        })
        .from(auditLog)
        .leftJoin(user, eq(user.id, auditLog.actorId))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}
export type StatsReadModel = ReturnType<typeof createStatsReadModel>;
