/**
 * Database refusals that the request caused. PostgreSQL answers bad data with SQLSTATE class 22
 * ("data exception": a NUL character, a date out of range, a number too large…). Schemas refuse
 * such input first (src/shared/text.ts); this is the net behind them, so a value they miss is a
 * 400 that names the kind of problem, never a 500 and never the SQL.
 */
import { InvalidArgumentError } from '#server/errors.ts';

/** SQLSTATE of a PostgreSQL error from pg or PGlite, also when Drizzle wraps it as `cause`. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    // Node's own errors carry codes too (ERR_…, ECONNREFUSED): a SQLSTATE is five of [0-9A-Z].
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

const SENTENCES: Record<string, string> = {
  '22001': 'A text in the request is longer than can be stored.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is out of range.',
  '22021': 'The request holds a character that cannot be stored, such as NUL (U+0000).',
  '22P02': 'A value in the request is not in the form expected.',
  '22P05': 'The request holds a character that cannot be stored, such as NUL (U+0000).',
};

/** The 400 for a data exception the request caused, or undefined for any other error. */
export function inputErrorOf(error: unknown): InvalidArgumentError | undefined {
  const state = sqlState(error);
  if (!state?.startsWith('22')) return undefined;
  const sentence = SENTENCES[state] ?? 'A value in the request cannot be stored.';
  return new InvalidArgumentError(`${sentence} Check the values and try again.`, {
    reason: 'data-exception',
    sqlState: state,
  });
}
