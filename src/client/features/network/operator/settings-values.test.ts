import { describe, expect, it } from 'vitest';
import { nextRuleHours, previewSentence, typedNumber } from './settings-values.ts';

describe('typedNumber', () => {
  it('reads digits, leaves blank as missing and anything else as NaN', () => {
    expect(typedNumber(' 60 ')).toBe(60);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('six')).toBeNaN();
    expect(typedNumber(7)).toBe(7);
  });
});

describe('previewSentence', () => {
  it('says the complete rules and leaves out those still being typed', () => {
    expect(
      previewSentence([
        { moreThanHours: 6, percent: 50 },
        { moreThanHours: undefined, percent: 20 },
        { moreThanHours: 24, percent: 100 },
        { moreThanHours: 3, percent: 101 },
      ]),
    ).toBe(
      'Cancel more than 24 hours before departure: 100 % back; more than 6 hours: 50 % back; later: nothing.',
    );
    expect(previewSentence(undefined)).toBe('Cancelling gives nothing back.');
  });
});

describe('nextRuleHours', () => {
  it('offers 24 hours first, then half the shortest rule', () => {
    expect(nextRuleHours([])).toBe(24);
    expect(nextRuleHours([{ moreThanHours: 24 }, { moreThanHours: 6 }])).toBe(3);
    expect(nextRuleHours([{ moreThanHours: undefined }])).toBe(24);
  });
});
