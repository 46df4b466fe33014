/**
 * Zone rules of GTFS Fares v1 → fare tables (docs/decisions/003-gtfs-trips-are-schedules.md). A
 * rule naming a route, an origin zone and a destination zone prices the route's rides from the
 * stop in the one zone to the stop in the other, when each zone holds exactly one stop of the
 * route's stop list: the form our export writes (every stop its own zone, decision 006). A zone
 * holding several stops of the route is left out with a warning, as are rides the route's stop
 * list does not run (its stops are those of its longest trip, in one direction).
 */
import type { FareTableEntry } from '#shared/network/fares.ts';
import type { FareInput, ZoneFareRule } from './map-fares.ts';
import type { FileReport } from '../../report.ts';

/** A stop of a route's stop list, in sequence order: its stop_id and zone_id ('' for none). */
export interface ZonedStop {
  stop: string;
  zone: string;
}

export interface ZoneTable {
  /** Sorted by `from`, then `to`. */
  entries: FareTableEntry[];
  currency: string;
  /** The fare_ids its prices come from. */
  fareIds: Set<string>;
}

/** A route's fare as the import writes it: a feed's price per route, or a table of rides. */
export type ImportedFare =
  | { kind: 'flat'; fare: FareInput }
  | { kind: 'table'; entries: FareTableEntry[]; currency: string; gtfsId: string | null };

/** Route → the table its zone rules give; a route none of whose rules resolve has none. */
export function zoneTables(
  rules: readonly ZoneFareRule[],
  fares: ReadonlyMap<string, FareInput>,
  routeStops: ReadonlyMap<string, readonly ZonedStop[]>,
  report: FileReport,
): Map<string, ZoneTable> {
  const tables = new Map<string, RouteTable>();
  for (const rule of rules) {
    let table = tables.get(rule.routeId);
    if (!table) {
      table = new RouteTable(rule.routeId, routeStops.get(rule.routeId) ?? [], report);
      tables.set(rule.routeId, table);
    }
    table.add(rule, fares.get(rule.fareId)!);
  }
  const result = new Map<string, ZoneTable>();
  for (const [routeId, table] of tables) {
    const built = table.build();
    if (built) result.set(routeId, built);
  }
  return result;
}

class RouteTable {
  /** Zone → the stops of the route in it, and the sequences where the route meets them. */
  private readonly zones = new Map<string, { stops: Set<string>; sequences: number[] }>();
  private readonly prices = new Map<string, { entry: FareTableEntry; fareId: string }>();
  private currency: string | undefined;
  private readonly routeId: string;
  private readonly report: FileReport;

  constructor(routeId: string, stops: readonly ZonedStop[], report: FileReport) {
    this.routeId = routeId;
    this.report = report;
    for (const [i, { stop, zone }] of stops.entries()) {
      if (!zone) continue;
      const found = this.zones.get(zone) ?? { stops: new Set<string>(), sequences: [] };
      found.stops.add(stop);
      found.sequences.push(i + 1);
      this.zones.set(zone, found);
    }
  }

  add(rule: ZoneFareRule, fare: FareInput) {
    const from = this.sequencesOf(rule, rule.origin);
    const to = from && this.sequencesOf(rule, rule.destination);
    if (!from || !to) return;
    const warn = (message: string) =>
      void this.report.warning(rule.line, `fare ${rule.fareId}: ${message}`);
    this.currency ??= fare.currency;
    if (fare.currency !== this.currency) {
      return warn(
        `its price is in ${fare.currency}, other prices of route ${this.routeId} in ${this.currency}; the rule is not imported`,
      );
    }
    // A loop meets a stop twice: the rule prices every ride between the two zones' stops.
    const pairs = from.flatMap((a) => to.filter((b) => a < b).map((b) => [a, b] as const));
    if (pairs.length === 0) {
      return warn(
        `route ${this.routeId} does not run from zone ${rule.origin} to zone ${rule.destination} (its stops are those of its longest trip); the rule is not imported`,
      );
    }
    let other = false;
    for (const [a, b] of pairs) {
      const seen = this.prices.get(`${a}-${b}`);
      other ||= seen !== undefined && seen.entry.amountMinor !== fare.amountMinor;
      if (seen && seen.entry.amountMinor <= fare.amountMinor) continue;
      this.prices.set(`${a}-${b}`, {
        entry: { from: a, to: b, amountMinor: fare.amountMinor },
        fareId: rule.fareId,
      });
    }
    if (other) {
      warn(
        `route ${this.routeId} has another price from zone ${rule.origin} to zone ${rule.destination}; the lower one is kept, as a rider would pick`,
      );
    }
  }

