/** The admin dashboard: "today" is the operator's (operatorTimezone), as for every service date. */
import { localDate } from '#shared/zoned-time.ts';
import {
  STAT_BUS_STATUSES,
  STAT_TRIP_STATUSES,
  type AdminStats,
  type AuditEntryView,
} from '#shared/stats.ts';
import type { StatsReadModel } from './stats.read-model.ts';

export interface StatsServiceDeps {
  reads: StatsReadModel;
  operatorTimezone: () => Promise<string>;
  now?: () => Date;
}

/** Every status with its count, zero for those not seen. */
function tally<K extends string>(keys: readonly K[], rows: { status: string; n: number }[]) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as K] = Number(row.n);
  const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return { total, byStatus: counts };
}

export function createStatsService({
  reads,
  operatorTimezone,
  now = () => new Date(),
}: StatsServiceDeps) {
  return {
    async stats(): Promise<AdminStats> {
      const timezone = await operatorTimezone();
      const today = localDate(now(), timezone);
      const [buses, routes, stops, trips, conductorsOnDuty] = await Promise.all([
        reads.busesByStatus(),
        reads.routeCounts(),
        reads.stopCount(),
        reads.tripsOn(today),
        reads.conductorsOn(today),
      ]);
      return {
        today,
        timezone,
        buses: tally(STAT_BUS_STATUSES, buses),
        routes,
        stops: { total: stops },
        tripsToday: tally(STAT_TRIP_STATUSES, trips),
        conductorsOnDuty,
      };
    },

    async audit(limit: number): Promise<AuditEntryView[]> {
      const rows = await reads.latestAudit(limit);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        label: row.label,
      }));
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
