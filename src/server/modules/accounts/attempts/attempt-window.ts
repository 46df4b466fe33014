/**
 * Fixed-window attempt counting: at most `max` attempts per key within `windowMs` of the first
 * (attempts.repo counts them in SQL). Pure, so the rule is tested without a clock or a database.
 */
export interface AttemptRow {
  count: number;
  windowStart: Date;
}

export interface AttemptRule {
  max: number;
  windowMs: number;
}

/** Seconds until attempts are allowed again, or 0 when the next attempt may go ahead. */
export function retryAfterSeconds(
  row: AttemptRow | undefined,
  rule: AttemptRule,
  now: Date,
): number {
  if (!row) return 0;
  const endsAt = row.windowStart.getTime() + rule.windowMs;
  if (endsAt <= now.getTime() || row.count < rule.max) return 0;
  return Math.ceil((endsAt - now.getTime()) / 1000);
}
