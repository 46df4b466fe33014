/**
 * A value read from the database once and kept in memory until it is said to have changed, or
 * until it is `maxAgeMs` old (a safety net for writers outside the app, such as the import CLI).
 * Callers while it loads share the one load; a change announced during a load makes that load's
 * answer do for its own callers only, so a value read before a change is never kept after it.
 * Pure: the load and the clock are handed in.
 */
import type { Clock } from '#server/core/clock.ts';

export interface CachedValue<T> {
  get(): Promise<T>;
  /** The value changed: the next get() loads it again. */
  invalidate(): void;
}

export function cachedValue<T>(
  load: () => Promise<T>,
  { maxAgeMs, now }: { maxAgeMs: number; now: Clock },
): CachedValue<T> {
  let generation = 0;
  let kept: { value: T; at: number } | undefined;
  let loading: { promise: Promise<T>; generation: number } | undefined;

  function start(): Promise<T> {
    const at = now();
    const mine = { generation, promise: load() };
    loading = mine;
    mine.promise.then(
      (value) => {
        if (loading === mine) loading = undefined;
        if (mine.generation === generation) kept = { value, at };
      },
      () => {
        if (loading === mine) loading = undefined;
      },
    );
    return mine.promise;
  }

  return {
    get() {
      if (kept && now() - kept.at < maxAgeMs) return Promise.resolve(kept.value);
      if (loading && loading.generation === generation) return loading.promise;
      return start();
    },
    invalidate() {
      generation++;
      kept = undefined;
    },
  };
}
