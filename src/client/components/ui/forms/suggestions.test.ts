import { describe, expect, it } from 'vitest';
import { moveActive, suggestionStatus } from './suggestions.ts';

describe('moveActive', () => {
  it('goes from none to the first or the last, wraps round, and stays at none without suggestions', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe('suggestionStatus', () => {
  it('says nothing when closed, searching or no match when empty, and the count otherwise', () => {
    expect(suggestionStatus(false, false, 3)).toBe('');
    expect(suggestionStatus(true, true, 0)).toBe('Searching…');
    expect(suggestionStatus(true, false, 0)).toBe('No stop matches.');
    expect(suggestionStatus(true, false, 1)).toBe('1 stop found.');
    expect(suggestionStatus(true, true, 4)).toBe('4 stops found.');
  });
});
