/**
 * Fetches one GTFS-Realtime feed and decodes it with the official bindings. Whatever goes wrong —
 * no answer, too slow, an error status, an empty, truncated, oversized or non-protobuf body —
 * comes back as a `FeedFailure` whose message says it in words for the admin screen; nothing
 * here throws.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
export type DecodedFeed = GtfsRealtimeBindings.transit_realtime.FeedMessage;

/** A real VehiclePositions feed of a large city is a few MB; beyond this something is wrong. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

export interface FeedRequest {
  url: string;
  headers: readonly { name: string; value: string }[];
  timeoutMs: number;
}

export type FetchOutcome = { ok: true; feed: DecodedFeed } | { ok: false; message: string };

const failure = (message: string): FetchOutcome => ({ ok: false, message });

export async function fetchFeed(request: FeedRequest): Promise<FetchOutcome> {
  const seconds = Math.round(request.timeoutMs / 100) / 10;
  const signal = AbortSignal.timeout(request.timeoutMs);
  let body: Uint8Array;
  let contentType: string;
  try {
    const response = await fetch(request.url, {
      headers: Object.fromEntries(request.headers.map((h) => [h.name, h.value])),
      signal,
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return failure(
        `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` +
          (response.status === 401 || response.status === 403
            ? ': check the API key header.'
            : '.'),
      );
    }
    contentType = response.headers.get('content-type') ?? '';
    const read = await readLimited(response);
    if (typeof read === 'string') return failure(read);
    body = read;
  } catch (error) {
    if (signal.aborted) return failure(`The feed did not answer within ${seconds} s.`);
    return failure(`Could not reach the feed: ${reasonOf(error)}.`);
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

async function readLimited(response: Response): Promise<Uint8Array | string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > MAX_FEED_BYTES) {
    await response.body?.cancel();
    return tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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

function reasonOf(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string }) : undefined;
  const code = cause?.code;
  if (code === 'ECONNREFUSED') return 'the connection was refused (is the server up?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was closed';
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
