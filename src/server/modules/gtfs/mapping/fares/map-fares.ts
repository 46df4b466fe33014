/**
 * fare_attributes.txt and fare_rules.txt (GTFS Fares v1) → route fares. Only what our fare model
 * can say is kept: a price per route, or per ride between two stops of a route (a zone rule
 * naming the route, an origin and a destination: map-zone-fares.ts), in the operator's currency.
 * Other zone rules (contains_id, no route_id, one zone only) are reported and left out;
 * GTFS-Fares v2 files are reported, not read.
 */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport, ReportBuilder } from '../../report.ts';
import { minorUnitFactor, parseChoice, parseCount, parseDecimal } from '../../feed/values.ts';

export const FARE_COLUMNS = GTFS_COLUMNS['fare_attributes.txt'];
export const FARE_REQUIRED = ['fare_id', 'price', 'currency_type'] as const;
export const FARE_RULE_COLUMNS = GTFS_COLUMNS['fare_rules.txt'];
export const FARE_RULE_REQUIRED = ['fare_id'] as const;

/**
 * GTFS-Fares v2 files (gtfs.org reference), and fare_rider_categories.txt, an earlier extension
 * with prices per rider category (Trillium feeds such as Turlock's).
 */
export const FARES_V2_FILES = [
  'fare_media.txt',
  'fare_products.txt',
  'fare_leg_rules.txt',
  'fare_leg_join_rules.txt',
  'fare_transfer_rules.txt',
  'rider_categories.txt',
  'fare_rider_categories.txt',
  'timeframes.txt',
  'areas.txt',
  'stop_areas.txt',
  'networks.txt',
  'route_networks.txt',
] as const;

export interface FareInput {
  gtfsId: string;
  amountMinor: number;
  currency: string;
  /** payment_method; transfers (null: unlimited); transfer_duration in seconds. */
  paymentMethod: number;
  transfers: number | null;
  transferDurationS: number | null;
  /** Its line in fare_attributes.txt. */
  line: number;
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
  const rules = transferRules(record, c);
  if (typeof rules === 'string') return void report.error(line, `fare ${gtfsId}: ${rules}`);
  return {
    gtfsId,
    currency,
    line,
    amountMinor: Math.round(price * minorUnitFactor(currency)),
    ...rules,
  };
}

/** payment_method, transfers and transfer_duration, or what is wrong with them. */
function transferRules(record: CsvRecord, c: Columns<(typeof FARE_COLUMNS)[number]>) {
  const text = (column: number) => field(record, column);
  // Required by GTFS, but an empty one was read as 0 (on board) before it was kept.
  const paymentMethod = parseChoice(text(c.payment_method), 1);
  const transfers = parseChoice(text(c.transfers), 2);
  const duration = text(c.transfer_duration);
  const transferDurationS = duration === '' ? null : parseCount(duration);
  if (paymentMethod === undefined)
    return `payment_method is "${text(c.payment_method)}", not 0 or 1`;
  if (transfers === undefined) return `transfers is "${text(c.transfers)}", not 0, 1, 2 or empty`;
  if (transferDurationS === undefined)
    return `transfer_duration "${duration}" is not a number of seconds`;
  return { paymentMethod: paymentMethod ?? 0, transfers, transferDurationS };
}

/** A rule pricing every ride of a route. */
export interface RouteFareRule {
  fareId: string;
  routeId: string;
}

/** A rule pricing the rides of a route from one fare zone to another; its line for the report. */
export interface ZoneFareRule extends RouteFareRule {
  origin: string;
  destination: string;
  line: number;
}

/** The route (and zones) a rule prices, or undefined for a rule our fares cannot hold. */
export function mapFareRule(
  record: CsvRecord,
  c: Columns<(typeof FARE_RULE_COLUMNS)[number]>,
  report: FileReport,
  refs: { fares: ReadonlySet<string>; routes: ReadonlySet<string> },
): RouteFareRule | ZoneFareRule | undefined {
  const { line } = record;
  const fareId = field(record, c.fare_id);
  const routeId = field(record, c.route_id);
  if (!refs.fares.has(fareId))
    return void report.error(line, `fare_id "${fareId}" names no fare in fare_attributes.txt`);
  if (routeId && !refs.routes.has(routeId)) {
    return void report.error(line, `route_id "${routeId}" names no route in routes.txt`);
  }
  const origin = field(record, c.origin_id);
  const destination = field(record, c.destination_id);
  const notImported = (rule: string) =>
    void report.warning(line, `fare ${fareId}: ${rule} is not imported`);
  if (field(record, c.contains_id)) return notImported('a zone rule with contains_id');
  if (!routeId)
    return notImported(
      origin || destination ? 'a zone rule without route_id' : 'a rule without route_id',
    );
  if (!origin && !destination) return { fareId, routeId };
  if (!origin || !destination)
    return notImported('a zone rule without both origin_id and destination_id');
  return { fareId, routeId, origin, destination, line };
}

/**
 * Route → fare. A feed with a single fare and no rules at all (Turlock) prices every route with
 * it, the common reading of such a feed. `ruleRows` counts every row of fare_rules.txt, imported
 * or not: a fare whose rules are all zone rules prices by zone, not every route at one price.
 */
export function faresByRoute(
  fares: ReadonlyMap<string, FareInput>,
  rules: readonly RouteFareRule[],
  routeIds: Iterable<string>,
  report: FileReport,
  ruleRows = rules.length,
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
  if (fares.size === 1 && ruleRows === 0) {
    const only = [...fares.values()][0]!;
    for (const routeId of routeIds) byRoute.set(routeId, only);
  }
  return byRoute;
}

/**
 * The route fares in the operator's currency. A fare in another one is reported and left out, by
 * a warning rather than an error: its amount cannot be converted, but the feed's stops and
 * timetables are still what the operator imports it for, and a route without a fare is simply not
 * sold until one is set by hand. (The first feed imported into an empty network sets the
 * operator's currency from its fares, so this only concerns a feed added to a network.) Charging the
 * feed's amount in the operator's currency, or in a currency the rest of Busway does not use,
 * would be worse than either.
 */
export function inCurrency(
  byRoute: ReadonlyMap<string, FareInput>,
  fares: Iterable<FareInput>,
  currency: string,
  report: FileReport,
): Map<string, FareInput> {
  for (const fare of fares) {
    if (fare.currency === currency) continue;
    report.warning(
      fare.line,
      `fare ${fare.gtfsId} is in ${fare.currency}, but the operator charges in ${currency}; the fare is not imported`,
    );
  }
  return new Map([...byRoute].filter(([, fare]) => fare.currency === currency));
}

/** The zone rules whose fare is in the operator's currency; inCurrency names the others. */
export function zoneRulesInCurrency(
  rules: readonly ZoneFareRule[],
  fares: ReadonlyMap<string, FareInput>,
  currency: string,
): ZoneFareRule[] {
  return rules.filter((rule) => fares.get(rule.fareId)?.currency === currency);
}

/** One warning for each GTFS-Fares v2 file of the feed: the import does not read them. */
export function reportFaresV2(fileNames: Iterable<string>, report: ReportBuilder) {
  const v2 = new Set<string>(FARES_V2_FILES);
  for (const name of fileNames) {
    if (!v2.has(name)) continue;
    report.warning(
      name,
      null,
      'GTFS-Fares v2 is not imported: fares come from fare_attributes.txt and fare_rules.txt only',
    );
  }
}
