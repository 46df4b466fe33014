import { describe, expect, it } from 'vitest';
import { SignUpForm } from '#shared/accounts.ts';
import { ApiError } from './api.ts';
import { firstInvalid, hasErrors, serverFieldErrors, zodFieldErrors } from './form-errors.ts';

describe('form errors', () => {
  it('keeps the first message per field of a zod failure', () => {
    const parsed = SignUpForm.safeParse({ name: ' ', email: 'nope', password: '123' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(zodFieldErrors(parsed.error)).toEqual({
      name: 'Enter a name',
      email: 'Enter a valid email address',
      password: 'The password must be 6 characters long or more',
    });
  });

  it('reads the fields the server named, without the request part', () => {
    const error = new ApiError('invalid-argument', {
      status: 400,
      details: {
        fields: [
          { field: 'body.email', message: 'Enter a valid email address' },
          { field: 'body/phone', message: 'Bad phone' },
          { field: 'name', message: 'Enter a name' },
          { field: 'body.email', message: 'second message' },
          { nonsense: true },
        ],
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      email: 'Enter a valid email address',
      phone: 'Bad phone',
      name: 'Enter a name',
    });
    expect(serverFieldErrors(new ApiError('internal'))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });

  it('finds the first invalid field in form order', () => {
    const errors = { password: 'short', email: 'bad' };
    expect(firstInvalid(['name', 'email', 'password'], errors)).toBe('email');
    expect(firstInvalid(['name'], errors)).toBeUndefined();
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ email: undefined })).toBe(false);
  });
});
