import { describe, expect, it } from 'vitest';
import { amenityLabel, tripWhen } from './fleet-labels.ts';

describe('fleet words', () => {
  it('says when a trip leaves, in the operator zone', () => {
    expect(tripWhen('2030-05-14', '2030-05-14T05:00:00.000Z', 'Europe/Berlin')).toBe(
      'Tue 14 May, 07:00',
    );
    expect(tripWhen('2030-05-14', null)).toBe('Tue 14 May');
  });

  it('names amenities, and shows unknown ones as they are', () => {
    expect(amenityLabel('wifi')).toBe('Wi-Fi');
    expect(amenityLabel('sauna')).toBe('sauna');
  });
});
