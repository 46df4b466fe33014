/**
 * GTFS-Realtime out, built at most once a second per feed and format: one `cachedValue` per key,
 * so an answer is kept for `ttlMs` from the moment its build began, requests arriving while it is
 * built wait for that build (single flight), and a failed build is not kept. The header's
 * timestamp is the build's, so a kept answer says how old it is. The clock counts real time
 * (monotonic), not the app's clock the feed is built with: the cache is about requests a second,
 * and a test that fixes the app's clock still sees its feeds expire.
 */
import { cachedValue, type CachedValue } from '#server/core/cached-value.ts';
import type { Clock } from '#server/core/clock.ts';

export const FEED_CACHE_MS = 1000;

export interface FeedCacheOptions {
  ttlMs?: number;
  /** Milliseconds from any origin, never going back; tests pass their own. */
  clock?: Clock;
}

export function createFeedCache<T>({
  ttlMs = FEED_CACHE_MS,
  clock = () => performance.now(),
}: FeedCacheOptions = {}) {
  const values = new Map<string, CachedValue<T>>();
  /** The build each key was last asked with: a new build runs the latest. */
  const builds = new Map<string, () => Promise<T>>();

  return {
    /** The answer kept under `key`, the build under way, or a new build. */
    get(key: string, build: () => Promise<T>): Promise<T> {
      builds.set(key, build);
      let value = values.get(key);
      if (!value) {
        value = cachedValue(() => Promise.resolve().then(builds.get(key)!), {
          maxAgeMs: ttlMs,
          now: clock,
        });
        values.set(key, value);
      }
      return value.get();
    },
  };
}
export type FeedCache<T> = ReturnType<typeof createFeedCache<T>>;
