import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { matchFeed, sightingsOf, type CandidateTrip, type Sighting } from './vehicle-match.ts';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
const at = (iso: string) => new Date(iso);

function candidate(id: string, over: Partial<CandidateTrip> = {}): CandidateTrip {
  return {
    id,
    gtfsTripId: 'T1',
    gtfsRouteId: 'R1',
    serviceDate: '2026-02-16',
    busKeys: [],
    firstDeparture: at('2026-02-16T10:00:00Z'),
    lastArrival: at('2026-02-16T11:00:00Z'),
    ...over,
  };
}

function sighting(over: Partial<Sighting> = {}): Sighting {
  return {
    tripId: 'T1',
    startDate: null,
    routeId: 'R1',
    vehicleKeys: [],
    lat: 38.9,
    lng: -77,
    bearing: null,
    speed: null,
    recordedAt: at('2026-02-16T10:30:00Z'),
    ...over,
  };
}

const nextDay = (id: string) =>
  candidate(id, {
    serviceDate: '2026-02-17',
    firstDeparture: at('2026-02-17T10:00:00Z'),
    lastArrival: at('2026-02-17T11:00:00Z'),
  });

describe('matching a vehicle to a dated trip', () => {
  it('takes the trip of its start_date, even when another day of the schedule is nearer', () => {
    const { fixes } = matchFeed(
      [sighting({ startDate: '2026-02-17' })],
      [candidate('mon'), nextDay('tue')],
    );
    expect(fixes.map((f) => f.tripId)).toEqual(['tue']);
  });

  it('without a start_date, takes the day whose run is nearest the fix', () => {
    const late = sighting({ recordedAt: at('2026-02-17T09:30:00Z') });
    expect(matchFeed([sighting(), late], [candidate('mon'), nextDay('tue')]).fixes).toMatchObject([
      { tripId: 'mon' },
      { tripId: 'tue' },
    ]);
  });

  it('falls back to the route and the bus running then; an unknown bus is unmatched', () => {
    const trips = [
      candidate('other', { gtfsTripId: 'T9', busKeys: ['KA-1'] }),
      candidate('bus', { gtfsTripId: 'T2', busKeys: ['KA-2', 'Blue'] }),
    ];
    const result = matchFeed(
      [
        sighting({ tripId: null, vehicleKeys: ['Blue'] }),
        sighting({ tripId: 'unknown', vehicleKeys: ['KA-7'] }),
        sighting({ tripId: null, routeId: 'R2', vehicleKeys: ['KA-2'] }),
      ],
      trips,
    );
    expect(result.fixes.map((f) => f.tripId)).toEqual(['bus']);
    expect(result.unmatched).toBe(2);
  });

  it('leaves out a bearing or speed out of range rather than refusing the fix', () => {
    const { fixes } = matchFeed([sighting({ bearing: 400, speed: -1 })], [candidate('mon')]);
    expect(fixes[0]).toMatchObject({ bearing: null, speed: null, lat: 38.9 });
  });
});

describe('reading the vehicles of a feed', () => {
  it('takes the header time for a vehicle without one, and counts vehicles without a position', () => {
    const feed = FeedMessage.fromObject({
      header: { gtfsRealtimeVersion: '2.0', timestamp: 1_771_236_000 },
      entity: [
        {
          id: '1',
          vehicle: {
            trip: { tripId: 'T1', startDate: '20260216', routeId: 'R1' },
            vehicle: { id: 'V1', label: 'Blue' },
            position: { latitude: 38.9, longitude: -77, bearing: 90 },
          },
        },
        { id: '2', vehicle: { vehicle: { id: 'V2' } } },
        { id: '3', alert: { headerText: { translation: [{ text: 'no vehicle' }] } } },
      ],
    });
    const { sightings, withoutPosition } = sightingsOf(feed);
    expect(withoutPosition).toBe(1);
    expect(sightings).toEqual([
      {
        tripId: 'T1',
        startDate: '2026-02-16',
        routeId: 'R1',
        vehicleKeys: ['V1', 'Blue'],
        lat: expect.closeTo(38.9, 5),
        lng: -77,
        bearing: 90,
        speed: null,
        recordedAt: new Date(1_771_236_000 * 1000),
      },
    ]);
  });
});
