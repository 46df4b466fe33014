import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file.ts';

describe('avatarFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 5 })).toBeNull();
  });

  it('names the problem otherwise', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(avatarFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toMatch(
      /3\.0 MB; choose one of 2 MB or less/,
    );
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});
