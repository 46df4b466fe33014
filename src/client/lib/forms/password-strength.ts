/**
 * A hint, not a rule: the server only requires MIN_PASSWORD_LENGTH characters. Length counts most;
 * mixing kinds of characters helps; well-known passwords and one repeated character are weak.
 */
import { MIN_PASSWORD_LENGTH } from '#shared/accounts/accounts.ts';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

const COMMON = new Set([
  'password',
  'password1',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty',
  'qwertyuiop',
  'abc123',
  'letmein',
  'welcome',
  'iloveyou',
  'admin123',
  'busway',
]);

function kindsOf(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  if (COMMON.has(password.toLowerCase()) || new Set(password).size <= 2) return 'weak';
  const kinds = kindsOf(password);
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return 'strong';
  if (password.length >= 10 || kinds >= 3) return 'fair';
  return kinds >= 2 && password.length >= 8 ? 'fair' : 'weak';
}

export const STRENGTH_HINTS: Record<PasswordStrength, string> = {
  weak: 'Use a longer password, or mix letters, numbers and symbols.',
  fair: 'Longer is stronger.',
  strong: 'Hard to guess.',
};
