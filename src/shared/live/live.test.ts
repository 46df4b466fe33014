import { describe, expect, it } from 'vitest';
import type { SeatMap } from '../booking/booking.ts';
import { applySeatsChanged, channelProblem, isLiveChannel, type SeatsChanged } from './live.ts';

const TRIP = '0b8a2f7e-6d3c-4b1a-9e8f-1a2b3c4d5e6f';

describe('live channels', () => {
  it('accepts seats, trip, route and selftest channels of lower-case UUIDs, and fleet', () => {
    for (const kind of ['seats', 'trip', 'route', 'selftest'])
      expect(isLiveChannel(`${kind}:${TRIP}`)).toBe(true);
    expect(isLiveChannel('fleet')).toBe(true);
  });

  it('refuses anything else, naming it', () => {
    for (const bad of [
      '',
      'fleet:',
      'seats:',
      `seat:${TRIP}`,
      `seats:${TRIP.toUpperCase()}`,
      `seats:${TRIP} `,
      `trip:${TRIP}:x`,
      'selftest:',
      `selftest:${TRIP}0`,
    ])
      expect(isLiveChannel(bad)).toBe(false);
    expect(channelProblem('bus:7')).toContain('"bus:7" is not a live channel');
    expect(channelProblem('x'.repeat(300))).toHaveLength(
      channelProblem('x'.repeat(80))!.length + 1,
    );
  });
});

describe('applySeatsChanged', () => {
  const seat = (label: string, state: SeatMap['seats'][number]['state']) => ({
    label,
    state,
    tier: 'standard' as const,
    priceMinor: 1000,
  });
  // The map of a passenger riding stops [2, 5).
  const map = {
    trip: { tripId: TRIP, from: { sequence: 2 }, to: { sequence: 5 } },
    decks: [],
    seats: [
      seat('1A', 'available'),
      seat('1B', 'available'),
      seat('1C', 'held'),
      seat('1D', 'mine'),
    ],
    holdId: null,
  } as unknown as SeatMap;
  const change = (changes: SeatsChanged['changes']): SeatsChanged => ({
    kind: 'seats',
    tripId: TRIP,
    changes,
  });
  const states = (m: SeatMap) => m.seats.map((s) => s.state);

  it('takes a seat held or booked on an overlapping segment at once', () => {
    const result = applySeatsChanged(
      map,
      change([
        { seat: '1A', from: 4, to: 6, state: 'held' },
        { seat: '1C', from: 0, to: 3, state: 'booked' },
        { seat: '1D', from: 2, to: 5, state: 'booked' },
      ]),
    );
    expect(states(result.map)).toEqual(['held', 'available', 'booked', 'mine']);
    expect(result.refetch).toBe(false);
  });

  it('ignores segments that only touch the ride, and other trips', () => {
    const touching = change([
      { seat: '1A', from: 0, to: 2, state: 'booked' },
      { seat: '1B', from: 5, to: 7, state: 'held' },
    ]);
    expect(applySeatsChanged(map, touching)).toEqual({ map, refetch: false });
    const other = { ...touching, tripId: '11111111-1111-4111-8111-111111111111' };
    expect(
      applySeatsChanged(map, {
        ...other,
        changes: [{ seat: '1A', from: 2, to: 5, state: 'held' }],
      }),
    ).toEqual({ map, refetch: false });
  });

  it('asks for a refetch when an overlapping reservation is released, as another may still hold the seat', () => {
    const result = applySeatsChanged(
      map,
      change([{ seat: '1C', from: 1, to: 3, state: 'released' }]),
    );
    expect(result).toEqual({ map, refetch: true });
  });
});
