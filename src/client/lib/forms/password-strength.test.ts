import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('calls short, common and repetitive passwords weak', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('ab1')).toBe('weak');
    expect(passwordStrength('Password')).toBe('weak');
    expect(passwordStrength('12345678')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('simple')).toBe('weak');
  });

  it('calls mixed or longer passwords fair', () => {
    expect(passwordStrength('bus2town')).toBe('fair');
    expect(passwordStrength('Bus-7a')).toBe('fair');
    expect(passwordStrength('greenbusline')).toBe('fair');
  });

  it('calls long varied passwords and long passphrases strong', () => {
    expect(passwordStrength('Green-bus-42x')).toBe('strong');
    expect(passwordStrength('the number seven bus')).toBe('strong');
  });
});
