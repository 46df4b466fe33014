import { describe, expect, it } from 'vitest';
import { buildStopIndex, rankOf, type IndexedStopRow } from './stop-index.ts';

let next = 0;
const row = (code: string, name: string, more: Partial<IndexedStopRow> = {}): IndexedStopRow => ({
  id: `id-${code}-${next++}`,
  name,
  code,
  lat: 1,
  lng: 2,
  locationType: 0,
  parentStopId: null,
  ...more,
});

const codes = (index: ReturnType<typeof buildStopIndex>, q: string, limit = 10) =>
  index.search(q, limit).map((s) => s.code);

describe('rankOf', () => {
  it('ranks the exact code, a name prefix, a code prefix, a word prefix, then anything holding it', () => {
    expect(rankOf('marion transit center', 'mtc', 'mtc')).toBe(0);
    expect(rankOf('marion transit center', 'x1', 'mar')).toBe(1);
    expect(rankOf('downtown', 'mar1', 'mar')).toBe(2);
    expect(rankOf('old marion road', 'x1', 'mar')).toBe(3);
    // The first place it occurs is inside a word; a later one starts a word.
    expect(rankOf('lamar marion', 'x1', 'mar')).toBe(3);
    expect(rankOf('lamar road', 'x1', 'mar')).toBe(4);
    expect(rankOf('downtown', 'x-mar', 'mar')).toBe(4);
    expect(rankOf('downtown', 'x1', 'mar')).toBeUndefined();
  });
});

describe('buildStopIndex', () => {
  const station = row('MTC', 'Marion Transit Center', { locationType: 1 });
  const bay = (letter: string) =>
    row(`MTC-${letter}`, `Marion Transit Center Bay ${letter}`, { parentStopId: station.id });
  const index = buildStopIndex([
    bay('A'),
    row('TR1', 'Transit Road'),
    station,
    bay('B'),
    row('UTC', 'University Transit Center'),
    row('LONE', 'Lonely Station', { locationType: 1 }),
    bay('C'),
  ]);

  it('offers a station once for its platforms, with their count, and never a platform alone', () => {
    expect(index.search('bay b', 10)).toEqual([
      {
        id: station.id,
        name: 'Marion Transit Center',
        code: 'MTC',
        lat: 1,
        lng: 2,
        locationType: 1,
        platforms: 3,
      },
    ]);
    expect(codes(index, 'transit')).toEqual(['TR1', 'MTC', 'UTC']);
    expect(codes(index, 'mtc-a')).toEqual(['MTC']);
    expect(index.search('transit road', 10)).toEqual([
      expect.objectContaining({ code: 'TR1', locationType: 0, platforms: 0 }),
    ]);
  });

  it('ranks a station by its best matching platform', () => {
    // "center bay" starts a word only in the platforms' names.
    expect(codes(index, 'center')).toEqual(['MTC', 'UTC']);
    expect(codes(index, 'mtc')).toEqual(['MTC']);
  });

  it('offers a route editor the platforms themselves and never a station (kind stops)', () => {
    const stops = (q: string) => index.search(q, 10, 'stops').map((s) => s.code);
    expect(stops('bay b')).toEqual(['MTC-B']);
    expect(stops('mtc')).toEqual(['MTC-A', 'MTC-B', 'MTC-C']);
    expect(stops('lonely')).toEqual([]);
  });

  it('leaves out a station without platforms: there is nothing to board there', () => {
    expect(codes(index, 'lonely')).toEqual([]);
  });

  it('matches without case, keeps at most the limit, ties by name then code', () => {
    const many = buildStopIndex([
      row('B2', 'beta'),
      row('A1', 'Alpha'),
      row('B1', 'Beta'),
      row('C1', 'alphabet'),
      row('AL', 'Zulu'),
    ]);
    expect(codes(many, 'AL')).toEqual(['AL', 'A1', 'C1']);
    expect(codes(many, 'a', 3)).toEqual(['A1', 'C1', 'AL']);
    expect(codes(many, 'a', 5)).toEqual(['A1', 'C1', 'AL', 'B2', 'B1']);
    expect(codes(many, 'be')).toEqual(['B2', 'B1', 'C1']);
    expect(codes(many, '')).toEqual([]);
    expect(codes(many, '%')).toEqual([]);
  });
});