  /** The sequences of the one stop of the route in `zone`, or undefined (reported) for none or several. */
  private sequencesOf(rule: ZoneFareRule, zone: string): number[] | undefined {
    const found = this.zones.get(zone);
    const warn = (message: string) =>
      void this.report.warning(
        rule.line,
        `fare ${rule.fareId}: ${message}; the rule is not imported`,
      );
    if (!found) {
      return warn(
        `no stop of route ${this.routeId} is in zone ${zone} (a route's stops are those of its longest trip)`,
      );
    }
    if (found.stops.size > 1) {
      return warn(
        `zone ${zone} holds ${found.stops.size} stops of route ${this.routeId} (${[...found.stops].slice(0, 3).join(', ')}${found.stops.size > 3 ? ', …' : ''}), and a zone rule is imported only for a zone of one stop`,
      );
    }
    return found.sequences;
  }

  build(): ZoneTable | undefined {
    if (this.prices.size === 0) return undefined;
    const prices = [...this.prices.values()];
    return {
      entries: prices.map((p) => p.entry).sort((a, b) => a.from - b.from || a.to - b.to),
      currency: this.currency!,
      fareIds: new Set(prices.map((p) => p.fareId)),
    };
  }
}

/**
 * Each route's fare. A route with zone prices gets a table; when a rule also prices the whole
 * route (a flat fare), the rides the zone rules leave out take that price, as a Fares v1 reader
 * charges them (the zone rule where one matches, else the route's). Without zone prices the flat
 * fare stays as it is. `stopCounts` gives each route's number of stops.
 */
export function routeFares(
  flat: ReadonlyMap<string, FareInput>,
  tables: ReadonlyMap<string, ZoneTable>,
  stopCounts: ReadonlyMap<string, number>,
  report: FileReport,
): Map<string, ImportedFare> {
  const result = new Map<string, ImportedFare>();
  for (const [routeId, fare] of flat) result.set(routeId, { kind: 'flat', fare });
  for (const [routeId, table] of tables) {
    const whole = flat.get(routeId);
    let entries = table.entries;
    const fareIds = new Set(table.fareIds);
    if (whole && whole.currency === table.currency) {
      entries = filled(entries, stopCounts.get(routeId) ?? 0, whole.amountMinor);
      if (entries.length > table.entries.length) fareIds.add(whole.gtfsId);
    } else if (whole) {
      report.warning(
        null,
        `route ${routeId}: fare ${whole.gtfsId} is in ${whole.currency} and its zone rules in ${table.currency}; the zone prices are kept`,
      );
    }
    const gtfsId = fareIds.size === 1 ? [...fareIds][0]! : null;
    result.set(routeId, { kind: 'table', entries, currency: table.currency, gtfsId });
  }
  return result;
}

/** The table with every forward ride of a route of `stops` stops it lacks at `amountMinor`. */
function filled(entries: readonly FareTableEntry[], stops: number, amountMinor: number) {
  const priced = new Set(entries.map((e) => `${e.from}-${e.to}`));
  const result = [...entries];
  for (let from = 1; from < stops; from++) {
    for (let to = from + 1; to <= stops; to++)
      if (!priced.has(`${from}-${to}`)) result.push({ from, to, amountMinor });
  }
  return result.sort((a, b) => a.from - b.from || a.to - b.to);
}
