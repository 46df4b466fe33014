import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './ico.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('icoFromPngs', () => {
  it('writes the directory, one entry per image and the images after it', () => {
    const small = Uint8Array.from([...PNG, 4]);
    const ico = icoFromPngs([
      { size: 16, png: small },
      { size: 256, png: PNG },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const first = 6;
    const second = 6 + 16;
    expect([ico[first], ico[first + 1]]).toEqual([16, 16]);
    expect(ico.readUInt32LE(first + 8)).toBe(small.length);
    expect(ico.readUInt32LE(first + 12)).toBe(6 + 32);
    // 256 pixels is written as 0.
    expect([ico[second], ico[second + 1]]).toEqual([0, 0]);
    expect(ico.readUInt32LE(second + 12)).toBe(6 + 32 + small.length);
    expect(ico.subarray(6 + 32 + small.length)).toEqual(Buffer.from(PNG));
    expect(ico.length).toBe(6 + 32 + small.length + PNG.length);
  });

  it('refuses what is not an icon image', () => {
    expect(() => icoFromPngs([])).toThrow(/at least one image/);
    expect(() => icoFromPngs([{ size: 300, png: PNG }])).toThrow(/1 to 256 pixels wide, not 300/);
    expect(() => icoFromPngs([{ size: 16, png: Uint8Array.from([1, 2, 3]) }])).toThrow(
      /16×16 image is not a PNG/,
    );
  });

  it('made the committed public/favicon.ico', () => {
    const ico = readFileSync(new URL('../public/favicon.ico', import.meta.url));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 48]);
  });
});
