import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, safeNextPath, withNext } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/profile', '/x')).toBe('/profile');
    expect(safeNextPath('/adminuser?role=admin&page=2', '/x')).toBe('/adminuser?role=admin&page=2');
  });

  it('refuses other sites and odd forms', () => {
    for (const raw of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'profile',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw, '/profile')).toBe('/profile');
    }
  });

  it('does not send people back to the sign-in screen', () => {
    expect(safeNextPath('/signin?next=/x', '/profile')).toBe('/profile');
  });
});

describe('withNext', () => {
  it('encodes the return path', () => {
    expect(withNext('/signin', '/adminuser?page=2')).toBe('/signin?next=%2Fadminuser%3Fpage%3D2');
  });
});

describe('landingAfterSignIn', () => {
  it('takes an admin to the dashboard and anyone else to the profile', () => {
    expect(landingAfterSignIn(null, 'admin')).toBe('/adminhome');
    expect(landingAfterSignIn(null, 'passenger')).toBe('/profile');
    expect(landingAfterSignIn(null, 'conductor')).toBe('/profile');
    expect(landingAfterSignIn(null, undefined)).toBe('/profile');
  });

  it('keeps a safe ?next= for every role, and refuses an unsafe one', () => {
    expect(landingAfterSignIn('/adminuser?page=2', 'admin')).toBe('/adminuser?page=2');
    expect(landingAfterSignIn('/temp', 'passenger')).toBe('/temp');
    expect(landingAfterSignIn('//evil.example', 'admin')).toBe('/adminhome');
  });
});
