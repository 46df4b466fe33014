import { describe, expect, it } from 'vitest';
import { dutyState } from './duty-state.ts';

const at = '2026-11-28T08:00:00.000Z';

describe('a duty’s state', () => {
  it('reads the trip’s run before its status', () => {
    expect(dutyState({ status: 'scheduled', startedAt: null, endedAt: null })).toBe('not-started');
    expect(dutyState({ status: 'boarding', startedAt: null, endedAt: null })).toBe('not-started');
    expect(dutyState({ status: 'en-route', startedAt: at, endedAt: null })).toBe('running');
    expect(dutyState({ status: 'en-route', startedAt: null, endedAt: null })).toBe('running');
    expect(dutyState({ status: 'completed', startedAt: at, endedAt: at })).toBe('ended');
    expect(dutyState({ status: 'completed', startedAt: null, endedAt: null })).toBe('ended');
    expect(dutyState({ status: 'cancelled', startedAt: null, endedAt: null })).toBe('cancelled');
  });
});
