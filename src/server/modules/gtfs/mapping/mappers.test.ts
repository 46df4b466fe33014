import { describe, expect, it } from 'vitest';
import { parseCsv } from '../feed/csv.ts';
import { resolveColumns } from '../feed/feed-file.ts';
import { CALENDAR_COLUMNS, mapCalendar, servicesOfDatesOnly } from './calendar/map-calendar.ts';
import {
  FARE_COLUMNS,
  FARE_RULE_COLUMNS,
  faresByRoute,
  inCurrency,
  mapFare,
  mapFareRule,
  reportFaresV2,
  zoneRulesInCurrency,
} from './fares/map-fares.ts';
import { ROUTE_COLUMNS, mapRoute } from './network/map-routes.ts';
import { STOP_COLUMNS, assignStopCodes, mapStop, type StopInput } from './network/map-stops.ts';
import { windowDepartures } from './trips/map-trips.ts';
import { ReportBuilder } from '../report.ts';

/** The columns and the records of a small CSV text. */
function table<K extends string>(names: readonly K[], text: string) {
  const [header, ...records] = parseCsv(text);
  return { c: resolveColumns(header!.fields, names), records };
}

function collecting(file = 'test.txt') {
  const builder = new ReportBuilder();
  return { report: builder.forFile(file), issues: () => builder.build() };
}

/** The transfer rules of a fare that sells one ride on one trip. */
const ONE_RIDE = { paymentMethod: 0, transfers: 0, transferDurationS: null };

