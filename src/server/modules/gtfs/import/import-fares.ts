/**
 * The fares stage (GTFS Fares v1 → a flat fare or a fare table per route). The files are read
 * right after the routes they price, so the progress bar only moves forward; the fares are
 * written once the route stops are known, since a table prices rides between their sequences.
 */
import { chooseCurrency } from './import-operator.ts';
import type { ImportState } from './import-state.ts';
import {
  FARE_COLUMNS,
  FARE_REQUIRED,
  FARE_RULE_COLUMNS,
  FARE_RULE_REQUIRED,
  faresByRoute,
  inCurrency,
  mapFare,
  mapFareRule,
  reportFaresV2,
  zoneRulesInCurrency,
  type FareInput,
  type RouteFareRule,
  type ZoneFareRule,
} from '../mapping/fares/map-fares.ts';
import {
  routeFares,
  zoneTables,
  type ImportedFare,
  type ZonedStop,
} from '../mapping/fares/map-zone-fares.ts';

/** What the fares stage read: the flat fare of each route, and the zone rules still to place. */
export interface FeedFares {
  fares: Map<string, FareInput>;
  byRoute: Map<string, FareInput>;
  zoneRules: ZoneFareRule[];
}

export async function importFares(state: ImportState): Promise<FeedFares> {
  reportFaresV2(
    state.zip.entries.map((e) => e.name),
    state.report,
  );
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
  const rules: RouteFareRule[] = [];
  const zoneRules: ZoneFareRule[] = [];
  let ruleRows = 0;
  const refs = { fares: new Set(fares.keys()), routes: new Set(state.routes.keys()) };
  const spec = { columns: FARE_RULE_COLUMNS, required: FARE_RULE_REQUIRED };
  await state.read('fares', 'fare_rules.txt', spec, (records, c, report) => {
    for (const record of records) {
      ruleRows++;
      const rule = mapFareRule(record, c, report, refs);
      if (rule && 'origin' in rule) zoneRules.push(rule);
      else if (rule) rules.push(rule);
    }
  });
  const all = faresByRoute(
    fares,
    rules,
    state.routes.keys(),
    state.report.forFile('fare_rules.txt'),
    ruleRows,
  );
  const currency = chooseCurrency(state, fares.values());
  if (!currency) return { fares, byRoute: all, zoneRules };
  return {
    fares,
    byRoute: inCurrency(all, fares.values(), currency, state.report.forFile('fare_attributes.txt')),
    zoneRules: zoneRulesInCurrency(zoneRules, fares, currency),
  };
}

/** Prices the zone rules on the route stops (writeRouteStops' sequences) and writes every fare. */
export async function writeFares(state: ImportState, feed: FeedFares) {
  const stops = routeStopZones(state, new Set(feed.zoneRules.map((r) => r.routeId)));
  const report = state.report.forFile('fare_rules.txt');
  const tables = zoneTables(feed.zoneRules, feed.fares, stops, report);
  const counts = new Map([...stops].map(([routeId, list]) => [routeId, list.length]));
  const byRoute = routeFares(feed.byRoute, tables, counts, report);
  state.counts.fares = byRoute.size;
  if (!state.writing) return;
  await state.repo.upsertFares(
    [...byRoute].map(([routeGtfsId, f]) => fareRow(state.routes.get(routeGtfsId)!, f)),
  );
}

/** Every row carries the same columns: the upsert updates the columns of the first. */
function fareRow(routeId: string, f: ImportedFare) {
  const common = { routeId, perKmMinor: 0 };
  if (f.kind === 'table') {
    const { entries: table, currency, gtfsId } = f;
    // Priced per pair of stops, as the export writes it back (decision 006): one ride on one trip.
    const rules = { paymentMethod: 0, transfers: 0, transferDurationS: null };
    return { ...common, kind: 'table' as const, baseMinor: 0, currency, table, gtfsId, ...rules };
  }
  const { amountMinor: baseMinor, currency, gtfsId, paymentMethod, transfers } = f.fare;
  const rules = { paymentMethod, transfers, transferDurationS: f.fare.transferDurationS };
  return { ...common, kind: 'per-km' as const, baseMinor, currency, table: null, gtfsId, ...rules };
}

/** The stop list of each of these routes (by route_id), as writeRouteStops numbers it. */
function routeStopZones(state: ImportState, routeIds: ReadonlySet<string>) {
  const result = new Map<string, ZonedStop[]>();
  if (routeIds.size === 0) return result;
  const routeOf = new Map([...state.routes].map(([gtfsId, id]) => [id, gtfsId]));
  const stopOf: string[] = [];
  for (const [gtfsId, index] of state.stopIndex) stopOf[index] = gtfsId;
  for (const [id, pattern] of state.patterns.entries()) {
    const routeId = routeOf.get(id);
    if (routeId === undefined || !routeIds.has(routeId)) continue;
    result.set(
      routeId,
      pattern.stops.map((index) => ({ stop: stopOf[index]!, zone: state.stopZones[index]! })),
    );
  }
  return result;
}
