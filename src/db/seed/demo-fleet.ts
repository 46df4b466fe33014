/**
 * Demo buses and the timetable they run, as a coach operator would, with some bus on the road at
 * every minute of the day, so the demo simulation always has one to drive on /track
 * (demo-timetable.test.ts checks it). Each line has two day coaches working two round trips a day
 * from opposite ends, drivers changing at the ends; one X20 coach runs the late coach out of
 * München after midnight and the early one back; the sleeper runs X10 out and back every night;
 * one sleeper is in the workshop. A bus leaves from where its last leg ended, at least 15 minutes
 * later, and ends its day where it starts, so every day is the same. Every departure is before
 * midnight of its own service date, so a passenger finds an early coach under the day it leaves;
 * a bus rests more than an hour between its last leg of one service date and its first of the
 * next, so the night the clocks go forward (an hour shorter) still leaves it a turnaround.
 */
import type { BusStatus } from '../schema/fleet.ts';
import type { DemoLayoutKey } from './demo-layouts.ts';
import type { Direction } from './demo-network.ts';

export interface DemoBus {
  registration: string;
  name: string;
  layout: DemoLayoutKey;
  amenities: string[];
  status: BusStatus;
}

const coachAmenities = ['wifi', 'usb', 'air-conditioning', 'toilet'];

export const DEMO_BUSES: DemoBus[] = [
  {
    registration: 'M-BW 101',
    name: 'Isar',
    layout: 'coach',
    amenities: coachAmenities,
    status: 'active',
  },
  {
    registration: 'M-BW 102',
    name: 'Lech',
    layout: 'coach',
    amenities: coachAmenities,
    status: 'active',
  },
  {
    registration: 'M-BW 103',
    name: 'Donau',
    layout: 'coach',
    amenities: coachAmenities,
    status: 'active',
  },
  {
    registration: 'M-BW 104',
    name: 'Pegnitz',
    layout: 'coach',
    amenities: coachAmenities,
    status: 'active',
  },
  {
    registration: 'M-BW 105',
    name: 'Main',
    layout: 'coach',
    amenities: coachAmenities,
    status: 'active',
  },
  {
    registration: 'M-BW 106',
    name: 'Regen',
    layout: 'coach',
    amenities: coachAmenities,
    status: 'active',
  },
  {
    registration: 'M-BW 201',
    name: 'Inn',
    layout: 'accessible',
    amenities: ['wifi', 'usb', 'air-conditioning', 'wheelchair-lift'],
    status: 'active',
  },
  {
    registration: 'M-BW 202',
    name: 'Vils',
    layout: 'accessible',
    amenities: ['wifi', 'usb', 'air-conditioning', 'wheelchair-lift'],
    status: 'active',
  },
  {
    registration: 'M-BW 301',
    name: 'Nachtfalke',
    layout: 'sleeper',
    amenities: ['wifi', 'usb', 'air-conditioning', 'toilet', 'blankets'],
    status: 'active',
  },
  {
    registration: 'M-BW 302',
    name: 'Nachteule',
    layout: 'sleeper',
    amenities: ['wifi', 'usb', 'air-conditioning', 'toilet', 'blankets'],
    status: 'maintenance',
  },
];

export interface DemoDeparture {
  line: string;
  direction: Direction;
  bus: string;
  /** Local time 'HH:MM'. */
  departs: string;
  /** ISO weekdays, 1 = Monday. */
  days: number[];
}

const DAILY = [1, 2, 3, 4, 5, 6, 7];

/** One bus's day on a line, every day: its legs alternate direction, starting with `first`. */
function busDay(line: string, bus: string, first: Direction, departs: string[]): DemoDeparture[] {
  return departs.map((time, i) => ({
    line,
    direction: (i % 2 === 0) === (first === 'out') ? 'out' : 'back',
    bus,
    departs: time,
    days: DAILY,
  }));
}

export const DEMO_DEPARTURES: DemoDeparture[] = [
  ...busDay('X10', 'M-BW 101', 'out', ['07:00', '13:30', '17:00', '20:30']),
  ...busDay('X10', 'M-BW 102', 'back', ['08:15', '15:00', '18:30', '22:00']),
  ...busDay('X20', 'M-BW 103', 'out', ['06:45', '13:15', '17:30', '21:15']),
  // The late coach out of München and, after a rest in Bamberg, the early one back.
  ...busDay('X20', 'M-BW 104', 'out', ['00:30', '04:30', '11:00', '15:00']),
  ...busDay('X30', 'M-BW 201', 'out', ['07:15', '13:00', '16:30', '19:45']),
  ...busDay('X30', 'M-BW 202', 'back', ['08:00', '15:30', '19:00', '22:15']),
  ...busDay('X40', 'M-BW 105', 'out', ['08:00', '12:30', '16:00', '19:15']),
  ...busDay('X40', 'M-BW 106', 'back', ['09:00', '14:00', '17:15', '20:30']),
  // The sleeper leaves München every night and, after the drivers' rest in Stuttgart, comes back
  // for the morning.
  ...busDay('X10', 'M-BW 301', 'out', ['23:00', '03:15']),
];
