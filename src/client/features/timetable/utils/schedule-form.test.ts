import { describe, expect, it } from 'vitest';
import { ScheduleInput } from '#shared/timetable.ts';
import type { OptionRoute } from '#shared/timetable-admin.ts';
import { ApiError } from '#client/lib/api.ts';
import { errorUnder, inputOf, newForm, serverPathErrors, zodPathErrors } from './schedule-form.ts';

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

describe('schedule form', () => {
  it("starts a new schedule on weekdays with the route's stops and suggested times", () => {
    const form = newForm(route, '2030-03-20');
    expect(form).toMatchObject({
      routeId: route.id,
      headsign: 'Augsburg Hbf',
      daysOfWeek: [1, 2, 3, 4, 5],
      validFrom: '2030-03-20',
    });
    expect(form.offsets.map((o) => [o.stopName, o.arrive, o.depart])).toEqual([
      ['München ZOB', '0', '0'],
      ['Augsburg Hbf', '60', '60'],
    ]);
    expect(ScheduleInput.safeParse(inputOf({ ...form, departureTime: '07:00' })).success).toBe(
      true,
    );
  });

  it('keys schema errors by their full path, empty minutes included', () => {
    const form = newForm(route, '2030-03-20');
    form.offsets[1]!.arrive = '';
    const parsed = ScheduleInput.safeParse(inputOf(form));
    const errors = zodPathErrors(parsed.error!);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['departureTime', 'stopOffsets.1.arrive']),
    );
    expect(errorUnder(errors, 'stopOffsets')).toBe(errors['stopOffsets.1.arrive']);
  });

  it("reads the server's field errors without the body prefix", () => {
    const error = new ApiError('invalid-argument', {
      details: {
        fields: [
          { field: 'body.stopOffsets.2.depart', message: 'Too early' },
          { field: 'busId', message: 'Choose one of the buses.' },
        ],
      },
    });
    expect(serverPathErrors(error)).toEqual({
      'stopOffsets.2.depart': 'Too early',
      busId: 'Choose one of the buses.',
    });
    expect(serverPathErrors(new Error('x'))).toEqual({});
  });
});
