import { describe, expect, it } from 'vitest';
import { fareFor } from '#shared/network/fares.ts';
import type { FareInput, ZoneFareRule } from './map-fares.ts';
import { routeFares, zoneTables, type ZonedStop } from './map-zone-fares.ts';
import { ReportBuilder } from '../../report.ts';

const fare = (gtfsId: string, amountMinor: number, currency = 'EUR'): FareInput => ({
  gtfsId,
  amountMinor,
  paymentMethod: 0,
  transfers: 0,
  transferDurationS: null,
  currency,
  line: 2,
});
const FARES = new Map(
  [fare('f2', 200), fare('f3', 300), fare('f4', 400), fare('usd', 500, 'USD')].map((f) => [
    f.gtfsId,
    f,
  ]),
);

let nextLine = 2;
const rule = (
  fareId: string,
  origin: string,
  destination: string,
  routeId = 'R',
): ZoneFareRule => ({
  fareId,
  routeId,
  origin,
  destination,
  line: nextLine++,
});

/** Stops in sequence as "stop:zone". */
const stops = (...list: string[]): ZonedStop[] =>
  list.map((s) => {
    const [stop, zone = ''] = s.split(':');
    return { stop: stop!, zone };
  });

function tablesOf(rules: ZoneFareRule[], routeStops: Record<string, ZonedStop[]>) {
  const builder = new ReportBuilder();
  const tables = zoneTables(
    rules,
    FARES,
    new Map(Object.entries(routeStops)),
    builder.forFile('fare_rules.txt'),
  );
  return { tables, warnings: builder.build().warnings };
}

describe('zone rules', () => {
  it('turn into a table of the route’s stop sequences when each zone names one of its stops', () => {
    nextLine = 2;
    const { tables, warnings } = tablesOf(
      [rule('f3', 'za', 'zc'), rule('f2', 'za', 'zb'), rule('f2', 'zb', 'zc')],
      { R: stops('A:za', 'B:zb', 'C:zc') },
    );
    const table = tables.get('R')!;
    expect(table.entries).toEqual([
      { from: 1, to: 2, amountMinor: 200 },
      { from: 1, to: 3, amountMinor: 300 },
      { from: 2, to: 3, amountMinor: 200 },
    ]);
    expect(table).toMatchObject({ currency: 'EUR', fareIds: new Set(['f2', 'f3']) });
    expect(warnings).toEqual([]);
    const rideStops = [1, 2, 3].map((sequence) => ({ sequence, distanceM: 0 }));
    expect(fareFor(rideStops, { kind: 'table', entries: table.entries }, 1, 3)).toBe(300);
  });

  it('leave out, naming the line, zones of several stops or none, and rides the route does not run', () => {
    nextLine = 2;
    const { tables, warnings } = tablesOf(
      [
        rule('f2', 'za', 'zb'),
        rule('f3', 'zx', 'zb'),
        rule('f3', 'za', 'zq'),
        rule('f3', 'zb', 'za'),
        rule('f2', 'za', 'zb', 'EMPTY'),
      ],
      { R: stops('A:za', 'X:zx', 'Y:zx', 'B:zb', 'N') },
    );
    expect(tables.get('R')!.entries).toEqual([{ from: 1, to: 4, amountMinor: 200 }]);
    expect(tables.has('EMPTY')).toBe(false);
    expect(warnings.map((w) => [w.file, w.line, w.message])).toEqual([
      [
        'fare_rules.txt',
        3,
        'fare f3: zone zx holds 2 stops of route R (X, Y), and a zone rule is imported only for a zone of one stop; the rule is not imported',
      ],
      [
        'fare_rules.txt',
        4,
        "fare f3: no stop of route R is in zone zq (a route's stops are those of its longest trip); the rule is not imported",
      ],
      [
        'fare_rules.txt',
        5,
        'fare f3: route R does not run from zone zb to zone za (its stops are those of its longest trip); the rule is not imported',
      ],
      [
        'fare_rules.txt',
        6,
        "fare f2: no stop of route EMPTY is in zone za (a route's stops are those of its longest trip); the rule is not imported",
      ],
    ]);
  });

  it('price every ride between two stops a loop meets twice; of two prices, the lower', () => {
    nextLine = 2;
    const { tables, warnings } = tablesOf(
      [
        rule('f3', 'za', 'zb'),
        rule('f2', 'za', 'zb'),
        rule('f4', 'zb', 'za'),
        rule('usd', 'za', 'za'),
      ],
      { R: stops('A:za', 'B:zb', 'A:za') },
    );
    expect(tables.get('R')!.entries).toEqual([
      { from: 1, to: 2, amountMinor: 200 },
      { from: 2, to: 3, amountMinor: 400 },
    ]);
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [
        3,
        'fare f2: route R has another price from zone za to zone zb; the lower one is kept, as a rider would pick',
      ],
      [
        5,
        'fare usd: its price is in USD, other prices of route R in EUR; the rule is not imported',
      ],
    ]);
  });
});

describe('route fares', () => {
  const table = (
    entries: { from: number; to: number; amountMinor: number }[],
    fareIds: string[],
  ) => ({
    entries,
    currency: 'EUR',
    fareIds: new Set(fareIds),
  });

  it('keep a flat fare, and fill the rides a zone table leaves out with the route’s flat price', () => {
    const report = new ReportBuilder();
    const fares = routeFares(
      new Map([
        ['FLAT', fare('f2', 200)],
        ['BOTH', fare('f2', 200)],
      ]),
      new Map([
        ['BOTH', table([{ from: 1, to: 3, amountMinor: 300 }], ['f3'])],
        ['ZONED', table([{ from: 1, to: 2, amountMinor: 300 }], ['f3'])],
      ]),
      new Map([
        ['BOTH', 3],
        ['ZONED', 2],
      ]),
      report.forFile('fare_rules.txt'),
    );
    expect(fares.get('FLAT')).toEqual({ kind: 'flat', fare: fare('f2', 200) });
    expect(fares.get('BOTH')).toEqual({
      kind: 'table',
      entries: [
        { from: 1, to: 2, amountMinor: 200 },
        { from: 1, to: 3, amountMinor: 300 },
        { from: 2, to: 3, amountMinor: 200 },
      ],
      currency: 'EUR',
      gtfsId: null,
    });
    expect(fares.get('ZONED')).toMatchObject({ kind: 'table', gtfsId: 'f3' });
    expect(report.build().warningCount).toBe(0);
  });

  it('keep the zone prices of a route whose flat fare is in another currency, and say so', () => {
    const report = new ReportBuilder();
    const fares = routeFares(
      new Map([['R', fare('usd', 500, 'USD')]]),
      new Map([['R', table([{ from: 1, to: 2, amountMinor: 300 }], ['f3'])]]),
      new Map([['R', 2]]),
      report.forFile('fare_rules.txt'),
    );
    expect(fares.get('R')).toMatchObject({ kind: 'table', currency: 'EUR' });
    expect(report.build().warnings).toEqual([
      {
        file: 'fare_rules.txt',
        line: null,
        message: 'route R: fare usd is in USD and its zone rules in EUR; the zone prices are kept',
      },
    ]);
  });
});
