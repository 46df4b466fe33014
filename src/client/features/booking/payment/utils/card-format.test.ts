import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatCardNumberAt,
  formatCvc,
  formatExpiry,
  formatExpiryAt,
} from './card-format.ts';

describe('formatCardNumber', () => {
  it('groups the digits by four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops what is not a digit and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 x4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    // "4242 |4242" with a 9 typed: "4242 9|4242" → regrouped "4242 9424 2".
    expect(formatCardNumberAt('4242 94242', 6)).toEqual({ value: '4242 9424 2', caret: 6 });
    // Typing the fifth digit at the end moves the caret past the new space.
    expect(formatCardNumberAt('42424', 5)).toEqual({ value: '4242 4', caret: 6 });
    expect(formatCardNumberAt('4242 4242', 0)).toEqual({ value: '4242 4242', caret: 0 });
  });
});

describe('formatExpiry', () => {
  it('puts the slash between month and year', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('12/295')).toBe('12/29');
  });

  it('completes a month that can only be one digit, and keeps a typed slash', () => {
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('')).toBe('');
  });

  it('moves the caret past the slash when typing at the end', () => {
    expect(formatExpiryAt('122', 3)).toEqual({ value: '12/2', caret: 4 });
    expect(formatExpiryAt('4', 1)).toEqual({ value: '04/', caret: 3 });
    expect(formatExpiryAt('1229', 1)).toEqual({ value: '12/29', caret: 1 });
  });
});

describe('formatCvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });
});
