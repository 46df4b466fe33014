import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  isBookingReference,
  newBookingReference,
} from './booking-reference.ts';

describe('booking reference alphabet', () => {
  it('leaves out every look-alike (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V) and the vowels', () => {
    for (const c of '0OQ1IL2Z5S8BUVAE') expect(BOOKING_REFERENCE_ALPHABET).not.toContain(c);
  });

  it('is 20 distinct upper-case letters and digits', () => {
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(20);
    expect(BOOKING_REFERENCE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });
});

describe('newBookingReference', () => {
  it('makes six characters of the alphabet that isBookingReference accepts', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newBookingReference();
      expect(reference).toHaveLength(BOOKING_REFERENCE_LENGTH);
      expect(isBookingReference(reference)).toBe(true);
    }
  });

  it('maps each draw to one character, so every character can appear in every place', () => {
    const draws = [0, 19, 5, 10, 1, 18];
    expect(newBookingReference(() => draws.shift()!)).toBe('C9JRD7');
  });

  it('uses every character about equally often (no bias towards part of the alphabet)', () => {
    const counts = new Map<string, number>();
    const perCharacter = 1200;
    const references =
      (perCharacter * BOOKING_REFERENCE_ALPHABET.length) / BOOKING_REFERENCE_LENGTH;
    for (let i = 0; i < references; i++)
      for (const c of newBookingReference()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(BOOKING_REFERENCE_ALPHABET.length);
    // The standard deviation of each count is about 34, so ±25 % is more than 8 of them: a fair
    // draw never fails this, a draw that skips or doubles a character always does.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(perCharacter * 0.75);
      expect(count).toBeLessThan(perCharacter * 1.25);
    }
  });

  it('rarely repeats itself: 1,000 references hold at most two repeats', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => newBookingReference()));
    // 1,000 draws from 64 million repeat once with probability under 1 %, three times almost
    // never (about 1 in 10 million); a generator with little entropy repeats far more.
    expect(seen.size).toBeGreaterThanOrEqual(998);
  });
});

describe('isBookingReference', () => {
  it('refuses look-alikes, lower case, other lengths and padding', () => {
    for (const s of ['CDFGH0', 'CDFGHO', 'CDFGHB', 'cdfghj', 'CDFGH', 'CDFGHJK', ' CDFGHJ', ''])
      expect(isBookingReference(s), s).toBe(false);
  });

  it('accepts exactly the strings of six alphabet characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 8 }), (s) => {
        const expected =
          s.length === BOOKING_REFERENCE_LENGTH &&
          [...s].every((c) => BOOKING_REFERENCE_ALPHABET.includes(c));
        expect(isBookingReference(s)).toBe(expected);
      }),
    );
  });
});
