import { describe, expect, it } from 'vitest';
import { simStop } from './sim-stop.ts';

const T0 = Date.parse('2026-12-03T07:00:00Z');
const MIN = 60_000;
const stops = [
  { name: 'München ZOB', alongM: 0, arrivalMs: T0, departureMs: T0 },
  { name: 'Augsburg Hbf', alongM: 60_000, arrivalMs: T0 + 45 * MIN, departureMs: T0 + 50 * MIN },
  { name: 'Dachau', alongM: 80_000, arrivalMs: T0 + 60 * MIN, departureMs: T0 + 60 * MIN },
  { name: 'Ulm ZOB', alongM: 140_000, arrivalMs: T0 + 100 * MIN, departureMs: T0 + 100 * MIN },
];

describe('the stop a simulated bus stands at', () => {
  it('is its first stop while it waits, departing at its time', () => {
    expect(simStop(stops, { phase: 'waiting', alongM: 0 }, T0 - 2 * MIN)).toEqual({
      name: 'München ZOB',
      departsMs: T0,
    });
  });

  it('is the stop it dwells at: held to a timed departure, else departing now', () => {
    const at = (alongM: number, t: number) => simStop(stops, { phase: 'dwelling', alongM }, t);
    expect(at(60_000, T0 + 46 * MIN)).toEqual({ name: 'Augsburg Hbf', departsMs: T0 + 50 * MIN });
    expect(at(60_000, T0 + 51 * MIN)).toEqual({ name: 'Augsburg Hbf', departsMs: null });
    expect(at(80_000, T0 + 59 * MIN)).toEqual({ name: 'Dachau', departsMs: null });
  });

  it('is none while it drives or has ended', () => {
    expect(simStop(stops, { phase: 'driving', alongM: 60_000 }, T0 + 50 * MIN)).toBeNull();
    expect(simStop(stops, { phase: 'ended', alongM: 140_000 }, T0 + 101 * MIN)).toBeNull();
  });
});
