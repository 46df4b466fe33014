import { describe, expect, it } from 'vitest';
import {
  clockInZone,
  longDateLabel,
  momentDayLabel,
  momentInZone,
  momentLabel,
  tripWhen,
  zoneName,
} from './dates.ts';

describe('dates', () => {
  it('writes a moment day first with a 24-hour clock, in the zone given', () => {
    expect(momentLabel('2026-12-01T14:04:00Z', 'Europe/Berlin')).toBe('Tue 1 Dec 2026, 15:04');
    expect(momentLabel('2026-12-01T23:30:00Z', 'Europe/Berlin')).toBe('Wed 2 Dec 2026, 00:30');
    expect(momentDayLabel('2026-12-01T23:30:00Z', 'UTC')).toBe('Tue 1 Dec 2026');
  });

  it('writes a trip as the booking screens do', () => {
    expect(tripWhen('2026-12-01', '2026-12-01T06:00:00Z', 'Europe/Berlin')).toBe(
      'Tue 1 Dec, 07:00',
    );
  });

  it('writes a calendar date in full for a heading, whatever the zone', () => {
    expect(longDateLabel('2026-11-26')).toBe('Thursday 26 November');
    expect(longDateLabel('2026-03-01')).toBe('Sunday 1 March');
  });
});

describe('a moment in the operator’s zone, named', () => {
  it('says the time there and the zone’s short name, summer and winter', () => {
    expect(momentInZone('2026-12-01T14:04:00Z', 'Europe/Berlin')).toBe('Tue 1 Dec 2026, 15:04 CET');
    expect(clockInZone('2026-07-01T14:04:00Z', 'Europe/Berlin')).toBe('16:04 CEST');
    expect(zoneName('2026-07-01T14:04:00Z', 'UTC')).toBe('UTC');
  });
});
