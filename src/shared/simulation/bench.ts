/**
 * The simulation load bench (`/simtest`, `/api/admin/simulation/bench`): N simulated buses
 * published once a second to M virtual subscribers, WebSocket clients the server opens to its
 * own `/api/live`, and what reached them — updates a second, latency percentiles, errors.
 */
import { z } from 'zod';

export const MAX_BENCH_BUSES = 1000;
export const MAX_BENCH_SUBSCRIBERS = 2000;
/** Bus updates the subscribers may receive a second, all told: one run cannot swamp the server. */
export const MAX_BENCH_UPDATES_PER_S = 200_000;
export const MAX_BENCH_SECONDS = 300;

/** Each message names the field as the form labels it (Buses, Subscribers, Seconds). */
export const BenchStart = z
  .object({
    buses: z
      .number({ message: 'Buses must be a whole number' })
      .int('Buses must be a whole number')
      .min(1, `Buses must be 1 to ${MAX_BENCH_BUSES}`)
      .max(MAX_BENCH_BUSES, `Buses must be 1 to ${MAX_BENCH_BUSES}`),
    subscribers: z
      .number({ message: 'Subscribers must be a whole number' })
      .int('Subscribers must be a whole number')
      .min(1, `Subscribers must be 1 to ${MAX_BENCH_SUBSCRIBERS}`)
      .max(MAX_BENCH_SUBSCRIBERS, `Subscribers must be 1 to ${MAX_BENCH_SUBSCRIBERS}`),
    durationS: z
      .number({ message: 'Seconds must be a whole number' })
      .int('Seconds must be a whole number')
      .min(5, `Seconds must be 5 to ${MAX_BENCH_SECONDS}`)
      .max(MAX_BENCH_SECONDS, `Seconds must be 5 to ${MAX_BENCH_SECONDS}`),
  })
  .refine((b) => b.buses * b.subscribers <= MAX_BENCH_UPDATES_PER_S, {
    path: ['subscribers'],
    message: `Buses × subscribers must be at most ${MAX_BENCH_UPDATES_PER_S.toLocaleString('en')} updates a second`,
  });
export type BenchStart = z.infer<typeof BenchStart>;

/** Latency percentiles in milliseconds, from publishing to a subscriber's receiving; null: none. */
export const Percentiles = z.object({
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
});
export type Percentiles = z.infer<typeof Percentiles>;

export const BenchSecond = Percentiles.extend({
  /** Seconds since the start. */
  second: z.number().int(),
  /** Bus updates received by all subscribers in this second. */
  updates: z.number().int(),
  errors: z.number().int(),
});
export type BenchSecond = z.infer<typeof BenchSecond>;

export const BenchStatus = z.object({
  running: z.boolean(),
  settings: z
    .object({ buses: z.number(), subscribers: z.number(), durationS: z.number() })
    .nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Why it ended: its duration ran out, an admin stopped it, the app closed, or it failed. */
  ended: z.enum(['finished', 'stopped', 'closing', 'failed']).nullable(),
  /** Subscribers connected and subscribed. */
  connected: z.number().int(),
  seconds: z.array(BenchSecond),
  totals: Percentiles.extend({
    /** Position messages published (one a second, carrying every bus). */
    published: z.number().int(),
    /** Bus updates the subscribers should have received, and did. */
    expected: z.number().int(),
    delivered: z.number().int(),
    errors: z.number().int(),
  }),
  /** The latest errors, in words. */
  errors: z.array(z.string()),
});
export type BenchStatus = z.infer<typeof BenchStatus>;
