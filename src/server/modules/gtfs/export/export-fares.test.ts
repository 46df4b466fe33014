import { describe, expect, it } from 'vitest';
import type { RouteStopRef } from './export-context.ts';
import { fareFiles, formatPrice, pairPrices } from './export-fares.ts';
import type { ExportFare } from './export.repo.ts';

const stops = (...ids: string[]): RouteStopRef[] =>
  ids.map((stopId, i) => ({ stopId, sequence: i + 1, distanceM: i * 10_000 }));

const context = (routeStops: Record<string, RouteStopRef[]>) => ({
  routeIds: new Map(Object.keys(routeStops).map((id) => [id, `R-${id}`])),
  routeStops: new Map(Object.entries(routeStops)),
  stopIds: new Map(
    Object.values(routeStops).flatMap((list) => list.map((s) => [s.stopId, `S-${s.stopId}`])),
  ),
});

const fare = (routeId: string, overrides: Partial<ExportFare>): ExportFare => ({
  routeId,
  gtfsId: null,
  kind: 'per-km',
  baseMinor: 0,
  perKmMinor: 0,
  table: null,
  currency: 'EUR',
  paymentMethod: 0,
  transfers: 0,
  transferDurationS: null,
  ...overrides,
});

describe('fares as GTFS Fares v1', () => {
  it('prices each pair of stops per km as booking does', () => {
    const rule = { kind: 'per-km', baseMinor: 200, perKmMinor: 10 } as const;
    expect(pairPrices(stops('a', 'b', 'c'), rule)).toEqual([
      { from: 'a', to: 'b', amountMinor: 300 },
      { from: 'a', to: 'c', amountMinor: 400 },
      { from: 'b', to: 'c', amountMinor: 300 },
    ]);
  });

  it('sells only the pairs a table prices, and the lowest price of a pair met twice', () => {
    const table = {
      kind: 'table',
      entries: [
        { from: 1, to: 2, amountMinor: 500 },
        { from: 1, to: 4, amountMinor: 900 },
        { from: 3, to: 4, amountMinor: 400 },
      ],
    } as const;
    // A loop a → b → a → b: a→b is sold twice, at 500 and 400.
    expect(pairPrices(stops('a', 'b', 'a', 'b'), table)).toEqual([
      { from: 'a', to: 'b', amountMinor: 400 },
    ]);
  });

  it('writes a flat fare as one route rule and others as zone rules, one fare_id per price', () => {
    const ctx = context({ flat: stops('a', 'b'), km: stops('a', 'b', 'c') });
    const { attributes, rules } = fareFiles(
      [
        fare('flat', { gtfsId: 'day', baseMinor: 300 }),
        fare('km', { baseMinor: 200, perKmMinor: 10 }),
      ],
      ctx,
    );
    expect(attributes).toEqual([
      ['day', '3.00', 'EUR', 0, 0, null],
      ['busway-EUR-300', '3.00', 'EUR', 0, 0, null],
      ['busway-EUR-400', '4.00', 'EUR', 0, 0, null],
    ]);
    expect(rules).toEqual([
      ['day', 'R-flat', '', ''],
      ['busway-EUR-300', 'R-km', 'S-a', 'S-b'],
      ['busway-EUR-400', 'R-km', 'S-a', 'S-c'],
      ['busway-EUR-300', 'R-km', 'S-b', 'S-c'],
    ]);
  });

  it('numbers a fare_id that a fare of another price already has', () => {
    const ctx = context({ one: stops('a', 'b'), two: stops('a', 'b') });
    const { attributes } = fareFiles(
      [fare('one', { gtfsId: 'f', baseMinor: 100 }), fare('two', { gtfsId: 'f', baseMinor: 250 })],
      ctx,
    );
    expect(attributes.map((a) => [a[0], a[1]])).toEqual([
      ['f', '1.00'],
      ['f-2', '2.50'],
    ]);
  });

  it('writes prices with the currency’s decimals', () => {
    expect(formatPrice(1490, 'EUR')).toBe('14.90');
    expect(formatPrice(500, 'JPY')).toBe('500');
    expect(formatPrice(1250, 'KWD')).toBe('1.250');
  });

  it("keeps a feed fare's transfer rules, and writes a feed's single fare for every route without rules", () => {
    const ctx = context({ a: stops('x'), b: stops('x') });
    const turlock = { gtfsId: '4195', baseMinor: 200, currency: 'USD' };
    const rules = { paymentMethod: 0, transfers: 1, transferDurationS: 7200 };
    const single = fareFiles([fare('a', { ...turlock, ...rules }), fare('b', turlock)], ctx);
    // Two transfer rules for one fare_id: the second is a fare of its own.
    expect(single.attributes).toEqual([
      ['4195', '2.00', 'USD', 0, 1, 7200],
      ['4195-2', '2.00', 'USD', 0, 0, null],
    ]);
    const every = fareFiles(
      [fare('a', { ...turlock, ...rules }), fare('b', { ...turlock, ...rules })],
      ctx,
    );
    expect(every).toEqual({ attributes: [['4195', '2.00', 'USD', 0, 1, 7200]], rules: [] });
  });
});
