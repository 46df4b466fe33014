/**
 * Parallel wrong sign-ins: each is counted before its password is checked, in one statement, so
 * exactly the limit reach the check — never more (counts read before they were written), never
 * fewer. On PGlite and on PostgreSQL (a pool of connections).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { MAX_FAILED_SIGN_INS } from '#shared/accounts/accounts.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { post, signIn, signUpVerified } from '../accounts.testing.ts';

const PARALLEL = 30;

describe.each(testDatabases())('parallel sign-in attempts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind) });
    await signUpVerified(t.app, t.database.db, 'racer@example.com');
  });
  afterAll(() => t.close());

  it(`lets exactly ${MAX_FAILED_SIGN_INS} of ${PARALLEL} parallel wrong passwords reach the check, and pauses the rest`, async () => {
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
    // Every attempt gets its own count (1 to 30) from the one statement, and the window (15
    // minutes) does not end during the test: exactly the first MAX are checked, whatever the order.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(MAX_FAILED_SIGN_INS).fill(401),
      ...Array<number>(PARALLEL - MAX_FAILED_SIGN_INS).fill(429),
    ]);
    const checked = answers.filter((a) => a.statusCode === 401);
    const paused = answers.filter((a) => a.statusCode === 429);
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
