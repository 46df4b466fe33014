import { describe, expect, it } from 'vitest';
import { delayWords, phaseWords, tripName } from './simulation-words.ts';

describe('the simulation in words', () => {
  it('says the phase with its faults', () => {
    expect(phaseWords({ phase: 'driving', gpsGap: true, offShape: true })).toBe(
      'Driving, in a GPS gap, on a detour',
    );
    expect(phaseWords({ phase: 'dwelling', gpsGap: false, offShape: false })).toBe('At a stop');
  });

  it('names the stop a bus stands at and when it departs, as /track says it', () => {
    const at = (departsAt: string | null) => ({
      phase: 'dwelling' as const,
      gpsGap: false,
      offShape: false,
      atStop: { name: 'Augsburg Hbf', departsAt },
    });
    expect(phaseWords(at('2026-12-03T06:50:00Z'), 'Europe/Berlin')).toBe(
      'At Augsburg Hbf, departs 07:50',
    );
    expect(phaseWords(at(null), 'Europe/Berlin')).toBe('At Augsburg Hbf, departing now');
  });

  it('names a trip by its route, adding the headsign only when the name lacks it', () => {
    expect(tripName({ routeName: 'X20 München → Bamberg Bf', headsign: 'Bamberg Bf' })).toBe(
      'X20 München → Bamberg Bf',
    );
    expect(tripName({ routeName: 'X20 Ring', headsign: 'Zoo' })).toBe('X20 Ring to Zoo');
  });

  it('says a delay in whole minutes', () => {
    expect(delayWords(20)).toBe('On time');
    expect(delayWords(-29)).toBe('On time');
    expect(delayWords(250)).toBe('4 min late');
    expect(delayWords(-120)).toBe('2 min early');
  });
});
