import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../feed/csv.ts';
import { resolveColumns } from '../../feed/feed-file.ts';
import { ReportBuilder } from '../../report.ts';
import { scheduleStopTimes, tripSchedules, type ScheduleContext } from './schedules.ts';
import { STOP_TIME_COLUMNS, StopTimeStore, addStopTime } from './stop-times.ts';
import { tripTimes } from './trip-times.ts';

const STOPS = ['A', 'B', 'C', 'D'];
// Along one meridian: B is 1 km after A, C another 3 km, D 1 km more.
const POSITIONS = [0, 1, 4, 5].map((km) => ({ lat: km / 111.195, lng: 0 }));

function storeOf(text: string, moreColumns = '') {
  const [header, ...records] = parseCsv(
    `trip_id,arrival_time,departure_time,stop_id,stop_sequence${moreColumns}\n${text}`,
  );
  const c = resolveColumns(header!.fields, STOP_TIME_COLUMNS);
  const builder = new ReportBuilder();
  const store = new StopTimeStore(2);
  const refs = {
    trips: new Map([
      ['T1', 0],
      ['T2', 1],
    ]),
    stops: new Map(STOPS.map((s, i) => [s, i])),
    rejected: { trips: new Set<string>(), stops: new Set<string>() },
  };
  for (const record of records)
    addStopTime(record, c, builder.forFile('stop_times.txt'), refs, store);
  const groups = [...store.byTrip(2)];
  const times = (trip: number) =>
    tripTimes(
      store,
      groups[trip]!.rows,
      `T${trip + 1}`,
      POSITIONS,
      builder.forFile('stop_times.txt'),
    );
  return { builder, store, groups, times };
}

describe('stop times', () => {
  it('groups rows by trip in stop_sequence order, whatever the file order', () => {
    const { groups, store } = storeOf(
      'T2,8:00:00,8:00:00,A,1\nT1,7:10:00,7:10:00,C,3\nT1,7:00:00,7:00:00,A,1\nT2,8:10:00,8:10:00,B,2\nT1,7:05:00,7:05:00,B,2\n',
    );
    expect(groups.map((g) => [...g.rows].map((row) => store.get('sequence', row)))).toEqual([
      [1, 2, 3],
      [1, 2],
    ]);
  });

  it('fills untimed stops in proportion to distance', () => {
    const { times } = storeOf(
      'T1,7:00:00,7:00:00,A,1\nT1,,,B,2\nT1,,,C,3\nT1,7:10:00,7:12:00,D,4\n',
    );
    expect(times(0)).toEqual({
      stops: [0, 1, 2, 3],
      arrive: [25_200, 25_320, 25_680, 25_800],
      depart: [25_200, 25_320, 25_680, 25_920],
      feed: [{ sequence: 1 }, { sequence: 2 }, { sequence: 3 }, { sequence: 4 }],
    });
  });

  it("keeps the feed's stop_sequence, shape_dist_traveled and timepoint of each row", () => {
    const { times } = storeOf(
      'T1,7:00:00,7:00:00,A,10,0,1\nT1,7:05:00,7:05:00,B,20,1000.5,0\nT1,7:09:00,7:09:00,C,25,,\n',
      ',shape_dist_traveled,timepoint',
    );
    expect(times(0)!.feed).toEqual([
      { sequence: 10, distance: 0, timepoint: 1 },
      { sequence: 20, distance: 1000.5, timepoint: 0 },
      { sequence: 25 },
    ]);
  });

  it('refuses a timepoint that is not 0 or 1, and a distance that is not one', () => {
    const { builder } = storeOf(
      'T1,7:00:00,7:00:00,A,1,0,2\nT1,7:05:00,7:05:00,B,2,far,1\n',
      ',shape_dist_traveled,timepoint',
    );
    expect(builder.build().errors.map((e) => [e.line, e.message])).toEqual([
      [2, 'trip T1: timepoint is "2", not 0 or 1'],
      [3, 'trip T1: shape_dist_traveled "far" is not a distance'],
    ]);
  });

  it('refuses times that go back, naming the line', () => {
    const { times, builder } = storeOf('T1,7:00:00,7:00:00,A,1\nT1,6:59:00,7:01:00,B,2\n');
    expect(times(0)).toBeUndefined();
    expect(builder.build().errors).toEqual([
      {
        file: 'stop_times.txt',
        line: 3,
        message: 'trip T1: times go back in time at stop_sequence 2 (07:00:00)',
      },
    ]);
  });
});

