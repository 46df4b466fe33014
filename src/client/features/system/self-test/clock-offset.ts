/**
 * How far this device's clock is from the server's, from one answer of `GET /api/self-test/time`:
 * the server read its clock somewhere in the round trip, best guessed at its middle, so the
 * server's time is compared with the device's at the moment halfway between sending and receiving.
 * Pure: the device's readings are passed in.
 */
import { CLOCK_WARN_MS } from '#shared/system/self-test.ts';

export interface ClockSample {
  /** This device's clock when the request left and when the answer came (epoch ms). */
  sentAt: number;
  receivedAt: number;
  /** The server's clock in its answer (epoch ms). */
  serverTime: number;
}

export interface ClockOffset {
  /** Positive when the server's clock is ahead of this device's. */
  offsetMs: number;
  roundTripMs: number;
  /** How far off the estimate can be: half the round trip. */
  uncertaintyMs: number;
}

export function clockOffset({ sentAt, receivedAt, serverTime }: ClockSample): ClockOffset {
  const roundTripMs = Math.max(0, receivedAt - sentAt);
  return {
    offsetMs: Math.round(serverTime - (sentAt + roundTripMs / 2)),
    roundTripMs,
    uncertaintyMs: Math.round(roundTripMs / 2),
  };
}

/** The sample with the shortest round trip: the one whose middle guesses the server's moment best. */
export function bestSample(samples: readonly ClockSample[]): ClockSample | undefined {
  let best: ClockSample | undefined;
  for (const sample of samples)
    if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) best = sample;
  return best;
}

function seconds(ms: number): string {
  const s = Math.abs(ms) / 1000;
  return s < 10
    ? `${s.toFixed(1)} s`
    : s < 120
      ? `${Math.round(s)} s`
      : `${Math.round(s / 60)} min`;
}

/** The verdict in words: within CLOCK_WARN_MS the clocks agree; past it, a warning naming which is behind. */
export function clockVerdict(
  offset: ClockOffset,
  warnMs = CLOCK_WARN_MS,
): { status: 'pass' | 'warn'; summary: string } {
  const { offsetMs } = offset;
  if (Math.abs(offsetMs) <= warnMs)
    return {
      status: 'pass',
      summary: `This device's clock agrees with the server's (within ${seconds(Math.max(Math.abs(offsetMs), 100))}).`,
    };
  const which = offsetMs > 0 ? 'behind' : 'ahead of';
  return {
    status: 'warn',
    summary:
      `This device's clock is ${seconds(offsetMs)} ${which} the server's: set it right ` +
      '(Busway corrects its countdowns meanwhile).',
  };
}
