/**
 * transfers.txt and feed_info.txt: kept as the feed gives them, so an export gives them back
 * (docs/decisions/016-gtfs-round-trip.md). Busway itself plans no transfers.
 */
import type { CsvRecord } from '../feed/csv.ts';
import { field, type Columns } from '../feed/feed-file.ts';
import { GTFS_COLUMNS } from '../feed/gtfs-columns.ts';
import type { FileReport } from '../report.ts';
import { parseChoice, parseCount, parseGtfsDate } from '../feed/values.ts';

export const TRANSFER_COLUMNS = GTFS_COLUMNS['transfers.txt'];
export const TRANSFER_REQUIRED = [] as const;
export const FEED_INFO_COLUMNS = GTFS_COLUMNS['feed_info.txt'];
export const FEED_INFO_REQUIRED = [
  'feed_publisher_name',
  'feed_publisher_url',
  'feed_lang',
] as const;

/** A transfer by GTFS ids ('' where the feed leaves one out). */
export interface TransferInput {
  fromStop: string;
  toStop: string;
  fromRoute: string;
  toRoute: string;
  fromTrip: string;
  toTrip: string;
  /** An empty transfer_type is 0, as GTFS reads it. */
  transferType: number;
  minTransferTimeS: number | null;
}

/** The ids of the feed a transfer may name. */
export interface TransferRefs {
  stops: (gtfsId: string) => boolean;
  routes: ReadonlySet<string>;
  trips: ReadonlySet<string>;
}

export function mapTransfer(
  record: CsvRecord,
  c: Columns<(typeof TRANSFER_COLUMNS)[number]>,
  report: FileReport,
  refs: TransferRefs,
): TransferInput | undefined {
  const { line } = record;
  const type = parseChoice(field(record, c.transfer_type), 5);
  if (type === undefined)
    return void report.error(line, `transfer_type "${field(record, c.transfer_type)}" is not 0–5`);
  const time = field(record, c.min_transfer_time);
  const minTransferTimeS = time === '' ? null : parseCount(time);
  if (minTransferTimeS === undefined)
    return void report.error(line, `min_transfer_time "${time}" is not a number of seconds`);
  const transfer: TransferInput = {
    fromStop: field(record, c.from_stop_id),
    toStop: field(record, c.to_stop_id),
    fromRoute: field(record, c.from_route_id),
    toRoute: field(record, c.to_route_id),
    fromTrip: field(record, c.from_trip_id),
    toTrip: field(record, c.to_trip_id),
    transferType: type ?? 0,
    minTransferTimeS,
  };
  const named: [string, string, (id: string) => boolean, string][] = [
    ['from_stop_id', transfer.fromStop, refs.stops, 'stop in stops.txt'],
    ['to_stop_id', transfer.toStop, refs.stops, 'stop in stops.txt'],
    ['from_route_id', transfer.fromRoute, (id) => refs.routes.has(id), 'route in routes.txt'],
    ['to_route_id', transfer.toRoute, (id) => refs.routes.has(id), 'route in routes.txt'],
    ['from_trip_id', transfer.fromTrip, (id) => refs.trips.has(id), 'trip in trips.txt'],
    ['to_trip_id', transfer.toTrip, (id) => refs.trips.has(id), 'trip in trips.txt'],
  ];
  for (const [column, id, known, what] of named) {
    if (id && !known(id)) return void report.error(line, `${column} "${id}" names no ${what}`);
  }
  return transfer;
}

export interface FeedInfoInput {
  publisherName: string;
  publisherUrl: string;
  lang: string;
  defaultLang: string | null;
  startDate: string | null;
  endDate: string | null;
  version: string | null;
  contactEmail: string | null;
  contactUrl: string | null;
}

const orNull = (value: string) => (value === '' ? null : value);

export function mapFeedInfo(
  record: CsvRecord,
  c: Columns<(typeof FEED_INFO_COLUMNS)[number]>,
  report: FileReport,
): FeedInfoInput | undefined {
  const { line } = record;
  const text = (column: number) => field(record, column);
  const date = (column: number, name: string) => {
    const value = text(column);
    const parsed = value === '' ? null : parseGtfsDate(value);
    if (parsed === undefined) report.error(line, `${name} "${value}" is not a YYYYMMDD date`);
    return parsed;
  };
  const startDate = date(c.feed_start_date, 'feed_start_date');
  const endDate = date(c.feed_end_date, 'feed_end_date');
  const required = FEED_INFO_REQUIRED.filter((name) => text(c[name]) === '');
  for (const name of required) report.error(line, `${name} is empty`);
  if (startDate === undefined || endDate === undefined || required.length > 0) return undefined;
  return {
    publisherName: text(c.feed_publisher_name),
    publisherUrl: text(c.feed_publisher_url),
    lang: text(c.feed_lang),
    defaultLang: orNull(text(c.default_lang)),
    startDate,
    endDate,
    version: orNull(text(c.feed_version)),
    contactEmail: orNull(text(c.feed_contact_email)),
    contactUrl: orNull(text(c.feed_contact_url)),
  };
}
