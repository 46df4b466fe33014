import { describe, expect, it } from 'vitest';
import type { Conductor } from '#shared/fleet/conductors.ts';
import { disabledSummary, savedSummary } from './conductor-changes.ts';

describe('disabledSummary', () => {
  it('counts the trips and schedules and sends the admin to the schedules', () => {
    expect(disabledSummary('Carl Conductor', { trips: 12, schedules: 2 })).toEqual({
      text: 'Carl Conductor was disabled and taken off 12 trips and 2 schedules',
      assignOn: 'schedules',
    });
  });

  it('speaks of one trip, and of trips alone on the trips screen', () => {
    expect(disabledSummary('Cora', { trips: 1, schedules: 0 })).toEqual({
      text: 'Cora was disabled and taken off 1 trip',
      assignOn: 'trips',
    });
    expect(disabledSummary('Cora', { trips: 0, schedules: 1 }).text).toBe(
      'Cora was disabled and taken off 1 schedule',
    );
  });

  it('says so when there was nothing to take them off', () => {
    expect(disabledSummary('Cora', { trips: 0, schedules: 0 })).toEqual({
      text: 'Cora was disabled and signed out everywhere; they had no upcoming trips or schedules.',
      assignOn: null,
    });
  });
});

describe('savedSummary', () => {
  const cora = { name: 'Cora', email: 'cora@example.com' } as Conductor;

  it('mentions the sign-out and the link only when the e-mail changed', () => {
    expect(savedSummary({ ...cora, name: 'Cora C' }, cora)).toBe('Cora C’s details were saved.');
    expect(savedSummary({ ...cora, email: 'new@example.com' }, cora)).toBe(
      'Cora’s details were saved. They were signed out and must sign in with new@example.com; a link to set a password went there.',
    );
  });
});
