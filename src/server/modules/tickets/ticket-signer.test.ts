import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTicketToken, verifyTicketToken } from '#shared/tickets/ticket-token.ts';
import {
  createTicketSigner,
  loadTicketSigner,
  makeKeyFileOnce,
  TICKET_KEY_FILE,
  type TicketClaims,
} from './ticket-signer.ts';

const claims: TicketClaims = {
  ticketId: '6f1c2a52-8c1e-4d8e-9d43-3f0b1c2d4e5f',
  tripId: 'a3d5e7f9-1b2c-4d5e-8f90-123456789abc',
  seat: 'L3',
  fromSeq: 0,
  toSeq: 7,
  serviceDate: '2030-03-01',
};

const ed25519Pem = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

let dataDir: string;
beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'busway-ticket-key-')), 'data');
});
afterEach(async () => {
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('createTicketSigner', () => {
  it('signs tokens that the shared WebCrypto verifier accepts with its public key', async () => {
    const signer = createTicketSigner(ed25519Pem());
    const token = signer.sign(claims, new Date('2030-02-20T09:15:42.789Z'));
    expect(await verifyTicketToken(token, [signer.publicKey])).toEqual({
      valid: true,
      payload: { ...claims, keyId: signer.keyId, issuedAt: '2030-02-20T09:15:42Z' },
    });
  });

  it('names its key by the first 8 hex digits of the SHA-256 of the raw public key', () => {
    const signer = createTicketSigner(ed25519Pem());
    const raw = Buffer.from(signer.publicKey.x, 'base64url');
    expect(raw).toHaveLength(32);
    expect(signer.keyId).toBe(createHash('sha256').update(raw).digest('hex').slice(0, 8));
    expect(signer.publicKey).toEqual({
      kid: signer.keyId,
      kty: 'OKP',
      crv: 'Ed25519',
      x: signer.publicKey.x,
    });
  });

  it('makes tokens another key cannot verify, even under the right key id', async () => {
    const signer = createTicketSigner(ed25519Pem());
    const other = createTicketSigner(ed25519Pem());
    const token = signer.sign(claims);
    expect(await verifyTicketToken(token, [other.publicKey])).toMatchObject({
      reason: 'unknown-key',
    });
    const impostor = { ...other.publicKey, kid: signer.keyId };
    expect(await verifyTicketToken(token, [impostor])).toMatchObject({
      reason: 'bad-signature',
    });
  });

  it('refuses to sign claims that are not a valid ticket', () => {
    const signer = createTicketSigner(ed25519Pem());
    expect(() => signer.sign({ ...claims, fromSeq: 7, toSeq: 7 })).toThrow(/fromSeq/);
  });

  it('refuses a PEM that is not an Ed25519 private key, saying why', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => createTicketSigner(rsa)).toThrow('must be Ed25519, not rsa');
    expect(() => createTicketSigner('not a key')).toThrow('not a private key in PEM format');
  });
});

describe('loadTicketSigner', () => {
  it('makes the key once in the data directory (mode 0600) and reuses it afterwards', async () => {
    const first = await loadTicketSigner({ dataDir });
    const file = join(dataDir, TICKET_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const pem = await readFile(file, 'utf8');

    const again = await loadTicketSigner({ dataDir });
    expect(again.keyId).toBe(first.keyId);
    expect(await readFile(file, 'utf8')).toBe(pem);
    const token = first.sign(claims);
    expect(await verifyTicketToken(token, [again.publicKey])).toMatchObject({ valid: true });
  });

  it('keeps the key another process made between the existence check and the write', async () => {
    const file = join(dataDir, TICKET_KEY_FILE);
    const first = await loadTicketSigner({ dataDir });
    const pem = await readFile(file, 'utf8');
    await makeKeyFileOnce(file);
    expect(await readFile(file, 'utf8')).toBe(pem);
    expect(await readdir(dataDir)).toEqual([TICKET_KEY_FILE]);
    expect((await loadTicketSigner({ dataDir })).keyId).toBe(first.keyId);
  });

  it('uses the PEM it is given, and then writes nothing to the data directory', async () => {
    const pem = ed25519Pem();
    const signer = await loadTicketSigner({ privateKeyPem: pem, dataDir });
    expect(signer.keyId).toBe(createTicketSigner(pem).keyId);
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a key file in the data directory that is not an Ed25519 key', async () => {
    await loadTicketSigner({ dataDir });
    await writeFile(join(dataDir, TICKET_KEY_FILE), 'garbage');
    await expect(loadTicketSigner({ dataDir })).rejects.toThrow('not a private key');
  });
});

describe('server-signed tokens', () => {
  it('carry the signer key id and the signed fields in their payload', () => {
    const signer = createTicketSigner(ed25519Pem());
    const { payload } = decodeTicketToken(signer.sign(claims, new Date('2030-01-01T00:00:00Z')));
    expect(payload).toEqual({ ...claims, keyId: signer.keyId, issuedAt: '2030-01-01T00:00:00Z' });
  });
});
