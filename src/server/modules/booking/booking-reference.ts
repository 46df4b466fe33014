/**
 * Booking references: six characters a passenger reads out over the phone or types from a
 * printout. The alphabet leaves out every character that can pass for another in print or
 * handwriting — 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V — and the vowels A, E, U, so a reference never
 * spells a word. What is left is 15 consonants and 5 digits (20 characters; 20⁶ = 64 million
 * references). Two bookings can still draw the same one: the booking table's unique index refuses
 * the second, and the caller draws again.
 */
import { randomInt } from 'node:crypto';

export const BOOKING_REFERENCE_ALPHABET = 'CDFGHJKMNPRTWXY34679';
export const BOOKING_REFERENCE_LENGTH = 6;

const REFERENCE = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

/**
 * A new reference from the operating system's cryptographic randomness; `randomInt` draws each
 * character without modulo bias, so every reference is equally likely and none can be guessed
 * from another. `pick` exists for tests that need a chosen sequence.
 */
export function newBookingReference(pick: (n: number) => number = (n) => randomInt(n)): string {
  let reference = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++)
    reference += BOOKING_REFERENCE_ALPHABET[pick(BOOKING_REFERENCE_ALPHABET.length)];
  return reference;
}

/** True for exactly the strings `newBookingReference` can return (upper case, six characters). */
export function isBookingReference(s: string): boolean {
  return REFERENCE.test(s);
}
