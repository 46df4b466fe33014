/** The attempt counter against a real database: concurrent attempts each get their own count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/testing.ts';
import { MAX_FAILED_SIGN_INS } from '#shared/accounts.ts';
import { createAttemptsRepo } from './attempts.repo.ts';
import { createAttemptsService, TooManyAttemptsError } from './attempts.service.ts';

describe.each(testDatabases())('attempt limits on %s', (kind) => {
  let h: DatabaseHandle;
  let now = new Date('2026-11-22T10:00:00Z');
  let attempts: ReturnType<typeof createAttemptsService>;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
    attempts = createAttemptsService(createAttemptsRepo(h.db), () => now);
  });
  afterAll(() => h.close());

  /** How many of these attempts went ahead, and how many were refused. */
  async function outcome(runs: Promise<void>[]) {
    const settled = await Promise.allSettled(runs);
    const refused = settled.filter((s) => s.status === 'rejected');
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(TooManyAttemptsError);
    return { allowed: settled.length - refused.length, refused: refused.length };
  }

  it('lets exactly the maximum of 30 parallel attempts go ahead', async () => {
    const runs = Array.from({ length: 30 }, () =>
      attempts.before('/sign-in/email', 'race@example.com', '10.0.0.1'),
    );
    expect(await outcome(runs)).toEqual({
      allowed: MAX_FAILED_SIGN_INS,
      refused: 30 - MAX_FAILED_SIGN_INS,
    });
  });

  it('counts each e-mail and address apart', async () => {
    expect(
      await outcome([attempts.before('/sign-in/email', 'race@example.com', '10.0.0.2')]),
    ).toEqual({ allowed: 1, refused: 0 });
    expect(
      await outcome([attempts.before('/sign-in/email', 'other@example.com', '10.0.0.1')]),
    ).toEqual({ allowed: 1, refused: 0 });
  });

  it('names the wait until the window ends', async () => {
    now = new Date('2026-11-22T10:05:00Z');
    const refusal = await attempts
      .before('/sign-in/email', 'race@example.com', '10.0.0.1')
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(TooManyAttemptsError);
    expect((refusal as TooManyAttemptsError).retryAfterSeconds).toBe(10 * 60);
    now = new Date('2026-11-22T10:15:00Z');
    await attempts.before('/sign-in/email', 'race@example.com', '10.0.0.1');
  });

  it('forgets failures after a success, but keeps counting requests', async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      await attempts.before('/sign-in/email', 'ok@example.com', '10.0.0.1');
    await attempts.after('failures', '/sign-in/email', 'ok@example.com', '10.0.0.1', true);
    await attempts.before('/sign-in/email', 'ok@example.com', '10.0.0.1');

    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      await attempts.before('/sign-up/email', 'ok@example.com', '10.0.0.1');
    await attempts.after('requests', '/sign-up/email', 'ok@example.com', '10.0.0.1', true);
    await expect(
      attempts.before('/sign-up/email', 'ok@example.com', '10.0.0.1'),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});
