import { describe, expect, it } from 'vitest';
import { fontFor, pdfRuns, unicodeRanges } from './pdf-fonts.ts';

const cp = (char: string) => char.codePointAt(0)!;

describe('ticket PDF fonts', () => {
  it('reads a unicode-range list', () => {
    expect(unicodeRanges('U+0400-045F, U+2116,U+1f1e6-1f1e8')).toEqual([
      [0x400, 0x45f],
      [0x2116, 0x2116],
      [0x1f1e6, 0x1f1e8],
    ]);
  });

  it('finds a font file for each script, in the weight asked', () => {
    expect(fontFor(cp('A'), 400)?.name).toBe('noto-sans-latin-400-normal');
    expect(fontFor(cp('Ł'), 700)?.name).toBe('noto-sans-latin-ext-700-normal');
    expect(fontFor(cp('Д'), 700)?.name).toBe('noto-sans-cyrillic-700-normal');
    expect(fontFor(cp('λ'), 700)?.name).toBe('noto-sans-greek-700-normal');
    expect(fontFor(cp('م'), 700)?.name).toBe('noto-sans-arabic-arabic-700-normal');
    expect(fontFor(cp('王'), 700)?.name).toMatch(/^noto-sans-sc-\d+-700-normal$/);
    expect(fontFor(cp('→'), 400)?.font.hasGlyphForCodePoint(cp('→'))).toBe(true);
  });

  it('finds none for a character no font has', () => {
    expect(fontFor(0x10fffd, 400)).toBeUndefined();
  });

  it('splits mixed text into runs of one file each', () => {
    const runs = pdfRuns('Ada Дмитрий 王', 400).map((run) => run.text);
    expect(runs).toEqual(['Ada ', 'Дмитрий ', '王']);
  });
});