describe('schedules of a trip', () => {
  const context: ScheduleContext = {
    trip: {
      gtfsId: 'T1',
      routeGtfsId: 'R',
      serviceId: 'S',
      headsign: 'North',
      directionId: 0,
      blockId: null,
      shapeGtfsId: null,
      shortName: null,
      wheelchairAccessible: null,
      bikesAllowed: null,
      line: 2,
    },
    routeId: 'route-uuid',
    calendar: {
      id: 'cal-uuid',
      gtfsId: 'S',
      daysOfWeek: [1, 2],
      startDate: '2021-01-01',
      endDate: '2021-06-30',
    },
    shapeId: null,
    stopIds: ['a', 'b', 'c', 'd'],
  };

  it('keeps seconds exactly and times past midnight', () => {
    const times = {
      stops: [0, 1],
      arrive: [24 * 3600 + 5 * 60 + 30, 24 * 3600 + 9 * 60 + 5],
      depart: [24 * 3600 + 5 * 60 + 30, 24 * 3600 + 9 * 60 + 45],
      feed: [{ sequence: 1 }, { sequence: 2 }],
    };
    const [s] = tripSchedules(context, times, undefined);
    expect(s).toMatchObject({
      gtfsId: 'T1',
      departureTime: 24 * 60 + 5,
      daysOfWeek: [1, 2],
      validTo: '2021-06-30',
    });
    expect(s!.stopOffsets).toEqual([
      { stopId: 'a', arrive: 0, depart: 0, arriveSeconds: 30, departSeconds: 30 },
      { stopId: 'b', arrive: 4, depart: 4, arriveSeconds: 245, departSeconds: 285 },
    ]);
    expect(scheduleStopTimes(s!.departureTime, s!.stopOffsets)).toEqual([
      { arrive: times.arrive[0], depart: times.depart[0] },
      { arrive: times.arrive[1], depart: times.depart[1] },
    ]);
  });

  it('repeats a frequency-based trip at each departure of its windows', () => {
    const times = {
      stops: [0, 1],
      arrive: [6 * 3600, 6 * 3600 + 600],
      depart: [6 * 3600, 6 * 3600 + 600],
      feed: [{ sequence: 1 }, { sequence: 2 }],
    };
    const schedules = tripSchedules(context, times, [
      { start: 8 * 3600, end: 9 * 3600, headway: 1200 },
    ]);
    expect(schedules.map((s) => [s.gtfsId, s.departureTime])).toEqual([
      ['T1#08:00', 480],
      ['T1#08:20', 500],
      ['T1#08:40', 520],
    ]);
    // The feed's stop_sequence is kept only where it is not the position, as are its other fields.
    const [gapped] = tripSchedules(
      context,
      {
        ...times,
        feed: [
          { sequence: 5, timepoint: 1 },
          { sequence: 2, distance: 12.5 },
        ],
      },
      undefined,
    );
    expect(gapped!.stopOffsets).toEqual([
      { stopId: 'a', arrive: 0, depart: 0, sequence: 5, timepoint: 1 },
      { stopId: 'b', arrive: 10, depart: 10, distance: 12.5 },
    ]);
    expect(schedules[0]!.stopOffsets).toEqual([
      { stopId: 'a', arrive: 0, depart: 0 },
      { stopId: 'b', arrive: 10, depart: 10 },
    ]);
  });
});
