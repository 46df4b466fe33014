/**
 * `/test`, the live self-test (issue 26): what the browser asks of `/api/self-test/*` and what
 * each answers. A server check answers 200 whether it passed or failed, with the outcome in plain
 * words (`summary`) for everyone and, for admins only, `details` (kinds, transports, error texts).
 */
import { z } from 'zod';
import { isLiveChannel } from '../live/live.ts';

/** Self-test requests one client address may make a minute (a full run makes four). */
export const SELF_TEST_REQUESTS_PER_MINUTE = 40;
/** Past this difference between the browser's clock and the server's, the clock check warns. */
export const CLOCK_WARN_MS = 5_000;

/** What admins see of a check: a few named facts, each a short text. */
export const SelfTestDetails = z.record(z.string(), z.string());
export type SelfTestDetails = z.infer<typeof SelfTestDetails>;

export const SelfTestOutcome = z.object({
  ok: z.boolean(),
  /** How long the server took over the check itself, in ms (0.1 ms steps). */
  serverMs: z.number(),
  /** What happened, in words for anyone ("Mail is kept in the outbox, not sent."). */
  summary: z.string(),
  /** Admins only. */
  details: SelfTestDetails.optional(),
});
export type SelfTestOutcome = z.infer<typeof SelfTestOutcome>;

/** `GET /api/self-test/time`: the API's answer, and its clock when it answered. */
export const SelfTestTime = z.object({
  serverTime: z.iso.datetime(),
  /** Admins only: the server's version and runtime. */
  details: SelfTestDetails.optional(),
});
export type SelfTestTime = z.infer<typeof SelfTestTime>;

export const RealtimeSelfTestRequest = z.object({
  channel: z
    .string()
    .max(60, 'channel is selftest:<random id>, 45 characters')
    .refine(
      (channel) => channel.startsWith('selftest:') && isLiveChannel(channel),
      'channel is selftest:<random id>, the id a lower-case UUID',
    ),
});
export type RealtimeSelfTestRequest = z.infer<typeof RealtimeSelfTestRequest>;