describe('stops', () => {
  const { c, records } = table(
    STOP_COLUMNS,
    'stop_id,stop_code,stop_name,stop_lat,stop_lon,location_type,parent_station,stop_timezone\n' +
      'A,10,Alpha,36.9,-116.7,,S,America/Los_Angeles\n' +
      'S,,Station,36.9,-116.7,1,X,\n' +
      'B,,Beta,95,-116.7,0,,\n' +
      'C,,Gamma,36.9,-116.7,0,,Europe/Berlin\n' +
      'E,,Entrance,36.9,-116.7,2,S,\n' +
      'N,,Node,36.9,-116.7,3,S,\n' +
      'Q,,Boarding area,36.9,-116.7,4,A,\n',
  );

  it('keeps stops with their station and stations without a parent, skips entrances, nodes and boarding areas, names bad coordinates by line', () => {
    const { report, issues } = collecting('stops.txt');
    const mapped = records.map((r) => mapStop(r, c, report, 'America/Los_Angeles'));
    expect(mapped[0]).toMatchObject({
      gtfsId: 'A',
      stopCode: '10',
      lat: 36.9,
      lng: -116.7,
      timezone: null,
      locationType: 0,
      parentGtfsId: 'S',
      line: 2,
    });
    // GTFS forbids a parent on a station: one given is not kept.
    expect(mapped[1]).toMatchObject({ gtfsId: 'S', locationType: 1, parentGtfsId: '', lat: 36.9 });
    expect(mapped[2]).toBeUndefined();
    expect(mapped[3]).toMatchObject({ gtfsId: 'C', timezone: 'Europe/Berlin', parentGtfsId: '' });
    expect(mapped.slice(4)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(issues().errors).toEqual([
      { file: 'stops.txt', line: 4, message: 'stop B: stop_lat "95" is not a latitude (-90..90)' },
    ]);
  });

  it('gives every stop a unique code, the stop_id when the stop_code is missing or taken', () => {
    const stop = (gtfsId: string, stopCode: string, line: number) =>
      ({ gtfsId, stopCode, line }) as StopInput;
    const { report, issues } = collecting();
    const codes = assignStopCodes(
      [stop('1', '', 2), stop('2', '7', 3), stop('3', '7', 4), stop('7', '', 5)],
      report,
    );
    expect([...codes.values()]).toEqual(['1', '7', '3', 'gtfs:7']);
    expect(issues().warningCount).toBe(1);
  });
});

describe('routes', () => {
  it('uses our colours where the feed gives none and checks the agency', () => {
    const { c, records } = table(
      ROUTE_COLUMNS,
      'route_id,agency_id,route_short_name,route_long_name,route_type,route_color\nR,,10,,3,\nQ,X,,Q line,3,zz\n',
    );
    const { report, issues } = collecting('routes.txt');
    expect(mapRoute(records[0]!, c, report, new Set(['DTA']))).toMatchObject({
      agencyGtfsId: 'DTA',
      colour: '#1F6FEB',
      textColour: '#FFFFFF',
    });
    expect(mapRoute(records[1]!, c, report, new Set(['DTA']))).toBeUndefined();
    expect(issues().errors).toEqual([
      { file: 'routes.txt', line: 3, message: 'route Q: agency_id "X" names no agency' },
    ]);
  });
});

describe('calendars', () => {
  it('reads weekdays and dates, and refuses an end before the start', () => {
    const { c, records } = table(
      CALENDAR_COLUMNS,
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWE,0,0,0,0,0,1,1,20070101,20101231\nX,1,0,0,0,0,0,0,20100101,20090101\n',
    );
    const { report, issues } = collecting('calendar.txt');
    expect(mapCalendar(records[0]!, c, report)).toEqual({
      gtfsId: 'WE',
      daysOfWeek: [6, 7],
      startDate: '2007-01-01',
      endDate: '2010-12-31',
    });
    expect(mapCalendar(records[1]!, c, report)).toBeUndefined();
    expect(issues().errors[0]).toMatchObject({ line: 3 });
  });

  it('makes a service given by dates alone span its dates', () => {
    const dates = [
      { serviceId: 'H', date: '2021-12-25', exception: 'added' as const },
      { serviceId: 'H', date: '2021-01-01', exception: 'added' as const },
      { serviceId: 'WE', date: '2021-06-01', exception: 'removed' as const },
    ];
    const known = new Map([
      ['WE', { gtfsId: 'WE', daysOfWeek: [6, 7], startDate: '2021-01-01', endDate: '2021-12-31' }],
    ]);
    expect(servicesOfDatesOnly(known, dates)).toEqual([
      { gtfsId: 'H', daysOfWeek: [], startDate: '2021-01-01', endDate: '2021-12-25' },
    ]);
  });
});

describe('frequencies', () => {
  it('departs every headway from the start, and never at the end time itself', () => {
    expect(windowDepartures({ start: 6 * 3600, end: 7 * 3600, headway: 1800 })).toEqual([
      21_600, 23_400,
    ]);
    expect(windowDepartures({ start: 0, end: 7199, headway: 1800 })).toHaveLength(4);
  });
});

describe('fares', () => {
  it('turns a price into minor units and keeps route rules, reporting zone rules without a route', () => {
    const fares = table(FARE_COLUMNS, 'fare_id,price,currency_type\np,1.25,USD\n');
    const rules = table(FARE_RULE_COLUMNS, 'fare_id,route_id,origin_id\np,AB,\np,,Z1\n');
    const { report, issues } = collecting('fare_rules.txt');
    const fare = mapFare(fares.records[0]!, fares.c, report)!;
    // Without transfers the fare allows unlimited transfers, as GTFS reads an empty field.
    expect(fare).toEqual({
      gtfsId: 'p',
      amountMinor: 125,
      currency: 'USD',
      line: 2,
      paymentMethod: 0,
      transfers: null,
      transferDurationS: null,
    });
    const refs = { fares: new Set(['p']), routes: new Set(['AB', 'BFC']) };
    const mapped = rules.records.map((r) => mapFareRule(r, rules.c, report, refs));
    expect(mapped).toEqual([{ fareId: 'p', routeId: 'AB' }, undefined]);
    expect(issues().warnings).toEqual([
      {
        file: 'fare_rules.txt',
        line: 3,
        message: 'fare p: a zone rule without route_id is not imported',
      },
    ]);
  });

  it('keeps zone rules naming a route and both zones, with their line; reports the others', () => {
    const rules = table(
      FARE_RULE_COLUMNS,
      'fare_id,route_id,origin_id,destination_id,contains_id\n' +
        'p,AB,Z1,Z2,\np,AB,Z1,,\np,AB,,,Z3\np,,Z1,Z2,\n',
    );
    const { report, issues } = collecting('fare_rules.txt');
    const refs = { fares: new Set(['p']), routes: new Set(['AB']) };
    expect(rules.records.map((r) => mapFareRule(r, rules.c, report, refs))).toEqual([
      { fareId: 'p', routeId: 'AB', origin: 'Z1', destination: 'Z2', line: 2 },
      undefined,
      undefined,
      undefined,
    ]);
    expect(issues().warnings.map((w) => [w.line, w.message])).toEqual([
      [3, 'fare p: a zone rule without both origin_id and destination_id is not imported'],
      [4, 'fare p: a zone rule with contains_id is not imported'],
      [5, 'fare p: a zone rule without route_id is not imported'],
    ]);
  });

  it("keeps a fare's payment method and transfer rules, and refuses ones GTFS does not have", () => {
    const fares = table(
      FARE_COLUMNS,
      'fare_id,price,currency_type,payment_method,transfers,transfer_duration\n' +
        '4195,2.00,USD,0,1,7200\nx,1,USD,1,3,\ny,1,USD,1,,-5\n',
    );
    const { report, issues } = collecting('fare_attributes.txt');
    const [turlock, x, y] = fares.records.map((r) => mapFare(r, fares.c, report));
    expect(turlock).toMatchObject({ paymentMethod: 0, transfers: 1, transferDurationS: 7200 });
    expect([x, y]).toEqual([undefined, undefined]);
    expect(issues().errors.map((e) => e.message)).toEqual([
      'fare x: transfers is "3", not 0, 1, 2 or empty',
      'fare y: transfer_duration "-5" is not a number of seconds',
    ]);
  });

  it('prices every route with the single fare of a feed without rules', () => {
    const only = { gtfsId: '4195', amountMinor: 200, currency: 'USD', line: 2, ...ONE_RIDE };
    const { report } = collecting();
    const byRoute = faresByRoute(new Map([['4195', only]]), [], ['1', '2'], report);
    expect([...byRoute.keys()]).toEqual(['1', '2']);
  });

  it('prices no route with a single fare whose rules are all zone rules', () => {
    const zoned = { gtfsId: 'z', amountMinor: 250, currency: 'EUR', line: 2, ...ONE_RIDE };
    const { report } = collecting();
    // fare_rules.txt had two rows, both zone rules, so none was imported.
    const byRoute = faresByRoute(new Map([['z', zoned]]), [], ['1', '2'], report, 2);
    expect(byRoute).toEqual(new Map());
  });

  it('leaves out fares in another currency, after deciding which route each prices', () => {
    const eur = { gtfsId: 'e', amountMinor: 200, currency: 'EUR', line: 2, ...ONE_RIDE };
    const usd = { gtfsId: 'u', amountMinor: 300, currency: 'USD', line: 3, ...ONE_RIDE };
    const { report, issues } = collecting('fare_attributes.txt');
    const fares = new Map([
      ['e', eur],
      ['u', usd],
    ]);
    // Two fares and no rules price no route; leaving one out must not make the other price all.
    expect(
      inCurrency(faresByRoute(fares, [], ['1'], report), fares.values(), 'EUR', report),
    ).toEqual(new Map());
    const rules = [
      { fareId: 'e', routeId: '1' },
      { fareId: 'u', routeId: '2' },
    ];
    const byRoute = inCurrency(
      faresByRoute(fares, rules, [], report),
      fares.values(),
      'EUR',
      report,
    );
    expect([...byRoute]).toEqual([['1', eur]]);
    // The zone rules of a fare in another currency go with it.
    const zoned = (fareId: string) => ({
      fareId,
      routeId: '3',
      origin: 'a',
      destination: 'b',
      line: 9,
    });
    expect(zoneRulesInCurrency([zoned('e'), zoned('u')], fares, 'EUR')).toEqual([zoned('e')]);
    expect(issues().warnings[0]).toEqual({
      file: 'fare_attributes.txt',
      line: 3,
      message: 'fare u is in USD, but the operator charges in EUR; the fare is not imported',
    });
  });

  it('names each GTFS-Fares v2 file of the feed, and no other', () => {
    const builder = new ReportBuilder();
    reportFaresV2(['stops.txt', 'fare_products.txt', 'feed_info.txt', 'timeframes.txt'], builder);
    expect(builder.build().warnings.map((w) => [w.file, w.line])).toEqual([
      ['fare_products.txt', null],
      ['timeframes.txt', null],
    ]);
  });
});
