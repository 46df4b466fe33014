/**
 * How many messages one client address and one account may send through the contact form in an
 * hour (README, "Contact and the inbox"): a script cannot fill the admins' inbox or make the
 * server mail a stranger without end. Counted in the database (core/rate-limits.store.ts), so
 * every instance counts alike.
 */
import type { Env } from '#server/config/env.ts';
import type { RateLimits } from '#server/core/rate-limits.store.ts';

export interface ContactLimitSettings {
  perAddressPerHour: number;
  perAccountPerHour: number;
}

export const contactLimitsOf = (env: Env): ContactLimitSettings => ({
  perAddressPerHour: env.CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  perAccountPerHour: env.CONTACT_MESSAGES_PER_ACCOUNT_PER_HOUR,
});

const HOUR = 3600;

export function createContactLimits(limits: RateLimits, settings: ContactLimitSettings) {
  const byAddress = limits.limit({
    name: 'contact-address',
    points: settings.perAddressPerHour,
    seconds: HOUR,
    refusal: `Too many messages from this network: at most ${settings.perAddressPerHour} an hour`,
  });
  const byAccount = limits.limit({
    name: 'contact-account',
    points: settings.perAccountPerHour,
    seconds: HOUR,
    refusal: `Too many messages from your account: at most ${settings.perAccountPerHour} an hour`,
  });
  return {
    /** Counts one message of an address and (signed in) an account; refuses with the wait. */
    async take(userId: string | null, address: string): Promise<void> {
      await byAddress.take(address);
      if (userId) await byAccount.take(userId);
    },
  };
}
export type ContactLimits = ReturnType<typeof createContactLimits>;
