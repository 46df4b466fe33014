/**
 * The network as a GTFS zip, streamed: each file is produced only when the zip writer reaches it,
 * and schedules and shapes are read page by page, so an export of any size keeps memory flat.
 */
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { csvChunks, type CsvValue } from '../feed/csv-writer.ts';
import { loadExportContext, type ExportContext, type ExportDefaults } from './export-context.ts';
import type { GtfsExportRepo } from './export.repo.ts';
import * as rows from './export-rows.ts';

export type { ExportDefaults };

type FileRows = (
  ctx: ExportContext,
) => AsyncIterable<CsvValue[]> | Iterable<CsvValue[]> | Promise<CsvValue[][]>;

export function exportFeed(repo: GtfsExportRepo, defaults: ExportDefaults): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let context: Promise<ExportContext> | undefined;
  const ctx = () => (context ??= loadExportContext(repo, defaults));
  let fares: ReturnType<typeof rows.fareTables> | undefined;
  const fareTables = async (c: ExportContext) => (fares ??= rows.fareTables(repo, c));

  const add = (name: string, header: readonly string[], produce: FileRows) => {
    zip.addReadStreamLazy(name, (done) => {
      const stream = Readable.from(fileChunks(ctx, header, produce));
      // The response is already under way; a failure can only cut it short.
      stream.on('error', (error) => output.destroy(error));
      done(null, stream);
    });
  };
  add('agency.txt', rows.HEADERS.agency, rows.agencyRows);
  add('stops.txt', rows.HEADERS.stops, () => rows.stopRows(repo));
  add('routes.txt', rows.HEADERS.routes, (c) => rows.routeRows(repo, c));
  add('calendar.txt', rows.HEADERS.calendar, (c) => rows.calendarRows(repo, c));
  add('calendar_dates.txt', rows.HEADERS.calendarDates, () => rows.calendarDateRows(repo));
  add('trips.txt', rows.HEADERS.trips, (c) => rows.tripRows(repo, c));
  add('stop_times.txt', rows.HEADERS.stopTimes, (c) => rows.stopTimeRows(repo, c));
  add('shapes.txt', rows.HEADERS.shapes, (c) => rows.shapeRows(repo, c));
  add(
    'fare_attributes.txt',
    rows.HEADERS.fareAttributes,
    async (c) => (await fareTables(c)).attributes,
  );
  add('fare_rules.txt', rows.HEADERS.fareRules, async (c) => (await fareTables(c)).rules);
  // Files only a feed brings, written when it brought them: entries may be added until end().
  void (async () => {
    const [transfers, feedInfo] = [await repo.transfers(), await repo.feedInfo()];
    if (transfers.length > 0)
      add('transfers.txt', rows.HEADERS.transfers, (c) => rows.transferRows(repo, c));
    if (feedInfo.length > 0)
      add('feed_info.txt', rows.HEADERS.feedInfo, () => rows.feedInfoRows(repo));
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

async function* fileChunks(
  ctx: () => Promise<ExportContext>,
  header: readonly string[],
  produce: FileRows,
) {
  const produced = produce(await ctx());
  const source = produced instanceof Promise ? await produced : produced;
  yield* csvChunks(header, source);
}
