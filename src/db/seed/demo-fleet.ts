/**
 * Demo buses and the timetable they run. Each line has two day coaches working opposite ends,
 * so every bus ends its day where the next day's first departure starts; the sleeper runs X10
 * overnight on alternate days; one sleeper is in the workshop.
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

/** A day coach pair on one line: bus A starts outbound, bus B starts from the far end. */
function dayPair(
  line: string,
  busA: string,
  busB: string,
  times: [string, string, string, string],
) {
  const [outA, backA, backB, outB] = times;
  return [
    { line, direction: 'out', bus: busA, departs: outA, days: DAILY },
    { line, direction: 'back', bus: busA, departs: backA, days: DAILY },
    { line, direction: 'back', bus: busB, departs: backB, days: DAILY },
    { line, direction: 'out', bus: busB, departs: outB, days: DAILY },
  ] satisfies DemoDeparture[];
}

export const DEMO_DEPARTURES: DemoDeparture[] = [
  ...dayPair('X10', 'M-BW 101', 'M-BW 102', ['07:00', '13:30', '08:15', '15:00']),
  ...dayPair('X20', 'M-BW 103', 'M-BW 104', ['06:45', '13:15', '07:30', '14:45']),
  ...dayPair('X30', 'M-BW 201', 'M-BW 202', ['07:15', '13:00', '08:00', '15:30']),
  ...dayPair('X40', 'M-BW 105', 'M-BW 106', ['08:00', '12:30', '09:00', '14:00']),
  // The sleeper sleeps in Stuttgart after an outbound night and returns the next evening.
  { line: 'X10', direction: 'out', bus: 'M-BW 301', departs: '23:00', days: [2, 4, 7] },
  { line: 'X10', direction: 'back', bus: 'M-BW 301', departs: '23:15', days: [1, 3, 5] },
];
