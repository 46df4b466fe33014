/** agency.txt: the operators, and the one time zone a feed's times are in. */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import { isTimeZone } from '../../feed/values.ts';

export const AGENCY_COLUMNS = GTFS_COLUMNS['agency.txt'];
export const AGENCY_REQUIRED = ['agency_name', 'agency_url', 'agency_timezone'] as const;

export interface AgencyInput {
  gtfsId: string;
  name: string;
  url: string;
  timezone: string;
  lang: string | null;
  phone: string | null;
  fareUrl: string | null;
  email: string | null;
}

const orNull = (value: string) => (value === '' ? null : value);

export function mapAgency(
  record: CsvRecord,
  c: Columns<(typeof AGENCY_COLUMNS)[number]>,
  report: FileReport,
): AgencyInput | undefined {
  const agency: AgencyInput = {
    gtfsId: field(record, c.agency_id),
    name: field(record, c.agency_name),
    url: field(record, c.agency_url),
    timezone: field(record, c.agency_timezone),
    lang: orNull(field(record, c.agency_lang)),
    phone: orNull(field(record, c.agency_phone)),
    fareUrl: orNull(field(record, c.agency_fare_url)),
    email: orNull(field(record, c.agency_email)),
  };
  if (!agency.name) report.error(record.line, 'agency_name is empty');
  if (!agency.url) report.error(record.line, 'agency_url is empty');
  if (!isTimeZone(agency.timezone)) {
    report.error(record.line, `agency_timezone "${agency.timezone}" is not an IANA time zone`);
    return undefined;
  }
  return agency.name && agency.url ? agency : undefined;
}

/** Every agency of a feed must share one time zone; it becomes the operator's. */
export function feedTimezone(agencies: AgencyInput[], report: FileReport): string | undefined {
  const zones = new Set(agencies.map((a) => a.timezone));
  if (agencies.length === 0) report.error(null, 'the feed names no agency');
  if (zones.size > 1) {
    report.error(null, `agencies name different time zones: ${[...zones].join(', ')}`);
  }
  const ids = new Set(agencies.map((a) => a.gtfsId));
  if (ids.size < agencies.length) report.error(null, 'agency_id is not unique');
  return zones.size === 1 ? [...zones][0] : undefined;
}
