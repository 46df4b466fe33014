import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  CHARGE_STATUSES,
  cardDetails,
  cardDetailsProblems,
  cardDigits,
  cardNumberProblem,
  cardProblemFields,
  cardProblems,
  cvcProblem,
  expiryProblem,
  luhnValid,
  parseExpiry,
  SANDBOX_TEST_CARDS,
  sandboxOutcome,
} from './card-checks.ts';

const now = new Date('2026-11-24T02:00:00Z');
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', name: 'Ana Lima' };

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

describe('cardNumberProblem', () => {
  it('accepts a valid number typed with spaces or hyphens', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('4242-4242-4242-4242')).toBeUndefined();
  });

  it('names the card number in every problem it finds', () => {
    expect(cardNumberProblem('  ')).toBe('Enter the card number');
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe(
      'The card number has only digits (spaces are fine)',
    );
    expect(cardNumberProblem('4242 4242 42')).toBe('The card number has 12 to 19 digits');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(
      'Enter a card number that passes the check digit',
    );
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY as the month and a four-digit year, with or without the slash', () => {
    expect(parseExpiry('03/24')).toEqual({ expMonth: 3, expYear: 2024 });
    expect(parseExpiry(' 3 / 29 ')).toEqual({ expMonth: 3, expYear: 2029 });
    expect(parseExpiry('1229')).toEqual({ expMonth: 12, expYear: 2029 });
  });

  it('refuses what is not MM/YY', () => {
    for (const bad of ['', '12', '129', '12/2029', 'ab/cd', '12-29x'])
      expect(parseExpiry(bad)).toBeUndefined();
  });
});

describe('expiryProblem', () => {
  it('accepts the current month, since a card works until the end of it', () => {
    expect(expiryProblem(11, 2026, now)).toBeUndefined();
    expect(expiryProblem(1, 2027, now)).toBeUndefined();
  });

  it('says the month a card expired in', () => {
    expect(expiryProblem(10, 2026, now)).toBe('This card expired in 10/26');
    expect(expiryProblem(3, 2024, now)).toBe('This card expired in 03/24');
  });

  it('compares months in UTC: a card expiring in November is refused from 1 December UTC', () => {
    expect(expiryProblem(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBeUndefined();
    expect(expiryProblem(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(
      'This card expired in 11/26',
    );
  });

  it('names a month that is not one and a year too far ahead', () => {
    expect(expiryProblem(13, 2027, now)).toBe(CARD_MESSAGES.expiryMonth);
    expect(expiryProblem(0, 2027, now)).toBe(CARD_MESSAGES.expiryMonth);
    expect(expiryProblem(5, 2099, now)).toBe(
      'This expiry date is more than 20 years ahead: check it',
    );
  });

  it('accepts exactly the months from now on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2046 }), (m, y) => {
        const future = y > 2026 || (y === 2026 && m >= 11);
        expect(expiryProblem(m, y, now) === undefined).toBe(future);
      }),
    );
  });
});

describe('cvcProblem', () => {
  it('accepts 3 or 4 digits and asks for the code on the back otherwise', () => {
    expect(cvcProblem('123')).toBeUndefined();
    expect(cvcProblem('1234')).toBeUndefined();
    for (const bad of ['', '12', '12345', '12a'])
      expect(cvcProblem(bad)).toBe('Enter the 3-digit code on the back');
  });
});

describe('cardProblems', () => {
  it('finds nothing wrong with a good card', () => {
    expect(cardProblems(goodCard, now)).toEqual({});
  });

  it('names one problem per field, so each shows under its own field', () => {
    expect(
      cardProblems({ number: '4242 4242 4242 4241', expiry: '03/24', cvc: '1', name: ' ' }, now),
    ).toEqual({
      number: 'Enter a card number that passes the check digit',
      expiry: 'This card expired in 03/24',
      cvc: 'Enter the 3-digit code on the back',
      name: 'Enter the name on the card',
    });
    expect(cardProblems({ ...goodCard, expiry: '12/2029' }, now)).toEqual({
      expiry: 'Enter the expiry date as MM/YY, e.g. 08/29',
    });
    expect(cardProblems({ ...goodCard, expiry: '13/29' }, now)).toEqual({
      expiry: 'The expiry month is a number from 01 to 12',
    });
  });

  it('gives the fields as an invalid-argument answer names them', () => {
    expect(cardProblemFields(cardProblems({ ...goodCard, cvc: '' }, now))).toEqual([
      { field: 'card.cvc', message: 'Enter the 3-digit code on the back' },
    ]);
  });
});

describe('cardDetails', () => {
  it('turns a good card into digits, month, four-digit year and CVC', () => {
    expect(cardDetails({ ...goodCard, cvc: ' 123 ' }, now)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
    });
  });

  it('gives nothing for a card with a problem', () => {
    expect(cardDetails({ ...goodCard, expiry: '03/24' }, now)).toBeUndefined();
    expect(cardDetails({ ...goodCard, number: '4242' }, now)).toBeUndefined();
  });

  it('agrees with cardDetailsProblems: a parsed card has no problem', () => {
    const details = cardDetails(goodCard, now)!;
    expect(cardDetailsProblems(details, now)).toEqual({});
    expect(cardDetailsProblems({ ...details, expYear: 2024, expMonth: 3 }, now)).toEqual({
      expiry: 'This card expired in 03/24',
    });
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
    expect(sandboxOutcome('4000 0000 0000 0003')).toBeUndefined();
  });

  it('answers only outcomes a gateway can give', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(CHARGE_STATUSES).toContain(card.outcome);
  });
});
