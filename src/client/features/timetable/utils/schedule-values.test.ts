import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { ScheduleInput } from '#shared/timetable/timetable.ts';
import type { OptionRoute } from '#shared/timetable/timetable-admin.ts';
import { ApiError } from '#client/lib/api/api.ts';
import { errorPaths, firstInError, splitServerError } from '#client/lib/forms/zod-form.ts';
import { minutes, newValues, orNull, stopNames } from './schedule-values.ts';

const route: OptionRoute = {
  id: '00000000-0000-4000-8000-000000000001',
  shortName: 'X10',
  longName: 'München ZOB → Stuttgart Hbf',
  colour: '#1F6FEB',
  textColour: '#FFFFFF',
  active: true,
  stops: [
    { stopId: '00000000-0000-4000-8000-00000000000a', name: 'München ZOB', distanceM: 0 },
    { stopId: '00000000-0000-4000-8000-00000000000b', name: 'Augsburg Hbf', distanceM: 70_000 },
  ],
};

const resolve = (values: ReturnType<typeof newValues>) =>
  zodResolver(ScheduleInput)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schedule values', () => {
  it("start a new schedule on weekdays with the route's stops and suggested times", () => {
    const values = newValues(route, '2030-03-20');
    expect(values).toMatchObject({
      routeId: route.id,
      headsign: 'Augsburg Hbf',
      daysOfWeek: [1, 2, 3, 4, 5],
      validFrom: '2030-03-20',
      validTo: null,
    });
    expect(values.stopOffsets.map((o) => [o.arrive, o.depart])).toEqual([
      [0, 0],
      [60, 60],
    ]);
    expect(ScheduleInput.safeParse({ ...values, departureTime: '07:00' }).success).toBe(true);
    expect(stopNames(undefined, [route]).get(route.stops[1]!.stopId)).toBe('Augsburg Hbf');
  });

  it('name an emptied minutes box at its row path, and focus goes to that box', async () => {
    const values = newValues(route, '2030-03-20');
    values.stopOffsets[1]!.arrive = minutes('');
    const { errors } = await resolve(values);
    const paths = errorPaths(errors);
    expect(paths).toEqual(expect.arrayContaining(['departureTime', 'stopOffsets.1.arrive']));
    const controls = ['routeId', 'departureTime', 'stopOffsets.0.arrive', 'stopOffsets.1.arrive'];
    expect(firstInError(controls.slice(2), paths)).toBe('stopOffsets.1.arrive');
    expect(minutes(' 15 ')).toBe(15);
    expect(orNull('')).toBeNull();
  });

  it("put the server's row errors on the row, without the body prefix", () => {
    const error = new ApiError('invalid-argument', {
      details: {
        fields: [
          { field: 'body.stopOffsets.1.depart', message: 'Too early' },
          { field: 'body.stopOffsets.1.stopId', message: 'No such stop' },
          { field: 'busId', message: 'Choose one of the buses.' },
        ],
      },
    });
    const controls = ['busId', 'stopOffsets.0.arrive', 'stopOffsets.1.depart'];
    expect(splitServerError(error, (path) => firstInError(controls, [path]) !== undefined)).toEqual(
      {
        fields: [
          { path: 'stopOffsets.1.depart', message: 'Too early' },
          { path: 'busId', message: 'Choose one of the buses.' },
        ],
        rest: [{ path: 'stopOffsets.1.stopId', message: 'No such stop' }],
      },
    );
  });
});
