/**
 * Redis for vitest. Suites that need a Redis server run when TEST_REDIS_URL is set; it is required
 * in CI, so they are never skipped silently there (as TEST_DATABASE_URL in src/db/database.testing.ts):
 *
 *   const redisUrl = testRedisUrl();
 *   describe.skipIf(!redisUrl)('across instances', () => { … });
 */
import { randomUUID } from 'node:crypto';

type Environment = Record<string, string | undefined>;

/** TEST_REDIS_URL, or undefined outside CI; throws under CI=true when it is missing. */
export function testRedisUrl(env: Environment = process.env): string | undefined {
  if (env.TEST_REDIS_URL) return env.TEST_REDIS_URL;
  if (env.CI === 'true') {
    throw new Error('TEST_REDIS_URL must be set in CI: the Redis suites are required there');
  }
  return undefined;
}

/** A channel prefix of its own, so test runs sharing one Redis never hear each other. */
export function testChannelPrefix(): string {
  return `busway-test-${randomUUID()}:`;
}

/** The hub logger for tests: silent, and its calls can be inspected. */
export function recordingLog() {
  const calls: { level: 'info' | 'warn' | 'error'; args: unknown[] }[] = [];
  const at =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      void calls.push({ level, args });
  return { calls, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** Resolves with the first value `take` returns that is not undefined, polling every 20 ms. */
export async function eventually<T>(
  take: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await take();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing came within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
