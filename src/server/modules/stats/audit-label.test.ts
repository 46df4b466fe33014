import { describe, expect, it } from 'vitest';
import { auditLabel } from './audit-label.ts';

const ZONE = 'Europe/Berlin';
const X10 = { id: 'r1', shortName: 'X10', longName: 'München – Stuttgart', colour: '#c00' };
const trip = {
  id: 't1',
  serviceDate: '2026-12-01',
  route: X10,
  headsign: 'Stuttgart Hbf',
  departure: '2026-12-01T06:00:00.000Z',
  bus: { id: 'b1', registration: 'M-BW 101', name: 'Bus' },
};
const entry = (action: string, entity: string, before: unknown, after: unknown) =>
  auditLabel({ action, entity, before, after }, ZONE);

describe('auditLabel', () => {
  it('names a trip by route, departure in the operator’s zone and day, never as JSON', () => {
    expect(entry('trip.cancelled', 'trip', trip, { ...trip, reason: 'Storm' })).toBe(
      'X10 07:00 Tue 1 Dec',
    );
    expect(entry('trip.reassign', 'trip', trip, trip)).toBe('X10 07:00 Tue 1 Dec');
    expect(entry('trip.cancelled', 'trip', null, { ...trip, departure: null })).toBe(
      'X10 Tue 1 Dec',
    );
  });

  it('names a schedule by route, departure and days, from its after or its before state', () => {
    const schedule = { route: X10, departureTime: '07:00', daysOfWeek: [1, 2, 3, 4, 5] };
    expect(entry('schedule.create', 'schedule', null, { schedule, plan: {} })).toBe(
      'X10 07:00 Mon–Fri',
    );
    expect(entry('schedule.delete', 'schedule', schedule, { plan: { removed: 3 } })).toBe(
      'X10 07:00 Mon–Fri',
    );
  });

  it('counts a roll-out’s new trips', () => {
    expect(entry('schedule.rollout', 'schedule', null, { created: 1, schedules: 1 })).toBe(
      '1 new trip',
    );
    expect(entry('schedule.rollout', 'schedule', null, { created: 522, schedules: 18 })).toBe(
      '522 new trips',
    );
  });

  it('names other things by registration, route names, name, email, route or file', () => {
    expect(entry('bus.create', 'bus', null, { registration: 'M-BW 101', name: 'Bus' })).toBe(
      'M-BW 101',
    );
    expect(entry('route.update', 'route', null, X10)).toBe('X10 München – Stuttgart');
    expect(entry('stop.delete', 'stop', { name: 'Landshut Hbf' }, null)).toBe('Landshut Hbf');
    expect(entry('user.create', 'user', null, { email: 'ana@example.com', name: '' })).toBe(
      'ana@example.com',
    );
    expect(entry('fare.update', 'fare', null, { route: 'X10 München – Stuttgart' })).toBe(
      'X10 München – Stuttgart',
    );
    expect(entry('gtfs.import', 'gtfs-feed', null, { fileName: 'feed.zip', counts: {} })).toBe(
      'feed.zip',
    );
  });

  it('says nothing rather than show an object it does not know', () => {
    expect(entry('booking-settings.update', 'booking-settings', null, { window: 60 })).toBeNull();
    expect(entry('thing.update', 'thing', null, { route: { id: 'r1' } })).toBeNull();
    expect(entry('seed', 'demo-network', null, null)).toBeNull();
  });
});
