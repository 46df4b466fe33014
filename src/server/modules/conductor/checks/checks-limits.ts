/**
 * How many tickets one device and one account may check (README, "Conductors"): a stolen session
 * or a script cannot try references or tokens without end. Counted in the database
 * (core/rate-limits.store.ts), so every instance counts alike; an offline batch counts each check.
 */
import type { Env } from '#server/config/env.ts';
import type { RateLimits } from '#server/core/rate-limits.store.ts';

export const CHECK_WINDOW_SECONDS = 600;

export interface CheckLimitSettings {
  perDevice: number;
  perAccount: number;
}

export const checkLimitsOf = (env: Env): CheckLimitSettings => ({
  perDevice: env.TICKET_CHECKS_PER_DEVICE,
  perAccount: env.TICKET_CHECKS_PER_ACCOUNT,
});

export function createCheckLimits(limits: RateLimits, settings: CheckLimitSettings) {
  const byDevice = limits.limit({
    name: 'ticket-checks-device',
    points: settings.perDevice,
    seconds: CHECK_WINDOW_SECONDS,
    refusal: `This device has checked ${settings.perDevice} tickets in 10 minutes, the most it may`,
  });
  const byAccount = limits.limit({
    name: 'ticket-checks-account',
    points: settings.perAccount,
    seconds: CHECK_WINDOW_SECONDS,
    refusal: `Your account has checked ${settings.perAccount} tickets in 10 minutes, the most it may`,
  });
  return {
    /** Counts `checks` checks of a device and account; refuses with the wait once either is spent. */
    async take(userId: string, deviceId: string, checks: number): Promise<void> {
      await byDevice.take(deviceId, checks);
      await byAccount.take(userId, checks);
    },
  };
}
export type CheckLimits = ReturnType<typeof createCheckLimits>;
