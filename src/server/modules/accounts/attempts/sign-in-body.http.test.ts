/**
 * The attempt limits and better-auth read one body: JSON only, parsed once, and better-auth receives
 * what was counted. Each way of making the limiter count a different e-mail than the one signed in
 * (a repeated form key, a byte-order mark, another spelling) ends in 429 after the limit, and the
 * right password then waits too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_SIGN_INS } from '#shared/accounts/accounts.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, post, signUpVerified } from '../accounts.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_IN = '/api/auth/sign-in/email';

function send(payload: string, contentType: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: SIGN_IN,
    payload,
    headers: { origin: ORIGIN, 'content-type': contentType },
    remoteAddress: ip,
  });
}

/** JSON with a UTF-8 byte-order mark in front (better-auth's JSON reader skips it). */
const withBom = (body: object, ip: string) =>
  send(`\uFEFF${JSON.stringify(body)}`, 'application/json', ip);

describe('sign-in attempts count the e-mail that is signed in', () => {
  it('refuses a form body with two email keys (415): no guess reaches the password check', async () => {
    const victim = 'form.victim@example.com';
    await signUpVerified(t.app, t.database.db, victim);
    const form = (password: string) =>
      send(
        `email=decoy%40example.com&email=${encodeURIComponent(victim)}&password=${password}`,
        'application/x-www-form-urlencoded',
        '10.6.0.1',
      );
    for (let i = 0; i < MAX_FAILED_SIGN_INS + 3; i++) {
      const guess = await form('wrong-pass');
      expect(guess.statusCode).toBe(415);
      expect(guess.json().error.code).toBe('invalid-argument');
    }
    const right = await form('secret-pass');
    expect(right.statusCode).toBe(415);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('counts a JSON body with a byte-order mark against its e-mail; the guesser signing in to their own account clears nothing', async () => {
    const victim = 'bom.victim@example.com';
    const guesser = 'bom.guesser@example.com';
    await signUpVerified(t.app, t.database.db, victim);
    await signUpVerified(t.app, t.database.db, guesser);
    const ip = '10.6.0.2';
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await withBom({ email: victim, password: 'wrong-pass' }, ip)).statusCode).toBe(401);
      expect((await withBom({ email: guesser, password: 'secret-pass' }, ip)).statusCode).toBe(200);
    }
    const paused = await withBom({ email: victim, password: 'wrong-pass' }, ip);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error.code).toBe('auth/too-many-requests');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    const right = await withBom({ email: victim, password: 'secret-pass' }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(
      (await post(t.app, SIGN_IN, { email: victim, password: 'secret-pass' }, '', ip)).statusCode,
    ).toBe(429);
  });

  it('counts every spelling of one e-mail (case, surrounding spaces) as that e-mail', async () => {
    const victim = 'case.victim@example.com';
    await signUpVerified(t.app, t.database.db, victim);
    const ip = '10.6.0.3';
    const spellings = [
      'Case.Victim@Example.com',
      'CASE.VICTIM@EXAMPLE.COM',
      '  case.victim@example.com ',
      'case.victim@EXAMPLE.com',
      'cAse.victim@example.com\t',
    ];
    for (const email of spellings) {
      const guess = await post(t.app, SIGN_IN, { email, password: 'wrong-pass' }, '', ip);
      expect(guess.statusCode, email).toBe(401);
    }
    const paused = await post(
      t.app,
      SIGN_IN,
      { email: 'Case.Victim@example.COM', password: 'wrong-pass' },
      '',
      ip,
    );
    expect(paused.statusCode).toBe(429);
    const right = await post(t.app, SIGN_IN, { email: victim, password: 'secret-pass' }, '', ip);
    expect(right.statusCode).toBe(429);
  });

  it('reads JSON with a charset, and refuses text and multipart bodies with 415', async () => {
    const email = 'charset@example.com';
    await signUpVerified(t.app, t.database.db, email);
    const body = JSON.stringify({ email, password: 'secret-pass' });
    expect((await send(body, 'application/json; charset=utf-8', '10.6.0.4')).statusCode).toBe(200);
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const refused = await send(body, type, '10.6.0.4');
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json().error.code).toBe('invalid-argument');
    }
  });
});
