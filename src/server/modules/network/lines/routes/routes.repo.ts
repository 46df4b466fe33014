/** Routes with their ordered stops (1-based sequences) and path. */
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { route, routeStop, stop } from '#db/schema/network.ts';
import type { RouteQuery } from '#shared/network/network.ts';
import { escapeLike } from '../stops/stops.repo.ts';

export type RouteRow = typeof route.$inferSelect;
export type RouteValues = Pick<
  RouteRow,
  'shortName' | 'longName' | 'colour' | 'textColour' | 'active' | 'shape'
>;
export interface RouteStopRow {
  sequence: number;
  distanceM: number;
  stop: { id: string; name: string; code: string; lat: number; lng: number };
}
export type RouteListRow = RouteRow & {
  stopCount: number;
  lengthM: number;
  firstStop: string | null;
  lastStop: string | null;
  fareKind: 'per-km' | 'table' | null;
};

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(route.shortName, pattern), ilike(route.longName, pattern));
}

/** The name of the route's first (or last) stop. */
function endStop(direction: 'asc' | 'desc') {
  return sql<
    string | null
  >`(select ${stop.name} from ${routeStop} inner join ${stop} on ${stop.id} = ${routeStop.stopId}
    where ${routeStop.routeId} = ${route.id} order by ${routeStop.sequence} ${sql.raw(direction)} limit 1)`;
}

const listColumns = {
  stopCount:
    sql<number>`(select count(*) from ${routeStop} where ${routeStop.routeId} = ${route.id})`.mapWith(
      Number,
    ),
  lengthM:
    sql<number>`(select coalesce(max(${routeStop.distanceM}), 0) from ${routeStop} where ${routeStop.routeId} = ${route.id})`.mapWith(
      Number,
    ),
  firstStop: endStop('asc'),
  lastStop: endStop('desc'),
  fareKind: fare.kind,
};

export function createRoutesRepo(db: Database) {
  return {
    async list(query: RouteQuery): Promise<{ rows: RouteListRow[]; total: number }> {
      const where = matching(query.q);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ route, ...listColumns })
          .from(route)
          .leftJoin(fare, eq(fare.routeId, route.id))
          .where(where)
          .orderBy(asc(route.shortName), asc(route.longName), asc(route.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(route).where(where),
      ]);
      return {
        rows: rows.map(({ route: row, ...extra }) => ({ ...row, ...extra })),
        total: totalRow?.total ?? 0,
      };
    },

    async findById(id: string): Promise<RouteRow | undefined> {
      const [row] = await db.select().from(route).where(eq(route.id, id));
      return row;
    },

    async stopsOf(routeId: string): Promise<RouteStopRow[]> {
      return db
        .select({
          sequence: routeStop.sequence,
          distanceM: routeStop.distanceM,
          stop: { id: stop.id, name: stop.name, code: stop.code, lat: stop.lat, lng: stop.lng },
        })
        .from(routeStop)
        .innerJoin(stop, eq(stop.id, routeStop.stopId))
        .where(eq(routeStop.routeId, routeId))
        .orderBy(asc(routeStop.sequence));
    },

    async insert(values: RouteValues): Promise<RouteRow> {
      const [row] = await db.insert(route).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<RouteValues>): Promise<void> {
      // A colour chosen by hand is the route's own: an export gives it (decision 016).
      const madeUp = (flag: AnyPgColumn, column: AnyPgColumn, to?: string) =>
        to === undefined ? undefined : sql<boolean>`${flag} and ${column} = ${to}`;
      await db
        .update(route)
        .set({
          ...values,
          colourMadeUp: madeUp(route.colourMadeUp, route.colour, values.colour),
          textColourMadeUp: madeUp(route.textColourMadeUp, route.textColour, values.textColour),
        })
        .where(eq(route.id, id));
    },

    /** Writes the route's stops as sequences 1…n, replacing the ones it had. */
    async replaceStops(routeId: string, stops: { stopId: string; distanceM: number }[]) {
      await db.delete(routeStop).where(eq(routeStop.routeId, routeId));
      if (stops.length === 0) return;
      await db.insert(routeStop).values(
        stops.map((s, i) => ({
          routeId,
          sequence: i + 1,
          stopId: s.stopId,
          distanceM: s.distanceM,
        })),
      );
    },

    /** Routes that stop at a stop. */
    async idsThrough(stopId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: routeStop.routeId })
        .from(routeStop)
        .where(eq(routeStop.stopId, stopId));
      return rows.map((r) => r.id);
    },
  };
}
export type RoutesRepo = ReturnType<typeof createRoutesRepo>;
