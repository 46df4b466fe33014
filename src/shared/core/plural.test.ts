import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'seat')).toBe('1 seat');
    expect(plural(0, 'seat')).toBe('0 seats');
    expect(plural(2, 'seat')).toBe('2 seats');
  });

  it('takes an irregular plural, verb included', () => {
    expect(plural(1, 'seat is', 'seats are')).toBe('1 seat is');
    expect(plural(3, 'seat is', 'seats are')).toBe('3 seats are');
  });
});
