/**
 * Test kit for GTFS-Realtime: the Caltrain timetable imported and its trips rolled out for the day
 * the captured feed was taken, a local HTTP server answering as real and broken feeds do, and the
 * tracking service's ingestion kept in memory for the poller's own tests.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { Database } from '#db/client.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import type { FixInput, IngestResult } from '#shared/tracking/tracking.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { operatorServiceFor } from '../../network/operator/operator.service.ts';
import { createRolloutService } from '../../timetable/rollout/schedules-rollout.service.ts';
import { FEEDS_DIR, feedPath, gtfsServiceFor } from '../../gtfs/gtfs.testing.ts';
import type { TrackingService } from '../tracking.ts';

/** Caltrain's VehiclePositions as captured (test/fixtures/gtfs/README.md): 14 vehicles. */
export const CALTRAIN_VP = readFileSync(join(FEEDS_DIR, 'caltrain-vehicle-positions.pb'));
/** Its header timestamp: 2023-11-08T01:05:59Z, a Tuesday evening in California. */
export const CALTRAIN_CAPTURED_AT = new Date(1_699_405_559 * 1000);

/** Imports caltrain.zip and rolls out its trips of the capture's day (from 12 h before it). */
export async function importCaltrain(db: Database) {
  const operator = operatorServiceFor(db, 'UTC');
  const gtfs = gtfsServiceFor(db);
  const outcome = await gtfs.importFeed({
    path: feedPath('caltrain'),
    fileName: 'caltrain.zip',
    actorId: null,
  });
  if (outcome.report.errors.length > 0)
    throw new Error(`caltrain.zip did not import: ${JSON.stringify(outcome.report.errors)}`);
  // The roll-out adds trips that leave after its clock: half a day before the capture, every
  // trip running at the capture exists.
  const rollout = createRolloutService({
    db,
    timezone: () => operator.operatorTimezone(),
    now: () => new Date(CALTRAIN_CAPTURED_AT.getTime() - 12 * 3600_000),
    days: 1,
    bookingWindowDays: async () => 1,
  });
  await rollout.rollOutAll();
  return { gtfs, operator };
}

/** What a database error says: the statement and its parameters, other senders' among them. */
export const DATABASE_ERROR_TEXT =
  'Failed query: insert into "vehicle_position" ("trip_id", "lat") values ($1, $2) params: other-senders-trip,200';

/** Our trip of a Caltrain trip_id on the capture's service day, 7 November 2023. */
export async function caltrainTrip(db: Database, gtfsTripId: string): Promise<string> {
  const [row] = await db
    .select({ id: trip.id })
    .from(trip)
    .innerJoin(schedule, eq(schedule.id, trip.scheduleId))
    .where(and(eq(schedule.gtfsId, gtfsTripId), eq(trip.serviceDate, '2023-11-07')));
  return row!.id;
}

/**
 * The tracking service's ingestion, as the poller sees it: keeps the fixes it is sent, refuses a
 * batch with a fix at 0, 0 as the real one refuses a bad fix (`invalid-argument`), and fails one
 * with a fix at latitude 200 as a database refusing a row would.
 */
export function fakeTracking() {
  const fixes: FixInput[] = [];
  const tracking: Pick<TrackingService, 'ingest'> = {
    async ingest(_sender, batch): Promise<IngestResult> {
      const bad = batch.findIndex((f) => f.lat === 0 && f.lng === 0);
      const at = batch.length === 1 ? '' : `fixes[${bad}].`;
      if (bad >= 0) throw new InvalidArgumentError(`${at}lat: a fix at 0, 0 is no fix`);
      if (batch.some((f) => f.lat === 200)) throw new Error(DATABASE_ERROR_TEXT);
      fixes.push(...batch);
      return { stored: batch.length, duplicates: 0, flagged: 0 };
    },
  };
  return { tracking, fixes };
}

export type Answer = (res: ServerResponse) => void;

/** A local HTTP server answering each path as `answers` says; `url(path)` names it. */
export async function feedServer(answers: Record<string, Answer>) {
  const server: Server = createServer((req, res) => {
    const answer = answers[req.url ?? ''];
    if (answer) answer(res);
    else res.writeHead(404).end('no such feed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const protobuf =
  (body: Uint8Array): Answer =>
  (res) =>
    res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(body);

/** A GTFS-Realtime message read back as plain objects, for tests to look into. */
export type DecodedFeed = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Reads a feed's bytes back: longs as numbers, enums by name, empty lists kept. */
export function decodeFeed(bytes: Uint8Array): DecodedFeed {
  const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
  return FeedMessage.toObject(FeedMessage.decode(bytes), {
    longs: Number,
    enums: String,
    arrays: true,
  });
}
