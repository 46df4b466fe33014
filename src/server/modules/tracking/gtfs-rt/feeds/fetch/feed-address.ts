/**
 * Which addresses a feed may be fetched from (SSRF): none inside the network unless the operator
 * names it. Loopback, "this network", private, carrier-grade NAT, link-local (cloud metadata at
 * 169.254.169.254), unique-local, multicast, documentation and reserved ranges are refused, in
 * IPv4 and IPv6 (IPv4-mapped, NAT64 and 6to4 addresses by the IPv4 address they carry).
 * `REALTIME_FEED_ALLOWED_HOSTS` names hosts (as the URL writes them) and addresses or subnets
 * allowed all the same.
 */
import { BlockList, isIP } from 'node:net';

const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 connects to the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
const REFUSED_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback, and the old IPv4-compatible form
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
/** IPv6 prefixes carrying an IPv4 address, and where: NAT64 at its end, 6to4 after 2002:. */
const CARRIERS_V4 = [
  { prefix: ['64:ff9b::', 96] as const, at: 6 },
  { prefix: ['2002::', 16] as const, at: 1 },
];

const refused = new BlockList();
for (const [address, prefix] of REFUSED_V4) refused.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of REFUSED_V6) refused.addSubnet(address, prefix, 'ipv6');

/** The eight groups of an IPv6 address, written out. */
function groupsOf(v6: string): number[] {
  // The URL parser writes an address canonically: compressed, hexadecimal, no dotted quad.
  const canonical = new URL(`http://[${v6}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const words =
    tail === undefined
      ? part(head)
      : [
          ...part(head),
          ...Array<string>(8 - part(head).length - part(tail).length).fill('0'),
          ...part(tail),
        ];
  return words.map((w) => parseInt(w, 16));
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4), if it carries one. */
function carriedV4(v6: string): string | undefined {
  const groups = groupsOf(v6);
  if (groups.slice(0, 6).join() === '0,0,0,0,0,65535') return v4Of(groups, 6);
  for (const { prefix, at } of CARRIERS_V4) {
    const list = new BlockList();
    list.addSubnet(prefix[0], prefix[1], 'ipv6');
    if (list.check(v6, 'ipv6')) return v4Of(groups, at);
  }
  return undefined;
}

const v4Of = (groups: number[], at: number) =>
  [groups[at]! >> 8, groups[at]! & 255, groups[at + 1]! >> 8, groups[at + 1]! & 255].join('.');

/** An address (not a name) a feed may not be fetched from by default. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return refused.check(bare, 'ipv4');
  if (version !== 6) return true;
  const v4 = carriedV4(bare);
  if (v4 !== undefined && refused.check(v4, 'ipv4')) return true;
  return refused.check(bare, 'ipv6');
}

/** The operator's exceptions: host names as URLs write them, addresses and subnets. */
export interface AllowedHosts {
  names: Set<string>;
  addresses: BlockList;
}

/**
 * The exceptions of `REALTIME_FEED_ALLOWED_HOSTS` (env.ts checks each entry is a host name, an
 * address or an address/prefix).
 */
export function allowedHostsOf(entries: readonly string[]): AllowedHosts {
  const allowed: AllowedHosts = { names: new Set(), addresses: new BlockList() };
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (!version) allowed.names.add(entry);
    else if (prefix === undefined) allowed.addresses.addAddress(address, type);
    else allowed.addresses.addSubnet(address, Number(prefix), type);
  }
  return allowed;
}

export const NO_ALLOWED_HOSTS: AllowedHosts = allowedHostsOf([]);

/** The host of a URL as it is compared: lower case, without brackets or a final dot. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

/** May this address be connected to, for a URL of this host? */
export function mayConnect(host: string, address: string, allowed: AllowedHosts): boolean {
  if (allowed.names.has(host)) return true;
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version && allowed.addresses.check(bare, version === 4 ? 'ipv4' : 'ipv6')) return true;
  return !isRefusedAddress(bare);
}

/**
 * Why a URL cannot be saved as a feed source, or null: an address inside the network written in
 * it, or a name that always means this machine. A name is checked again each time it is resolved.
 */
export function savedUrlProblem(url: string, allowed: AllowedHosts): string | null {
  const parsed = URL.parse(url);
  if (!parsed) return null;
  const host = hostOf(parsed);
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (!local && (!isIP(host) || mayConnect(host, host, allowed))) return null;
  if (local && allowed.names.has(host)) return null;
  return (
    `${host} is inside the network: Busway fetches feeds only from outside it, unless the ` +
    'operator allows the host (REALTIME_FEED_ALLOWED_HOSTS).'
  );
}
