/** The attempt counter against a real database: concurrent attempts each get their own count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { MAX_FAILED_SIGN_INS } from '#shared/accounts/accounts.ts';
import { createAttemptsRepo } from './attempts.repo.ts';
import {
  createAttemptsService,
  MAX_ATTEMPTS_PER_ADDRESS,
  TooManyAttemptsError,
} from './attempts.service.ts';

describe.each(testDatabases())('attempt limits on %s', (kind) => {
  let h: DatabaseHandle;
  let now = new Date('2026-11-22T10:00:00Z');
  let attempts: ReturnType<typeof createAttemptsService>;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
    attempts = createAttemptsService(createAttemptsRepo(h.db), {
      signUpsPerHour: 2,
      now: () => now,
    });
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

  it('counts failures per address across e-mails; a success is not counted and forgets none', async () => {
    const ip = '10.0.1.1';
    const guess = (i: number) =>
      attempts.before('/sign-in/email', `target${i}@example.com`, ip, 'failures');
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS - 1; i++) await guess(i);
    // One's own successful sign-in in between: not counted, and the guesses stay counted.
    await attempts.before('/sign-in/email', 'me@example.com', ip, 'failures');
    await attempts.after('failures', '/sign-in/email', 'me@example.com', ip, true, 'failures');
    await guess(MAX_ATTEMPTS_PER_ADDRESS - 1);
    expect(await outcome([guess(MAX_ATTEMPTS_PER_ADDRESS)])).toEqual({ allowed: 0, refused: 1 });
    expect(
      await outcome([attempts.before('/sign-in/email', 'x@example.com', '10.0.1.2', 'failures')]),
    ).toEqual({ allowed: 1, refused: 0 });
  });

  it('lets exactly the maximum of 30 parallel guesses at 30 e-mails from one address go ahead', async () => {
    const runs = Array.from({ length: 30 }, (_, i) =>
      attempts.before('/sign-in/email', `parallel${i}@example.com`, '10.0.3.1', 'failures'),
    );
    expect(await outcome(runs)).toEqual({
      allowed: MAX_ATTEMPTS_PER_ADDRESS,
      refused: 30 - MAX_ATTEMPTS_PER_ADDRESS,
    });
  });

  it('limits sign-ups per address and hour, whatever the e-mails', async () => {
    const signUp = (i: number, ip = '10.0.2.1') =>
      attempts.before('/sign-up/email', `new${i}@example.com`, ip, 'sign-ups');
    expect(await outcome([signUp(1), signUp(2), signUp(3)])).toEqual({ allowed: 2, refused: 1 });
    now = new Date(now.getTime() + 59 * 60_000);
    expect(await outcome([signUp(4)])).toEqual({ allowed: 0, refused: 1 });
    expect(await outcome([signUp(5, '10.0.2.2')])).toEqual({ allowed: 1, refused: 0 });
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await outcome([signUp(6)])).toEqual({ allowed: 1, refused: 0 });
  });
});
