/**
 * Routes: names, colour, the active flag and the ordered stops with their distances along the
 * path (routes.geometry.ts). A save writes the route, its stops, a fare table moved along with its
 * stops, and the audit entry in one transaction.
 */
import type { RouteDetail, RouteInput, RouteList, RouteQuery } from '#shared/network/network.ts';
import { remapFareTable } from '#shared/network/fares.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { toFare } from '../fares/fares.service.ts';
import { routeGeometry, shapeKindOf } from '../geometry/routes.geometry.ts';
import type { RouteRow } from './routes.repo.ts';
import type { NetworkScope, NetworkStore } from '../network.store.ts';
import { loadRoute, readableTextColour, routeDetail, snapshot, toSummary } from './routes.view.ts';
import type { StopRow } from '../stops/stops.repo.ts';

/** The stops in the order given; an id that names no stop is a field error. */
async function orderedStops(scope: NetworkScope, ids: string[]): Promise<StopRow[]> {
  const found = new Map((await scope.stops.findByIds([...new Set(ids)])).map((s) => [s.id, s]));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    const message = `Stop ${missing + 1} of the list no longer exists. Remove it and choose another.`;
    throw new InvalidArgumentError(message, { fields: [{ field: 'stopIds', message }] });
  }
  // A station groups platforms; buses call at a platform, so a route never names a station.
  const station = ids.findIndex((id) => found.get(id)!.locationType === 1);
  if (station >= 0) {
    const message = `Stop ${station + 1} of the list, ${found.get(ids[station]!)!.name}, is a station. Choose one of its platforms.`;
    throw new InvalidArgumentError(message, { fields: [{ field: 'stopIds', message }] });
  }
  return ids.map((id) => found.get(id)!);
}

/** A fare table follows its stops when the route's stops change. */
async function moveFareTable(
  scope: NetworkScope,
  actor: RequestUser,
  route: RouteRow,
  before: string[],
  after: string[],
) {
  const fare = await scope.fares.find(route.id);
  if (!fare?.table || before.join() === after.join()) return;
  const table = remapFareTable(before, after, fare.table);
  await scope.fares.setTable(route.id, table);
  const name = [route.shortName, route.longName].filter(Boolean).join(' ');
  await scope.audit.record({
    actorId: actor.id,
    action: 'fare.update',
    entity: 'fare',
    entityId: route.id,
    before: { route: name, ...toFare(fare) },
    after: { route: name, ...toFare({ ...fare, table }) },
  });
}

export function createRoutesService({ store }: { store: NetworkStore }) {
  return {
    async list(query: RouteQuery): Promise<RouteList> {
      const { rows, total } = await store.read.routes.list(query);
      return { routes: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    get: (id: string): Promise<RouteDetail> => routeDetail(store.read, id),

    create(actor: RequestUser, input: RouteInput): Promise<RouteDetail> {
      return store.write(async (scope) => {
        const stops = await orderedStops(scope, input.stopIds);
        const { shape, distancesM } = routeGeometry(stops, {
          shape: null,
          kind: 'straight',
          keep: false,
        });
        const { shortName, longName, colour, active } = input;
        const row = await scope.routes.insert({
          shortName,
          longName,
          colour,
          active,
          shape,
          textColour: readableTextColour(colour),
        });
        await scope.routes.replaceStops(
          row.id,
          stops.map((s, i) => ({ stopId: s.id, distanceM: distancesM[i]! })),
        );
        const after = await loadRoute(scope, row.id);
        await scope.audit.record({
          actorId: actor.id,
          action: 'route.create',
          entity: 'route',
          entityId: row.id,
          after: snapshot(after.row, after.stops),
        });
        return routeDetail(scope, row.id);
      });
    },

    update(actor: RequestUser, id: string, input: RouteInput): Promise<RouteDetail> {
      return store.write(async (scope) => {
        const before = await loadRoute(scope, id);
        const stops = await orderedStops(scope, input.stopIds);
        const kind = shapeKindOf(
          before.row.shape,
          before.stops.map((s) => s.stop),
        );
        const { shape, distancesM } = routeGeometry(stops, {
          shape: before.row.shape,
          kind,
          keep: input.keepShape,
        });
        const { shortName, longName, colour, active } = input;
        const textColour =
          colour === before.row.colour ? before.row.textColour : readableTextColour(colour);
        await scope.routes.update(id, { shortName, longName, colour, textColour, active, shape });
        await scope.routes.replaceStops(
          id,
          stops.map((s, i) => ({ stopId: s.id, distanceM: distancesM[i]! })),
        );
        await moveFareTable(
          scope,
          actor,
          before.row,
          before.stops.map((s) => s.stop.id),
          input.stopIds,
        );
        const after = await loadRoute(scope, id);
        await scope.audit.record({
          actorId: actor.id,
          action: 'route.update',
          entity: 'route',
          entityId: id,
          before: snapshot(before.row, before.stops),
          after: snapshot(after.row, after.stops),
        });
        return routeDetail(scope, id);
      });
    },
  };
}
export type RoutesService = ReturnType<typeof createRoutesService>;
