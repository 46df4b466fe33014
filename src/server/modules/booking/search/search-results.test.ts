import { describe, expect, it } from 'vitest';
import type { TripOption } from '#shared/booking/search.ts';
import { applyFilters } from './search-results.ts';

const trip = (id: string, kinds: TripOption['layoutKinds']) =>
  ({
    tripId: id,
    from: { time: '2026-03-10T22:00:00Z' },
    layoutKinds: kinds,
    amenities: [],
  }) as unknown as TripOption;

describe('applyFilters on seat kind', () => {
  const trips = [
    trip('night', ['sleeper', 'double-deck']),
    trip('coach', ['seater']),
    trip('mixed', ['seater', 'sleeper']),
    trip('no-bus', []),
  ];
  const ids = (kind: TripOption['layoutKinds']) =>
    applyFilters(trips, { seatKind: kind }, 'UTC').map((t) => t.tripId);

  it('finds every bus that has the seat kind asked for', () => {
    expect(ids(['sleeper'])).toEqual(['night', 'mixed']);
    expect(ids(['seater'])).toEqual(['coach', 'mixed']);
    expect(ids(['double-deck'])).toEqual(['night']);
    expect(ids(['seater', 'double-deck'])).toEqual(['night', 'coach', 'mixed']);
  });
});
