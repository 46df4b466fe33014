/**
 * Limits per client address, whatever e-mails the attempts name: 20 failed sign-ins in 15 minutes,
 * and 5 sign-ups an hour. Then 429 auth/too-many-requests with the wait in Retry-After.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema/system.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { post, signIn, signUpVerified } from '../accounts.testing.ts';
import { DEFAULT_SIGN_UPS_PER_HOUR, MAX_ATTEMPTS_PER_ADDRESS } from './attempts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectPaused(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json().error.code).toBe('auth/too-many-requests');
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBe(answer.json().error.details.retryAfterSeconds);
}

describe('per-address limits', () => {
  it('pauses guesses at many different accounts from one address after 20 failures; signing in to one’s own account resets nothing', async () => {
    const own = 'own.account@example.com';
    await signUpVerified(t.app, t.database.db, own);
    const ip = '10.7.0.1';
    const guess = (i: number) =>
      post(
        t.app,
        '/api/auth/sign-in/email',
        { email: `target${i}@example.com`, password: 'wrong-pass' },
        '',
        ip,
      );
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++) {
      expect((await guess(i)).statusCode).toBe(401);
      if (i === 10) {
        const mine = await post(
          t.app,
          '/api/auth/sign-in/email',
          { email: own, password: 'secret-pass' },
          '',
          ip,
        );
        expect(mine.statusCode).toBe(200);
      }
    }
    for (let i = MAX_ATTEMPTS_PER_ADDRESS; i < 30; i++) expectPaused(await guess(i));
    // The right password of any account waits too from that address; another address goes ahead.
    expectPaused(
      await post(t.app, '/api/auth/sign-in/email', { email: own, password: 'secret-pass' }, '', ip),
    );
    await signIn(t.app, own, 'secret-pass');
  });

  it('allows 5 sign-ups an hour from one address; the sixth waits and mails nothing', async () => {
    const signUp = (i: number, ip = '10.7.0.2') =>
      post(
        t.app,
        '/api/auth/sign-up/email',
        { name: `New ${i}`, email: `many${i}@example.com`, password: 'secret-pass' },
        '',
        ip,
      );
    for (let i = 0; i < DEFAULT_SIGN_UPS_PER_HOUR; i++)
      expect((await signUp(i)).statusCode).toBe(200);
    const sixth = await signUp(DEFAULT_SIGN_UPS_PER_HOUR);
    expectPaused(sixth);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(59 * 60);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `many${DEFAULT_SIGN_UPS_PER_HOUR}@example.com`));
    expect(mails).toHaveLength(0);
    expect((await signUp(99, '10.7.0.3')).statusCode).toBe(200);
  });
});
