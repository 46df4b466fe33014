import { describe, expect, it } from 'vitest';
import {
  fareFor,
  formatMoney,
  minorDigits,
  moneyInput,
  parseMoney,
  remapFareTable,
} from './fares.ts';

const stops = [
  { sequence: 1, distanceM: 0 },
  { sequence: 2, distanceM: 61_250 },
  { sequence: 3, distanceM: 142_000 },
  { sequence: 4, distanceM: 232_480 },
];

describe('fareFor', () => {
  const perKm = { kind: 'per-km' as const, baseMinor: 290, perKmMinor: 8 };

  it('prices a segment by its kilometres plus the base, rounded to the minor unit', () => {
    expect(fareFor(stops, perKm, 1, 2)).toBe(290 + 490);
    expect(fareFor(stops, perKm, 2, 4)).toBe(Math.round(290 + 8 * 171.23));
    expect(fareFor(stops, perKm, 1, 4)).toBe(2150);
  });

  it('gives a flat fare when there is no per-km part', () => {
    expect(fareFor(stops, { kind: 'per-km', baseMinor: 150, perKmMinor: 0 }, 1, 4)).toBe(150);
  });

  it('looks a segment up in a fare table, and sells nothing the table lacks', () => {
    const table = { kind: 'table' as const, entries: [{ from: 1, to: 3, amountMinor: 1490 }] };
    expect(fareFor(stops, table, 1, 3)).toBe(1490);
    expect(fareFor(stops, table, 1, 2)).toBeNull();
  });

  it('refuses segments that do not run forward or name unknown stops', () => {
    expect(fareFor(stops, perKm, 3, 3)).toBeNull();
    expect(fareFor(stops, perKm, 3, 1)).toBeNull();
    expect(fareFor(stops, perKm, 0, 2)).toBeNull();
    expect(fareFor(stops, perKm, 1, 9)).toBeNull();
  });
});

describe('remapFareTable', () => {
  const entries = [
    { from: 1, to: 2, amountMinor: 100 },
    { from: 1, to: 3, amountMinor: 200 },
    { from: 2, to: 3, amountMinor: 150 },
  ];

  it('keeps each price with its pair of stops when a stop is inserted', () => {
    expect(remapFareTable(['a', 'b', 'c'], ['a', 'x', 'b', 'c'], entries)).toEqual([
      { from: 1, to: 3, amountMinor: 100 },
      { from: 1, to: 4, amountMinor: 200 },
      { from: 3, to: 4, amountMinor: 150 },
    ]);
  });

  it('drops prices of a removed stop and of pairs whose order flipped', () => {
    expect(remapFareTable(['a', 'b', 'c'], ['a', 'c'], entries)).toEqual([
      { from: 1, to: 2, amountMinor: 200 },
    ]);
    expect(remapFareTable(['a', 'b', 'c'], ['b', 'a', 'c'], entries)).toEqual([
      { from: 1, to: 3, amountMinor: 150 },
      { from: 2, to: 3, amountMinor: 200 },
    ]);
  });

  it('maps the n-th visit of a stop on a loop to its n-th visit', () => {
    const loop = [{ from: 1, to: 3, amountMinor: 300 }];
    expect(remapFareTable(['a', 'b', 'a'], ['a', 'c', 'b', 'a'], loop)).toEqual([
      { from: 1, to: 4, amountMinor: 300 },
    ]);
  });
});

describe('money', () => {
  it('knows the minor unit of a currency', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('reads what people type as minor units, and flags what is not an amount', () => {
    expect(parseMoney('2.90', 'EUR')).toBe(290);
    expect(parseMoney('2,9', 'EUR')).toBe(290);
    expect(parseMoney(' 3 ', 'EUR')).toBe(300);
    expect(parseMoney('0.08', 'EUR')).toBe(8);
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(parseMoney('', 'EUR')).toBeUndefined();
    expect(parseMoney('2.905', 'EUR')).toBeNaN();
    expect(parseMoney('-1', 'EUR')).toBeNaN();
    expect(parseMoney('abc', 'EUR')).toBeNaN();
  });

  it('writes minor units back as people read and type them', () => {
    expect(moneyInput(290, 'EUR')).toBe('2.90');
    expect(formatMoney(1890, 'EUR', 'en-GB')).toBe('€18.90');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
  });
});
