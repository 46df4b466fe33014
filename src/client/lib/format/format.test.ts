import { describe, expect, it } from 'vitest';
import { formatDuration } from './format.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45.9, '45 s'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [3725, '1 h 2 min'],
    [86_400, '1 d'],
    [187_200, '2 d 4 h'],
    [-5, '0 s'],
  ])('%s s reads as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
