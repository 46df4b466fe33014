import { describe, expect, it, vi } from 'vitest';
import { createRepeatingJob } from './repeating-job.ts';

describe('repeating job', () => {
  it('runs every interval once started, at once only when asked to', async () => {
    vi.useFakeTimers();
    try {
      const later = vi.fn(async () => 1);
      const atStart = vi.fn(async () => 1);
      const log = { error: vi.fn() };
      const jobs = [
        createRepeatingJob({ name: 'later', run: later, log, intervalMs: 1000 }),
        createRepeatingJob({
          name: 'at start',
          run: atStart,
          log,
          intervalMs: 1000,
          runAtStart: true,
        }),
      ];
      jobs.forEach((job) => job.start());
      jobs.forEach((job) => job.start());
      expect(later).toHaveBeenCalledTimes(0);
      expect(atStart).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2500);
      expect(later).toHaveBeenCalledTimes(2);
      expect(atStart).toHaveBeenCalledTimes(3);
      await Promise.all(jobs.map((job) => job.stop()));
      await vi.advanceTimersByTimeAsync(5000);
      expect(later).toHaveBeenCalledTimes(2);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a second run join the one under way, and stops waiting for it', async () => {
    let finish: (n: number) => void = () => undefined;
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const job = createRepeatingJob({
      name: 'gated',
      run,
      log: { error: vi.fn() },
      intervalMs: 1000,
    });
    const first = job.runNow();
    const second = job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(7);
    await stopping;
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    await expect(job.runNow()).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('logs a failed run and carries on', async () => {
    const log = { error: vi.fn() };
    const job = createRepeatingJob({
      name: 'hold expiry',
      run: async () => Promise.reject(new Error('database down')),
      log,
      intervalMs: 1000,
      runAtStart: true,
    });
    job.start();
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'hold expiry failed; it runs again at the next interval',
      ),
    );
    await job.stop();
  });
});
