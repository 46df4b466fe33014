import { describe, expect, it } from 'vitest';
import { headerSealer, SEALED_PREFIX, UnreadableHeader } from './header-secrets.ts';

const SECRET = 'a-secret-of-thirty-two-characters-or-more';
const KEY = { name: 'x-api-key', value: 'k-0123456789' };

describe('header values at rest', () => {
  it('seals a value so it reads as neither the key nor the same twice, and opens it again', () => {
    const sealer = headerSealer(SECRET);
    const [a] = sealer.sealAll([KEY]);
    const [b] = sealer.sealAll([KEY]);
    expect(a!.value.startsWith(SEALED_PREFIX)).toBe(true);
    expect(a!.value).not.toContain(KEY.value);
    expect(a!.value).not.toBe(b!.value);
    expect(sealer.openAll([a!, b!])).toEqual([KEY, KEY]);
    // Sealing what is sealed leaves it as it is.
    expect(sealer.sealAll([a!])).toEqual([a]);
  });

  it('reads a value stored before encryption as it is', () => {
    expect(headerSealer(SECRET).openAll([KEY])).toEqual([KEY]);
  });

  it('refuses to open a value under another secret, another header name, or altered', () => {
    const [sealed] = headerSealer(SECRET).sealAll([KEY]);
    expect(() => headerSealer(`${SECRET}-changed`).openAll([sealed!])).toThrow(UnreadableHeader);
    const renamed = { name: 'authorization', value: sealed!.value };
    expect(() => headerSealer(SECRET).openAll([renamed])).toThrow(UnreadableHeader);
    const bytes = Buffer.from(sealed!.value.slice(SEALED_PREFIX.length), 'base64url');
    bytes[14]! ^= 1;
    const altered = { ...sealed!, value: `${SEALED_PREFIX}${bytes.toString('base64url')}` };
    expect(() => headerSealer(SECRET).openAll([altered])).toThrow(UnreadableHeader);
    expect(() => headerSealer(SECRET).openAll([{ ...KEY, value: SEALED_PREFIX }])).toThrow(
      UnreadableHeader,
    );
  });
});
