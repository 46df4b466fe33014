/**
 * Test helpers for the export round trip of a hand-built network: the network seen through the
 * keys that survive an export and an import (stop codes; for routes and schedules the id the
 * export wrote, our uuid in the source database and the GTFS id in the one it was imported into),
 * and the fares a feed's Fares v1 files give.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';
import { shape } from '#db/schema/gtfs.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';
import { fareFor, type FareRule } from '#shared/network/fares.ts';
import type { FeedTables } from './export-check.testing.ts';
import { scheduleStopTimes } from '../mapping/trips/schedules.ts';
import { minorUnitFactor } from '../feed/values.ts';

interface Keyed {
  id: string;
  gtfsId: string | null;
}
export type KeyOf = (row: Keyed) => string;
export const sourceKey: KeyOf = (row) => row.id;
export const importedKey: KeyOf = (row) => row.gtfsId ?? `(no GTFS id) ${row.id}`;

const byKey = <T extends { key: string }>(rows: T[]) =>
  rows.sort((a, b) => a.key.localeCompare(b.key));

export type NetworkView = Awaited<ReturnType<typeof networkView>>;

export async function networkView(db: Database, keyOf: KeyOf) {
  const stops = await db.select().from(stop).orderBy(asc(stop.code));
  const codeOf = new Map(stops.map((s) => [s.id, s.code]));
  const routes = await db.select().from(route);
  const routeKey = new Map(routes.map((r) => [r.id, keyOf(r)]));
  const routeStops = await db.select().from(routeStop).orderBy(asc(routeStop.sequence));
  const stopsOf = (routeId: string) => routeStops.filter((rs) => rs.routeId === routeId);
  const shapes = new Map((await db.select().from(shape)).map((s) => [s.id, s.coordinates]));
  const fares = await db.select().from(fare);
  const schedules = (await db.select().from(schedule)).map((s) => {
    const onRoute = stopsOf(s.routeId);
    return {
      key: keyOf(s),
      route: routeKey.get(s.routeId)!,
      daysOfWeek: [...s.daysOfWeek].sort(),
      validFrom: s.validFrom,
      validTo: s.validTo,
      departureTime: s.departureTime,
      headsign: s.headsign,
      times: scheduleStopTimes(s.departureTime, s.stopOffsets).map((t, i) => [
        codeOf.get(s.stopOffsets[i]!.stopId ?? onRoute[i]!.stopId),
        t.arrive,
        t.depart,
      ]),
      shape: s.shapeId ? (shapes.get(s.shapeId) ?? null) : null,
    };
  });
  return {
    stops: stops.map((s) => ({
      code: s.code,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      locationType: s.locationType,
      parent: s.parentStopId ? codeOf.get(s.parentStopId)! : null,
    })),
    routes: byKey(
      routes.map((r) => ({
        key: routeKey.get(r.id)!,
        shortName: r.shortName,
        longName: r.longName,
        colour: r.colour,
        textColour: r.textColour,
        stops: stopsOf(r.id).map((rs) => codeOf.get(rs.stopId)!),
        distancesM: stopsOf(r.id).map((rs) => rs.distanceM),
        path: r.shape?.coordinates ?? [],
      })),
    ),
    schedules: byKey(schedules),
    fares: byKey(
      fares.map((f) => {
        const rule: FareRule =
          f.kind === 'table'
            ? { kind: 'table', entries: f.table ?? [] }
            : { kind: 'per-km', baseMinor: f.baseMinor, perKmMinor: f.perKmMinor };
        return {
          key: routeKey.get(f.routeId)!,
          kind: f.kind,
          currency: f.currency,
          prices: pairPricesByCode(stopsOf(f.routeId), rule, codeOf),
        };
      }),
    ),
  };
}

/** "MUC>AGB" → the price of that ride, for every ride the fare sells. */
function pairPricesByCode(
  stops: { sequence: number; distanceM: number; stopId: string }[],
  rule: FareRule,
  codeOf: ReadonlyMap<string, string>,
): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const [i, from] of stops.entries()) {
    for (const to of stops.slice(i + 1)) {
      const amount = fareFor(stops, rule, from.sequence, to.sequence);
      if (amount !== null) prices[`${codeOf.get(from.stopId)}>${codeOf.get(to.stopId)}`] = amount;
    }
  }
  return prices;
}

/**
 * What a GTFS Fares v1 reader charges on a route from one stop to another (by stop code): the
 * rule naming the route and both stops' zones, else a rule naming the route alone; the lowest
 * price when several match. Undefined when no rule matches.
 */
export function feedFare(
  t: FeedTables,
  routeId: string,
  fromCode: string,
  toCode: string,
): { amountMinor: number; currency: string } | undefined {
  const zoneOf = (code: string) =>
    (t['stops.txt'] ?? []).find((s) => (s.stop_code || s.stop_id) === code)?.zone_id;
  const [origin, destination] = [zoneOf(fromCode), zoneOf(toCode)];
  const rules = (t['fare_rules.txt'] ?? []).filter((r) => r.route_id === routeId);
  const zoned = rules.filter((r) => r.origin_id === origin && r.destination_id === destination);
  const matching =
    zoned.length > 0 ? zoned : rules.filter((r) => !r.origin_id && !r.destination_id);
  const prices = matching.map((rule) => {
    const attributes = (t['fare_attributes.txt'] ?? []).find((a) => a.fare_id === rule.fare_id)!;
    const currency = attributes.currency_type!;
    return {
      amountMinor: Math.round(Number(attributes.price) * minorUnitFactor(currency)),
      currency,
    };
  });
  return prices.sort((a, b) => a.amountMinor - b.amountMinor)[0];
}

/** The largest difference between two lists of [lng, lat] points of the same length. */
export function largestGap(a: readonly number[][], b: readonly number[][]): number {
  return Math.max(0, ...a.flatMap((p, i) => p.map((v, j) => Math.abs(v - b[i]![j]!))));
}
