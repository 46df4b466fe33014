/**
 * GTFS-Realtime feed sources (admin, `/api/admin/realtime-feeds`, the `/adminrealtime` screen): a
 * VehiclePositions URL the server polls, and how its last polls went.
 */
import { z } from 'zod';

/** The shortest poll interval: a public feed refreshes every few seconds at best. */
export const MIN_POLL_INTERVAL_S = 5;
export const MAX_POLL_INTERVAL_S = 3600;
export const MAX_FEED_HEADERS = 10;

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const FeedHeader = z.object({
  name: z
    .string()
    .trim()
    .regex(HEADER_NAME, 'A header name is letters, digits and - (e.g. x-api-key)')
    .max(100),
  value: z
    .string()
    .trim()
    .min(1, 'Give the header a value')
    .max(2000)
    // A value with a line break would be a second header.
    .regex(/^[^\r\n]*$/, 'A header value is one line'),
});
export type FeedHeader = z.infer<typeof FeedHeader>;

/** A URL carrying a user name or password (they would be stored and shown in plain text). */
function withCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/**
 * Why a feed URL's port is refused, or null: a feed is fetched over the web's ports (80, 443) or
 * an unprivileged one, never a port of another service below 1024 (SSH, mail, discard…).
 */
export function feedPortProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.port === '') return null;
  const port = Number(parsed.port);
  if (port === 80 || port === 443 || port >= 1024) return null;
  return `Port ${port} is not allowed: feeds are fetched over ports 80, 443 or 1024–65535`;
}

export const RealtimeFeedInput = z.object({
  name: z.string().trim().min(1, 'Name the feed').max(80, 'At most 80 characters'),
  url: z
    .string()
    .trim()
    .url('The URL of a GTFS-Realtime VehiclePositions feed, http:// or https://')
    .regex(/^https?:\/\//i, 'The URL starts with http:// or https://')
    .max(2000)
    .refine(
      (url) => !withCredentials(url),
      'Put no user name or password in the URL: send a key as a header',
    )
    .superRefine((url, ctx) => {
      const problem = feedPortProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  intervalS: z
    .number({ message: 'Poll every 5 seconds or more' })
    .int('Whole seconds')
    .min(MIN_POLL_INTERVAL_S, `Poll every ${MIN_POLL_INTERVAL_S} seconds or more`)
    .max(MAX_POLL_INTERVAL_S, 'Poll at least once an hour'),
  /** Sent with each request, e.g. an API key; write-only (the list gives their names). */
  headers: z.array(FeedHeader).max(MAX_FEED_HEADERS, `At most ${MAX_FEED_HEADERS} headers`),
  paused: z.boolean(),
});
export type RealtimeFeedInput = z.infer<typeof RealtimeFeedInput>;

/** An edit: what is left out stays (so headers with secrets need not be typed again). */
export const RealtimeFeedPatch = RealtimeFeedInput.partial();
export type RealtimeFeedPatch = z.infer<typeof RealtimeFeedPatch>;

export const RealtimeFeedStatus = z.object({
  /** The last poll's start, whatever came of it. */
  lastPolledAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** What went wrong at the last failed poll (or the fixes refused), in words; kept after a success. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** Of the last successful poll: vehicles put on a trip, and those that matched none. */
  matched: z.number().int().nullable(),
  unmatched: z.number().int().nullable(),
  /** Of the last successful poll: fixes the tracking service refused (and why, for the first). */
  refused: z.number().int().nullable(),
  /** The feed's own header timestamp at the last success. */
  feedTimestamp: z.string().nullable(),
});
export type RealtimeFeedStatus = z.infer<typeof RealtimeFeedStatus>;

export const RealtimeFeed = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  intervalS: z.number().int(),
  /** The names of the headers sent; their values are never given back. */
  headerNames: z.array(z.string()),
  paused: z.boolean(),
  status: RealtimeFeedStatus,
  createdAt: z.string(),
});
export type RealtimeFeed = z.infer<typeof RealtimeFeed>;

export const RealtimeFeedList = z.object({ feeds: z.array(RealtimeFeed) });
export type RealtimeFeedList = z.infer<typeof RealtimeFeedList>;

export const RealtimeFeedResponse = z.object({ feed: RealtimeFeed });
export type RealtimeFeedResponse = z.infer<typeof RealtimeFeedResponse>;

/** `POST /api/admin/realtime-feeds/:id/poll`: the source after one poll, and how it went. */
export const RealtimeFeedPollResponse = z.object({
  feed: RealtimeFeed,
  report: z.object({
    ok: z.boolean(),
    matched: z.number().int(),
    unmatched: z.number().int(),
    refused: z.number().int(),
    message: z.string().nullable(),
  }),
});
export type RealtimeFeedPollResponse = z.infer<typeof RealtimeFeedPollResponse>;

const OPTIONAL_HEADER_NAME = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)?$/;

/**
 * The admin screen's form: one header at most (an API key is one), which the API turns into
 * `headers`. Editing, both header fields empty keep the headers set, unless `dropHeaders`.
 */
export const RealtimeFeedForm = RealtimeFeedInput.pick({ name: true, url: true, intervalS: true })
  .extend({
    headerName: z
      .string()
      .trim()
      .max(100)
      .regex(OPTIONAL_HEADER_NAME, 'A header name is letters, digits and - (e.g. x-api-key)'),
    headerValue: z
      .string()
      .trim()
      .max(2000)
      .regex(/^[^\r\n]*$/, 'A header value is one line'),
    dropHeaders: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.headerName && !form.headerValue)
      ctx.addIssue({ code: 'custom', path: ['headerValue'], message: 'Give the header a value' });
    if (form.headerValue && !form.headerName)
      ctx.addIssue({ code: 'custom', path: ['headerName'], message: 'Name the header' });
  });
export type RealtimeFeedFormInput = z.input<typeof RealtimeFeedForm>;
export type RealtimeFeedFormValues = z.output<typeof RealtimeFeedForm>;

/** The headers a form sends: its one header, none (dropped), or undefined to keep those set. */
export function formHeaders(form: RealtimeFeedFormValues): FeedHeader[] | undefined {
  if (form.headerName) return [{ name: form.headerName, value: form.headerValue }];
  return form.dropHeaders ? [] : undefined;
}
