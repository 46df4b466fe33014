import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api/api.ts';
import { attemptKey, attemptStillOpen, endAttempt, type KeyStore } from './payment-attempt.ts';

function mapStore(): KeyStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (name) => map.get(name) ?? null,
    set: (name, value) => void map.set(name, value),
    remove: (name) => void map.delete(name),
  };
}

let made = 0;
const makeKey = () => `attempt-key-${String(++made).padStart(8, '0')}`;

describe('attemptKey', () => {
  it('keeps one key for an attempt: a double click, a retry or a reload sends it again', () => {
    const store = mapStore();
    const first = attemptKey('booking-1', store, makeKey);
    expect(attemptKey('booking-1', store, makeKey)).toBe(first);
    // A reload: a new page reads the same sessionStorage.
    expect(attemptKey('booking-1', { ...store }, makeKey)).toBe(first);
  });

  it('gives each booking its own key, and a new one once the attempt ended', () => {
    const store = mapStore();
    const first = attemptKey('booking-1', store, makeKey);
    expect(attemptKey('booking-2', store, makeKey)).not.toBe(first);
    endAttempt('booking-1', store);
    const next = attemptKey('booking-1', store, makeKey);
    expect(next).not.toBe(first);
    expect(attemptKey('booking-1', store, makeKey)).toBe(next);
  });

  it('replaces a kept value that is not a key the server accepts', () => {
    const store = mapStore();
    store.set('busway.payment-attempt.booking-1', 'short');
    expect(attemptKey('booking-1', store, makeKey)).toMatch(/^attempt-key-/);
  });

  it('makes UUID keys by default, which the payment request accepts', () => {
    expect(attemptKey('booking-3', mapStore())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('attemptStillOpen', () => {
  it('keeps the attempt when no answer came or the server failed', () => {
    expect(attemptStillOpen(new ApiError('auth/network-request-failed'))).toBe(true);
    expect(attemptStillOpen(new ApiError('unavailable', { status: 503 }))).toBe(true);
    expect(attemptStillOpen(new ApiError('internal', { status: 500 }))).toBe(true);
    expect(attemptStillOpen(new ApiError('aborted', { status: 409 }))).toBe(true);
    expect(attemptStillOpen(new TypeError('failed to fetch'))).toBe(true);
  });

  it('ends it on an answer: declined, expired or refused', () => {
    expect(attemptStillOpen(new ApiError('payment-declined', { status: 402 }))).toBe(false);
    expect(attemptStillOpen(new ApiError('hold-expired', { status: 410 }))).toBe(false);
    expect(attemptStillOpen(new ApiError('invalid-argument', { status: 400 }))).toBe(false);
    expect(attemptStillOpen(new ApiError('failed-precondition', { status: 412 }))).toBe(false);
  });
});
