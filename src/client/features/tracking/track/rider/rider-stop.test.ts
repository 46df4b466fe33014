import { describe, expect, it } from 'vitest';
import type { LiveStop } from '#shared/tracking/tracking.ts';
import { riderStop, stopParam } from './rider-stop.ts';

const stop = (sequence: number, name: string): LiveStop => ({
  sequence,
  stopId: `s${sequence}`,
  name,
  lat: 48,
  lng: 11,
  scheduledAt: '2030-03-01T07:00:00Z',
  predictedAt: null,
  passedAt: null,
});
const trip = { stops: [stop(1, 'München ZOB'), stop(2, 'Augsburg Hbf'), stop(3, 'Ulm ZOB')] };

describe('the rider’s own stop', () => {
  it('reads a link’s stop as a sequence, nothing else', () => {
    expect(stopParam('2')).toBe(2);
    expect(stopParam(null)).toBeNull();
    expect(stopParam('')).toBeNull();
    expect(stopParam('x')).toBeNull();
    expect(stopParam('1e3')).toBeNull();
    expect(stopParam('99999')).toBeNull();
  });

  it('takes the link’s stop first, then the booking’s, and only a stop of the trip', () => {
    expect(riderStop(trip, 2, 1)?.name).toBe('Augsburg Hbf');
    expect(riderStop(trip, null, 3)?.name).toBe('Ulm ZOB');
    expect(riderStop(trip, 9, 3)?.name).toBe('Ulm ZOB');
    expect(riderStop(trip, 9, null)).toBeNull();
    expect(riderStop(trip, null, null)).toBeNull();
  });
});
