/**
 * Header values of feed sources (API keys) are kept encrypted at rest: AES-256-GCM under a key
 * derived by HKDF-SHA256 from the app's secret (BETTER_AUTH_SECRET, or the one made in DATA_DIR),
 * a fresh 96-bit nonce per value, the header's name bound in as associated data, and a version
 * prefix so the scheme can change. A value without the prefix was written before encryption
 * came: it is read as it is, and sealed by `sealPlainHeaders` when the app starts.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'busway-sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface FeedHeaderValue {
  name: string;
  value: string;
}

/** A stored value that cannot be opened: the secret changed, or the value was altered. */
export class UnreadableHeader extends Error {
  readonly headerName: string;
  constructor(headerName: string) {
    super(`the value of header ${headerName} cannot be decrypted`);
    this.headerName = headerName;
  }
}

export function headerSealer(secret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', secret, 'busway', 'realtime-feed header values v1', 32),
  );
  const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

  function seal({ name, value }: FeedHeaderValue): FeedHeaderValue {
    if (isSealed(value)) return { name, value };
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(Buffer.from(name.toLowerCase()));
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
    return { name, value: `${SEALED_PREFIX}${packed}` };
  }

  /** The value to send; UnreadableHeader when it cannot be decrypted. */
  function open({ name, value }: FeedHeaderValue): FeedHeaderValue {
    if (!isSealed(value)) return { name, value };
    const packed = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64url');
    if (packed.length < NONCE_BYTES + TAG_BYTES) throw new UnreadableHeader(name);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(name.toLowerCase()));
      decipher.setAuthTag(packed.subarray(packed.length - TAG_BYTES));
      const body = packed.subarray(NONCE_BYTES, packed.length - TAG_BYTES);
      return { name, value: Buffer.concat([decipher.update(body), decipher.final()]).toString() };
    } catch {
      throw new UnreadableHeader(name);
    }
  }

  return {
    isSealed,
    sealAll: (headers: readonly FeedHeaderValue[]) => headers.map(seal),
    openAll: (headers: readonly FeedHeaderValue[]) => headers.map(open),
  };
}
export type HeaderSealer = ReturnType<typeof headerSealer>;

/** What the source's status says when a key cannot be read: what to do about it. */
export const unreadableWords = (error: UnreadableHeader) =>
  `The value of header ${error.headerName} can no longer be read (the server's secret has changed): edit the feed and enter the key again.`;
