/** The last import stages: route stop lists and paths, and retiring what the feed dropped. */
import type { LineString } from '#db/schema/network.ts';
import { routeGeometry, shapeKindOf } from '../../network/lines/geometry/routes.geometry.ts';
import { PROGRESS, type ImportState } from './import-state.ts';

/**
 * Each route gets the stops of its longest trip and that trip's shape as its path (straight lines
 * through the stops when it has none). Distances are measured along the path, as for a route
 * edited by hand, so a per-km fare charges the way the bus goes. A route with no such trip has no
 * stops: nothing can be sold on it, so it is imported inactive and the report says so.
 */
export async function writeRouteStops(state: ImportState) {
  const stopless = stoplessRoutes(state);
  if (!state.writing) return;
  await state.repo.deactivateRoutes(stopless);
  const span = [PROGRESS.schedules, PROGRESS.routeStops] as const;
  const patterns = [...state.patterns.entries()];
  for (const [done, [routeId, pattern]] of patterns.entries()) {
    await state.step('finishing', span, done, patterns.length);
    const positions = pattern.stops.map((index) => state.stopPositions[index]!);
    const coordinates = pattern.shapeId
      ? await state.repo.shapeCoordinates(pattern.shapeId)
      : undefined;
    const drawn: LineString | null = coordinates ? { type: 'LineString', coordinates } : null;
    const { shape, distancesM } = routeGeometry(positions, {
      shape: drawn,
      kind: shapeKindOf(drawn, positions),
      keep: true,
    });
    const rows = pattern.stops.map((index, i) => ({
      routeId,
      sequence: i + 1,
      stopId: state.stopIds[index]!,
      distanceM: distancesM[i]!,
    }));
    await state.repo.replaceRouteStops(routeId, rows, shape);
  }
}

/** The routes (our ids) no trip with stop times runs, each reported. */
function stoplessRoutes(state: ImportState): string[] {
  const report = state.report.forFile('routes.txt');
  const served = new Set([...state.patterns.entries()].map(([routeId]) => routeId));
  const stopless = [...state.routes].filter(([, id]) => !served.has(id));
  for (const [gtfsId] of stopless) {
    const { line, name } = state.routeLines.get(gtfsId) ?? { line: null, name: gtfsId };
    report.warning(
      line,
      `route ${name} has no trip with stop times, so no stops: it is imported inactive`,
    );
  }
  state.counts.inactiveRoutes = stopless.length;
  return stopless.map(([, id]) => id);
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
