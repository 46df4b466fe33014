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

export type PassengerDraft = ReturnType<typeof passengerDefaults>;

/** Where a hold's typed passenger details wait in sessionStorage (never card data). */
export const draftKey = (holdId: string) => `busway.passenger-draft.${holdId}`;

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

/**
 * The form's start after a reload: what was typed for each held seat and the contact, over the
 * defaults; anything stored that is not such a draft is ignored.
 */
export function restoreDraft(defaults: PassengerDraft, stored: string | null): PassengerDraft {
  let draft: unknown;
  try {
    draft = stored ? JSON.parse(stored) : null;
  } catch {
    return defaults;
  }
  if (typeof draft !== 'object' || draft === null) return defaults;
  const { passengers, contact } = draft as { passengers?: unknown; contact?: unknown };
  const typed = new Map(
    (Array.isArray(passengers) ? passengers : [])
      .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
      .map((p) => [p.seat, p]),
  );
  const kept = (typeof contact === 'object' && contact ? contact : {}) as Record<string, unknown>;
  return {
    passengers: defaults.passengers.map((p) => {
      const was = typed.get(p.seat);
      if (!was) return p;
      return {
        seat: p.seat,
        name: text(was.name, p.name),
        age: text(was.age, p.age),
        gender: text(was.gender, p.gender),
      };
    }),
    contact: {
      email: text(kept.email, defaults.contact.email),
      phone: text(kept.phone, defaults.contact.phone),
    },
  };
}

/** The request for POST /api/bookings. */
export function bookingRequest(holdId: string, details: PassengerDetails): BookingRequest {
  return { holdId, passengers: details.passengers, contact: details.contact };
}
