import { describe, expect, it } from 'vitest';
import { roundUp } from './chart-scale.ts';

describe('a chart’s scale', () => {
  it('tops out at the next 1, 2 or 5 × 10ⁿ', () => {
    expect(roundUp(0)).toBe(1);
    expect(roundUp(0.3)).toBe(0.5);
    expect(roundUp(7)).toBe(10);
    expect(roundUp(120)).toBe(200);
    expect(roundUp(2000)).toBe(2000);
    expect(roundUp(2001)).toBe(5000);
  });
});
