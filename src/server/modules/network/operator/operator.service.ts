/**
 * The operator's settings that change at run time. `operatorTimezone()` is the zone of every "today" and
 * service date: the feed's agency_timezone once a GTFS import has stored it, else OPERATOR_TIMEZONE.
 * `operatorCurrency()` is the currency of every fare: the fare currency of the first feed imported
 * into an empty network, else CURRENCY (docs/decisions/008-operator-settings-from-the-first-feed.md).
 * Other modules call this service; it reads one row by key, so it asks the database each time and
 * every instance sees an import at once.
 */
import type { Database } from '#db/client.ts';
import { DEFAULT_REFUND_POLICY, RefundPolicy } from '#shared/booking/refund-policy.ts';
import { DEFAULT_BOOKING_WINDOW_DAYS } from '#shared/booking/search.ts';
import { createOperatorRepo, type OperatorRepo } from './operator.repo.ts';

export const TIMEZONE_SETTING = 'timezone';
export const CURRENCY_SETTING = 'currency';
export const BOOKING_WINDOW_SETTING = 'booking_window_days';
export const REFUND_POLICY_SETTING = 'refund_policy';

/** A stored booking window, or the default when there is none or it is not a whole number ≥ 1. */
export function bookingWindowOf(stored: string | undefined): number {
  const days = Number(stored);
  return stored !== undefined && Number.isInteger(days) && days >= 1
    ? days
    : DEFAULT_BOOKING_WINDOW_DAYS;
}

/** A stored refund policy (JSON), or the default when there is none or it is not a valid policy. */
export function refundPolicyOf(stored: string | undefined): RefundPolicy {
  if (!stored) return DEFAULT_REFUND_POLICY;
  try {
    const parsed = RefundPolicy.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_REFUND_POLICY;
  } catch {
    return DEFAULT_REFUND_POLICY;
  }
}

export function createOperatorService({
  repo,
  defaultTimezone,
  defaultCurrency,
}: {
  repo: OperatorRepo;
  defaultTimezone: string;
  /** CURRENCY; required only by callers of operatorCurrency(). */
  defaultCurrency?: string;
}) {
  return {
    async operatorTimezone(): Promise<string> {
      return (await repo.setting(TIMEZONE_SETTING)) ?? defaultTimezone;
    },

    /** How many days ahead passengers can book (DEFAULT_BOOKING_WINDOW_DAYS unless set). */
    async bookingWindowDays(): Promise<number> {
      return bookingWindowOf(await repo.setting(BOOKING_WINDOW_SETTING));
    },

    /** What a cancellation gives back (DEFAULT_REFUND_POLICY unless set). */
    async refundPolicy(): Promise<RefundPolicy> {
      return refundPolicyOf(await repo.setting(REFUND_POLICY_SETTING));
    },

    async operatorCurrency(): Promise<string> {
      const stored = await repo.setting(CURRENCY_SETTING);
      if (stored) return stored;
      if (!defaultCurrency) throw new Error('operatorCurrency() needs the CURRENCY default');
      return defaultCurrency;
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;

/**
 * The service over a database, for modules that build their own (`env.OPERATOR_TIMEZONE` and
 * `env.CURRENCY` as defaults).
 */
export function operatorServiceFor(
  db: Database,
  defaultTimezone: string,
  defaultCurrency?: string,
): OperatorService {
  return createOperatorService({ repo: createOperatorRepo(db), defaultTimezone, defaultCurrency });
}
