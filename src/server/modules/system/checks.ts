/**
 * The probes behind GET /api/health, as pure helpers: a status from a probe, a probe with a
 * deadline, a probe timed on its own, and a probe whose answer is kept for a while. No database,
 * no network here — the service hands in the probes and the clock.
 */

import type { Clock } from '#server/core/clock.ts';

export type CheckStatus = 'ok' | 'down';

export async function check(probe: () => Promise<void>): Promise<CheckStatus> {
  try {
    await probe();
    return 'ok';
  } catch {
    return 'down';
  }
}

/** The probe, failing once `ms` have passed; the timer never keeps the process alive. */
export function withTimeout(
  probe: () => Promise<void>,
  ms: number,
  what: string,
): () => Promise<void> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      timer.unref?.();
    });
    try {
      await Promise.race([probe(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The status of one probe and how long that probe alone took, rounded to 0.1 ms. */
export async function timedCheck(
  probe: () => Promise<void>,
  now: Clock,
): Promise<{ status: CheckStatus; latencyMs: number }> {
  const started = now();
  const status = await check(probe);
  return { status, latencyMs: Math.round((now() - started) * 10) / 10 };
}

/**
 * A check that probes at most once per `ttlMs`: callers within that time get the last answer,
 * and callers while a probe runs share it. For probes that cost a round trip to another server.
 */
export function cachedCheck(
  probe: () => Promise<void>,
  ttlMs: number,
  now: Clock,
): () => Promise<CheckStatus> {
  let last: { status: CheckStatus; at: number } | undefined;
  let running: Promise<CheckStatus> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.status);
    running ??= check(probe).then((status) => {
      last = { status, at: now() };
      running = undefined;
      return status;
    });
    return running;
  };
}

/**
 * Callers while a call runs share it, and the next caller after it starts a new one: at 50
 * health checks at once the database answers one ping, not 50 queued behind each other on
 * PGlite's single connection, and every answer is still a ping made since the caller asked or
 * just before.
 */
export function shared<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= work().finally(() => {
      running = undefined;
    });
    return running;
  };
}
