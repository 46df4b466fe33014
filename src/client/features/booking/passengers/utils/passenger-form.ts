/**
 * The passenger details form: one fieldset per held seat and the contact, checked with the shared
 * PassengerInput and ContactInput (so its messages are the server's), and what it starts with.
 */
import { z } from 'zod';
import {
  ContactInput,
  PassengerInput,
  type BookingRequest,
  type Hold,
} from '#shared/booking/booking.ts';

export const PassengerDetails = z.object({
  passengers: z.array(PassengerInput).min(1),
  contact: ContactInput,
});
export type PassengerDetailsInput = z.input<typeof PassengerDetails>;
export type PassengerDetails = z.output<typeof PassengerDetails>;

export interface ContactDefaults {
  email?: string | null;
  phone?: string | null;
}

/**
 * One empty passenger per held seat, in the hold's order, a women-only seat's gender already
 * female (the hold declared it); the contact from the profile.
 */
export function passengerDefaults(hold: Hold, profile: ContactDefaults | null) {
  return {
    passengers: hold.seats.map((seat) => ({
      seat: seat.label,
      name: '',
      age: '',
      gender: seat.womenOnly ? 'female' : '',
    })),
    contact: { email: profile?.email ?? '', phone: profile?.phone ?? '' },
  };
}

/** The request for POST /api/bookings. */
export function bookingRequest(holdId: string, details: PassengerDetails): BookingRequest {
  return { holdId, passengers: details.passengers, contact: details.contact };
}
