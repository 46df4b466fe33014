import { describe, expect, it } from 'vitest';
import type { FoundTripRow } from './find.read-model.ts';
import { askOf, foundTrip } from './found-trip.ts';

const row = {
  id: 't1',
  status: 'en-route',
  arrival: '2030-03-01T13:00:00Z',
  departure: '2030-03-01T12:00:00Z',
  stop_id: null,
  stop_sequence: null,
  stop_name: null,
  stop_departure: null,
  boarding: false,
} as FoundTripRow;

describe('what a found trip says', () => {
  it('asks for its state with its status and its last stop’s time', () => {
    expect(askOf(row)).toEqual({
      id: 't1',
      status: 'en-route',
      lastArrivalMs: Date.parse('2030-03-01T13:00:00Z'),
    });
    expect(askOf({ ...row, arrival: null }).lastArrivalMs).toBeNull();
  });

  it('says the state its page says, with a delay only for a bus on the road', () => {
    expect(foundTrip(row, { state: 'stale', delaySeconds: 240 })).toMatchObject({
      state: 'stale',
      delaySeconds: 240,
    });
    expect(foundTrip(row, { state: 'ended', delaySeconds: 240 })).toMatchObject({
      state: 'ended',
      delaySeconds: null,
    });
  });
});
