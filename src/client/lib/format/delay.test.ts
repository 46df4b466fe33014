import { describe, expect, it } from 'vitest';
import { delayWords } from './delay.ts';

describe('a delay in words', () => {
  it('says a delay in minutes, within a minute on time', () => {
    expect(delayWords(null)).toBeNull();
    expect(delayWords(29)).toBe('on time');
    expect(delayWords(-29)).toBe('on time');
    expect(delayWords(180)).toBe('3 min late');
    expect(delayWords(-120)).toBe('2 min early');
  });
});
