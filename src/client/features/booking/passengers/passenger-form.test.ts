import { describe, expect, it } from 'vitest';
import type { Hold } from '#shared/booking/booking.ts';
import {
  bookingRequest,
  PassengerDetails,
  passengerDefaults,
  restoreDraft,
} from './passenger-form.ts';

const hold = {
  id: '3f1c9a52-8c1e-4f55-9a57-1c2d3e4f5a6b',
  seats: [
    { label: '12', tier: 'standard', priceMinor: 450, womenOnly: false },
    { label: '13', tier: 'standard', priceMinor: 450, womenOnly: true },
  ],
} as Hold;

describe('passenger details form', () => {
  it('starts with a passenger per seat and the profile’s contact', () => {
    const values = passengerDefaults(hold, { email: 'ana@example.com', phone: null });
    expect(values.passengers.map((p) => [p.seat, p.gender])).toEqual([
      ['12', ''],
      ['13', 'female'],
    ]);
    expect(values.contact).toEqual({ email: 'ana@example.com', phone: '' });
  });

  it('refuses empty details with the server’s messages', () => {
    const result = PassengerDetails.safeParse(passengerDefaults(hold, null));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['passengers.0.name', 'Enter the passenger’s name']);
    expect(messages).toContainEqual(['passengers.0.gender', 'Choose female, male or other']);
    expect(messages).toContainEqual([
      'contact.email',
      'Enter an e-mail address such as ana@example.com',
    ]);
  });

  it('turns typed details into the booking request, ages as numbers', () => {
    const details = PassengerDetails.parse({
      passengers: [
        { seat: '12', name: 'Ana Lima', age: '34', gender: 'female' },
        { seat: '13', name: 'Bea Lima', age: '7', gender: 'female' },
      ],
      contact: { email: 'ana@example.com', phone: '+49 30 1234567' },
    });
    const request = bookingRequest(hold.id, details);
    expect(request.passengers[1]).toEqual({
      seat: '13',
      name: 'Bea Lima',
      age: 7,
      gender: 'female',
    });
    expect(request.holdId).toBe(hold.id);
  });
});

describe('the details typed before a reload', () => {
  const defaults = passengerDefaults(hold, { email: 'ana@example.com', phone: null });

  it('come back over the defaults, seat by seat', () => {
    const stored = JSON.stringify({
      passengers: [
        { seat: '13', name: 'Bea Lima', age: '7', gender: 'female' },
        { seat: '99', name: 'Not held', age: '1', gender: 'male' },
      ],
      contact: { email: 'ana@example.com', phone: '+49 30 1234567' },
    });
    const restored = restoreDraft(defaults, stored);
    expect(restored.passengers).toEqual([
      defaults.passengers[0],
      { seat: '13', name: 'Bea Lima', age: '7', gender: 'female' },
    ]);
    expect(restored.contact.phone).toBe('+49 30 1234567');
  });

  it('are ignored when what is stored is no draft', () => {
    expect(restoreDraft(defaults, null)).toEqual(defaults);
    expect(restoreDraft(defaults, '{not json')).toEqual(defaults);
    expect(restoreDraft(defaults, '42')).toEqual(defaults);
  });
});
