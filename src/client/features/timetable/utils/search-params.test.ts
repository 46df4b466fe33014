import { describe, expect, it } from 'vitest';
import { readSchedulesView, readTripsView, schedulesParams, tripsParams } from './search-params.ts';

const id = '00000000-0000-4000-8000-000000000001';

describe('timetable addresses', () => {
  it('reads the schedules view, dropping what is malformed', () => {
    expect(readSchedulesView(new URLSearchParams(`route=${id}&edit=new&page=2`))).toEqual({
      route: id,
      edit: 'new',
      page: 2,
    });
    expect(readSchedulesView(new URLSearchParams('route=nope&edit=nope&page=-1'))).toEqual({
      route: undefined,
      edit: undefined,
      page: 1,
    });
    expect(schedulesParams({ route: id, page: 1 }).toString()).toBe(`route=${id}`);
  });

  it('reads the trips view and writes it back without defaults', () => {
    const view = readTripsView(new URLSearchParams('date=2030-03-20&status=cancelled&status=x'));
    expect(view).toEqual({ date: '2030-03-20', route: undefined, status: 'cancelled', page: 1 });
    expect(tripsParams(view).toString()).toBe('date=2030-03-20&status=cancelled');
    expect(readTripsView(new URLSearchParams('date=20-03-2030&status=lost')).date).toBeUndefined();
  });
});
