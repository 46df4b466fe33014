import { describe, expect, it } from 'vitest';
import { clockIn, dayIn } from './trip-time.ts';

describe('trip times in the operator’s zone', () => {
  it('reads the clock and day where the operator is, not where the browser is', () => {
    const late = '2026-03-03T23:30:00Z';
    expect(clockIn(late, 'Europe/Berlin')).toBe('00:30');
    expect(clockIn(late, 'America/New_York')).toBe('18:30');
    expect(dayIn(late, 'Europe/Berlin')).toBe('Wednesday 4 March 2026');
    expect(dayIn(late, 'UTC')).toBe('Tuesday 3 March 2026');
  });
});
