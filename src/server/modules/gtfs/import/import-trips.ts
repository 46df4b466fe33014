/** Import stages for trips, frequencies and stop times, ending in the schedule rows. */
import { field } from '../feed/feed-file.ts';
import { PROGRESS, type ImportState } from './import-state.ts';
import {
  FREQUENCY_COLUMNS,
  FREQUENCY_REQUIRED,
  TRIP_COLUMNS,
  TRIP_REQUIRED,
  mapFrequency,
  mapTrip,
  reportMissingShapes,
  type TripInput,
} from '../mapping/trips/map-trips.ts';
import {
  LAST_DEPARTURE_MINUTE,
  tripSchedules,
  type ScheduleInput,
} from '../mapping/trips/schedules.ts';
import { STOP_TIME_COLUMNS, STOP_TIME_REQUIRED, addStopTime } from '../mapping/trips/stop-times.ts';
import { tripTimes } from '../mapping/trips/trip-times.ts';

/** Schedules per INSERT batch (each carries its stop offsets as JSON). */
const SCHEDULES_PER_BATCH = 250;
/** Where writing schedules starts and ends on the progress bar. */
const SPAN = [PROGRESS.reading, PROGRESS.schedules] as const;

export async function importTrips(state: ImportState) {
  const refs = {
    routes: new Set(state.routes.keys()),
    services: new Set(state.calendars.keys()),
    shapes: new Set(state.shapes.keys()),
    missingShapes: new Map(),
  };
  await state.read(
    'trips',
    'trips.txt',
    { columns: TRIP_COLUMNS, required: TRIP_REQUIRED },
    (records, c, report) => {
      for (const record of records) {
        const trip = mapTrip(record, c, report, refs);
        if (!trip) {
          state.rejected.trips.add(field(record, c.trip_id));
          continue;
        }
        if (state.tripIndex.has(trip.gtfsId))
          report.error(record.line, `trip_id ${trip.gtfsId} appears twice`);
        state.tripIndex.set(trip.gtfsId, state.trips.length);
        state.trips.push(trip);
      }
    },
  );
  reportMissingShapes(refs, state.report.forFile('trips.txt'));
  const trips = new Set(state.tripIndex.keys());
  const spec = { columns: FREQUENCY_COLUMNS, required: FREQUENCY_REQUIRED };
  await state.read('trips', 'frequencies.txt', spec, (records, c, report) => {
    for (const record of records) {
      const frequency = mapFrequency(record, c, report, trips);
      if (!frequency) continue;
      const index = state.tripIndex.get(frequency.tripId)!;
      const windows = state.frequencies.get(index) ?? [];
      windows.push(frequency.window);
      state.frequencies.set(index, windows);
    }
  });
}

export async function importStopTimes(state: ImportState) {
  const refs = { trips: state.tripIndex, stops: state.stopIndex, rejected: state.rejected };
  const spec = { columns: STOP_TIME_COLUMNS, required: STOP_TIME_REQUIRED };
  await state.read('stop_times', 'stop_times.txt', spec, (records, c, report) => {
    for (const record of records) addStopTime(record, c, report, refs, state.stopTimes);
  });
}

/** Builds every trip's schedules from the stored stop times and writes them in batches. */
export async function writeSchedules(state: ImportState) {
  await state.step('schedules', SPAN, 0, state.trips.length);
  const report = state.report.forFile('stop_times.txt');
  const tripsReport = state.report.forFile('trips.txt');
  let batch: ScheduleInput[] = [];
  let done = 0;
  let untimed = 0;
  for (const { trip: index, rows } of state.stopTimes.byTrip(state.trips.length)) {
    const trip = state.trips[index]!;
    done++;
    if (rows.length < 2) {
      if (rows.length === 0) untimed++;
      else
        tripsReport.warning(
          trip.line,
          `trip ${trip.gtfsId} has a single stop time and is left out`,
        );
      continue;
    }
    const times = tripTimes(state.stopTimes, rows, trip.gtfsId, state.stopPositions, report);
    if (!times) continue;
    const schedules = tripSchedules(contextOf(state, index), times, state.frequencies.get(index));
    state.patterns.offer(state.routes.get(trip.routeGtfsId)!, {
      tripId: trip.gtfsId,
      stops: times.stops,
      shapeId: schedules[0]?.shapeId ?? null,
    });
    batch.push(...checked(schedules, trip, state));
    if (batch.length >= SCHEDULES_PER_BATCH) {
      await flush(state, batch);
      batch = [];
      await state.step('schedules', SPAN, done, state.trips.length);
    }
  }
  await flush(state, batch);
  if (untimed > 0)
    tripsReport.warning(
      null,
      untimed === 1
        ? '1 trip has no stop times and is left out'
        : `${untimed} trips have no stop times and are left out`,
    );
}

function contextOf(state: ImportState, index: number) {
  const trip = state.trips[index]!;
  return {
    trip,
    routeId: state.routes.get(trip.routeGtfsId)!,
    calendar: state.calendars.get(trip.serviceId)!,
    shapeId: trip.shapeGtfsId ? (state.shapes.get(trip.shapeGtfsId) ?? null) : null,
    stopIds: state.stopIds,
  };
}

function checked(schedules: ScheduleInput[], trip: TripInput, state: ImportState) {
  const { line } = trip;
  const report = state.report.forFile('trips.txt');
  return schedules.filter((s) => {
    if (state.scheduleGtfsIds.has(s.gtfsId)) {
      return void report.error(
        line,
        `trip ${s.gtfsId} is given twice (a trip_id, or a departure of frequencies.txt)`,
      );
    }
    state.scheduleGtfsIds.add(s.gtfsId);
    if (s.departureTime > LAST_DEPARTURE_MINUTE) {
      return void report.error(
        line,
        `trip ${s.gtfsId} starts 48 hours or more after the service day begins`,
      );
    }
    widenServiceSpan(state, trip.serviceId);
    return true;
  });
}

/** The import's first and last service dates, for the report (import-operator.ts). */
function widenServiceSpan(state: ImportState, serviceId: string) {
  const span = state.calendarSpans.get(serviceId);
  if (!span) return;
  const all = state.serviceSpan ?? { ...span };
  state.serviceSpan = {
    first: span.first < all.first ? span.first : all.first,
    last: span.last > all.last ? span.last : all.last,
  };
}

async function flush(state: ImportState, batch: ScheduleInput[]) {
  state.counts.schedules += batch.length;
  state.counts.stopTimes += batch.reduce((sum, s) => sum + s.stopOffsets.length, 0);
  if (!state.writing || batch.length === 0) return;
  await state.repo.upsertSchedules(
    batch.map((s) => ({ ...s, id: state.scheduleResolver.idOf(s.gtfsId), active: true })),
  );
}
