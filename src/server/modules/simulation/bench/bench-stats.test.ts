import { describe, expect, it } from 'vitest';
import { percentiles, SecondBucket } from './bench-stats.ts';

describe('bench figures', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(samples)).toEqual({ p50: 50, p95: 95, p99: 99 });
    expect(percentiles([7])).toEqual({ p50: 7, p95: 7, p99: 7 });
    expect(percentiles([])).toEqual({ p50: null, p95: null, p99: null });
  });

  it('rows a second of updates, errors and latencies', () => {
    const bucket = new SecondBucket();
    bucket.updates += 30;
    bucket.errors++;
    bucket.latencies.push(1.23, 4.56);
    expect(bucket.row(3)).toEqual({
      second: 3,
      updates: 30,
      errors: 1,
      p50: 1.2,
      p95: 4.6,
      p99: 4.6,
    });
  });
});
