import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCheck, check, shared, timedCheck, withTimeout } from './checks.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('check', () => {
  it('is ok when the probe answers and down when it throws', async () => {
    expect(await check(async () => undefined)).toBe('ok');
    expect(await check(() => Promise.reject(new Error('refused')))).toBe('down');
  });
});

describe('withTimeout', () => {
  it('gives up on a probe that never answers once the deadline passes', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<void>(() => undefined);
    const status = check(withTimeout(never, 2_000, 'the mail server'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await status).toBe('down');
  });

  it('passes an answer through and leaves no timer behind', async () => {
    vi.useFakeTimers();
    expect(await check(withTimeout(async () => undefined, 2_000, 'x'))).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('timedCheck', () => {
  it('measures the probe on the given clock', async () => {
    let now = 100;
    const result = await timedCheck(
      async () => {
        now += 12.34;
      },
      () => now,
    );
    expect(result).toEqual({ status: 'ok', latencyMs: 12.3 });
  });
});

describe('cachedCheck', () => {
  it('probes once per period, then again once it has passed', async () => {
    let now = 0;
    let probes = 0;
    let failing = true;
    const mail = cachedCheck(
      async () => {
        probes++;
        if (failing) throw new Error('refused');
      },
      30_000,
      () => now,
    );
    expect(await mail()).toBe('down');
    failing = false;
    now += 29_999;
    expect(await mail()).toBe('down');
    expect(probes).toBe(1);
    now += 1;
    expect(await mail()).toBe('ok');
    expect(probes).toBe(2);
  });

  it('lets callers that arrive while a probe runs share it', async () => {
    let probes = 0;
    let answer: () => void = () => undefined;
    const mail = cachedCheck(
      () => {
        probes++;
        return new Promise<void>((resolve) => (answer = resolve));
      },
      30_000,
      () => 0,
    );
    const first = mail();
    const second = mail();
    answer();
    expect(await Promise.all([first, second])).toEqual(['ok', 'ok']);
    expect(probes).toBe(1);
  });
});

describe('shared', () => {
  it('gives callers during a call its answer, and starts a new call after it ends', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const work = shared(
      () =>
        new Promise<number>((resolve) => {
          const n = ++calls;
          release = () => resolve(n);
        }),
    );
    const first = [work(), work(), work()];
    release();
    expect(await Promise.all(first)).toEqual([1, 1, 1]);
    const second = work();
    release();
    expect(await second).toBe(2);
  });

  it('passes a failure to the callers that shared it, and tries again afterwards', async () => {
    let fail = true;
    const work = shared(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(Promise.all([work(), work()])).rejects.toThrow('down');
    fail = false;
    expect(await work()).toBe('up');
  });
});
