import { describe, expect, it } from 'vitest';
import { busPhotoProblem } from './bus-photo-file.ts';

describe('bus photo check before upload', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(busPhotoProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(busPhotoProblem({ type: 'image/gif', size: 10 })).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(busPhotoProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'The photo is 6.0 MB; choose one of 5 MB or less.',
    );
    expect(busPhotoProblem({ type: 'image/png', size: 0 })).toBe(
      'The file is empty. Choose another photo.',
    );
  });
});
