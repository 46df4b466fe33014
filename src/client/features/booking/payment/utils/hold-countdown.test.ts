import { describe, expect, it } from 'vitest';
import { countdownWords, formatCountdown, secondsLeft } from './hold-countdown.ts';

const expiresAt = '2026-11-24T10:10:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('secondsLeft', () => {
  it('counts whole seconds up, so 0 means the hold has expired', () => {
    expect(secondsLeft(expiresAt, at('2026-11-24T10:00:00.000Z'))).toBe(600);
    expect(secondsLeft(expiresAt, at('2026-11-24T10:09:59.100Z'))).toBe(1);
    expect(secondsLeft(expiresAt, at('2026-11-24T10:10:00.000Z'))).toBe(0);
    expect(secondsLeft(expiresAt, at('2026-11-24T10:30:00.000Z'))).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('countdownWords', () => {
  it('says the time left in words', () => {
    expect(countdownWords(599)).toBe('9 minutes 59 seconds left');
    expect(countdownWords(60)).toBe('1 minute left');
    expect(countdownWords(1)).toBe('1 second left');
    expect(countdownWords(0)).toBe('0 seconds left');
  });
});
