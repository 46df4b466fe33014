import { describe, expect, it } from 'vitest';
import type { NetworkChange, NetworkChanges } from '../network-changes.ts';
import { cachedOperatorService } from './operator.cache.ts';
import { createOperatorService } from './operator.service.ts';

/** An operator service over a map of settings that counts its reads. */
function fakeOperator(settings: Map<string, string>) {
  const reads: string[] = [];
  const operator = createOperatorService({
    repo: {
      async setting(key) {
        reads.push(key);
        return settings.get(key);
      },
      async setSetting(key, value) {
        settings.set(key, value);
      },
    },
    defaultTimezone: 'Europe/Berlin',
  });
  return { operator, reads };
}

function fakeChanges() {
  const listeners = new Set<(change: NetworkChange) => void>();
  const changes: NetworkChanges = {
    async announce(change) {
      for (const listener of listeners) listener(change);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return changes;
}

describe('cachedOperatorService', () => {
  it('reads the booking window and refund policy once, and again as soon as settings change', async () => {
    const settings = new Map([['booking_window_days', '30']]);
    const { operator, reads } = fakeOperator(settings);
    const changes = fakeChanges();
    const cached = cachedOperatorService(operator, changes, () => 0);
    expect(await cached.bookingWindowDays()).toBe(30);
    expect(await cached.bookingWindowDays()).toBe(30);
    expect((await cached.refundPolicy()).rules).toHaveLength(2);
    await cached.refundPolicy();
    expect(reads).toEqual(['booking_window_days', 'refund_policy']);

    settings.set('booking_window_days', '90');
    settings.set('refund_policy', JSON.stringify({ rules: [{ moreThanHours: 0, percent: 10 }] }));
    await changes.announce('stops');
    expect(await cached.bookingWindowDays()).toBe(30);
    await changes.announce('settings');
    expect(await cached.bookingWindowDays()).toBe(90);
    expect(await cached.refundPolicy()).toEqual({ rules: [{ moreThanHours: 0, percent: 10 }] });
  });

  it('reads again after the safety age, for a writer that announced nothing', async () => {
    const settings = new Map([['booking_window_days', '30']]);
    const { operator } = fakeOperator(settings);
    let clock = 0;
    const cached = cachedOperatorService(operator, fakeChanges(), () => clock);
    expect(await cached.bookingWindowDays()).toBe(30);
    settings.set('booking_window_days', '7');
    clock = 9_999;
    expect(await cached.bookingWindowDays()).toBe(30);
    clock = 10_000;
    expect(await cached.bookingWindowDays()).toBe(7);
  });
});
