/**
 * GTFS-Realtime out, built at most once a second per feed and format: an answer is kept for
 * `ttlMs` from the moment its build began, and requests arriving while it is built wait for that
 * build (single flight). A failed build is not kept: the next request builds again. The header's
 * timestamp is the build's, so a kept answer says how old it is. The clock counts real time
 * (monotonic), not the app's clock the feed is built with: the cache is about requests a second,
 * and a test that fixes the app's clock still sees its feeds expire.
 */
export const FEED_CACHE_MS = 1000;

export interface FeedCacheOptions {
  ttlMs?: number;
  /** Milliseconds from any origin, never going back; tests pass their own. */
  clock?: () => number;
}

interface Entry<T> {
  startedMs: number;
  value: Promise<T>;
  built: boolean;
}

export function createFeedCache<T>({
  ttlMs = FEED_CACHE_MS,
  clock = () => performance.now(),
}: FeedCacheOptions = {}) {
  const entries = new Map<string, Entry<T>>();

  return {
    /** The answer kept under `key`, the build under way, or a new build. */
    get(key: string, build: () => Promise<T>): Promise<T> {
      const nowMs = clock();
      const kept = entries.get(key);
      if (kept && (!kept.built || nowMs - kept.startedMs < ttlMs)) return kept.value;
      const entry: Entry<T> = {
        startedMs: nowMs,
        value: Promise.resolve().then(build),
        built: false,
      };
      entries.set(key, entry);
      entry.value.then(
        () => void (entry.built = true),
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
  };
}
export type FeedCache<T> = ReturnType<typeof createFeedCache<T>>;
