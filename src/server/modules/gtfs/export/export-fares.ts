/**
 * Our fares as GTFS Fares v1 (docs/decisions/006-gtfs-export-of-hand-built-networks.md). A flat
 * fare (per km without a per-km part: what a feed's fare imports as) is one fare_attributes row
 * with a rule naming the route. Any other fare, per km or a segment table, is priced for each
 * pair of the route's stops by `fareFor`, the calculation booking charges with: every stop is its
 * own fare zone (zone_id = stop_id), and each pair the fare sells becomes a rule route_id +
 * origin_id + destination_id naming the fare of that price.
 */
import { fareFor, type FareRule } from '#shared/network/fares.ts';
import type { CsvValue } from '../feed/csv-writer.ts';
import type { ExportContext, RouteStopRef } from './export-context.ts';
import type { ExportFare } from './export.repo.ts';
import { minorUnitFactor } from '../feed/values.ts';

export interface FareFiles {
  attributes: CsvValue[][];
  rules: CsvValue[][];
}

/** The price of riding one pair of a route's stops, by their uuids. */
export interface PairPrice {
  from: string;
  to: string;
  amountMinor: number;
}

type FareContext = Pick<ExportContext, 'routeIds' | 'routeStops' | 'stopIds'>;

export function fareFiles(fares: readonly ExportFare[], ctx: FareContext): FareFiles {
  const attributes = new FareAttributes();
  const rules: CsvValue[][] = [];
  for (const f of fares) {
    const routeId = ctx.routeIds.get(f.routeId);
    if (!routeId) continue;
    if (isFlat(f)) {
      const fareId = attributes.claim(f.gtfsId ?? `route-${routeId}`, f.baseMinor, f.currency, f);
      rules.push([fareId, routeId, '', '']);
      continue;
    }
    for (const pair of pairPrices(ctx.routeStops.get(f.routeId) ?? [], ruleOf(f))) {
      const fareId = attributes.claim(
        `busway-${f.currency}-${pair.amountMinor}`,
        pair.amountMinor,
        f.currency,
        ONE_RIDE,
      );
      rules.push([fareId, routeId, ctx.stopIds.get(pair.from), ctx.stopIds.get(pair.to)]);
    }
  }
  const rows = attributes.rows();
  return { attributes: rows, rules: pricesEveryRoute(fares, rules, ctx) ? [] : rules };
}

/**
 * A single fare of a feed, naming every route and nothing else: the feed said it without rules
 * (Turlock), which the import reads the same way (decision 003), so it goes back without them.
 */
function pricesEveryRoute(fares: readonly ExportFare[], rules: CsvValue[][], ctx: FareContext) {
  const first = fares[0]?.gtfsId;
  return (
    first !== undefined &&
    first !== null &&
    fares.every((f) => isFlat(f) && f.gtfsId === first) &&
    rules.length === ctx.routeIds.size
  );
}

/** A Busway ticket is one ride on one trip: paid on board, no transfer. */
const ONE_RIDE: TransferRules = { paymentMethod: 0, transfers: 0, transferDurationS: null };

type TransferRules = Pick<ExportFare, 'paymentMethod' | 'transfers' | 'transferDurationS'>;

/** One price for the whole route: what a GTFS fare per route says. */
function isFlat(f: ExportFare): boolean {
  return f.kind === 'per-km' && f.perKmMinor === 0;
}

function ruleOf(f: ExportFare): FareRule {
  return f.kind === 'table'
    ? { kind: 'table', entries: f.table ?? [] }
    : { kind: 'per-km', baseMinor: f.baseMinor, perKmMinor: f.perKmMinor };
}

/**
 * Every ride the fare sells between two stops of the route, in stop order. A zone rule cannot
 * tell two visits of one stop apart (a loop), so a pair of stops met twice keeps its lowest
 * price, the one a rider would pick.
 */
export function pairPrices(stops: readonly RouteStopRef[], rule: FareRule): PairPrice[] {
  const byPair = new Map<string, PairPrice>();
  for (const [i, from] of stops.entries()) {
    for (const to of stops.slice(i + 1)) {
      const amountMinor = fareFor(stops, rule, from.sequence, to.sequence);
      if (amountMinor === null) continue;
      const key = `${from.stopId}\u0000${to.stopId}`;
      const seen = byPair.get(key);
      if (!seen || amountMinor < seen.amountMinor)
        byPair.set(key, { from: from.stopId, to: to.stopId, amountMinor });
    }
  }
  return [...byPair.values()];
}

/** fare_attributes rows by fare_id: one id per price, numbered when a feed's id is taken. */
class FareAttributes {
  private readonly byId = new Map<string, CsvValue[]>();

  claim(wanted: string, amountMinor: number, currency: string, rules: TransferRules): string {
    const row = [
      wanted,
      formatPrice(amountMinor, currency),
      currency,
      rules.paymentMethod,
      rules.transfers,
      rules.transferDurationS,
    ];
    let fareId = wanted;
    for (let n = 2; ; n++) {
      const same = this.byId.get(fareId);
      if (!same) break;
      if (same.slice(1).every((value, i) => value === row[i + 1])) return fareId;
      fareId = `${wanted}-${n}`;
    }
    this.byId.set(fareId, [fareId, ...row.slice(1)]);
    return fareId;
  }

  rows(): CsvValue[][] {
    return [...this.byId.values()];
  }
}

/** 1490 EUR → "14.90"; 500 JPY → "500". */
export function formatPrice(amountMinor: number, currency: string): string {
  const factor = minorUnitFactor(currency);
  return (amountMinor / factor).toFixed(Math.round(Math.log10(factor)));
}
