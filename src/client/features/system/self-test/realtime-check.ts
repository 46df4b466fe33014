/**
 * The realtime round trip: the tab's live connection (lib/live) subscribes to a channel of this
 * run's own, `selftest:<random id>`; once the server confirms, `POST /api/self-test/realtime` has
 * it publish there through the hub (Redis with REDIS_URL), and the message must come back over
 * the socket. Each step has a deadline and a failure of its own words.
 */
import { SelfTestEcho, selfTestChannel, type LiveChannel } from '#shared/live/live.ts';
import { liveClient, type LiveSubscriber } from '#client/lib/live/live.ts';
import type { CheckOutcome } from './run-checks.ts';
import { serverCheck } from '../api/self-test-checks.ts';

/** How long each step (the subscription confirmed, the message back) may take. */
export const REALTIME_STEP_MS = 5_000;

/** A random UUID, also where crypto.randomUUID is missing (a page not served over https). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A promise that something happens, and a way to say that it did. */
function signal<T = void>() {
  let fire: (value: T) => void = () => undefined;
  const happened = new Promise<T>((resolve) => (fire = resolve));
  return { happened, fire };
}

/** Whether `promise` settles within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RealtimeCheckDeps {
  /** Follows a channel on the tab's live connection; returns the unsubscribe. */
  subscribe: (channel: LiveChannel, subscriber: LiveSubscriber) => () => void;
  /** Has the server publish the echo on the channel (POST /api/self-test/realtime). */
  publish: (channel: LiveChannel) => Promise<CheckOutcome>;
  stepMs?: number;
  runId?: string;
}

const browserDeps: RealtimeCheckDeps = {
  subscribe: (channel, subscriber) => liveClient().subscribe(channel, subscriber),
  publish: (channel) => serverCheck('realtime', { channel }),
};

export async function realtimeCheck(deps: RealtimeCheckDeps = browserDeps): Promise<CheckOutcome> {
  const { subscribe, publish, stepMs = REALTIME_STEP_MS, runId = randomId() } = deps;
  const channel = selfTestChannel(runId);
  const confirmed = signal();
  const heard = signal();
  const refused = signal<string>();
  const stop = subscribe(channel, {
    onReconnect: () => confirmed.fire(),
    onMessage: (data) => {
      if (SelfTestEcho.safeParse(data).success) heard.fire();
    },
    onError: (_code, message) => refused.fire(message),
  });
  try {
    let refusal: string | undefined;
    void refused.happened.then((message) => (refusal = message));
    const open = await within(Promise.race([confirmed.happened, refused.happened]), stepMs);
    if (refusal) return { verdict: 'fail', summary: `The live channel refused: ${refusal}` };
    // Asked even when the socket did not open: the server says whether its hub works.
    const server = await publish(channel);
    if (server.verdict === 'fail') return server;
    if (!open)
      return {
        verdict: 'fail',
        summary: `The live connection did not open within ${stepMs / 1000} s: this network may block WebSockets.`,
        ...(server.details ? { details: server.details } : {}),
      };
    if (!(await within(heard.happened, stepMs)))
      return {
        verdict: 'fail',
        summary: `The live message did not come back within ${stepMs / 1000} s.`,
        ...(server.details ? { details: server.details } : {}),
      };
    return {
      verdict: 'pass',
      summary: 'A live message went out and came back over the live connection.',
      ...(server.details ? { details: server.details } : {}),
    };
  } finally {
    stop();
  }
}
