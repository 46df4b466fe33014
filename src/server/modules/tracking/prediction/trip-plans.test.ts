import { describe, expect, it } from 'vitest';
import { feedPath } from '../../gtfs/gtfs.testing.ts';
import { readTripPlans } from './trip-plans.ts';

describe('trip plans from a GTFS feed', () => {
  it('reads only the trips asked for, with stops in order along their shape', async () => {
    const feed = await readTripPlans(
      feedPath('wmata-3routes'),
      new Set(['18632100', 'no-such-trip']),
    );
    expect(feed.timeZone).toBe('America/New_York');
    expect(feed.problems).toEqual([]);
    expect([...feed.trips.keys()]).toEqual(['18632100']);
    const trip = feed.trips.get('18632100')!;
    expect(trip.stops.length).toBeGreaterThan(20);
    expect(trip.shape.lengthM).toBeGreaterThan(5000);
    for (let i = 1; i < trip.stops.length; i++) {
      expect(trip.stops[i]!.alongM).toBeGreaterThanOrEqual(trip.stops[i - 1]!.alongM);
      expect(trip.stops[i]!.arrivalS).toBeGreaterThanOrEqual(trip.stops[i - 1]!.arrivalS);
    }
    expect(trip.stops.at(-1)!.alongM).toBeLessThanOrEqual(trip.shape.lengthM);
  });
});
