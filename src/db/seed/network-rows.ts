/** Turns the demo constants into table rows, with stable ids (see demo-id.ts). */
import type { FareTableEntry, fare } from '../schema/network.ts';
import type { bus, seatLayout } from '../schema/fleet.ts';
import type { LineString, route, routeStop, stop } from '../schema/network.ts';
import type { StopOffset, schedule } from '../schema/timetable.ts';
import { DEMO_BUSES, DEMO_DEPARTURES } from './demo-fleet.ts';
import { demoId } from './demo-id.ts';
import { DEMO_LAYOUTS, seatCount } from './demo-layouts.ts';
import {
  DEMO_LINES,
  DEMO_STOPS,
  TIMETABLE,
  lineStops,
  type DemoLine,
  type Direction,
} from './demo-network.ts';
import { shapeThrough } from './shape.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoRoute {
  id: string;
  line: DemoLine;
  direction: Direction;
  stopCodes: string[];
  distancesM: number[];
  shape: LineString;
}

const stopByCode = new Map(DEMO_STOPS.map((s) => [s.code, s]));
const stopOf = (code: string) => {
  const found = stopByCode.get(code);
  if (!found) throw new Error(`demo network names an unknown stop ${code}`);
  return found;
};

export const routeId = (line: string, direction: Direction) => demoId('route', line, direction);
const busId = (registration: string) => demoId('bus', registration);

export function demoRoutes(): DemoRoute[] {
  return DEMO_LINES.flatMap((line) =>
    (['out', 'back'] as const).map((direction) => {
      const stopCodes = lineStops(line, direction);
      const { shape, distancesM } = shapeThrough(stopCodes.map(stopOf));
      return {
        id: routeId(line.shortName, direction),
        line,
        direction,
        stopCodes,
        distancesM,
        shape,
      };
    }),
  );
}

export function layoutRows(): Insert<typeof seatLayout>[] {
  return Object.entries(DEMO_LAYOUTS).map(([key, layout]) => ({
    id: demoId('layout', key),
    name: layout.name,
    decks: layout.decks,
    seatCount: seatCount(layout.decks),
  }));
}

export function busRows(): Insert<typeof bus>[] {
  return DEMO_BUSES.map((b) => ({
    ...b,
    id: busId(b.registration),
    layoutId: demoId('layout', b.layout),
  }));
}

export function stopRows(): Insert<typeof stop>[] {
  return DEMO_STOPS.map((s) => ({ ...s, id: demoId('stop', s.code) }));
}

export function routeRows(routes: DemoRoute[]): Insert<typeof route>[] {
  return routes.map((r) => ({
    id: r.id,
    shortName: r.line.shortName,
    longName: `${stopOf(r.stopCodes[0]!).name} → ${stopOf(r.stopCodes.at(-1)!).name}`,
    colour: r.line.colour,
    textColour: r.line.textColour,
    shape: r.shape,
  }));
}

export function routeStopRows(routes: DemoRoute[]): Insert<typeof routeStop>[] {
  return routes.flatMap((r) =>
    r.stopCodes.map((code, i) => ({
      routeId: r.id,
      sequence: i + 1,
      stopId: demoId('stop', code),
      distanceM: r.distancesM[i]!,
    })),
  );
}

/** A fare table keyed by stop pairs becomes one keyed by this route's stop sequences. */
function fareTable(r: DemoRoute): FareTableEntry[] | null {
  if (r.line.fare.kind !== 'table') return null;
  return r.line.fare.entries.map(({ between, amountMinor }) => {
    const [a, b] = between.map((code) => r.stopCodes.indexOf(code) + 1) as [number, number];
    return { from: Math.min(a, b), to: Math.max(a, b), amountMinor };
  });
}

export function fareRows(routes: DemoRoute[], currency: string): Insert<typeof fare>[] {
  return routes.map((r) => {
    const perKm = r.line.fare.kind === 'per-km' ? r.line.fare : { baseMinor: 0, perKmMinor: 0 };
    return {
      id: demoId('fare', r.id),
      routeId: r.id,
      kind: r.line.fare.kind,
      baseMinor: perKm.baseMinor,
      perKmMinor: perKm.perKmMinor,
      currency,
      table: fareTable(r),
    };
  });
}

/** Minutes after departure at each stop: driving time at an average speed plus a dwell at each stop on the way. */
export function stopOffsets(distancesM: number[], timetable = TIMETABLE): StopOffset[] {
  const { speedKmh, dwellMinutes, roundToMinutes } = timetable;
  const round = (minutes: number) => Math.round(minutes / roundToMinutes) * roundToMinutes;
  return distancesM.map((metres, i) => {
    const arrive = round((metres / 1000 / speedKmh) * 60) + Math.max(0, i - 1) * dwellMinutes;
    const isLast = i === distancesM.length - 1;
    return { arrive, depart: i === 0 || isLast ? arrive : arrive + dwellMinutes };
  });
}

export function minutesOfDay(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function scheduleRows(routes: DemoRoute[], validFrom: string): Insert<typeof schedule>[] {
  return DEMO_DEPARTURES.map((d) => {
    const r = routes.find(
      (candidate) => candidate.line.shortName === d.line && candidate.direction === d.direction,
    );
    if (!r) throw new Error(`demo timetable names an unknown route ${d.line} ${d.direction}`);
    return {
      id: demoId('schedule', d.line, d.direction, d.departs),
      routeId: r.id,
      busId: busId(d.bus),
      daysOfWeek: d.days,
      departureTime: minutesOfDay(d.departs),
      stopOffsets: stopOffsets(r.distancesM),
      headsign: stopOf(r.stopCodes.at(-1)!).name,
      validFrom,
    };
  });
}
