import { describe, expect, it } from 'vitest';
import { addressKey, socketCounter, tokenBucket } from './live-limits.ts';

describe('tokenBucket', () => {
  it('gives its burst at once, then its rate, and saves up no more than the burst', () => {
    const bucket = tokenBucket(10, 3, 0);
    expect([0, 0, 0, 0].map((t) => bucket.take(t))).toEqual([true, true, true, false]);
    expect(bucket.take(99)).toBe(false);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(100)).toBe(false);
    const rested = [60_000, 60_000, 60_000, 60_000].map((t) => bucket.take(t));
    expect(rested).toEqual([true, true, true, false]);
  });

  it('gives nothing back for a clock that goes backwards', () => {
    const bucket = tokenBucket(10, 1, 1000);
    expect(bucket.take(1000)).toBe(true);
    expect(bucket.take(0)).toBe(false);
    expect(bucket.take(50)).toBe(false);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses, unmaps IPv4-mapped ones and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('socketCounter', () => {
  it('admits sockets up to the cap of an address and of an account, and frees them on release', () => {
    const counter = socketCounter({ perAddress: 3, perAccount: 2 });
    const a = counter.admit('203.0.113.9', 'ann');
    const b = counter.admit('203.0.113.9', 'ann');
    const byAccount = counter.admit('198.51.100.7', 'ann');
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(byAccount).toEqual({
      ok: false,
      reason: expect.stringContaining('for your account (2 at most)'),
    });
    const visitor = counter.admit('203.0.113.9', undefined);
    const byAddress = counter.admit('203.0.113.9', 'bob');
    expect(visitor.ok).toBe(true);
    expect(byAddress).toEqual({
      ok: false,
      reason: expect.stringContaining('from your address (3 at most)'),
    });
    // Every address of one /64 is the same client network.
    const sameNetwork = ['2001:db8::1', '2001:db8::2', '2001:db8::ffff:3', '2001:db8::4'];
    expect(sameNetwork.map((ip) => counter.admit(ip, undefined).ok)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    if (a.ok) {
      a.release();
      a.release();
    }
    expect(counter.admit('203.0.113.9', 'bob').ok).toBe(true);
    expect(counter.admit('203.0.113.9', undefined).ok).toBe(false);
    expect(counter.size()).toEqual({ addresses: 2, accounts: 2 });
  });
});
