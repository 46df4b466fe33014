/**
 * The demo network: coach lines across Bavaria and into Stuttgart, with real stop coordinates.
 * Each line runs out and back, and each direction is its own route (stop order is per route).
 */
export interface DemoStop {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

export const DEMO_STOPS: DemoStop[] = [
  { code: 'MUC', name: 'München ZOB', lat: 48.1425, lng: 11.549 },
  { code: 'AGB', name: 'Augsburg Hbf', lat: 48.3655, lng: 10.8856 },
  { code: 'ULM', name: 'Ulm ZOB', lat: 48.3985, lng: 9.984 },
  { code: 'STR', name: 'Stuttgart Hbf', lat: 48.784, lng: 9.182 },
  { code: 'ING', name: 'Ingolstadt Hbf', lat: 48.7446, lng: 11.4374 },
  { code: 'NUE', name: 'Nürnberg Hbf', lat: 49.4457, lng: 11.0825 },
  { code: 'ERL', name: 'Erlangen Hbf', lat: 49.5958, lng: 11.0017 },
  { code: 'BAM', name: 'Bamberg Bf', lat: 49.9007, lng: 10.8995 },
  { code: 'LAN', name: 'Landshut Hbf', lat: 48.5473, lng: 12.1362 },
  { code: 'DEG', name: 'Deggendorf Hbf', lat: 48.8403, lng: 12.9607 },
  { code: 'PAS', name: 'Passau Hbf', lat: 48.5741, lng: 13.4519 },
  { code: 'REG', name: 'Regensburg Hbf', lat: 49.0116, lng: 12.0996 },
  { code: 'WUE', name: 'Würzburg Hbf', lat: 49.8018, lng: 9.9356 },
];

/** A fare between two stops, either way round; a line with such a table is priced only by it. */
export interface DemoFareEntry {
  between: [string, string];
  amountMinor: number;
}

export interface DemoLine {
  /** Shown on both directions, like a GTFS route_short_name. */
  shortName: string;
  colour: string;
  textColour: string;
  /** Stop codes of the outbound direction; the return runs them backwards. */
  stops: string[];
  fare:
    | { kind: 'per-km'; baseMinor: number; perKmMinor: number }
    | { kind: 'table'; entries: DemoFareEntry[] };
}

export const DEMO_LINES: DemoLine[] = [
  {
    shortName: 'X10',
    colour: '#1F6FEB',
    textColour: '#FFFFFF',
    stops: ['MUC', 'AGB', 'ULM', 'STR'],
    fare: { kind: 'per-km', baseMinor: 290, perKmMinor: 8 },
  },
  {
    shortName: 'X20',
    colour: '#D1242F',
    textColour: '#FFFFFF',
    stops: ['MUC', 'ING', 'NUE', 'ERL', 'BAM'],
    fare: { kind: 'per-km', baseMinor: 250, perKmMinor: 9 },
  },
  {
    shortName: 'X30',
    colour: '#1A7F37',
    textColour: '#FFFFFF',
    stops: ['MUC', 'LAN', 'DEG', 'PAS'],
    fare: { kind: 'per-km', baseMinor: 250, perKmMinor: 10 },
  },
  {
    shortName: 'X40',
    colour: '#F2C94C',
    textColour: '#1B1F24',
    stops: ['REG', 'NUE', 'WUE'],
    fare: {
      kind: 'table',
      entries: [
        { between: ['REG', 'NUE'], amountMinor: 1490 },
        { between: ['NUE', 'WUE'], amountMinor: 1290 },
        { between: ['REG', 'WUE'], amountMinor: 2490 },
      ],
    },
  },
];

export type Direction = 'out' | 'back';

/** The stop codes of a line in one direction. */
export function lineStops(line: DemoLine, direction: Direction): string[] {
  return direction === 'out' ? line.stops : [...line.stops].reverse();
}

/** Average coach speed and dwell time that turn distances into a timetable. */
export const TIMETABLE = { speedKmh: 72, dwellMinutes: 5, roundToMinutes: 5 };
