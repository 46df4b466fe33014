import { describe, expect, it } from 'vitest';
import type { Booking } from './booking.ts';
import { groupBookings } from './booking-groups.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

function booking(id: string, status: Booking['status'], departs: string, arrives: string) {
  return { id, status, trip: { from: { time: departs }, to: { time: arrives } } } as Pick<
    Booking,
    'status' | 'trip'
  > & { id: string };
}

const ids = (list: { id: string }[]) => list.map((b) => b.id);

describe('groupBookings', () => {
  const tomorrow = ['2026-03-11T08:00:00Z', '2026-03-11T10:00:00Z'] as const;
  const nextWeek = ['2026-03-17T08:00:00Z', '2026-03-17T10:00:00Z'] as const;
  const lastWeek = ['2026-03-03T08:00:00Z', '2026-03-03T10:00:00Z'] as const;

  it('keeps an expired or cancelled booking of a future trip out of Past, in Cancelled', () => {
    const groups = groupBookings(
      [
        booking('expired', 'expired', ...tomorrow),
        booking('cancelled', 'cancelled', ...nextWeek),
        booking('refunded', 'refunded', ...lastWeek),
      ],
      NOW,
    );
    expect(groups.past).toEqual([]);
    expect(groups.upcoming).toEqual([]);
    expect(ids(groups.cancelled)).toEqual(['cancelled', 'expired', 'refunded']);
  });

  it('lists booked and unpaid trips as upcoming, soonest first, until the bus arrives', () => {
    const onBoard = ['2026-03-10T11:00:00Z', '2026-03-10T13:00:00Z'] as const;
    const groups = groupBookings(
      [
        booking('later', 'confirmed', ...nextWeek),
        booking('unpaid', 'pending-payment', ...tomorrow),
        booking('riding', 'confirmed', ...onBoard),
      ],
      NOW,
    );
    expect(ids(groups.upcoming)).toEqual(['riding', 'unpaid', 'later']);
    expect(groups.cancelled).toEqual([]);
  });

  it('puts travelled trips under Past, latest first', () => {
    const older = ['2026-02-01T08:00:00Z', '2026-02-01T10:00:00Z'] as const;
    const groups = groupBookings(
      [booking('old', 'confirmed', ...older), booking('recent', 'confirmed', ...lastWeek)],
      NOW,
    );
    expect(ids(groups.past)).toEqual(['recent', 'old']);
  });
});
