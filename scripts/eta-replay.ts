/**
 * `npm run eta:replay -- --gtfs FEED.zip --positions TRACE.csv --out PREDICTIONS.csv`: replays a
 * TIDES vehicle_locations CSV through the ETA module (src/server/modules/tracking/prediction/replay.ts) with
 * no database, writes one row per ping and stop ahead, and prints the mean absolute error per
 * horizon against the timetable and against OneBusAway's propagated delay. Exits 2 on a usage
 * mistake.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { csvBatches } from '#server/modules/gtfs/feed/csv.ts';
import { field, resolveColumns } from '#server/modules/gtfs/feed/feed-file.ts';
import { METHODS, type BucketRow } from '#server/modules/tracking/prediction/evaluate.ts';
import { replay, type TracePing } from '#server/modules/tracking/prediction/replay.ts';
import { readTripPlans } from '#server/modules/tracking/prediction/trip-plans.ts';

const USAGE =
  'usage: npm run eta:replay -- --gtfs FEED.zip --positions TRACE.csv [--out PREDICTIONS.csv]';
const COLUMNS = [
  'service_date',
  'event_timestamp',
  'trip_id_performed',
  'latitude',
  'longitude',
] as const;

/** A TIDES vehicle_locations file's pings; rows without a trip or a position are skipped. */
export async function readTrace(path: string): Promise<TracePing[]> {
  const pings: TracePing[] = [];
  let columns: Record<(typeof COLUMNS)[number], number> | undefined;
  for await (const batch of csvBatches(createReadStream(path))) {
    for (const record of batch) {
      if (!columns) {
        columns = resolveColumns(record.fields, COLUMNS);
        const missing = COLUMNS.filter((c) => columns![c] < 0);
        if (missing.length > 0)
          throw new Error(`${path}: the column ${missing.join(', ')} is missing`);
        continue;
      }
      const value = (c: (typeof COLUMNS)[number]) => field(record, columns![c]);
      const atMs = Date.parse(value('event_timestamp'));
      const position = { lat: Number(value('latitude')), lng: Number(value('longitude')) };
      if (!value('trip_id_performed') || Number.isNaN(atMs) || !value('latitude')) continue;
      pings.push({
        tripId: value('trip_id_performed'),
        serviceDate: value('service_date'),
        atMs,
        position,
      });
    }
  }
  return pings;
}

export interface ReplayRun {
  rows: BucketRow[];
  pings: number;
  predictions: number;
  seconds: number;
}

export async function runReplay(gtfs: string, positions: string, out?: string): Promise<ReplayRun> {
  const started = performance.now();
  const pings = await readTrace(positions);
  const feed = await readTripPlans(gtfs, new Set(pings.map((p) => p.tripId)));
  const file = out ? createWriteStream(out) : undefined;
  file?.write('trip_id,stop_sequence,stop_id,observed_at,predicted_arrival\n');
  let predictions = 0;
  const { table } = replay(feed.trips, feed.timeZone, pings, (p) => {
    predictions++;
    const at = new Date(Math.round(p.predictedMs / 1000) * 1000)
      .toISOString()
      .replace('.000Z', 'Z');
    file?.write(
      `${p.tripId},${p.stopSequence},${p.stopId},${new Date(p.observedMs).toISOString().replace('.000Z', 'Z')},${at}\n`,
    );
  });
  if (file)
    await new Promise<void>((resolve, reject) =>
      file.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  return {
    rows: table.rows(),
    pings: pings.length,
    predictions,
    seconds: (performance.now() - started) / 1000,
  };
}

function argument(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const [gtfs, positions, out] = ['--gtfs', '--positions', '--out'].map((n) => argument(args, n));
  if (!gtfs || !positions) {
    console.error(USAGE);
    process.exit(2);
  }
  const run = await runReplay(gtfs, positions, out);
  console.log(`${run.pings} pings, ${run.predictions} predictions, ${run.seconds.toFixed(1)} s`);
  console.log(['horizon', 'targets', ...METHODS.map((m) => `${m} MAE s`)].join('\t'));
  for (const row of run.rows)
    console.log([row.label, row.targets, ...METHODS.map((m) => row.maeS[m].toFixed(0))].join('\t'));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
