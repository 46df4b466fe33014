import { describe, expect, it } from 'vitest';
import {
  formDefaultsOf,
  SIMULATION_FORM_DEFAULTS,
  SimulationFormSchema,
  startRequestOf,
} from './simulation-form.ts';

describe('the simulation form', () => {
  it('drives all trips without naming them, and noise only when ticked', () => {
    const values = SimulationFormSchema.parse({
      ...SIMULATION_FORM_DEFAULTS,
      speed: '12',
      gaps: true,
    });
    expect(startRequestOf(values)).toEqual({
      speed: 12,
      faults: { gaps: true, noiseM: 0, detour: false, breakdown: false },
    });
    const chosen = SimulationFormSchema.parse({
      ...SIMULATION_FORM_DEFAULTS,
      which: 'chosen',
      tripIds: ['a'],
      noise: true,
      noiseM: '40',
    });
    expect(startRequestOf(chosen)).toMatchObject({ tripIds: ['a'], faults: { noiseM: 40 } });
  });

  it('asks for a trip when chosen trips are to be driven', () => {
    const result = SimulationFormSchema.safeParse({ ...SIMULATION_FORM_DEFAULTS, which: 'chosen' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['tripIds'] });
  });
});

describe('the form after a run', () => {
  it('starts from the last run’s speed, trips and faults', () => {
    const trip = { tripId: 't1', routeName: 'X1', routeColour: '#000000', headsign: null };
    const driven = { ...trip, phase: 'driving', gpsGap: false, offShape: false } as const;
    const status = {
      running: true,
      speed: 20,
      faults: { gaps: false, noiseM: 40, detour: true, breakdown: false },
      mode: 'chosen',
      startedAt: '2026-11-26T10:00:00Z',
      simulatedAt: null,
      trips: [{ ...driven, delaySeconds: 0, fixesSent: 1, refusals: 0 }],
      tripsDriven: 1,
      tripsEnded: 0,
      fixesSent: 1,
      fixesFlagged: 0,
      refusalCount: 0,
      refusals: [],
      notes: [],
    } as const;
    expect(
      formDefaultsOf({ ...status, trips: [...status.trips], refusals: [], notes: [] }),
    ).toEqual({
      speed: 20,
      which: 'chosen',
      tripIds: ['t1'],
      gaps: false,
      noise: true,
      noiseM: 40,
      detour: true,
      breakdown: false,
    });
  });
});
