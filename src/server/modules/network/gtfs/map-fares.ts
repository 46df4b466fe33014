/**
 * fare_attributes.txt and fare_rules.txt (GTFS Fares v1) → a flat fare per route. Only what our
 * fare model can say is kept: a price per route. Zone rules (origin, destination, contains) are
 * reported and left out; GTFS-Fares v2 files are not read.
 */
import type { CsvRecord } from './csv.ts';
import { field, type Columns } from './feed-file.ts';
import type { FileReport } from './report.ts';
import { minorUnitFactor, parseDecimal } from './values.ts';

export const FARE_COLUMNS = ['fare_id', 'price', 'currency_type'] as const;
export const FARE_REQUIRED = FARE_COLUMNS;
export const FARE_RULE_COLUMNS = [
  'fare_id',
  'route_id',
  'origin_id',
  'destination_id',
  'contains_id',
] as const;
export const FARE_RULE_REQUIRED = ['fare_id'] as const;

export interface FareInput {
  gtfsId: string;
  amountMinor: number;
  currency: string;
}

export function mapFare(
  record: CsvRecord,
  c: Columns<(typeof FARE_COLUMNS)[number]>,
  report: FileReport,
): FareInput | undefined {
  const { line } = record;
  const gtfsId = field(record, c.fare_id);
  if (!gtfsId) return void report.error(line, 'fare_id is empty');
  const currency = field(record, c.currency_type).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    return void report.error(
      line,
      `fare ${gtfsId}: currency_type "${currency}" is not an ISO 4217 code`,
    );
  }
  const price = parseDecimal(field(record, c.price));
  if (price === undefined || price < 0) {
    return void report.error(
      line,
      `fare ${gtfsId}: price "${field(record, c.price)}" is not an amount`,
    );
  }
  return { gtfsId, currency, amountMinor: Math.round(price * minorUnitFactor(currency)) };
}

/** The route a rule prices, or undefined for a rule our fares cannot hold. */
export function mapFareRule(
  record: CsvRecord,
  c: Columns<(typeof FARE_RULE_COLUMNS)[number]>,
  report: FileReport,
  refs: { fares: ReadonlySet<string>; routes: ReadonlySet<string> },
): { fareId: string; routeId: string } | undefined {
  const { line } = record;
  const fareId = field(record, c.fare_id);
  const routeId = field(record, c.route_id);
  if (!refs.fares.has(fareId))
    return void report.error(line, `fare_id "${fareId}" names no fare in fare_attributes.txt`);
  if (routeId && !refs.routes.has(routeId)) {
    return void report.error(line, `route_id "${routeId}" names no route in routes.txt`);
  }
  if (
    field(record, c.origin_id) ||
    field(record, c.destination_id) ||
    field(record, c.contains_id)
  ) {
    return void report.warning(line, `fare ${fareId}: zone rules are not imported`);
  }
  if (!routeId)
    return void report.warning(line, `fare ${fareId}: a rule without route_id is not imported`);
  return { fareId, routeId };
}

/**
 * Route → fare. A feed with a single fare and no rules for it (Turlock) prices every route with
 * it, the common reading of such a feed.
 */
export function faresByRoute(
  fares: ReadonlyMap<string, FareInput>,
  rules: { fareId: string; routeId: string }[],
  routeIds: Iterable<string>,
  report: FileReport,
): Map<string, FareInput> {
  const byRoute = new Map<string, FareInput>();
  for (const rule of rules) {
    if (byRoute.has(rule.routeId) && byRoute.get(rule.routeId)!.gtfsId !== rule.fareId) {
      report.warning(
        null,
        `route ${rule.routeId} has more than one fare; ${byRoute.get(rule.routeId)!.gtfsId} is kept`,
      );
      continue;
    }
    byRoute.set(rule.routeId, fares.get(rule.fareId)!);
  }
  if (fares.size === 1 && rules.length === 0) {
    const only = [...fares.values()][0]!;
    for (const routeId of routeIds) byRoute.set(routeId, only);
  }
  return byRoute;
}
