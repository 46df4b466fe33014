/** Every row of the demo data set, in insertion order, for a window of service dates. */
import { demoId } from './demo-id.ts';
import {
  busRows,
  demoRoutes,
  fareRows,
  layoutRows,
  routeRows,
  routeStopRows,
  scheduleRows,
  stopRows,
} from './network-rows.ts';
import { rollOutTrips } from '#server/modules/timetable/trip-rows.ts';
import { addDays } from '#shared/core/zoned-time.ts';

export interface DemoDataOptions {
  /** The first service date, 'YYYY-MM-DD' in the operator's zone. */
  firstDate: string;
  days: number;
  timezone: string;
  currency: string;
}

export function buildDemoData(options: DemoDataOptions) {
  const routes = demoRoutes();
  const routeStops = routeStopRows(routes);
  const schedules = scheduleRows(routes, options.firstDate);
  const stopIdsOf = (routeId: string) =>
    routeStops.filter((rs) => rs.routeId === routeId).map((rs) => rs.stopId);
  const serviceDates = Array.from({ length: options.days }, (_, i) =>
    addDays(options.firstDate, i),
  );
  const trips = rollOutTrips(
    schedules.map((s) => ({
      id: s.id!,
      routeId: s.routeId,
      busId: s.busId ?? null,
      daysOfWeek: s.daysOfWeek,
      departureTime: s.departureTime,
      stopOffsets: s.stopOffsets,
      stopIds: stopIdsOf(s.routeId),
      headsign: s.headsign ?? null,
    })),
    serviceDates,
    options.timezone,
    (scheduleId, serviceDate) => demoId('trip', scheduleId, serviceDate),
  );
  return {
    layouts: layoutRows(),
    buses: busRows(),
    stops: stopRows(),
    routes: routeRows(routes),
    routeStops,
    fares: fareRows(routes, options.currency),
    schedules,
    trips,
  };
}
