/**
 * Route fares: per kilometre (base + per km, in minor units) or a table of prices between stops.
 * A fare set here is in the operator's currency (operatorCurrency(): CURRENCY, or a first feed's). The price of a ride is `fareFor` (shared/network/fares.ts).
 */
import type { Fare, FareInput } from '#shared/network/fares.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { FareRow, FareValues } from './fares.repo.ts';
import type { NetworkScope, NetworkStore } from '../network.store.ts';

export function toFare(row: FareRow): Fare {
  return {
    kind: row.kind,
    baseMinor: row.baseMinor,
    perKmMinor: row.perKmMinor,
    entries: row.table ?? [],
    currency: row.currency,
    gtfsId: row.gtfsId,
  };
}

function valuesOf(input: FareInput, currency: string): FareValues {
  if (input.kind === 'per-km') return { ...input, currency, table: null };
  const table = [...input.entries].sort((a, b) => a.from - b.from || a.to - b.to);
  return { kind: 'table', baseMinor: 0, perKmMinor: 0, currency, table };
}

/** A table may only name the route's stops, 1…stopCount. */
function checkTable(input: FareInput, stopCount: number) {
  if (input.kind !== 'table') return;
  const outside = input.entries.find((e) => e.to > stopCount);
  if (!outside) return;
  const message = `The route has ${stopCount} stops; a price names stop ${outside.to}. Reload the route and try again.`;
  throw new InvalidArgumentError(message, { fields: [{ field: 'entries', message }] });
}

export function createFaresService({
  store,
  currency,
}: {
  store: NetworkStore;
  /** The operator's currency, read before the transaction (PGlite has one connection). */
  currency: () => Promise<string>;
}) {
  /** The route's name for the audit log, and its number of stops. */
  async function routeOf(scope: NetworkScope, routeId: string) {
    const route = await scope.routes.findById(routeId);
    if (!route) throw new NotFoundError('route', routeId);
    const name = [route.shortName, route.longName].filter(Boolean).join(' ');
    return { name, stopCount: (await scope.routes.stopsOf(routeId)).length };
  }

  return {
    async set(actor: RequestUser, routeId: string, input: FareInput): Promise<Fare> {
      const inCurrency = await currency();
      return store.write(async (scope) => {
        const route = await routeOf(scope, routeId);
        checkTable(input, route.stopCount);
        const before = await scope.fares.find(routeId);
        const after = toFare(await scope.fares.upsert(routeId, valuesOf(input, inCurrency)));
        await scope.audit.record({
          actorId: actor.id,
          action: before ? 'fare.update' : 'fare.create',
          entity: 'fare',
          entityId: routeId,
          before: before && { route: route.name, ...toFare(before) },
          after: { route: route.name, ...after },
        });
        return after;
      });
    },

    remove(actor: RequestUser, routeId: string): Promise<void> {
      return store.write(async (scope) => {
        const route = await routeOf(scope, routeId);
        const before = await scope.fares.find(routeId);
        if (!before) throw new NotFoundError('fare of route', routeId);
        await scope.fares.remove(routeId);
        await scope.audit.record({
          actorId: actor.id,
          action: 'fare.delete',
          entity: 'fare',
          entityId: routeId,
          before: { route: route.name, ...toFare(before) },
        });
      });
    },
  };
}
export type FaresService = ReturnType<typeof createFaresService>;
