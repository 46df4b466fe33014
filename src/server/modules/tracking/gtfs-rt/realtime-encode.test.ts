import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { encodeFeed, feedJson, tripUpdatesFeed, vehiclePositionsFeed } from './realtime-encode.ts';
import { exportedIds as ids, liveTrip, NOW } from './realtime-encode.testing.ts';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
const decode = (bytes: Uint8Array) =>
  FeedMessage.toObject(FeedMessage.decode(bytes), { longs: Number, enums: String });

describe('VehiclePositions', () => {
  it('carries only fixes at most 90 s old, in the export ids, decoded by the official bindings', () => {
    const trips = [
      liveTrip('b', 30),
      liveTrip('a', 90),
      liveTrip('old', 91),
      liveTrip('none', null),
      liveTrip('unknown', 5),
    ];
    const exported = new Map([
      ['a', ids('T-a')],
      ['b', ids('T-b')],
      ['old', ids('T-old')],
      ['none', ids('T-none')],
    ]);
    const feed = decode(encodeFeed(vehiclePositionsFeed(trips, exported, NOW)));
    expect(feed.header).toEqual({
      gtfsRealtimeVersion: '2.0',
      incrementality: 'FULL_DATASET',
      timestamp: NOW.getTime() / 1000,
    });
    expect(feed.entity.map((e: { id: string }) => e.id)).toEqual(['a', 'b']);
    expect(feed.entity[1].vehicle).toEqual({
      trip: {
        tripId: 'T-b',
        routeId: 'R10',
        startDate: '20260216',
        directionId: 1,
        scheduleRelationship: 'SCHEDULED',
      },
      vehicle: { id: 'KA-01-1234', label: 'Bus 1' },
      position: { latitude: expect.closeTo(38.9, 5), longitude: -77, bearing: 90, speed: 8.5 },
      currentStopSequence: 20,
      stopId: 'S2',
      currentStatus: 'IN_TRANSIT_TO',
      timestamp: NOW.getTime() / 1000 - 30,
    });
  });

  it('names a trip the static feed lacks by its route and day, as an added trip', () => {
    const feed = decode(
      encodeFeed(vehiclePositionsFeed([liveTrip('x', 1)], new Map([['x', ids(null)]]), NOW)),
    );
    expect(feed.entity[0].vehicle.trip).toEqual({
      routeId: 'R10',
      startDate: '20260216',
      directionId: 1,
      scheduleRelationship: 'ADDED',
    });
  });

  it('leaves out cancelled and ended trips, and is an empty full dataset with no buses', () => {
    const trips = [liveTrip('c', 1, { state: 'cancelled' }), liveTrip('e', 1, { state: 'ended' })];
    const exported = new Map([
      ['c', ids('C')],
      ['e', ids('E')],
    ]);
    const feed = decode(encodeFeed(vehiclePositionsFeed(trips, exported, NOW)));
    // toObject leaves an empty repeated field out.
    expect(feed.entity).toBeUndefined();
    expect(feed.header.incrementality).toBe('FULL_DATASET');
  });
});

describe('TripUpdates', () => {
  it("gives the ETA module's arrivals at the stops ahead, with the exported stop_sequence and stop_id", () => {
    const feed = decode(
      encodeFeed(tripUpdatesFeed([liveTrip('a', 10)], new Map([['a', ids('T-a')]]), NOW)),
    );
    expect(feed.entity).toHaveLength(1);
    const update = feed.entity[0].tripUpdate;
    expect(update.trip.tripId).toBe('T-a');
    // As its first stop time update says: 10:02:30 for 10:02 (not the trip's 65 s at the bus).
    expect(update.delay).toBe(30);
    expect(update.timestamp).toBe(NOW.getTime() / 1000 - 10);
    expect(update.stopTimeUpdate).toEqual([
      {
        stopSequence: 20,
        stopId: 'S2',
        arrival: { time: Date.parse('2026-02-16T10:02:30Z') / 1000 },
        scheduleRelationship: 'SCHEDULED',
      },
      {
        stopSequence: 35,
        stopId: 'S3',
        arrival: { time: Date.parse('2026-02-16T10:03:30Z') / 1000 },
        scheduleRelationship: 'SCHEDULED',
      },
    ]);
  });

  it('has no update for a bus without predictions (a TripUpdate needs a stop time update)', () => {
    const blind = liveTrip('a', 10);
    blind.stops = blind.stops.map((s) => ({ ...s, predictedAt: null }));
    const feed = tripUpdatesFeed([blind], new Map([['a', ids('T-a')]]), NOW);
    expect(feed.entity).toEqual([]);
  });

  it('has no update for a bus whose fix is older than 90 s', () => {
    const feed = tripUpdatesFeed([liveTrip('a', 120)], new Map([['a', ids('T-a')]]), NOW);
    expect(feed.entity).toEqual([]);
  });

  it('gives the official JSON for people: enum names, 64-bit times as strings', () => {
    const json = feedJson(tripUpdatesFeed([liveTrip('a', 10)], new Map([['a', ids('T-a')]]), NOW));
    expect(json).toMatchObject({
      header: { incrementality: 'FULL_DATASET', timestamp: String(NOW.getTime() / 1000) },
    });
  });
});

describe('a bus standing at a stop', () => {
  // Standing at stop 2 (S2) since 09:58, held there until its 10:02 departure: on time.
  const waiting = () =>
    liveTrip('w', 10, {
      delaySeconds: 0,
      atStop: { sequence: 2, since: '2026-02-16T09:58:00Z', departsAt: '2026-02-16T10:02:00Z' },
      stops: liveTrip('w', 10).stops.map((s) => ({
        ...s,
        predictedAt: s.sequence === 3 ? '2026-02-16T10:03:30Z' : null,
        departsAt: s.sequence === 2 ? '2026-02-16T10:02:00Z' : null,
      })),
    });
  const exported = new Map([['w', ids('T-w')]]);

  it('is STOPPED_AT that stop in VehiclePositions', () => {
    const feed = decode(encodeFeed(vehiclePositionsFeed([waiting()], exported, NOW)));
    expect(feed.entity[0].vehicle).toMatchObject({
      currentStopSequence: 20,
      stopId: 'S2',
      currentStatus: 'STOPPED_AT',
    });
  });

  it("gives that stop's departure first, then later arrivals, with the delay of the first", () => {
    const feed = decode(encodeFeed(tripUpdatesFeed([waiting()], exported, NOW)));
    const update = feed.entity[0].tripUpdate;
    expect(update.stopTimeUpdate).toEqual([
      {
        stopSequence: 20,
        stopId: 'S2',
        departure: { time: Date.parse('2026-02-16T10:02:00Z') / 1000 },
        scheduleRelationship: 'SCHEDULED',
      },
      {
        stopSequence: 35,
        stopId: 'S3',
        arrival: { time: Date.parse('2026-02-16T10:03:30Z') / 1000 },
        scheduleRelationship: 'SCHEDULED',
      },
    ]);
    expect(update.delay).toBe(0);
  });
});
