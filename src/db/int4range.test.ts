import { describe, expect, it } from 'vitest';
import { parseIntRange, serializeIntRange } from './schema/types.ts';

// Lives beside schema/ rather than in it: drizzle-kit loads every schema/*.ts file, tests included.
describe('int4range mapping', () => {
  it('writes the canonical half-open form', () => {
    expect(serializeIntRange({ from: 1, to: 3 })).toBe('[1,3)');
    expect(serializeIntRange({ from: -2, to: 0 })).toBe('[-2,0)');
  });

  it('reads the canonical form PostgreSQL returns', () => {
    expect(parseIntRange('[1,3)')).toEqual({ from: 1, to: 3 });
    expect(parseIntRange('[-5,-1)')).toEqual({ from: -5, to: -1 });
  });

  it('normalises other bound styles to [from, to)', () => {
    expect(parseIntRange('(0,3]')).toEqual({ from: 1, to: 4 });
    expect(parseIntRange('[1,3]')).toEqual({ from: 1, to: 4 });
    expect(parseIntRange(' [ 2 , 7 ) ')).toEqual({ from: 2, to: 7 });
  });

  it('round-trips', () => {
    for (const range of [
      { from: 0, to: 1 },
      { from: 4, to: 12 },
    ]) {
      expect(parseIntRange(serializeIntRange(range))).toEqual(range);
    }
  });

  it('rejects empty, unbounded and malformed ranges', () => {
    for (const text of ['empty', '[1,)', '(,3)', '[3,3)', '[4,2)', '1,3', '[a,b)']) {
      expect(() => parseIntRange(text), text).toThrow(RangeError);
    }
  });

  it('refuses to write a range that is empty or not made of integers', () => {
    expect(() => serializeIntRange({ from: 3, to: 3 })).toThrow(RangeError);
    expect(() => serializeIntRange({ from: 5, to: 2 })).toThrow(RangeError);
    expect(() => serializeIntRange({ from: 1.5, to: 2 })).toThrow(RangeError);
  });
});
