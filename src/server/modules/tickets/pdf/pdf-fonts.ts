/**
 * The fonts the ticket PDF embeds, so a name prints as it was typed in any script: Noto Sans
 * (Latin, Cyrillic, Greek, Vietnamese, Devanagari), Noto Sans Arabic (and its symbols, such as
 * arrows) and Noto Sans SC (Chinese, Japanese kana, Hangul), from the @fontsource packages. Each
 * package splits its font by Unicode range into small files (unicode.json says which file has
 * what); a file is read, unpacked (woff-sfnt.ts) and parsed once per process, the first time a character needs it, so a
 * Latin ticket never loads a CJK file. pdfkit embeds only the glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { fontRuns, type TextRun } from './font-runs.ts';
import { woffToSfnt } from './woff-sfnt.ts';

export type Weight = 400 | 700;

/** One font file: its name (unique, also pdfkit's cache key for it) and the parsed font. */
export interface PdfFont {
  name: string;
  font: fontkit.Font;
}

/** In order of preference: a character is drawn by the first family that has it. */
const FAMILIES = [
  '@fontsource/noto-sans',
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-sc',
];

interface Face {
  /** The file's path for a weight. */
  file: (weight: Weight) => string;
  /** The code point ranges the file covers, [first, last]. */
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);

/** "U+0400-045F,U+2116" as ranges. */
export function unicodeRanges(list: string): [number, number][] {
  return list.split(',').map((item) => {
    const [first = '', last = first] = item.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

function familyFaces(pkg: string): Face[] {
  const dir = path.dirname(require.resolve(`${pkg}/unicode.json`));
  const id = pkg.split('/')[1]!;
  const subsets = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(subsets).map(([subset, ranges]) => ({
    // "[116]" (a numbered slice of a CJK font) is file noto-sans-sc-116-400-normal.woff.
    file: (weight) =>
      path.join(dir, 'files', `${id}-${subset.replace(/[[\]]/g, '')}-${weight}-normal.woff`),
    ranges: unicodeRanges(ranges),
  }));
}

let faces: Face[] | undefined;
const opened = new Map<string, PdfFont>();
const picked = new Map<string, PdfFont | null>();

function open(file: string): PdfFont {
  let font = opened.get(file);
  if (!font) {
    const parsed = fontkit.create(woffToSfnt(readFileSync(file)));
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${file} is a font collection`);
    font = { name: path.basename(file, '.woff'), font: parsed };
    opened.set(file, font);
  }
  return font;
}

/** The first font, by preference, that has a glyph for the character; undefined when none has. */
export function fontFor(codePoint: number, weight: Weight): PdfFont | undefined {
  const key = `${weight}:${codePoint}`;
  const known = picked.get(key);
  if (known !== undefined) return known ?? undefined;
  faces ??= FAMILIES.flatMap(familyFaces);
  let found: PdfFont | null = null;
  for (const face of faces) {
    if (!face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) continue;
    const font = open(face.file(weight));
    if (font.font.hasGlyphForCodePoint(codePoint)) {
      found = font;
      break;
    }
  }
  picked.set(key, found);
  return found ?? undefined;
}

/** `text` as runs of one font file each, in `weight`. */
export function pdfRuns(text: string, weight: Weight): TextRun<PdfFont>[] {
  return fontRuns(text, {
    pick: (codePoint) => fontFor(codePoint, weight),
    has: (font, codePoint) => font.font.hasGlyphForCodePoint(codePoint),
    fallback: baseFont(weight),
  });
}

/** Noto Sans Latin: the font whose metrics set the lines' height and baseline. */
export function baseFont(weight: Weight): PdfFont {
  return fontFor('A'.codePointAt(0)!, weight)!;
}
