import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api/api.ts';
import { holdFailure } from './hold-errors.ts';

describe('refused holds', () => {
  it('names the seats someone else took', () => {
    const error = new ApiError('seat-unavailable', {
      status: 409,
      details: { seats: ['12', '13'] },
    });
    expect(holdFailure(error)).toEqual({
      kind: 'seats-lost',
      seats: ['12', '13'],
      message: 'Seats 12 and 13 were just taken — pick others',
    });
  });

  it('sends a signed-out passenger to sign in', () => {
    expect(holdFailure(new ApiError('unauthenticated', { status: 401 }))).toEqual({
      kind: 'sign-in',
    });
  });

  it('says the server’s words for a field it refused and for a trip that cannot be booked', () => {
    const women = new ApiError('invalid-argument', {
      status: 400,
      details: { fields: [{ field: 'femaleSeats', message: 'Seat 4 is for women only' }] },
    });
    expect(holdFailure(women)).toEqual({ kind: 'refused', message: 'Seat 4 is for women only' });
    const left = new ApiError('failed-precondition', {
      status: 412,
      message: 'This bus has already left',
    });
    expect(holdFailure(left)).toEqual({ kind: 'refused', message: 'This bus has already left' });
  });
});
