import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeatDeck } from '../fleet/seat-layout.ts';
import {
  isActive,
  isSegment,
  overlaps,
  seatLabels,
  seatStates,
  seatsLeft,
  type SeatReservation,
  type Segment,
} from './seat-segments.ts';

const now = new Date('2026-11-24T10:00:00Z');
const later = new Date('2026-11-24T10:10:00Z');
const earlier = new Date('2026-11-24T09:50:00Z');

/** A segment, possibly empty (from = to), over a short route so that overlaps are common. */
const anyRange = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }))
  .map(([from, length]): Segment => ({ from, to: from + length }));
const aSegment = anyRange.filter(isSegment);

/** PostgreSQL's int4range && for [) ranges, counted the slow way: a stop interval k → k+1 in both. */
function shareAnInterval(a: Segment, b: Segment): boolean {
  for (let k = Math.min(a.from, b.from); k < Math.max(a.to, b.to); k++)
    if (a.from <= k && k < a.to && b.from <= k && k < b.to) return true;
  return false;
}

const reservation = (
  seat: string,
  from: number,
  to: number,
  status: SeatReservation['status'] = 'confirmed',
  expiresAt: Date | null = null,
): SeatReservation => ({ seat, stops: { from, to }, status, expiresAt });

describe('overlaps', () => {
  it('lets one seat carry A→B then B→C: touching segments do not overlap', () => {
    expect(overlaps({ from: 1, to: 2 }, { from: 2, to: 3 })).toBe(false);
    expect(overlaps({ from: 2, to: 3 }, { from: 1, to: 2 })).toBe(false);
  });

  it('finds overlaps by a shared stop interval, nested or partial', () => {
    expect(overlaps({ from: 1, to: 4 }, { from: 2, to: 3 })).toBe(true);
    expect(overlaps({ from: 1, to: 3 }, { from: 2, to: 5 })).toBe(true);
    expect(overlaps({ from: 2, to: 3 }, { from: 2, to: 3 })).toBe(true);
  });

  it('treats an empty range as overlapping nothing, as PostgreSQL does', () => {
    expect(overlaps({ from: 2, to: 2 }, { from: 1, to: 4 })).toBe(false);
  });

  it('conflicts exactly when the ranges share a stop interval (int4range && on [) ranges)', () => {
    fc.assert(
      fc.property(anyRange, anyRange, (a, b) => {
        expect(overlaps(a, b)).toBe(shareAnInterval(a, b));
        expect(overlaps(a, b)).toBe(overlaps(b, a));
      }),
    );
  });
});

describe('isActive', () => {
  it('lets a hold lapse at its expiry instant and ignores cancelled reservations', () => {
    expect(isActive(reservation('1', 1, 2, 'held', later), now)).toBe(true);
    expect(isActive(reservation('1', 1, 2, 'held', now), now)).toBe(false);
    expect(isActive(reservation('1', 1, 2, 'held', earlier), now)).toBe(false);
    expect(isActive(reservation('1', 1, 2, 'cancelled'), now)).toBe(false);
    expect(isActive(reservation('1', 1, 2, 'confirmed', earlier), now)).toBe(true);
  });
});

describe('seatStates', () => {
  const seats = ['1A', '1B', '2A', '2B'];

  it('marks booked, held and available seats for the segment asked about', () => {
    const states = seatStates(
      seats,
      [reservation('1A', 1, 3), reservation('1B', 2, 4, 'held', later)],
      { from: 2, to: 3 },
      now,
    );
    expect([...states]).toEqual([
      ['1A', 'booked'],
      ['1B', 'held'],
      ['2A', 'available'],
      ['2B', 'available'],
    ]);
  });

  it('sells a seat for a later segment when its reservation ends where that segment starts', () => {
    const states = seatStates(seats, [reservation('1A', 1, 3)], { from: 3, to: 5 }, now);
    expect(states.get('1A')).toBe('available');
  });

  it('counts an expired hold and a cancelled reservation as available', () => {
    const states = seatStates(
      seats,
      [reservation('1A', 1, 5, 'held', earlier), reservation('1B', 1, 5, 'cancelled')],
      { from: 1, to: 5 },
      now,
    );
    expect(states.get('1A')).toBe('available');
    expect(states.get('1B')).toBe('available');
  });

  it('says booked when a segment crosses both a hold and a sale of one seat, in either order', () => {
    const held = reservation('2A', 1, 2, 'held', later);
    const sold = reservation('2A', 3, 4);
    for (const list of [
      [held, sold],
      [sold, held],
    ])
      expect(seatStates(seats, list, { from: 1, to: 4 }, now).get('2A')).toBe('booked');
  });

  it('ignores reservations of seats the layout lacks', () => {
    const states = seatStates(seats, [reservation('9Z', 1, 5)], { from: 1, to: 5 }, now);
    expect(states.has('9Z')).toBe(false);
  });

  it('refuses a segment that does not run forward', () => {
    expect(() => seatStates(seats, [], { from: 3, to: 3 }, now)).toThrow(RangeError);
    expect(() => seatStates(seats, [], { from: 4, to: 2 }, now)).toThrow(/later one/);
  });

  const aReservation = fc.record({
    seat: fc.constantFrom(...seats, '9Z'),
    stops: aSegment,
    status: fc.constantFrom('held', 'confirmed', 'cancelled') as fc.Arbitrary<
      SeatReservation['status']
    >,
    expiresAt: fc.option(fc.constantFrom(earlier, now, later), { nil: null }),
  });

  it('makes a seat available exactly when no live reservation of it overlaps the segment', () => {
    fc.assert(
      fc.property(fc.array(aReservation, { maxLength: 12 }), aSegment, (list, segment) => {
        const states = seatStates(seats, list, segment, now);
        for (const seat of seats) {
          const taken = list.some(
            (r) => r.seat === seat && isActive(r, now) && shareAnInterval(r.stops, segment),
          );
          expect(states.get(seat) === 'available').toBe(!taken);
        }
        expect(seatsLeft(seats, list, segment, now)).toBe(
          [...states.values()].filter((s) => s === 'available').length,
        );
      }),
    );
  });

  it('never has fewer seats left as time passes, since only holds lapse', () => {
    fc.assert(
      fc.property(fc.array(aReservation, { maxLength: 12 }), aSegment, (list, segment) => {
        const counts = [earlier, now, later].map((t) => seatsLeft(seats, list, segment, t));
        expect(counts[0]).toBeLessThanOrEqual(counts[1]!);
        expect(counts[1]).toBeLessThanOrEqual(counts[2]!);
      }),
    );
  });
});

describe('seatLabels', () => {
  it('lists the labels of seat cells only, deck by deck', () => {
    const decks: SeatDeck[] = [
      {
        name: 'Lower',
        rows: 1,
        cols: 3,
        cells: [
          { row: 0, col: 0, type: 'seat', label: '1A' },
          { row: 0, col: 1, type: 'aisle' },
          { row: 0, col: 2, type: 'seat', label: '1B' },
        ],
      },
      { name: 'Upper', rows: 1, cols: 1, cells: [{ row: 0, col: 0, type: 'seat', label: 'U1' }] },
    ];
    expect(seatLabels(decks)).toEqual(['1A', '1B', 'U1']);
  });
});
