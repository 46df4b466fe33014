/**
 * The card fields formatted as people type: the number in groups of four, the expiry as MM/YY.
 * The caret stays after the same digit it was after, so editing the middle of a number works.
 */

/** The longest card number (ISO/IEC 7812). */
const MAX_CARD_DIGITS = 19;

export interface Formatted {
  value: string;
  caret: number;
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stand before it. */
function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

const digitsIn = (text: string) => text.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242"; anything but digits is dropped. */
export function formatCardNumber(typed: string): string {
  const digits = digitsIn(typed).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card number formatted, and where the caret goes when it was at `caret` in `typed`. */
export function formatCardNumberAt(typed: string, caret: number): Formatted {
  const value = formatCardNumber(typed);
  return { value, caret: caretAfterDigits(value, digitsIn(typed.slice(0, caret)).length) };
}

/**
 * "1229" → "12/29", "4" → "04/" (no month starts with 4), "12/" stays "12/" so the slash can be
 * typed; deleting the slash of "12/" leaves "12".
 */
export function formatExpiry(typed: string): string {
  const digits = digitsIn(typed).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && typed.trimEnd().endsWith('/')) return `${digits}/`;
  return digits;
}

export function formatExpiryAt(typed: string, caret: number): Formatted {
  const value = formatExpiry(typed);
  const before = digitsIn(typed.slice(0, caret)).length;
  const padded = value.startsWith('0') && !typed.startsWith('0') ? before + 1 : before;
  const at = caretAfterDigits(value, padded);
  // After the month, the caret goes past the slash, where the year is typed.
  return { value, caret: value[at] === '/' && caret >= typed.length ? at + 1 : at };
}

/** The digits of a security code, at most 4. */
export function formatCvc(typed: string): string {
  return digitsIn(typed).slice(0, 4);
}
