/**
 * Parallel wrong sign-ins: each is counted before its password is checked, in one statement, so no
 * more than the limit ever reach the check. On PGlite and on PostgreSQL (a pool of connections).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/testing.ts';
import { MAX_FAILED_SIGN_INS } from '#shared/accounts.ts';
import { createTestApp, type TestApp } from '#server/testing.ts';
import { post, signIn, signUpVerified } from './accounts.testing.ts';

const PARALLEL = 30;

describe.each(testDatabases())('parallel sign-in attempts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind) });
    await signUpVerified(t.app, t.database.db, 'racer@example.com');
  });
  afterAll(() => t.close());

  it(`lets ${MAX_FAILED_SIGN_INS} of ${PARALLEL} parallel wrong passwords reach the check, and pauses the rest`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post(
          t.app,
          '/api/auth/sign-in/email',
          { email: 'racer@example.com', password: 'wrong-pass' },
          '',
          '10.3.3.3',
        ),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 401);
    const paused = answers.filter((a) => a.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(checked.length + paused.length).toBe(PARALLEL);
    for (const answer of checked) expect(answer.json().error.code).toBe('auth/wrong-password');
    for (const answer of paused) expect(answer.json().error.code).toBe('auth/too-many-requests');
    // The right password waits too, from that address; another address signs in.
    const right = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: 'racer@example.com', password: 'secret-pass' },
      '',
      '10.3.3.3',
    );
    expect(right.statusCode).toBe(429);
    await signIn(t.app, 'racer@example.com', 'secret-pass');
  });
});
