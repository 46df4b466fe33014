import { describe, expect, it, vi } from 'vitest';
import type { RolloutReport } from '#shared/timetable/timetable-admin.ts';
import { createScheduleRolloutJob } from './schedule-rollout.ts';

const report = (created: number): RolloutReport => ({
  created,
  schedules: 1,
  skipped: 0,
  from: '2030-03-20',
  to: '2030-05-18',
  durationMs: 1,
});
const log = () => ({ info: vi.fn(), error: vi.fn() });

/** A roll-out that finishes when the test says so. */
function gatedRollOut() {
  const calls: AbortSignal[] = [];
  let finish: (created: number) => void = () => undefined;
  const rollOut = vi.fn((signal: AbortSignal) => {
    calls.push(signal);
    return new Promise<RolloutReport>(
      (resolve) => (finish = (created) => resolve(report(created))),
    );
  });
  return { rollOut, calls, finish: (created: number) => finish(created) };
}

describe('schedule roll-out job', () => {
  it('runs at start and then every interval, logging what it created', async () => {
    vi.useFakeTimers();
    try {
      const rollOut = vi.fn(async () => report(3));
      const l = log();
      const job = createScheduleRolloutJob({ rollOut, log: l, intervalMs: 1000 });
      job.start();
      job.start();
      expect(rollOut).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2500);
      expect(rollOut).toHaveBeenCalledTimes(3);
      expect(l.info).toHaveBeenCalledWith(
        expect.objectContaining({ created: 3 }),
        expect.stringContaining('3 trips created'),
      );
      await job.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(rollOut).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a request join the run under way instead of starting a second one', async () => {
    const gate = gatedRollOut();
    const job = createScheduleRolloutJob({ rollOut: gate.rollOut, log: log() });
    const first = job.runNow();
    const second = job.runNow();
    gate.finish(7);
    expect(await first).toEqual(await second);
    expect(gate.rollOut).toHaveBeenCalledTimes(1);
    const third = job.runNow();
    gate.finish(0);
    expect((await third).created).toBe(0);
  });

  it('stops by asking the run to end, waits for it, and refuses new runs', async () => {
    const gate = gatedRollOut();
    const job = createScheduleRolloutJob({ rollOut: gate.rollOut, log: log() });
    const running = job.runNow();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    expect(gate.calls[0]!.aborted).toBe(true);
    await Promise.resolve();
    expect(stopped).toBe(false);
    gate.finish(2);
    await stopping;
    expect((await running).created).toBe(2);
    await expect(job.runNow()).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('logs a failed run and carries on', async () => {
    const l = log();
    const job = createScheduleRolloutJob({
      rollOut: async () => Promise.reject(new Error('database down')),
      log: l,
    });
    job.start();
    await vi.waitFor(() =>
      expect(l.error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        expect.stringContaining('failed'),
      ),
    );
    await job.stop();
  });
});
