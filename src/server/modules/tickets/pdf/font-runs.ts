/**
 * Splits text into runs that each draw in one font, for a document whose fonts each cover some
 * scripts (pdf-fonts.ts). Pure: which font has which character is asked of the caller.
 */

/** A stretch of text drawn in one font. */
export interface TextRun<F> {
  font: F;
  text: string;
}

export interface FontChoice<F> {
  /** The font that draws a letter, by the fonts' order of preference; undefined when none has it. */
  pick: (codePoint: number) => F | undefined;
  /** Whether `font` has a glyph for the character. */
  has: (font: F, codePoint: number) => boolean;
  /** The font of a run that no font can draw (its characters come out as empty boxes). */
  fallback: F;
}

/** A letter or digit picks its font; anything else (space, punctuation, a mark) may join its run. */
const PICKS_FONT = /[\p{L}\p{N}]/u;

/**
 * `text` as runs of one font each. Spaces, punctuation and combining marks stay in the run they
 * follow when its font has them, so "محمد علي" is one run and is shaped as one.
 */
export function fontRuns<F>(text: string, choice: FontChoice<F>): TextRun<F>[] {
  const runs: TextRun<F>[] = [];
  let current: TextRun<F> | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const keep = current && !PICKS_FONT.test(char) && choice.has(current.font, codePoint);
    const font = keep
      ? current!.font
      : (choice.pick(codePoint) ?? current?.font ?? choice.fallback);
    if (current && current.font === font) current.text += char;
    else {
      current = { font, text: char };
      runs.push(current);
    }
  }
  return runs;
}
