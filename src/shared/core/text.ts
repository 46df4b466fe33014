/**
 * The text, id and date primitives every request schema builds on. PostgreSQL refuses the NUL
 * character in text, refuses lone UTF-16 surrogates in jsonb and has no year 0, so a raw
 * `z.string()` or `z.iso.date()` lets such input through to a 500. These refuse it at the edge,
 * naming the problem, for the browser form and the server alike.
 */
import { z } from 'zod';

export const NUL_MESSAGE = 'Remove the NUL character (U+0000): text cannot hold it';
export const SURROGATE_MESSAGE =
  'Remove the broken character (a lone UTF-16 surrogate): retype the text';
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;
export const YEAR_MESSAGE = `Enter a year between ${MIN_YEAR} and ${MAX_YEAR}`;

const NUL = /\0/;
// With the u flag a surrogate pair reads as one code point, so \p{Cs} matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored as text, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (NUL.test(value)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return undefined;
}

export interface TextBounds {
  /** Longest accepted length (after trimming), in UTF-16 units as zod counts. */
  max: number;
  maxMessage?: string;
  min?: number;
  minMessage?: string;
  /** Trim surrounding white space first (the default); passwords keep theirs. */
  trim?: boolean;
}

/**
 * A string that PostgreSQL can store: no NUL, no lone surrogate, bounded length. Returns a zod
 * string, so `.regex()`, `.toUpperCase()`, `.optional()`… chain on as usual.
 */
export function text({ max, maxMessage, min, minMessage, trim = true }: TextBounds) {
  let schema = z.string().check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
  if (trim) schema = schema.trim();
  if (min !== undefined)
    schema = schema.min(
      min,
      minMessage ?? `Enter at least ${min} character${min === 1 ? '' : 's'}`,
    );
  return schema.max(max, maxMessage ?? `Keep it to ${max} characters or fewer`);
}

/** Ids that are not UUIDs (better-auth's user ids): letters, digits, `_` and `-`. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A user id, in a path or a body: 1–100 letters, digits, hyphens or underscores. */
export function id(message = 'An id is 1–100 letters, digits, hyphens or underscores') {
  return z.string().regex(ID_PATTERN, message);
}

/** The year of a `YYYY-MM-DD` string PostgreSQL can store and people mean. */
function plausibleYear(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A real calendar date `YYYY-MM-DD` (no 2023-02-29) of a year between 1000 and 9999. */
export function isoDate(message = 'Enter a date such as 2030-03-01') {
  return z.iso.date(message).refine(plausibleYear, YEAR_MESSAGE);
}
