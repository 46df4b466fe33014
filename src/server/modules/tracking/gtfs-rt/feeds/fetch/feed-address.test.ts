import { describe, expect, it } from 'vitest';
import {
  allowedHostsOf,
  isRefusedAddress,
  mayConnect,
  NO_ALLOWED_HOSTS,
  savedUrlProblem,
} from './feed-address.ts';

describe('the addresses a feed may be fetched from', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'this host'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback, as a URL writes it'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hexadecimal'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['not an address', 'no address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets %s be reached', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });

  it("lets the operator's hosts, addresses and subnets be reached all the same", () => {
    const allowed = allowedHostsOf(['Feeds.Internal', '10.1.2.3', '192.168.0.0/16', '[::1]']);
    expect(mayConnect('feeds.internal', '10.9.9.9', allowed)).toBe(true);
    expect(mayConnect('other.internal', '10.1.2.3', allowed)).toBe(true);
    expect(mayConnect('other.internal', '10.1.2.4', allowed)).toBe(false);
    expect(mayConnect('192.168.7.7', '192.168.7.7', allowed)).toBe(true);
    expect(mayConnect('::1', '::1', allowed)).toBe(true);
    expect(mayConnect('127.0.0.1', '127.0.0.1', allowed)).toBe(false);
    expect(mayConnect('example.org', '93.184.215.14', NO_ALLOWED_HOSTS)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:3000/api/admin/outbox',
    'http://localhost/vp.pb',
    'http://api.localhost/vp.pb',
    'http://2130706433/vp.pb',
    'http://0x7f.1/vp.pb',
    'http://0.0.0.0:5432/',
    'http://[::1]/vp.pb',
    'http://[::ffff:127.0.0.1]/vp.pb',
    'http://169.254.169.254/latest/meta-data/',
    'https://10.0.0.8/vp.pb',
    'http://[fd00::8]/vp.pb',
  ])('refuses to save %s, saying why and what allows it', (url) => {
    expect(savedUrlProblem(url, NO_ALLOWED_HOSTS)).toMatch(
      /is inside the network: Busway fetches feeds only from outside it, unless the operator allows the host \(REALTIME_FEED_ALLOWED_HOSTS\)\.$/,
    );
  });

  it('saves a public URL, a name (checked when resolved) and an allowed host', () => {
    expect(savedUrlProblem('https://api.example.org/vp.pb', NO_ALLOWED_HOSTS)).toBeNull();
    expect(savedUrlProblem('http://feeds.internal/vp.pb', NO_ALLOWED_HOSTS)).toBeNull();
    const allowed = allowedHostsOf(['127.0.0.1', 'localhost']);
    expect(savedUrlProblem('http://127.0.0.1:8080/vp.pb', allowed)).toBeNull();
    expect(savedUrlProblem('http://localhost:8080/vp.pb', allowed)).toBeNull();
  });
});
