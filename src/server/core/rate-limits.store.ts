/**
 * Rate limits kept in the database (rate-limiter-flexible's Drizzle store on the `rate_limit`
 * table), so every instance counts the same requests, on PostgreSQL and on PGlite alike. A limit
 * is a number of points per window; `take` spends points and refuses with `resource-exhausted`
 * and the wait (also sent as `Retry-After`) once a key has none left.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rateLimit } from '#db/schema/system.ts';
import { TooManyRequestsError } from '#server/errors.ts';

export interface LimitRule {
  /** Prefix of the limit's keys, e.g. "holds-account". */
  name: string;
  /** Points a key may spend in one window. */
  points: number;
  /** Length of the window in seconds. */
  seconds: number;
  /** The sentence a refusal gives, e.g. "You have held seats too often". */
  refusal: string;
}

export interface Limit {
  readonly rule: LimitRule;
  /** Spends `points` (1 by default) of `key`; throws TooManyRequestsError when none are left. */
  take(key: string, points?: number): Promise<void>;
  /** Spends points that are owed whatever the answer (a decline): never throws for the limit. */
  charge(key: string, points: number): Promise<void>;
  /** Gives back points spent on something that did not happen or did not last. */
  giveBack(key: string, points: number): Promise<void>;
  /** Seconds until `key` may spend again (0 when it may now). */
  waitSeconds(key: string): Promise<number>;
}

export function waitPhrase(seconds: number): string {
  // Whole seconds: the limiter's wait has milliseconds ("57.479 seconds" reads as noise).
  if (seconds < 90) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function createRateLimits(db: Database) {
  function limit(rule: LimitRule): Limit {
    const limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimit,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.seconds,
      // The table is swept by the app's own job (sweep below), not by a timer per limiter.
      clearExpiredByTimeout: false,
    });
    const refuse = (seconds: number) =>
      new TooManyRequestsError(`${rule.refusal}. Try again in ${waitPhrase(seconds)}.`, seconds, {
        limit: rule.name,
      });
    return {
      rule,
      async take(key, points = 1) {
        try {
          await limiter.consume(key, points);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw refuse(error.msBeforeNext / 1000);
          throw error;
        }
      },
      async charge(key, points) {
        await limiter.penalty(key, points);
      },
      async giveBack(key, points) {
        // Only into a window still open: a new window starts from nothing, never below it.
        if (await limiter.get(key)) await limiter.reward(key, points);
      },
      async waitSeconds(key) {
        const state = await limiter.get(key);
        if (!state || state.remainingPoints > 0) return 0;
        return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      },
    };
  }
  /** Drops counters whose window ended over an hour ago (the booking module's job runs it). */
  async function sweep(): Promise<void> {
    await db.delete(rateLimit).where(lt(rateLimit.expire, sql`now() - interval '1 hour'`));
  }
  return { limit, sweep };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
