/**
 * Reading PostgreSQL errors from either driver (pg, PGlite), also when Drizzle wraps them as
 * `cause`. Node's own errors carry codes too (ERR_…, ECONNREFUSED): a SQLSTATE is five of [0-9A-Z].
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The database error in an error's chain of causes (at most five deep). */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as { code: string; constraint?: unknown };
    current = cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, or undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

/** The constraint a unique violation broke ('' when unnamed), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseError(error);
  if (found?.code !== UNIQUE_VIOLATION) return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}
