import { describe, expect, it } from 'vitest';
import {
  quickSearchParams,
  readResultsView,
  resultsParams,
  toggleFilter,
  tripsApiQuery,
  withoutFilters,
  type ResultsView,
} from './search-params.ts';

const FROM = '0b7c7c55-4b55-4f5e-9a3a-0d4a3f0f7f01';
const TO = '0b7c7c55-4b55-4f5e-9a3a-0d4a3f0f7f02';
const read = (search: string) => readResultsView(new URLSearchParams(search));

describe('the results view in the address', () => {
  it('reads a full search, lists split at commas and put in their own order', () => {
    const view = read(
      `from=${FROM}&to=${TO}&date=2030-03-14&passengers=2&sort=price&timeOfDay=evening,morning&seatKind=sleeper&amenity=wifi,usb&fromName=Main%20St`,
    );
    expect(view).toEqual({
      from: FROM,
      to: TO,
      fromName: 'Main St',
      toName: undefined,
      date: '2030-03-14',
      passengers: 2,
      sort: 'price',
      timeOfDay: ['morning', 'evening'],
      seatKind: ['sleeper'],
      amenity: ['wifi', 'usb'],
    });
  });

  it('falls back to defaults for what is missing or malformed', () => {
    expect(read('from=nope&date=2030-02-30&passengers=9&sort=cheap&timeOfDay=noon')).toEqual({
      from: undefined,
      to: undefined,
      fromName: undefined,
      toName: undefined,
      date: undefined,
      passengers: 1,
      sort: 'departure',
      timeOfDay: [],
      seatKind: [],
      amenity: [],
    });
  });

  it('writes passengers always, the default sort and empty filters never', () => {
    const view = read(`from=${FROM}&to=${TO}&date=2030-03-14`);
    expect(resultsParams(view).toString()).toBe(
      `from=${FROM}&to=${TO}&date=2030-03-14&passengers=1`,
    );
  });

  it('reads back what it writes', () => {
    const view: ResultsView = {
      ...read(`from=${FROM}&to=${TO}&date=2030-03-14`),
      sort: 'seats',
      timeOfDay: ['night', 'afternoon'],
      amenity: ['toilet'],
      toName: 'Harbour',
    };
    expect(read(resultsParams(view).toString())).toEqual(view);
    expect(resultsParams(view).get('timeOfDay')).toBe('night,afternoon');
  });
});

describe('the API query', () => {
  it('sends every value the API reads, lists comma-separated, and no names', () => {
    const view = {
      ...read(`from=${FROM}&to=${TO}&fromName=A&amenity=wifi,toilet&passengers=3`),
      date: '2030-03-14',
    } as ResultsView & { from: string; to: string; date: string };
    expect(tripsApiQuery(view)).toBe(
      `amenity=wifi%2Ctoilet&date=2030-03-14&from=${FROM}&passengers=3&sort=departure&to=${TO}`,
    );
  });
});

describe('the filter chips', () => {
  it('switch a value on and off, and clear together', () => {
    const view = read('');
    const on = toggleFilter(view, 'seatKind', 'sleeper');
    expect(on.seatKind).toEqual(['sleeper']);
    expect(toggleFilter(on, 'seatKind', 'sleeper').seatKind).toEqual([]);
    const many = toggleFilter(toggleFilter(on, 'amenity', 'wifi'), 'timeOfDay', 'night');
    expect(withoutFilters(many)).toEqual(view);
  });
});

describe('a one-tap search', () => {
  it('links to the pair on the day given, with its names for the header', () => {
    const params = quickSearchParams(
      { id: FROM, name: 'Ulm ZOB' },
      { id: TO, name: 'Bamberg Bf' },
      '2030-03-14',
      2,
    );
    expect(params.toString()).toBe(
      `from=${FROM}&to=${TO}&date=2030-03-14&passengers=2&fromName=Ulm+ZOB&toName=Bamberg+Bf`,
    );
  });
});
