import { describe, expect, it } from 'vitest';
import { toBuswayError } from './auth-errors.ts';

describe('toBuswayError', () => {
  it('answers wrong password and unknown user with one sentence', () => {
    const wrong = toBuswayError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(wrong.error).toEqual({
      code: 'auth/wrong-password',
      message: 'Wrong email or password.',
    });
  });

  it('maps the account codes people act on', () => {
    expect(toBuswayError(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }).error.code).toBe(
      'auth/email-already-in-use',
    );
    expect(toBuswayError(400, { code: 'PASSWORD_TOO_SHORT' }).error.message).toBe(
      'The password must be 6 characters long or more.',
    );
    expect(toBuswayError(403, { code: 'BANNED_USER', message: 'x' }).error.code).toBe(
      'auth/user-disabled',
    );
    expect(toBuswayError(400, { code: 'SESSION_EXPIRED' }).error.code).toBe(
      'auth/requires-recent-login',
    );
    expect(toBuswayError(400, { code: 'INVALID_OTP' }).error.code).toBe('auth/invalid-code');
    expect(toBuswayError(400, { code: 'OTP_EXPIRED' }).error.code).toBe('auth/code-expired');
    expect(toBuswayError(403, { code: 'TOO_MANY_ATTEMPTS' }).error.code).toBe(
      'auth/too-many-requests',
    );
  });

  it('names the field of a validation error', () => {
    const email = toBuswayError(400, {
      code: 'VALIDATION_ERROR',
      message: '[body.email] Invalid email address',
    });
    expect(email.error.code).toBe('auth/invalid-email');
    expect(email.error.details).toEqual({
      fields: [{ field: 'body.email', message: 'Invalid email address' }],
    });
    const other = toBuswayError(400, { code: 'VALIDATION_ERROR', message: '[body.name] Required' });
    expect(other.error).toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid request — [body.name] Required',
    });
  });

  it('falls back on the status and never leaks a 5xx message', () => {
    expect(toBuswayError(429, { message: 'Too many requests.' }).error.code).toBe(
      'auth/too-many-requests',
    );
    expect(toBuswayError(500, { message: 'db exploded at 10.0.0.3' }).error).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
