/**
 * PDF's built-in Helvetica spells WinAnsi (Latin-1 and a few typographic signs) only; pdfkit
 * writes any other character as a broken code. So ticket text is simplified before it is drawn:
 * "Łódź" becomes "Lódz" (ó is Latin-1), and what has no Latin spelling becomes "?", which is at least visibly a
 * gap rather than a wrong letter.
 */

/** The characters beyond Latin-1 that WinAnsi has (its 0x80–0x9F row). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters that carry no combining mark to strip but have a plain Latin spelling. */
const LATIN_FALLBACK: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  '→': '->',
  '←': '<-',
  '−': '-',
  '\u202f': ' ',
};

function spellable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/** Whether Helvetica can draw `text` as it is. */
export function canSpell(text: string): boolean {
  return [...text].every(spellable);
}

/** `text` in characters Helvetica can draw. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (spellable(char)) out += char;
    else if (LATIN_FALLBACK[char] !== undefined) out += LATIN_FALLBACK[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(spellable) ? base : '?';
    }
  }
  return out;
}
