/** Synthetic routes and buses for the tracking tests: a straight road east along 38.9° N. */
import type { LatLng } from '../../network/lines/geometry/geo.ts';
import { makeShape, stopDistances } from './shape.ts';
import type { TimetableStop } from './eta.ts';
import type { TracePing } from './replay.ts';
import type { TripPlan } from './trip-plans.ts';

/** Metres per degree of longitude at 38.9° N (spherical Earth, as haversineM). */
export const M_PER_DEG_LNG = 111_195 * Math.cos((38.9 * Math.PI) / 180);
export const at = (metres: number, offM = 0): LatLng => ({
  lat: 38.9 + offM / 111_195,
  lng: -77 + metres / M_PER_DEG_LNG,
});
export const DAY = '2026-02-16';
export const T0 = Date.parse(`${DAY}T10:00:00Z`);

/** A 6 km road with a stop every 500 m, timetabled at 60 s a stretch from `startS` after 10:00. */
export function plan(tripId: string, startS = 0, stretchS = 60): TripPlan {
  const timeS = (i: number) => 10 * 3600 + startS + i * stretchS;
  const shape = makeShape([at(0), at(2000), at(4000), at(6000)]);
  const positions = Array.from({ length: 13 }, (_, i) => at(i * 500));
  const along = stopDistances(shape, positions);
  return {
    tripId,
    directionKey: 'r:0',
    shape,
    stops: along.map((alongM, i) => ({
      stopId: `s${i}`,
      stopSequence: i + 1,
      alongM,
      arrivalS: timeS(i),
      departureS: timeS(i),
      timepoint: i === 0,
    })),
  };
}

export interface Drive {
  /** Seconds after 10:00 the bus leaves the first stop. */
  startS: number;
  /** Metres per second at a distance along the road. */
  speed?: (alongM: number) => number;
  /** Seconds stopped at each stop (by index) after reaching it. */
  dwellS?: (stop: number) => number;
  /** Metres off the road at a distance along it (a detour). */
  offM?: (alongM: number) => number;
  /** Whether a ping at this time (seconds after 10:00) is lost (a GPS gap). */
  lost?: (s: number) => boolean;
  everyS?: number;
}

/** Pings of one bus driving the road, every `everyS` seconds. */
export function drive(tripId: string, d: Drive): TracePing[] {
  const speed = d.speed ?? (() => 10);
  const dwell = d.dwellS ?? (() => 0);
  const every = d.everyS ?? 20;
  const pings: TracePing[] = [];
  let x = 0;
  let waitUntil = d.startS;
  let nextStop = 1;
  // The bus turns up at its first stop a minute before it leaves.
  for (let s = Math.max(0, d.startS - 60); x < 6000; s++) {
    if (s % every === 0 && !d.lost?.(s))
      pings.push({
        tripId,
        serviceDate: DAY,
        atMs: T0 + s * 1000,
        position: at(x, d.offM?.(x) ?? 0),
      });
    if (s < waitUntil) continue;
    x = Math.min(6000, x + speed(x));
    if (x >= nextStop * 500) {
      x = nextStop * 500;
      waitUntil = s + dwell(nextStop);
      nextStop++;
    }
  }
  return pings;
}

/** Three stops 500 m and a minute apart from T0, no waits: the ETA tests' small timetable. */
export const THREE_STOPS: TimetableStop[] = [0, 500, 1000].map((alongM, i) => ({
  stopId: `s${i}`,
  alongM,
  scheduledMs: T0 + i * 60_000,
  departureMs: T0 + i * 60_000,
}));

/** A fix matched on the route `alongM` metres along, `s` seconds after T0. */
export const matchedAt = (s: number, alongM: number) => ({
  atMs: T0 + s * 1000,
  alongM,
  offsetM: 0,
  offRoute: false,
});
