/**
 * Database refusals that the request caused. PostgreSQL answers bad data with SQLSTATE class 22
 * ("data exception": a NUL character, a date out of range, a number too large…). Schemas refuse
 * such input first (src/shared/core/text.ts); this is the net behind them, so a value they miss is a
 * 400 that names the kind of problem, never a 500 and never the SQL.
 */
import { sqlState } from '#db/errors.ts';
import { InvalidArgumentError } from '#server/errors.ts';

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
