/** Import stages for the files the trips refer to: agency, stops, routes, calendars, shapes. */
import { checkTimezone, readOperator } from './import-operator.ts';
import type { ImportState } from './import-state.ts';
import {
  AGENCY_COLUMNS,
  AGENCY_REQUIRED,
  feedTimezone,
  mapAgency,
  type AgencyInput,
} from '../mapping/network/map-agency.ts';
import {
  CALENDAR_COLUMNS,
  CALENDAR_DATE_COLUMNS,
  CALENDAR_DATE_REQUIRED,
  CALENDAR_REQUIRED,
  mapCalendar,
  mapCalendarDate,
  servicesOfDatesOnly,
  type CalendarDateInput,
  type CalendarInput,
} from '../mapping/calendar/map-calendar.ts';
import {
  ROUTE_COLUMNS,
  ROUTE_REQUIRED,
  mapRoute,
  type RouteInput,
} from '../mapping/network/map-routes.ts';
import { SHAPE_COLUMNS, SHAPE_REQUIRED, ShapeCollector } from '../mapping/network/map-shapes.ts';
import { shiftDate } from '../mapping/calendar/shift-days.ts';
import { IdResolver } from './feed-ids.ts';

/** Shapes per INSERT batch; a shape can hold thousands of points. */
const SHAPES_PER_BATCH = 200;

export async function importAgencies(state: ImportState) {
  const agencies: AgencyInput[] = [];
  await state.read(
    'agency',
    'agency.txt',
    { columns: AGENCY_COLUMNS, required: AGENCY_REQUIRED },
    (records, c, report) => {
      for (const record of records) {
        const agency = mapAgency(record, c, report);
        if (agency) agencies.push(agency);
      }
    },
  );
  state.timezone = feedTimezone(agencies, state.report.forFile('agency.txt'));
  state.operator = await readOperator(state);
  checkTimezone(state);
  for (const a of agencies) state.agencyIds.add(a.gtfsId);
  state.counts.agencies = agencies.length;
  if (state.writing) {
    await state.repo.upsertAgencies(
      agencies.map((a) => ({ ...a, id: state.agencies.idOf(a.gtfsId) })),
    );
  }
}

export async function importRoutes(state: ImportState) {
  const routes: RouteInput[] = [];
  const seen = new Set<string>();
  await state.read(
    'routes',
    'routes.txt',
    { columns: ROUTE_COLUMNS, required: ROUTE_REQUIRED },
    (records, c, report) => {
      for (const record of records) {
        const route = mapRoute(record, c, report, state.agencyIds);
        if (!route) continue;
        if (seen.has(route.gtfsId))
          report.error(record.line, `route_id ${route.gtfsId} appears twice`);
        seen.add(route.gtfsId);
        routes.push(route);
        const name = [route.shortName, route.longName].filter(Boolean).join(' ');
        state.routeLines.set(route.gtfsId, { line: record.line, name });
      }
    },
  );
  const resolver = new IdResolver(
    [...state.existing.routes].map(([gtfsId, r]) => [gtfsId, r.id] as const),
  );
  for (const r of routes) state.routes.set(r.gtfsId, resolver.idOf(r.gtfsId));
  state.counts.routes = routes.length;
  if (!state.writing) return;
  await state.repo.upsertRoutes(
    routes.map(({ agencyGtfsId, ...r }) => ({
      ...r,
      id: state.routes.get(r.gtfsId)!,
      agencyId: state.agencies.idOf(agencyGtfsId),
      active: true,
    })),
  );
}

export async function importCalendars(state: ImportState) {
  const calendars = new Map<string, CalendarInput>();
  const dates: CalendarDateInput[] = [];
  await state.read(
    'calendar',
    'calendar.txt',
    { columns: CALENDAR_COLUMNS, required: CALENDAR_REQUIRED },
    (records, c, report) => {
      for (const record of records) {
        const calendar = mapCalendar(record, c, report);
        if (!calendar) continue;
        if (calendars.has(calendar.gtfsId))
          report.error(record.line, `service_id ${calendar.gtfsId} appears twice`);
        calendars.set(calendar.gtfsId, calendar);
      }
    },
  );
  const seen = new Set<string>();
  const spec = { columns: CALENDAR_DATE_COLUMNS, required: CALENDAR_DATE_REQUIRED };
  await state.read('calendar', 'calendar_dates.txt', spec, (records, c, report) => {
    for (const record of records) {
      const date = mapCalendarDate(record, c, report);
      if (!date) continue;
      const key = `${date.serviceId}\u0000${date.date}`;
      if (seen.has(key))
        report.error(record.line, `service ${date.serviceId} lists ${date.date} twice`);
      seen.add(key);
      dates.push(date);
    }
  });
  const shift = state.shiftDays;
  for (const c of calendars.values()) {
    c.startDate = shiftDate(c.startDate, shift);
    c.endDate = shiftDate(c.endDate, shift);
  }
  for (const d of dates) d.date = shiftDate(d.date, shift);
  await writeCalendars(
    state,
    [...calendars.values(), ...servicesOfDatesOnly(calendars, dates)],
    dates,
  );
}

async function writeCalendars(
  state: ImportState,
  calendars: CalendarInput[],
  dates: CalendarDateInput[],
) {
  const resolver = new IdResolver(state.existing.calendars);
  for (const c of calendars) state.calendars.set(c.gtfsId, { ...c, id: resolver.idOf(c.gtfsId) });
  spanCalendars(state, calendars, dates);
  state.counts.serviceCalendars = calendars.length;
  state.counts.serviceCalendarDates = dates.length;
  if (!state.writing) return;
  await state.repo.upsertCalendars([...state.calendars.values()]);
  await state.repo.replaceCalendarDates(
    [...state.calendars.values()].map((c) => c.id),
    dates.map((d) => ({
      calendarId: state.calendars.get(d.serviceId)!.id,
      date: d.date,
      exception: d.exception,
    })),
  );
}

/** Each service's first and last date: an added date may lie outside start_date..end_date. */
function spanCalendars(state: ImportState, calendars: CalendarInput[], dates: CalendarDateInput[]) {
  for (const c of calendars)
    state.calendarSpans.set(c.gtfsId, { first: c.startDate, last: c.endDate });
  for (const d of dates) {
    const span = state.calendarSpans.get(d.serviceId);
    if (!span || d.exception !== 'added') continue;
    if (d.date < span.first) span.first = d.date;
    if (d.date > span.last) span.last = d.date;
  }
}

export async function importShapes(state: ImportState) {
  const collector = new ShapeCollector();
  await state.read(
    'shapes',
    'shapes.txt',
    { columns: SHAPE_COLUMNS, required: SHAPE_REQUIRED },
    (records, c, report) => {
      for (const record of records) collector.add(record, c, report);
    },
  );
  const resolver = new IdResolver(state.existing.shapes);
  let batch: {
    id: string;
    gtfsId: string;
    coordinates: [number, number][];
    distances: (number | null)[] | null;
  }[] = [];
  for (const s of collector.shapes(state.report.forFile('shapes.txt'))) {
    state.shapes.set(s.gtfsId, resolver.idOf(s.gtfsId));
    batch.push({ ...s, id: state.shapes.get(s.gtfsId)! });
    if (batch.length >= SHAPES_PER_BATCH) {
      if (state.writing) await state.repo.upsertShapes(batch);
      batch = [];
    }
  }
  if (state.writing) await state.repo.upsertShapes(batch);
  state.counts.shapes = state.shapes.size;
}
