/**
 * The operator's settings from memory: GET /api/config and every "today" read them on each
 * request, two queries that were most of a cheap request's cost (docs/PERFORMANCE.md); every
 * search reads the booking window and every cancellation the refund policy. They are
 * read again once a change is announced (an import sets them, network-changes.ts: at once on this
 * instance, through the hub on the others), and at the latest after SETTINGS_MAX_AGE_MS, for a
 * writer outside the app (the import CLI on a shared PostgreSQL).
 */
import { monotonicClock, type Clock } from '#server/core/clock.ts';
import { cachedValue } from '#server/core/cached-value.ts';
import type { NetworkChanges } from '../network-changes.ts';
import type { OperatorService } from './operator.service.ts';

export const SETTINGS_MAX_AGE_MS = 10_000;

export function cachedOperatorService(
  operator: OperatorService,
  changes: NetworkChanges,
  now: Clock = monotonicClock,
): OperatorService {
  const options = { maxAgeMs: SETTINGS_MAX_AGE_MS, now };
  const timezone = cachedValue(() => operator.operatorTimezone(), options);
  const currency = cachedValue(() => operator.operatorCurrency(), options);
  const bookingWindow = cachedValue(() => operator.bookingWindowDays(), options);
  const refundPolicy = cachedValue(() => operator.refundPolicy(), options);
  const all = [timezone, currency, bookingWindow, refundPolicy];
  changes.listen((change) => {
    if (change !== 'settings') return;
    for (const value of all) value.invalidate();
  });
  return {
    ...operator,
    operatorTimezone: timezone.get,
    operatorCurrency: currency.get,
    bookingWindowDays: bookingWindow.get,
    refundPolicy: refundPolicy.get,
  };
}
