import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('fileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(1023)).toBe('1023 B');
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(38_912)).toBe('38 KB');
    expect(fileSize(1_572_864)).toBe('1.5 MB');
    expect(fileSize(52_428_800)).toBe('50 MB');
  });
});
