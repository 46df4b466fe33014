/**
 * What a schedule or a trip may point at, for the admin pickers and for checking input: routes
 * with their stops, buses and conductors (accounts with the conductor role that are not
 * disabled). Read-only: buses and accounts change through the fleet and accounts modules.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { bus } from '#db/schema/fleet.ts';
import { serviceCalendar } from '#db/schema/gtfs.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import type { OptionRoute } from '#shared/timetable/timetable-admin.ts';

const isConductor = and(eq(user.role, 'conductor'), eq(user.banned, false));

export function createOptionsRepo(db: Database) {
  return {
    async routes(): Promise<OptionRoute[]> {
      const routes = await db
        .select({
          id: route.id,
          shortName: route.shortName,
          longName: route.longName,
          colour: route.colour,
          textColour: route.textColour,
          active: route.active,
        })
        .from(route)
        .orderBy(asc(route.shortName), asc(route.longName));
      if (routes.length === 0) return [];
      const stops = await db
        .select({
          routeId: routeStop.routeId,
          stopId: routeStop.stopId,
          name: stop.name,
          distanceM: routeStop.distanceM,
        })
        .from(routeStop)
        .innerJoin(stop, eq(stop.id, routeStop.stopId))
        .where(
          inArray(
            routeStop.routeId,
            routes.map((r) => r.id),
          ),
        )
        .orderBy(asc(routeStop.routeId), asc(routeStop.sequence));
      const byRoute = new Map<string, OptionRoute['stops']>();
      for (const { routeId, ...s } of stops) {
        const list = byRoute.get(routeId);
        if (list) list.push(s);
        else byRoute.set(routeId, [s]);
      }
      return routes.map((r) => ({ ...r, stops: byRoute.get(r.id) ?? [] }));
    },

    buses() {
      return db
        .select({ id: bus.id, registration: bus.registration, name: bus.name, status: bus.status })
        .from(bus)
        .orderBy(asc(bus.registration));
    },

    conductors() {
      return db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(isConductor)
        .orderBy(asc(user.name), asc(user.email));
    },

    async routeExists(id: string): Promise<boolean> {
      return (await db.$count(route, eq(route.id, id))) > 0;
    },

    /** With `lock`, its row is locked for share until the transaction ends. */
    async bus(id: string, lock = false) {
      const query = db
        .select({
          id: bus.id,
          status: bus.status,
          layoutId: bus.layoutId,
          registration: bus.registration,
        })
        .from(bus)
        .where(eq(bus.id, id));
      const [row] = await (lock ? query.for('share') : query);
      return row;
    },

    async isConductor(userId: string): Promise<boolean> {
      return (await db.$count(user, and(eq(user.id, userId), isConductor))) > 0;
    },

    async calendarExists(id: string): Promise<boolean> {
      return (await db.$count(serviceCalendar, eq(serviceCalendar.id, id))) > 0;
    },
  };
}
export type OptionsRepo = ReturnType<typeof createOptionsRepo>;
