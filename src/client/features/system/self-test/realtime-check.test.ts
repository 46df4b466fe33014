import { describe, expect, it } from 'vitest';
import type { LiveSubscriber } from '#client/lib/live/live.ts';
import type { CheckOutcome } from './run-checks.ts';
import { realtimeCheck } from './realtime-check.ts';

const RUN = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
const ok: CheckOutcome = { verdict: 'pass', summary: 'published', details: { hub: 'redis' } };

/** A live connection played by the test: what it does once subscribed and once published to. */
function fakeLive(behaviour: {
  onSubscribe?: (s: LiveSubscriber) => void;
  onPublish?: (s: LiveSubscriber) => void;
  server?: CheckOutcome;
}) {
  const seen = { channels: [] as string[], stopped: 0, published: 0 };
  let subscriber: LiveSubscriber | undefined;
  return {
    seen,
    deps: {
      runId: RUN,
      stepMs: 30,
      subscribe: (channel: string, s: LiveSubscriber) => {
        seen.channels.push(channel);
        subscriber = s;
        behaviour.onSubscribe?.(s);
        return () => void seen.stopped++;
      },
      publish: async () => {
        seen.published++;
        behaviour.onPublish?.(subscriber!);
        return behaviour.server ?? ok;
      },
    },
  };
}

const confirm = (s: LiveSubscriber) => queueMicrotask(() => s.onReconnect?.());
const echo = (s: LiveSubscriber) =>
  queueMicrotask(() => s.onMessage({ kind: 'self-test', sentAt: new Date(0).toISOString() }));

describe('realtimeCheck', () => {
  it('passes when the echo comes back on the run’s own channel, then stops following it', async () => {
    const live = fakeLive({ onSubscribe: confirm, onPublish: echo });
    expect(await realtimeCheck(live.deps)).toEqual({
      verdict: 'pass',
      summary: 'A live message went out and came back over the live connection.',
      details: { hub: 'redis' },
    });
    expect(live.seen).toEqual({ channels: [`selftest:${RUN}`], stopped: 1, published: 1 });
  });

  it('ignores anything on the channel that is not the echo', async () => {
    const live = fakeLive({ onSubscribe: confirm, onPublish: (s) => s.onMessage({ kind: 'x' }) });
    expect((await realtimeCheck(live.deps)).summary).toBe(
      'The live message did not come back within 0.03 s.',
    );
  });

  it('gives the server’s words when its hub cannot publish', async () => {
    const down: CheckOutcome = { verdict: 'fail', summary: 'Live updates are not working.' };
    const live = fakeLive({ server: down });
    expect(await realtimeCheck(live.deps)).toEqual(down);
    expect(live.seen.stopped).toBe(1);
  });

  it('says the connection did not open when the server could publish', async () => {
    const live = fakeLive({});
    expect((await realtimeCheck(live.deps)).summary).toMatch(
      /^The live connection did not open within 0\.03 s/,
    );
  });

  it('passes on the live channel’s refusal in words', async () => {
    const live = fakeLive({
      onSubscribe: (s) =>
        queueMicrotask(() => s.onError?.('resource-exhausted', 'Too many sockets.')),
    });
    expect(await realtimeCheck(live.deps)).toEqual({
      verdict: 'fail',
      summary: 'The live channel refused: Too many sockets.',
    });
    expect(live.seen.published).toBe(0);
  });
});
