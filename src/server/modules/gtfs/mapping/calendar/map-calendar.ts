/** calendar.txt and calendar_dates.txt → service calendars with their dated exceptions. */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { ServiceException } from '#db/schema/gtfs.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import { parseGtfsDate } from '../../feed/values.ts';

const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const CALENDAR_COLUMNS = GTFS_COLUMNS['calendar.txt'];
export const CALENDAR_REQUIRED = CALENDAR_COLUMNS;
export const CALENDAR_DATE_COLUMNS = GTFS_COLUMNS['calendar_dates.txt'];
export const CALENDAR_DATE_REQUIRED = CALENDAR_DATE_COLUMNS;

export interface CalendarInput {
  gtfsId: string;
  /** ISO weekdays, 1 = Monday. */
  daysOfWeek: number[];
  startDate: string;
  endDate: string;
}

export interface CalendarDateInput {
  serviceId: string;
  date: string;
  exception: ServiceException;
}

export function mapCalendar(
  record: CsvRecord,
  c: Columns<(typeof CALENDAR_COLUMNS)[number]>,
  report: FileReport,
): CalendarInput | undefined {
  const { line } = record;
  const gtfsId = field(record, c.service_id);
  if (!gtfsId) return void report.error(line, 'service_id is empty');
  const daysOfWeek: number[] = [];
  for (const [i, day] of WEEKDAYS.entries()) {
    const flag = field(record, c[day]);
    if (flag !== '0' && flag !== '1') {
      return void report.error(line, `service ${gtfsId}: ${day} is "${flag}", not 0 or 1`);
    }
    if (flag === '1') daysOfWeek.push(i + 1);
  }
  const startDate = parseGtfsDate(field(record, c.start_date));
  const endDate = parseGtfsDate(field(record, c.end_date));
  if (!startDate || !endDate) {
    return void report.error(
      line,
      `service ${gtfsId}: start_date and end_date must be YYYYMMDD dates`,
    );
  }
  if (endDate < startDate) {
    return void report.error(
      line,
      `service ${gtfsId}: end_date ${endDate} is before start_date ${startDate}`,
    );
  }
  return { gtfsId, daysOfWeek, startDate, endDate };
}

export function mapCalendarDate(
  record: CsvRecord,
  c: Columns<(typeof CALENDAR_DATE_COLUMNS)[number]>,
  report: FileReport,
): CalendarDateInput | undefined {
  const { line } = record;
  const serviceId = field(record, c.service_id);
  if (!serviceId) return void report.error(line, 'service_id is empty');
  const date = parseGtfsDate(field(record, c.date));
  if (!date) return void report.error(line, `"${field(record, c.date)}" is not a YYYYMMDD date`);
  const type = field(record, c.exception_type);
  if (type !== '1' && type !== '2') {
    return void report.error(line, `exception_type is "${type}", not 1 (added) or 2 (removed)`);
  }
  return { serviceId, date, exception: type === '1' ? 'added' : 'removed' };
}

/**
 * A service may be given by calendar_dates.txt alone: it runs on no weekday, only on its added
 * dates, and its validity spans those dates.
 */
export function servicesOfDatesOnly(
  calendars: ReadonlyMap<string, CalendarInput>,
  dates: CalendarDateInput[],
): CalendarInput[] {
  const spans = new Map<string, CalendarInput>();
  for (const d of dates) {
    if (calendars.has(d.serviceId)) continue;
    const span = spans.get(d.serviceId);
    if (!span)
      spans.set(d.serviceId, {
        gtfsId: d.serviceId,
        daysOfWeek: [],
        startDate: d.date,
        endDate: d.date,
      });
    else {
      if (d.date < span.startDate) span.startDate = d.date;
      if (d.date > span.endDate) span.endDate = d.date;
    }
  }
  return [...spans.values()];
}
