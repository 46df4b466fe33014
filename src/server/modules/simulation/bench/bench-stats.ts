/** The bench's figures, pure: latency percentiles and the per-second rows of a run. */
import type { BenchSecond, Percentiles } from '#shared/simulation/bench.ts';

/** Nearest-rank percentiles of `samples` (milliseconds), rounded to 0.1 ms; nulls when empty. */
export function percentiles(samples: readonly number[]): Percentiles {
  if (!samples.length) return { p50: null, p95: null, p99: null };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => {
    const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    return Math.round(value * 10) / 10;
  };
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** What a run records for one second, until it is over. */
export class SecondBucket {
  updates = 0;
  errors = 0;
  readonly latencies: number[] = [];

  row(second: number): BenchSecond {
    return { second, updates: this.updates, errors: this.errors, ...percentiles(this.latencies) };
  }
}
