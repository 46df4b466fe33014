/**
 * Line folding of iCalendar text (RFC 5545 §3.1): a content line longer than 75 octets is split
 * into lines of at most 75 octets of UTF-8, each after the first starting with a space, and never
 * inside a character. The ics package folds at 75 characters, so a line of Cyrillic or Chinese
 * came out up to four times too long; its text is unfolded and folded again here.
 */

const LIMIT = 75;

/** Joins folded lines back into content lines (a CRLF followed by a space or tab is removed). */
export function unfoldIcs(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** One content line folded at 75 octets, whole characters only. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > LIMIT) {
      lines.push(current);
      // A continuation line starts with a space, which counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** iCalendar text with every content line folded at 75 octets. */
export function foldIcs(text: string): string {
  return unfoldIcs(text).split('\r\n').map(foldLine).join('\r\n');
}
