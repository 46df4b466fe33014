import { describe, expect, it } from 'vitest';
import { foldIcs, foldLine, unfoldIcs } from './ics-folding.ts';

const octets = (line: string) => Buffer.byteLength(line);

describe('iCalendar line folding', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets of UTF-8, not 75 characters', () => {
    // 8 + 2 × 40 = 88 octets in 48 characters: 33 letters fit the first line (74 octets, a 34th
    // would make 76), the rest follow a space.
    const line = `SUMMARY:${'Д'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded).toHaveLength(2);
    expect(folded.map(octets)).toEqual([74, 15]);
    expect(folded[1]!.startsWith(' ')).toBe(true);
    expect(unfoldIcs(folded.join('\r\n'))).toBe(line);
  });

  it('never splits a character, however many octets it takes', () => {
    const line = `DESCRIPTION:${'王𠮷é'.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    for (const physical of folded) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(Buffer.from(physical).toString()).toBe(physical); // no half of a character
    }
    expect(unfoldIcs(folded.join('\r\n'))).toBe(line);
  });

  it('refolds a whole document folded by characters', () => {
    const byCharacters = `BEGIN:VEVENT\r\nSUMMARY:${'Ж'.repeat(67)}\r\n\t${'Ж'.repeat(10)}\r\nEND:VEVENT\r\n`;
    const folded = foldIcs(byCharacters);
    expect(folded.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    expect(unfoldIcs(folded)).toBe(`BEGIN:VEVENT\r\nSUMMARY:${'Ж'.repeat(77)}\r\nEND:VEVENT\r\n`);
  });
});
