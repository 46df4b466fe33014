/**
 * Breaks text into lines of a given width, as the ticket PDF draws it: at spaces where it can,
 * inside a word (between graphemes) only when the word alone is wider than the line, and with "…"
 * ending the last line when the text does not fit in the lines allowed. Pure: widths are asked of
 * the caller.
 */

/** The width of `text` as drawn. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

/** The longest start of `text` that fits `width` with `suffix` after it (one grapheme at least). */
function fittingStart(text: string, width: number, measure: Measure, suffix = ''): string {
  const parts = graphemes(text);
  let fit = parts[0] ?? '';
  for (let count = 2; count <= parts.length; count++) {
    const start = parts.slice(0, count).join('');
    if (measure(start.trimEnd() + suffix) > width) break;
    fit = start;
  }
  return fit;
}

/** `text` in at most `maxLines` lines no wider than `width` (runs of spaces become one). */
export function textLines(
  text: string,
  width: number,
  measure: Measure,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width) {
      const start = fittingStart(rest, width, measure);
      lines.push(start);
      rest = rest.slice(start.length);
    }
    line = rest;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const last = lines.slice(maxLines - 1).join(' ');
  return [
    ...lines.slice(0, maxLines - 1),
    fittingStart(last, width, measure, ELLIPSIS).trimEnd() + ELLIPSIS,
  ];
}
