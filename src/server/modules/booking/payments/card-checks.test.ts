import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardIssues,
  cardNumberIssue,
  cvcIssue,
  expiryIssues,
  luhnValid,
  SANDBOX_TEST_CARDS,
  sandboxOutcome,
} from './card-checks.ts';
import { CHARGE_STATUSES } from './payment-gateway.ts';

const now = new Date('2026-11-24T02:00:00Z');
const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2029, cvc: '123' };

/** The check digit that makes `body` Luhn-valid, computed the textbook way. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('no check digit');
}

describe('luhnValid', () => {
  it('accepts the sandbox test cards and refuses one mistyped digit', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(cardDigits(card.number))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('catches every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, step) => {
          const valid = withCheckDigit(body);
          const i = at % valid.length;
          const changed = (Number(valid[i]) + step) % 10;
          const typo = valid.slice(0, i) + changed + valid.slice(i + 1);
          expect(luhnValid(typo)).toBe(false);
        },
      ),
    );
  });

  it('refuses anything but digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
  });
});

describe('cardNumberIssue', () => {
  it('accepts a valid number typed with spaces or hyphens', () => {
    expect(cardNumberIssue('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberIssue('4242-4242-4242-4242')).toBeNull();
  });

  it('names the card number in every problem it finds', () => {
    expect(cardNumberIssue('  ')).toBe('Enter the card number');
    expect(cardNumberIssue('4242 4242 4242 424x')).toBe(
      'The card number has only digits (spaces are fine)',
    );
    expect(cardNumberIssue('4242 4242 42')).toBe('The card number has 12 to 19 digits');
    expect(cardNumberIssue('4242 4242 4242 4241')).toBe(
      'This card number is not valid: check it for a typing mistake',
    );
  });
});

describe('expiryIssues', () => {
  it('accepts the current month, since a card works until the end of it', () => {
    expect(expiryIssues(11, 2026, now)).toEqual([]);
    expect(expiryIssues(1, 2027, now)).toEqual([]);
  });

  it('refuses a card that expired last month or earlier', () => {
    const expired = [{ field: 'expYear', message: 'This card has expired: check the expiry date' }];
    expect(expiryIssues(10, 2026, now)).toEqual(expired);
    expect(expiryIssues(12, 2025, now)).toEqual(expired);
  });

  it('compares months in UTC: a card expiring in November is refused from 1 December UTC', () => {
    expect(expiryIssues(11, 2026, new Date('2026-11-30T23:59:59Z'))).toEqual([]);
    expect(expiryIssues(11, 2026, new Date('2026-12-01T00:00:00Z'))).toHaveLength(1);
  });

  it('names the month or the year that is not a date', () => {
    expect(expiryIssues(13, 2027, now)).toEqual([
      { field: 'expMonth', message: 'The expiry month is a number from 1 to 12' },
    ]);
    expect(expiryIssues(0, 27, now)).toEqual([
      { field: 'expMonth', message: 'The expiry month is a number from 1 to 12' },
      { field: 'expYear', message: 'Enter the expiry year with four digits, e.g. 2029' },
    ]);
    expect(expiryIssues(5, 2099, now)).toEqual([
      { field: 'expYear', message: 'The expiry year is at most 2046' },
    ]);
  });

  it('accepts exactly the months from now on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2046 }), (m, y) => {
        const future = y > 2026 || (y === 2026 && m >= 11);
        expect(expiryIssues(m, y, now).length === 0).toBe(future);
      }),
    );
  });
});

describe('cvcIssue', () => {
  it('accepts 3 or 4 digits and names the security code otherwise', () => {
    expect(cvcIssue('123')).toBeNull();
    expect(cvcIssue('1234')).toBeNull();
    expect(cvcIssue('')).toBe('Enter the security code (CVC) from the back of the card');
    for (const bad of ['12', '12345', '12a'])
      expect(cvcIssue(bad)).toBe('The security code (CVC) has 3 or 4 digits');
  });
});

describe('cardIssues', () => {
  it('finds nothing wrong with a good card', () => {
    expect(cardIssues(goodCard, now)).toEqual([]);
  });

  it('lists one problem per field, so each shows under its own field', () => {
    const issues = cardIssues({ number: '1234', expMonth: 1, expYear: 2020, cvc: '1' }, now);
    expect(issues.map((i) => i.field)).toEqual(['number', 'expYear', 'cvc']);
  });
});

describe('sandboxOutcome', () => {
  it('answers each documented test card with its outcome', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient-funds');
    expect(sandboxOutcome('4000-0000-0000-3220')).toBe('requires-confirmation');
  });

  it('lets any other valid number succeed and gives no outcome for an invalid one', () => {
    expect(sandboxOutcome('5555 5555 5555 4444')).toBe('succeeded');
    expect(sandboxOutcome('4000 0000 0000 0003')).toBeNull();
  });

  it('answers only outcomes a gateway can give', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(CHARGE_STATUSES).toContain(card.outcome);
  });
});
