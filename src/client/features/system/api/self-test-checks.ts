/**
 * The self-test's checks of the server, each one request to `/api/self-test/*` (the realtime
 * check also a round trip over the tab's live connection, self-test/realtime-check.ts). A server check's
 * own verdict passes through; the browser adds its time and, for the API and the clock, reads the
 * answer itself.
 */
import { SelfTestOutcome, SelfTestTime } from '#shared/system/self-test.ts';
import { api } from '#client/lib/api/api.ts';
import {
  bestSample,
  clockOffset,
  clockVerdict,
  type ClockSample,
} from '../self-test/clock-offset.ts';
import type { CheckOutcome } from '../self-test/run-checks.ts';

/** No check waits longer for the server than this. */
export const CHECK_TIMEOUT_MS = 10_000;
/** Answers the clock check compares: the quickest round trip guesses the server's moment best. */
const CLOCK_SAMPLES = 3;

const timeOf = (signal?: AbortSignal) =>
  api('/api/self-test/time', { schema: SelfTestTime, signal, timeoutMs: CHECK_TIMEOUT_MS });

/** The API answers: one request's round trip. */
export async function apiCheck(now: () => number): Promise<CheckOutcome> {
  const started = now();
  const time = await timeOf();
  const ms = Math.round(now() - started);
  return {
    verdict: 'pass',
    summary: `The API answered in ${ms} ms.`,
    ...(time.details ? { details: time.details } : {}),
  };
}

/** The device's clock against the server's, from the quickest of a few answers. */
export async function clockCheck(wallClock: () => number): Promise<CheckOutcome> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < CLOCK_SAMPLES; i++) {
    const sentAt = wallClock();
    const { serverTime } = await timeOf();
    samples.push({ sentAt, receivedAt: wallClock(), serverTime: Date.parse(serverTime) });
  }
  const offset = clockOffset(bestSample(samples)!);
  const { status, summary } = clockVerdict(offset);
  return {
    verdict: status,
    summary,
    details: {
      difference: `${offset.offsetMs > 0 ? '+' : ''}${offset.offsetMs} ms (server minus device)`,
      uncertainty: `± ${offset.uncertaintyMs} ms (half the quickest of ${CLOCK_SAMPLES} round trips)`,
    },
  };
}

/** One of the server's own checks; its verdict and words as the server gave them. */
export async function serverCheck(
  check: 'database' | 'mail' | 'uploads' | 'realtime',
  json?: unknown,
): Promise<CheckOutcome & { serverMs: number }> {
  const outcome = await api(`/api/self-test/${check}`, {
    method: 'POST',
    schema: SelfTestOutcome,
    json,
    timeoutMs: CHECK_TIMEOUT_MS,
  });
  return {
    verdict: outcome.ok ? 'pass' : 'fail',
    summary: outcome.summary,
    serverMs: outcome.serverMs,
    ...(outcome.details ? { details: outcome.details } : {}),
  };
}
