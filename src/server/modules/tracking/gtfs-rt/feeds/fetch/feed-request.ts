/**
 * One GET of a feed over node's http/https, its connections held to the addresses a feed may use
 * (feed-address.ts): an address written in the URL is checked before connecting, a name when it is
 * resolved, at connect time (so a name that resolves differently the second time, DNS rebinding,
 * is checked as it is used), and every redirect is followed by hand and checked the same way.
 * Headers the admin set (an API key) follow a redirect only within the same origin.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { feedPortProblem } from '#shared/tracking/realtime-feeds.ts';
import { hostOf, mayConnect, type AllowedHosts } from './feed-address.ts';

export type Lookup = typeof dnsLookup;

/** A connection refused before it was made: an address inside the network, or no HTTP(S) URL. */
export class FeedUnreachable extends Error {
  readonly code = 'EFEEDREFUSED';
}

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_HEADERS = {
  accept: 'application/x-protobuf, application/octet-stream;q=0.9, */*;q=0.1',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Busway GTFS-Realtime poller',
};

export interface OpenOptions {
  allowed: AllowedHosts;
  signal: AbortSignal;
  /** The resolver (dns.lookup); tests give one answering what they need. */
  lookup?: Lookup;
}

/** Resolves a name as `lookup` does, failing when any of its addresses may not be used. */
function guardedLookup(host: string, allowed: AllowedHosts, lookup: Lookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const refused = error
        ? undefined
        : addresses.find((a) => !mayConnect(host, a.address, allowed));
      const failure =
        error ??
        (addresses.length === 0 || refused
          ? new FeedUnreachable(`${hostname} resolves to ${refused?.address ?? 'no address'}`)
          : null);
      const answer = callback as (...args: unknown[]) => void;
      if (failure) answer(failure, options.all ? [] : '', 4);
      else if (options.all) answer(null, addresses);
      else answer(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function openOnce(url: URL, headers: OutgoingHttpHeaders, options: OpenOptions) {
  const host = hostOf(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new FeedUnreachable(`${url.protocol} is not HTTP`));
  // An address in the URL is connected to without a lookup: it is checked here.
  if (isIP(host) && !mayConnect(host, host, options.allowed))
    return Promise.reject(new FeedUnreachable(`${host} is inside the network`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        headers,
        signal: options.signal,
        agent: false,
        lookup: guardedLookup(host, options.allowed, options.lookup ?? dnsLookup),
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs `url` and follows its redirects; answers the last response (its body unread) or the words
 * for too many redirects. Throws what a connection throws, FeedUnreachable for a refused one.
 */
export async function openFeed(
  given: string,
  adminHeaders: Record<string, string>,
  options: OpenOptions,
): Promise<IncomingMessage | string> {
  let url = new URL(given);
  let headers: OutgoingHttpHeaders = { ...DEFAULT_HEADERS, ...adminHeaders };
  for (let hop = 0; ; hop++) {
    const response = await openOnce(url, headers, options);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return response;
    response.destroy();
    if (hop === MAX_REDIRECTS) return `The feed redirected more than ${MAX_REDIRECTS} times.`;
    const next = URL.parse(location, url);
    if (!next) throw new FeedUnreachable(`a redirect to ${location}, not a URL`);
    const refused = feedPortProblem(next.href);
    if (refused) return `The feed redirected to ${next.host}. ${refused}.`;
    if (next.origin !== url.origin) headers = { ...DEFAULT_HEADERS };
    url = next;
  }
}
