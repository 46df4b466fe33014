/**
 * The live channel's limits, as pure logic with the clock passed in: a token bucket (a socket's
 * messages and subscription changes) and the count of open sockets per client address and per
 * account (live-sockets.ts). Counts are this instance's: the memory they protect is its own.
 */
import { isIPv6 } from 'node:net';
import {
  LIVE_MESSAGES_BURST,
  LIVE_MESSAGES_PER_SECOND,
  LIVE_SUBSCRIPTION_CHANGES_BURST,
  LIVE_SUBSCRIPTION_CHANGES_PER_SECOND,
} from '#shared/live/live.ts';

export interface TokenBucket {
  /** Takes a token if one is there at `now` (ms); false when the rate is spent. */
  take(now: number): boolean;
}

/** `perSecond` tokens a second, at most `burst` saved up; starts full. */
export function tokenBucket(perSecond: number, burst: number, now: number): TokenBucket {
  let tokens = burst;
  let at = now;
  return {
    take(time) {
      tokens = Math.min(burst, tokens + (Math.max(0, time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export interface SocketRates {
  /** Messages of any kind. */
  messages: TokenBucket;
  /** Subscribes and unsubscribes. */
  changes: TokenBucket;
}

/** A new socket's own rates (src/shared/live/live.ts), full at `now`. */
export function socketRates(now: number): SocketRates {
  return {
    messages: tokenBucket(LIVE_MESSAGES_PER_SECOND, LIVE_MESSAGES_BURST, now),
    changes: tokenBucket(
      LIVE_SUBSCRIPTION_CHANGES_PER_SECOND,
      LIVE_SUBSCRIPTION_CHANGES_BURST,
      now,
    ),
  };
}

/** The reason a flooding socket is closed with. */
export const FLOODED = `Too many messages: a live connection sends at most ${LIVE_MESSAGES_PER_SECOND} a second.`;

/** The refusal of a subscribe past the socket's rate of changes. */
export const tooManyChanges = (channel: string) =>
  `A socket changes its subscriptions at most ${LIVE_SUBSCRIPTION_CHANGES_PER_SECOND} times a second ` +
  `(${LIVE_SUBSCRIPTION_CHANGES_BURST} at once); wait a moment before subscribing to ${channel}.`;

/**
 * The address a socket is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one as
 * IPv4), an IPv6 address by its /64 — one subscriber's network, whose 2^64 addresses a single
 * client can pick from.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0')];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface SocketCaps {
  /** Sockets open at once from one client address (addressKey). */
  perAddress: number;
  /** Sockets open at once for one signed-in account. */
  perAccount: number;
}

export type Admission = { ok: true; release: () => void } | { ok: false; reason: string };

/** Counts the open sockets of each address and account, admitting a new one while under both caps. */
export function socketCounter(caps: SocketCaps) {
  const byAddress = new Map<string, number>();
  const byAccount = new Map<string, number>();
  const inc = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  return {
    admit(ip: string, account: string | undefined): Admission {
      const address = addressKey(ip);
      if ((byAddress.get(address) ?? 0) >= caps.perAddress)
        return {
          ok: false,
          reason: `Too many live connections from your address (${caps.perAddress} at most); close a Busway tab or try later.`,
        };
      if (account !== undefined && (byAccount.get(account) ?? 0) >= caps.perAccount)
        return {
          ok: false,
          reason: `Too many live connections for your account (${caps.perAccount} at most); close a Busway tab or try later.`,
        };
      inc(byAddress, address, 1);
      if (account !== undefined) inc(byAccount, account, 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          inc(byAddress, address, -1);
          if (account !== undefined) inc(byAccount, account, -1);
        },
      };
    },
    /** Addresses and accounts with a socket open here. */
    size: () => ({ addresses: byAddress.size, accounts: byAccount.size }),
  };
}
