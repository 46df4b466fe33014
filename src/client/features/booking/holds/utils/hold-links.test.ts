import { describe, expect, it } from 'vitest';
import type { Hold } from '#shared/booking/booking.ts';
import { continueHref, detailsHref, holdSegment, seatMapHref } from './hold-links.ts';

const hold = {
  id: 'h1',
  bookingId: null,
  trip: { tripId: 't1', from: { stopId: 'a' }, to: { stopId: 'b' } },
} as unknown as Hold;

describe('hold links', () => {
  it('leads back to the seat map, the details step, or the payment of its booking', () => {
    expect(seatMapHref(holdSegment(hold))).toBe('/seatselection?trip=t1&from=a&to=b');
    expect(detailsHref(holdSegment(hold), 'h1')).toBe('/seatselection?trip=t1&from=a&to=b&hold=h1');
    expect(continueHref(hold)).toBe('/seatselection?trip=t1&from=a&to=b&hold=h1');
    expect(continueHref({ ...hold, bookingId: 'b 7' })).toBe('/payment?booking=b+7');
  });
});
