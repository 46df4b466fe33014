/**
 * The trips a replay needs, read from a GTFS feed through the product's own reader (zip.ts,
 * feed-file.ts): each trip's shape, its stops with their distance along the shape, and its
 * timetable as service-day seconds. Only the trips asked for are kept, so a large feed stays cheap.
 */
import { ReportBuilder } from '../../gtfs/report.ts';
import { field, readFeedFile } from '../../gtfs/feed/feed-file.ts';
import { parseGtfsTime } from '../../gtfs/feed/values.ts';
import { openZip, type ZipReader } from '../../gtfs/feed/zip.ts';
import type { LatLng } from '../../network/lines/geometry/geo.ts';
import { makeShape, stopDistances, type Shape } from './shape.ts';

export interface PlannedStop {
  stopId: string;
  stopSequence: number;
  alongM: number;
  /** Seconds after the service day's start (GTFS time; may pass 24 h). */
  arrivalS: number;
  departureS: number;
  /** GTFS timepoint = 1: a bus early there waits for its time. */
  timepoint: boolean;
}

export interface TripPlan {
  tripId: string;
  /** The route and direction (GTFS direction_id, empty if not given), as lags are learned by. */
  directionKey: string;
  shape: Shape;
  stops: PlannedStop[];
}

export interface FeedPlans {
  timeZone: string;
  trips: Map<string, TripPlan>;
  /** Problems met while reading, in words. */
  problems: string[];
}

export async function readTripPlans(
  path: string,
  tripIds: ReadonlySet<string>,
): Promise<FeedPlans> {
  const zip = await openZip(path);
  const report = new ReportBuilder();
  try {
    const each = async <K extends string>(
      file: string,
      columns: readonly K[],
      onRow: (value: (column: K) => string) => void,
      optional: readonly K[] = [],
    ) => {
      await readFeedFile(
        zip,
        {
          report: report.forFile(file),
          columns: [...columns, ...optional],
          required: columns,
        },
        (rows, cols) => {
          for (const row of rows) onRow((column) => field(row, cols[column]));
        },
      );
    };
    let timeZone = '';
    await each('agency.txt', ['agency_timezone'], (v) => (timeZone ||= v('agency_timezone')));
    const shapeOf = new Map<string, string>();
    const directionOf = new Map<string, string>();
    await each(
      'trips.txt',
      ['trip_id', 'shape_id', 'route_id'],
      (v) => {
        if (!tripIds.has(v('trip_id'))) return;
        shapeOf.set(v('trip_id'), v('shape_id'));
        directionOf.set(v('trip_id'), `${v('route_id')}:${v('direction_id')}`);
      },
      ['direction_id'],
    );
    const shapeIds = new Set(shapeOf.values());
    const shapePoints = new Map<string, { seq: number; point: LatLng }[]>();
    await each(
      'shapes.txt',
      ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
      (v) => {
        const id = v('shape_id');
        if (!shapeIds.has(id)) return;
        const list = shapePoints.get(id) ?? shapePoints.set(id, []).get(id)!;
        list.push({
          seq: Number(v('shape_pt_sequence')),
          point: { lat: Number(v('shape_pt_lat')), lng: Number(v('shape_pt_lon')) },
        });
      },
    );
    const stopTimes = new Map<string, Omit<PlannedStop, 'alongM'>[]>();
    const columns = ['trip_id', 'arrival_time', 'stop_id', 'stop_sequence'] as const;
    const optional = ['departure_time', 'timepoint'] as const;
    await each(
      'stop_times.txt',
      columns,
      (v) => {
        const tripId = v('trip_id');
        if (!shapeOf.has(tripId)) return;
        const arrivalS = parseGtfsTime(v('arrival_time'));
        // Stops without a time (between timepoints) are left out: the replay scores timed stops.
        if (arrivalS === undefined) return;
        const list = stopTimes.get(tripId) ?? stopTimes.set(tripId, []).get(tripId)!;
        list.push({
          stopId: v('stop_id'),
          stopSequence: Number(v('stop_sequence')),
          arrivalS,
          departureS: parseGtfsTime(v('departure_time')) ?? arrivalS,
          timepoint: v('timepoint') === '1',
        });
      },
      optional,
    );
    const wanted = new Set([...stopTimes.values()].flatMap((list) => list.map((s) => s.stopId)));
    const stopAt = new Map<string, LatLng>();
    await each('stops.txt', ['stop_id', 'stop_lat', 'stop_lon'], (v) => {
      if (wanted.has(v('stop_id')))
        stopAt.set(v('stop_id'), { lat: Number(v('stop_lat')), lng: Number(v('stop_lon')) });
    });
    const shapes = new Map<string, Shape>();
    for (const [id, points] of shapePoints)
      shapes.set(id, makeShape(points.sort((a, b) => a.seq - b.seq).map((p) => p.point)));
    const trips = new Map<string, TripPlan>();
    const placed = new Map<string, number[]>();
    for (const [tripId, times] of stopTimes) {
      const shapeId = shapeOf.get(tripId)!;
      const shape = shapes.get(shapeId);
      times.sort((a, b) => a.stopSequence - b.stopSequence);
      if (!shape || times.some((t) => !stopAt.has(t.stopId))) continue;
      // Trips of one shape and stop list share the placing of their stops.
      const key = `${shapeId}|${times.map((t) => t.stopId).join(',')}`;
      const along =
        placed.get(key) ??
        placed
          .set(
            key,
            stopDistances(
              shape,
              times.map((t) => stopAt.get(t.stopId)!),
            ),
          )
          .get(key)!;
      trips.set(tripId, {
        tripId,
        directionKey: directionOf.get(tripId)!,
        shape,
        stops: times.map((t, i) => ({ ...t, alongM: along[i]! })),
      });
    }
    const problems = report.build().errors.map((e) => `${e.file}: ${e.message}`);
    return { timeZone, trips, problems };
  } finally {
    (zip satisfies ZipReader).close();
  }
}
