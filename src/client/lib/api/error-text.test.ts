import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { describeError, retryAfterSeconds, waitSentence } from './error-text.ts';

describe('waitSentence', () => {
  it('speaks in seconds, minutes or hours', () => {
    expect(waitSentence(1)).toBe('Try again in 1 second.');
    expect(waitSentence(40)).toBe('Try again in 40 seconds.');
    expect(waitSentence(60)).toBe('Try again in 1 minute.');
    expect(waitSentence(14 * 60 - 20)).toBe('Try again in 14 minutes.');
    expect(waitSentence(3 * 3600)).toBe('Try again in 3 hours.');
  });
});

describe('describeError', () => {
  it('adds the wait to too-many-requests', () => {
    const error = new ApiError('auth/too-many-requests', {
      status: 429,
      details: { retryAfterSeconds: 840 },
    });
    expect(describeError(error)).toBe('Too many attempts. Try again in 14 minutes.');
  });

  it('uses the sentence for the code otherwise', () => {
    expect(describeError(new ApiError('auth/wrong-password', { status: 401 }))).toBe(
      'Wrong email or password.',
    );
    expect(describeError(new Error('boom'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('shows the server’s own words for a refused input without field details', () => {
    const upload = new ApiError('invalid-argument', {
      status: 400,
      message: 'The file is not a JPEG, PNG or WebP image.',
    });
    expect(describeError(upload)).toBe('The file is not a JPEG, PNG or WebP image.');
    const fields = new ApiError('invalid-argument', {
      status: 400,
      message: 'body/email must match format',
      details: { fields: [] },
    });
    expect(describeError(fields)).toMatch(/not valid/);
  });

  it('reads retryAfterSeconds only when it is a positive number', () => {
    expect(retryAfterSeconds({ retryAfterSeconds: 5 })).toBe(5);
    expect(retryAfterSeconds({ retryAfterSeconds: '5' })).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
