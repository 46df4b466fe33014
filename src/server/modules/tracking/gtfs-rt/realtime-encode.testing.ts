/** Test kit for GTFS-Realtime out: live trips as the tracking service gives them, and their ids. */
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import type { ExportedTrip } from './realtime-encode.ts';

/** The moment the trips are seen at. */
export const NOW = new Date('2026-02-16T10:00:00Z');
const ago = (s: number) => new Date(NOW.getTime() - s * 1000).toISOString();

/** A trip with its last fix `fixAgeS` seconds before NOW (null: none yet), stops 1–3. */
export function liveTrip(
  tripId: string,
  fixAgeS: number | null,
  over: Partial<LiveTrip> = {},
): LiveTrip {
  return {
    kind: 'trip',
    tripId,
    routeId: 'route-uuid',
    routeName: '10',
    routeColour: '#000000',
    routeTextColour: '#ffffff',
    headsign: 'Town',
    serviceDate: '2026-02-16',
    busName: 'Bus 1',
    state: fixAgeS === null ? 'scheduled' : fixAgeS > 90 ? 'stale' : 'live',
    position:
      fixAgeS === null
        ? null
        : {
            lat: 38.9,
            lng: -77,
            bearing: 90,
            speed: 8.5,
            recordedAt: ago(fixAgeS),
            alongM: 700,
            offRoute: false,
          },
    delaySeconds: fixAgeS === null ? null : 65,
    stops: [1, 2, 3].map((sequence) => ({
      sequence,
      stopId: `stop-uuid-${sequence}`,
      name: `Stop ${sequence}`,
      lat: 38.9,
      lng: -77,
      scheduledAt: `2026-02-16T10:0${sequence}:00Z`,
      predictedAt: sequence === 1 ? null : `2026-02-16T10:0${sequence}:30Z`,
      passedAt: sequence === 1 ? '2026-02-16T09:59:00Z' : null,
    })),
    shape: [],
    at: NOW.toISOString(),
    ...over,
  };
}

/** The export's ids of a trip: route R10, stops S1–S3 at stop_sequence 10, 20, 35. */
export const exportedIds = (
  tripId: string | null,
  over: Partial<ExportedTrip> = {},
): ExportedTrip => ({
  tripId,
  routeId: 'R10',
  startDate: '20260216',
  directionId: 1,
  vehicle: { id: 'KA-01-1234', label: 'Bus 1' },
  calls: new Map([
    [1, { stopSequence: 10, stopId: 'S1' }],
    [2, { stopSequence: 20, stopId: 'S2' }],
    [3, { stopSequence: 35, stopId: 'S3' }],
  ]),
  ...over,
});
