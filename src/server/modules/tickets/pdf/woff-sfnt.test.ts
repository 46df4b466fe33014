import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-sfnt.ts';

const woffPath = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff',
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into the TrueType font it wraps', () => {
    const woff = readFileSync(woffPath);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const packed = fontkit.create(woff) as fontkit.Font;
    const unpacked = fontkit.create(sfnt) as fontkit.Font;
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.postscriptName).toBe(packed.postscriptName);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    const text = 'Дмитрий';
    expect(unpacked.layout(text).glyphs.map((glyph) => glyph.path.toSVG())).toEqual(
      packed.layout(text).glyphs.map((glyph) => glyph.path.toSVG()),
    );
  });

  it('refuses what is not WOFF', () => {
    expect(() =>
      woffToSfnt(Buffer.from('not a font at all, not a font at all, not a font')),
    ).toThrow('Not a WOFF 1.0 font');
  });
});
