import { createHash } from 'node:crypto';

const NAMESPACE = 'busway-demo';

/**
 * A stable UUID for a demo row (name-based, version 5 layout), so every run of the seed writes the
 * same ids and a second run conflicts on them instead of adding copies.
 */
export function demoId(...parts: string[]): string {
  const hash = createHash('sha1')
    .update([NAMESPACE, ...parts].join('\u0000'))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
