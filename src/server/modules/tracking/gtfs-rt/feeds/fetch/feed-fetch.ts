/**
 * Fetches one GTFS-Realtime feed and decodes it with the official bindings. Whatever goes wrong —
 * no answer, too slow, an error status, an empty, truncated, oversized or non-protobuf body —
 * comes back as a `FeedFailure` whose message says it in words for the admin screen; nothing
 * here throws. A feed is fetched only from addresses outside the network unless the operator
 * allows them (feed-request.ts); a refused or failed connection, of whatever kind, says only
 * that the feed could not be reached, so the words never tell an open port from a closed one.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { AllowedHosts } from './feed-address.ts';
import { openFeed, type Lookup } from './feed-request.ts';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
export type DecodedFeed = GtfsRealtimeBindings.transit_realtime.FeedMessage;

/** A real VehiclePositions feed of a large city is a few MB; beyond this something is wrong. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;
export const UNREACHABLE = 'The feed could not be reached.';

export interface FeedRequest {
  url: string;
  headers: readonly { name: string; value: string }[];
  timeoutMs: number;
  /** The operator's exceptions to the rule that feeds are fetched from outside the network. */
  allowed: AllowedHosts;
}

/** A failure's `detail` is for the server log only: what the admin reads is `message`. */
export type FetchOutcome =
  { ok: true; feed: DecodedFeed } | { ok: false; message: string; detail?: string };

const failure = (message: string, detail?: string): FetchOutcome => ({
  ok: false,
  message,
  detail,
});

export async function fetchFeed(
  request: FeedRequest,
  resolver?: { lookup?: Lookup },
): Promise<FetchOutcome> {
  const seconds = Math.round(request.timeoutMs / 100) / 10;
  const signal = AbortSignal.timeout(request.timeoutMs);
  let body: Uint8Array;
  let contentType: string;
  try {
    const response = await openFeed(
      request.url,
      Object.fromEntries(request.headers.map((h) => [h.name, h.value])),
      { allowed: request.allowed, signal, lookup: resolver?.lookup },
    );
    if (typeof response === 'string') return failure(response);
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.destroy();
      return failure(
        `The server answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}` +
          (status === 401 || status === 403 ? ': check the API key header.' : '.'),
      );
    }
    contentType = response.headers['content-type'] ?? '';
    const read = await readLimited(response, signal);
    if (typeof read === 'string') return failure(read);
    body = read;
  } catch (error) {
    if (signal.aborted) return failure(`The feed did not answer within ${seconds} s.`);
    return failure(UNREACHABLE, detailOf(error));
  }
  return decodeFeed(body, contentType);
}

/** Decodes a body already fetched; exported for tests of the words. */
export function decodeFeed(body: Uint8Array, contentType = ''): FetchOutcome {
  if (body.length === 0) return failure('The feed was empty: the server sent 0 bytes.');
  if (/html/i.test(contentType) || looksLikeText(body))
    return failure(
      `The feed is not GTFS-Realtime protobuf: the server sent ${
        /html/i.test(contentType) || startsWith(body, '<') ? 'an HTML page' : 'text'
      }${contentType ? ` (${contentType.split(';')[0]})` : ''}.`,
    );
  try {
    return { ok: true, feed: FeedMessage.decode(body) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/index out of range/i.test(message))
      return failure(
        `The feed was cut short: its ${body.length} bytes end in the middle of a message.`,
      );
    if (/missing required/i.test(message))
      return failure(`The feed is not a GTFS-Realtime FeedMessage: ${message}.`);
    return failure(`The feed is not GTFS-Realtime protobuf: ${message}.`);
  }
}

/** The body, decompressed as the server encoded it, up to MAX_FEED_BYTES. */
async function readLimited(
  response: IncomingMessage,
  signal: AbortSignal,
): Promise<Uint8Array | string> {
  const declared = Number(response.headers['content-length'] ?? NaN);
  if (declared > MAX_FEED_BYTES) {
    response.destroy();
    return tooLarge();
  }
  const body = decoded(response);
  const stop = () => body.destroy(new Error('timed out'));
  signal.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_FEED_BYTES) return tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } finally {
    signal.removeEventListener('abort', stop);
    response.destroy();
    if (body !== response) body.destroy();
  }
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const inflate =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!inflate) return response;
  response.on('error', (error) => inflate.destroy(error));
  return response.pipe(inflate);
}

const tooLarge = () =>
  `The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB: is it the right URL?`;

function startsWith(body: Uint8Array, text: string): boolean {
  const start = Buffer.from(body.subarray(0, 64)).toString('utf8').trimStart();
  return start.startsWith(text);
}

/**
 * A protobuf FeedMessage starts with its header's tag (0x0a); text starts with a printable
 * character: an HTML error page, JSON, "Service unavailable".
 */
function looksLikeText(body: Uint8Array): boolean {
  const first = Buffer.from(body.subarray(0, 64)).toString('utf8').trimStart();
  return /^[<{[A-Za-z]/.test(first);
}

/** What went wrong with a connection, for the log. */
function detailOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  return code ? `${code}: ${error.message}` : error.message;
}
