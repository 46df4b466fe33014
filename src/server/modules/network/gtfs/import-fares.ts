/**
 * The fares stage (GTFS Fares v1 → a flat fare per route), read right after the routes it prices
 * so the progress bar only moves forward.
 */
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
  type FareInput,
} from './map-fares.ts';

export async function importFares(state: ImportState) {
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
  const rules: { fareId: string; routeId: string }[] = [];
  let ruleRows = 0;
  const refs = { fares: new Set(fares.keys()), routes: new Set(state.routes.keys()) };
  const spec = { columns: FARE_RULE_COLUMNS, required: FARE_RULE_REQUIRED };
  await state.read('fares', 'fare_rules.txt', spec, (records, c, report) => {
    for (const record of records) {
      ruleRows++;
      const rule = mapFareRule(record, c, report, refs);
      if (rule) rules.push(rule);
    }
  });
  const all = faresByRoute(
    fares,
    rules,
    state.routes.keys(),
    state.report.forFile('fare_rules.txt'),
    ruleRows,
  );
  const byRoute = state.currency
    ? inCurrency(all, fares.values(), state.currency, state.report.forFile('fare_attributes.txt'))
    : all;
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
