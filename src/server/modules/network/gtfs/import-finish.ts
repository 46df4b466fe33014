/** The last import stages: route stop lists and paths, fares, and retiring what the feed dropped. */
import type { LineString } from '#db/schema/network.ts';
import { haversineM } from '#db/seed/shape.ts';
import type { ImportState } from './import-state.ts';
import {
  FARE_COLUMNS,
  FARE_REQUIRED,
  FARE_RULE_COLUMNS,
  FARE_RULE_REQUIRED,
  faresByRoute,
  mapFare,
  mapFareRule,
  type FareInput,
} from './map-fares.ts';

/** Each route gets the stops of its longest trip, with distances, and that trip's shape as its path. */
export async function writeRouteStops(state: ImportState) {
  if (!state.writing) return;
  for (const [routeId, pattern] of state.patterns.entries()) {
    const positions = pattern.stops.map((index) => state.stopPositions[index]!);
    let along = 0;
    const rows = pattern.stops.map((index, i) => {
      if (i > 0) along += haversineM(positions[i - 1]!, positions[i]!);
      return {
        routeId,
        sequence: i + 1,
        stopId: state.stopIds[index]!,
        distanceM: Math.round(along),
      };
    });
    const coordinates = pattern.shapeId
      ? await state.repo.shapeCoordinates(pattern.shapeId)
      : undefined;
    const path: LineString = {
      type: 'LineString',
      coordinates: coordinates ?? positions.map((p) => [p.lng, p.lat]),
    };
    await state.repo.replaceRouteStops(routeId, rows, path);
  }
}

export async function importFares(state: ImportState) {
  const fares = new Map<string, FareInput>();
  await state.read(
    'fares',
    'fare_attributes.txt',
    { columns: FARE_COLUMNS, required: FARE_REQUIRED },
    (records, c, report) => {
      for (const record of records) {
        const fare = mapFare(record, c, report);
        if (fare && fares.has(fare.gtfsId))
          report.error(record.line, `fare_id ${fare.gtfsId} appears twice`);
        if (fare) fares.set(fare.gtfsId, fare);
      }
    },
  );
  const rules: { fareId: string; routeId: string }[] = [];
  const refs = { fares: new Set(fares.keys()), routes: new Set(state.routes.keys()) };
  const spec = { columns: FARE_RULE_COLUMNS, required: FARE_RULE_REQUIRED };
  await state.read('fares', 'fare_rules.txt', spec, (records, c, report) => {
    for (const record of records) {
      const rule = mapFareRule(record, c, report, refs);
      if (rule) rules.push(rule);
    }
  });
  const byRoute = faresByRoute(
    fares,
    rules,
    state.routes.keys(),
    state.report.forFile('fare_rules.txt'),
  );
  state.counts.fares = byRoute.size;
  if (!state.writing) return;
  await state.repo.upsertFares(
    [...byRoute].map(([routeGtfsId, f]) => ({
      routeId: state.routes.get(routeGtfsId)!,
      kind: 'per-km' as const,
      baseMinor: f.amountMinor,
      perKmMinor: 0,
      currency: f.currency,
      table: null,
      gtfsId: f.gtfsId,
    })),
  );
}

/** Schedules and routes of an earlier import that this feed no longer has stop running. */
export async function retireDropped(state: ImportState) {
  const schedules = [...state.existing.schedules]
    .filter(([gtfsId, s]) => s.active && !state.scheduleGtfsIds.has(gtfsId))
    .map(([, s]) => s.id);
  const routes = [...state.existing.routes]
    .filter(([gtfsId, r]) => r.active && !state.routes.has(gtfsId))
    .map(([, r]) => r.id);
  state.counts.deactivatedSchedules = schedules.length;
  await state.repo.deactivateSchedules(schedules);
  await state.repo.deactivateRoutes(routes);
}
