import { describe, expect, it } from 'vitest';
import { lastCheckedLabel } from './last-checked.ts';

const at = (iso: string) => Date.parse(iso);

describe('lastCheckedLabel', () => {
  it('says "today" with the clock time in the given zone', () => {
    expect(
      lastCheckedLabel(at('2026-11-28T08:12:00Z'), at('2026-11-28T10:00:00Z'), 'Europe/Berlin'),
    ).toBe('today at 09:12');
  });

  it('says "yesterday" for the local day before, even when UTC is on the same day', () => {
    // 23:30 on the 27th in Berlin is 22:30 UTC; now is 00:30 on the 28th in Berlin, 23:30 UTC.
    expect(
      lastCheckedLabel(at('2026-11-27T22:30:00Z'), at('2026-11-27T23:30:00Z'), 'Europe/Berlin'),
    ).toBe('yesterday at 23:30');
  });

  it('names the day further back', () => {
    expect(
      lastCheckedLabel(at('2026-11-25T17:40:00Z'), at('2026-11-28T10:00:00Z'), 'Europe/Berlin'),
    ).toBe('on Wed 25 Nov 2026 at 18:40');
  });

  it('counts days in the zone, not in UTC', () => {
    // 01:00 on the 28th in Tokyo is still the 27th in UTC.
    expect(
      lastCheckedLabel(at('2026-11-27T16:00:00Z'), at('2026-11-28T02:00:00Z'), 'Asia/Tokyo'),
    ).toBe('today at 01:00');
  });
});
