/**
 * The signed ticket token inside a ticket's QR code: `BW1.<payload>.<signature>`, both parts
 * unpadded base64url. The payload is a JSON array of fixed fields (smaller than an object, so the QR
 * code stays easy to scan); the Ed25519 signature covers the ASCII text `BW1.<payload>`, so the
 * version is signed too. No node:* imports: a conductor's phone verifies tokens offline with
 * WebCrypto and the public keys of `GET /api/tickets/public-key`.
 */
import { z } from 'zod';
import { isoDate } from '../core/text.ts';

export const TICKET_TOKEN_VERSION = 'BW1';

export const TicketPayload = z
  .object({
    ticketId: z.uuid('The ticket id must be a UUID'),
    tripId: z.uuid('The trip id must be a UUID'),
    seat: z.string().regex(/^[A-Za-z0-9-]{1,6}$/, 'A seat label is 1–6 letters, digits or hyphens'),
    /** Stop sequences of the segment the ticket is good for: boarding, then alighting. */
    fromSeq: z.int().min(0, 'fromSeq must be 0 or more'),
    toSeq: z.int().min(0, 'toSeq must be 0 or more'),
    serviceDate: isoDate('serviceDate must be a date such as 2030-03-01'),
    keyId: z.string().regex(/^[0-9a-f]{8}$/, 'The key id must be 8 lowercase hex digits'),
    /** Whole seconds, UTC: the token stays short and one instant has one spelling. */
    issuedAt: z.iso.datetime({
      precision: 0,
      message: 'issuedAt must be like 2030-03-01T08:00:00Z',
    }),
  })
  .refine((p) => p.fromSeq < p.toSeq, 'fromSeq must come before toSeq');
export type TicketPayload = z.infer<typeof TicketPayload>;

/** The order of the fields in the token; changing it needs a new version prefix. */
const FIELDS = [
  'ticketId',
  'tripId',
  'seat',
  'fromSeq',
  'toSeq',
  'serviceDate',
  'keyId',
  'issuedAt',
] as const satisfies readonly (keyof TicketPayload)[];

/** A public key as `GET /api/tickets/public-key` serves it (a JWK with its key id). */
export interface TicketPublicKey {
  kid: string;
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

/** `GET /api/tickets/public-key`: the keys a conductor's phone verifies tickets with offline. */
export const TicketPublicKeys = z.object({
  keys: z.array(
    z.object({
      kid: z.string(),
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
    }) satisfies z.ZodType<TicketPublicKey>,
  ),
});
export type TicketPublicKeys = z.infer<typeof TicketPublicKeys>;

export type TicketTokenProblem = 'malformed' | 'unknown-key' | 'bad-signature';

export type TicketTokenVerdict =
  | { valid: true; payload: TicketPayload }
  | { valid: false; reason: TicketTokenProblem; message: string };

/** A token that is not a `BW1` token at all; `message` says what is wrong with it. */
export class TicketTokenError extends Error {
  readonly reason = 'malformed' as const;
  constructor(message: string) {
    super(message);
    this.name = 'TicketTokenError';
  }
}

export interface DecodedTicketToken {
  payload: TicketPayload;
  /** The bytes the signature covers: the ASCII text `BW1.<payload>`. */
  signedBytes: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Strict: besides the alphabet, the text must be the one canonical spelling of its bytes. Otherwise
 * the unused low bits of the last character could change without changing the bytes, and an
 * altered token would still verify.
 */
function fromBase64Url(text: string, part: string): Uint8Array<ArrayBuffer> {
  if (!BASE64URL.test(text) || text.length % 4 === 1) {
    throw new TicketTokenError(`The ${part} is not base64url`);
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  if (toBase64Url(bytes) !== text) {
    throw new TicketTokenError(`The ${part} is not canonical base64url`);
  }
  return bytes;
}

/** `BW1.<payload>`: the part of the token the signer signs. Refuses a payload that is not valid. */
export function encodeTicketPayload(payload: TicketPayload): string {
  const checked = TicketPayload.parse(payload);
  const json = JSON.stringify(FIELDS.map((field) => checked[field]));
  return `${TICKET_TOKEN_VERSION}.${toBase64Url(new TextEncoder().encode(json))}`;
}

/** The whole token: the signed part and its signature. */
export function ticketToken(encodedPayload: string, signature: Uint8Array): string {
  return `${encodedPayload}.${toBase64Url(signature)}`;
}

function parsePayload(bytes: Uint8Array): TicketPayload {
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new TicketTokenError('The payload is not JSON');
  }
  if (!Array.isArray(fields) || fields.length !== FIELDS.length) {
    throw new TicketTokenError(`The payload must be a list of ${FIELDS.length} fields`);
  }
  const parsed = TicketPayload.safeParse(
    Object.fromEntries(FIELDS.map((field, index) => [field, fields[index]])),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new TicketTokenError(`The payload is not valid: ${problems}`);
  }
  return parsed.data;
}

/** The structure of a token, without checking its signature. Throws TicketTokenError. */
export function decodeTicketToken(token: string): DecodedTicketToken {
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw new TicketTokenError('A ticket token has three parts separated by dots');
  }
  const [version = '', payloadText = '', signatureText = ''] = parts;
  if (version !== TICKET_TOKEN_VERSION) {
    throw new TicketTokenError(`Unknown token version "${version.slice(0, 10)}"`);
  }
  const payload = parsePayload(fromBase64Url(payloadText, 'payload'));
  const signature = fromBase64Url(signatureText, 'signature');
  if (signature.length !== 64) {
    throw new TicketTokenError('The signature must be 64 bytes (Ed25519)');
  }
  const signedBytes = new TextEncoder().encode(`${version}.${payloadText}`);
  return { payload, signedBytes, signature };
}

const invalid = (reason: TicketTokenProblem, message: string): TicketTokenVerdict => ({
  valid: false,
  reason,
  message,
});

/**
 * Checks a token against the issuer's public keys (several while keys rotate) with WebCrypto, so
 * it runs offline on a phone as well as on the server. Never throws for a bad token.
 */
export async function verifyTicketToken(
  token: string,
  publicKeys: readonly TicketPublicKey[],
): Promise<TicketTokenVerdict> {
  let decoded: DecodedTicketToken;
  try {
    decoded = decodeTicketToken(token);
  } catch (error) {
    if (error instanceof TicketTokenError) return invalid('malformed', error.message);
    throw error;
  }
  const { payload, signedBytes, signature } = decoded;
  const jwk = publicKeys.find((key) => key.kid === payload.keyId);
  if (!jwk) return invalid('unknown-key', `No public key has the id ${payload.keyId}`);
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  const good = await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, signedBytes);
  return good
    ? { valid: true, payload }
    : invalid('bad-signature', 'The signature does not match the ticket');
}
