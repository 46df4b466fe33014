import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeTicketToken,
  encodeTicketPayload,
  ticketToken,
  TicketTokenError,
  toBase64Url,
  verifyTicketToken,
  type TicketPayload,
  type TicketPublicKey,
} from './ticket-token.ts';
import { webCryptoSigner } from './ticket-token.testing.ts';

const KEY_ID = '0a1b2c3d';

const aPayload = (overrides: Partial<TicketPayload> = {}): TicketPayload => ({
  ticketId: '6f1c2a52-8c1e-4d8e-9d43-3f0b1c2d4e5f',
  tripId: 'a3d5e7f9-1b2c-4d5e-8f90-123456789abc',
  seat: '12A',
  fromSeq: 1,
  toSeq: 4,
  serviceDate: '2030-03-01',
  keyId: KEY_ID,
  issuedAt: '2030-02-20T09:15:00Z',
  ...overrides,
});

// Signed here with WebCrypto so this file stays free of node:* (ticket-token.testing.ts).
let publicKeys: TicketPublicKey[];
let sign: (payload: TicketPayload) => Promise<string>;

beforeAll(async () => {
  ({ publicKeys, sign } = await webCryptoSigner(KEY_ID));
});

const base64UrlJson = (value: unknown) =>
  toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

describe('verifyTicketToken', () => {
  it('accepts a token signed with a listed key and returns its payload', async () => {
    const token = await sign(aPayload());
    expect(token).toMatch(/^BW1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(await verifyTicketToken(token, publicKeys)).toEqual({
      valid: true,
      payload: aPayload(),
    });
  });

  it('rejects a tampered payload (another seat, same signature) as bad-signature', async () => {
    const [version, , signature] = (await sign(aPayload())).split('.');
    const forged = encodeTicketPayload(aPayload({ seat: '1A' }));
    const verdict = await verifyTicketToken(`${forged}.${signature}`, publicKeys);
    expect(version).toBe('BW1');
    expect(verdict).toMatchObject({ valid: false, reason: 'bad-signature' });
  });

  it('rejects a tampered signature as bad-signature', async () => {
    const [signed, signature = ''] = (await sign(aPayload())).split(/\.(?=[^.]*$)/);
    const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    const verdict = await verifyTicketToken(ticketToken(signed ?? '', bytes), publicKeys);
    expect(verdict).toMatchObject({ valid: false, reason: 'bad-signature' });
  });

  it('rejects a token whose key id no listed key has as unknown-key, naming the id', async () => {
    const token = await sign(aPayload({ keyId: 'ffffffff' }));
    expect(await verifyTicketToken(token, publicKeys)).toEqual({
      valid: false,
      reason: 'unknown-key',
      message: 'No public key has the id ffffffff',
    });
  });

  it.each([
    ['', 'three parts'],
    ['BW1.abc', 'three parts'],
    ['BW2.e30.AA', 'Unknown token version "BW2"'],
    ['BW1.not*base64.AA', 'payload is not base64url'],
    [`BW1.${base64UrlJson({ a: 1 })}.AA`, 'list of 8 fields'],
    [`BW1.${toBase64Url(new TextEncoder().encode('[1,'))}.AA`, 'payload is not JSON'],
    [`BW1.${encodeTicketPayload(aPayload()).slice(4)}.AAAA`, 'must be 64 bytes'],
  ])('rejects the malformed token %j as malformed: %s', async (token, message) => {
    const verdict = await verifyTicketToken(token, publicKeys);
    expect(verdict).toMatchObject({ valid: false, reason: 'malformed' });
    expect(verdict.valid || verdict.message).toContain(message);
  });

  it('rejects a payload with a field of the wrong kind, saying which', async () => {
    const fields = ['not-a-uuid', aPayload().tripId, '12A', 4, 1, '2030-02-30', KEY_ID, 'x'];
    const verdict = await verifyTicketToken(`BW1.${base64UrlJson(fields)}.AA`, publicKeys);
    expect(verdict.valid || verdict.message).toMatch(
      /ticket id must be a UUID.*serviceDate.*issuedAt.*fromSeq must come before toSeq/,
    );
  });
});

describe('decodeTicketToken', () => {
  it('refuses a signature spelt with non-canonical base64url (unused low bits set)', async () => {
    const token = await sign(aPayload());
    const last = token.at(-1) ?? '';
    // The last of 86 characters carries 2 bits; the next letter differs only in unused bits.
    const twin = token.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
    expect(() => decodeTicketToken(twin)).toThrow(TicketTokenError);
    expect(() => decodeTicketToken(twin)).toThrow('not canonical');
  });
});

describe('encodeTicketPayload', () => {
  it('refuses to encode a payload that is not valid, so nothing invalid is ever signed', () => {
    expect(() => encodeTicketPayload(aPayload({ seat: '' }))).toThrow(/seat label/);
    expect(() => encodeTicketPayload(aPayload({ issuedAt: '2030-02-20T09:15:00.5Z' }))).toThrow();
  });
});

const payloads = fc.record({
  ticketId: fc.uuid(),
  tripId: fc.uuid(),
  seat: fc.stringMatching(/^[A-Za-z0-9-]{1,6}$/),
  fromSeq: fc.nat({ max: 500 }),
  toSeq: fc.nat({ max: 500 }),
  serviceDate: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  keyId: fc.constant(KEY_ID),
  issuedAt: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')),
});
const validPayloads = payloads.filter((p) => p.fromSeq < p.toSeq);

describe('ticket token properties', () => {
  it('round-trips any valid payload through sign and verify', async () => {
    await fc.assert(
      fc.asyncProperty(validPayloads, async (payload) => {
        expect(await verifyTicketToken(await sign(payload), publicKeys)).toEqual({
          valid: true,
          payload,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('fails verification after any single-character change anywhere in the token', async () => {
    const changes = fc.record({
      payload: validPayloads,
      at: fc.nat(),
      char: fc.constantFrom(...'ABZaz019-_.=+/ é'),
    });
    await fc.assert(
      fc.asyncProperty(changes, async ({ payload, at, char }) => {
        const token = await sign(payload);
        const index = at % token.length;
        fc.pre(token[index] !== char);
        const changed = token.slice(0, index) + char + token.slice(index + 1);
        expect((await verifyTicketToken(changed, publicKeys)).valid).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
