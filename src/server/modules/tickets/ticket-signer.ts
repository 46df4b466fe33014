/**
 * Signs ticket tokens (#shared/tickets/ticket-token.ts) with an Ed25519 key. The key comes from a PEM the
 * environment provides (every instance must share it) or, for a single instance, is made once and
 * kept in DATA_DIR like the auth secret (accounts/secret.ts), so tickets stay valid across restarts.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  encodeTicketPayload,
  ticketToken,
  type TicketPayload,
  type TicketPublicKey,
} from '#shared/tickets/ticket-token.ts';

export const TICKET_KEY_FILE = 'ticket-signing-key.pem';

/** What a ticket says; the signer adds its key id and the time of issue. */
export type TicketClaims = Omit<TicketPayload, 'keyId' | 'issuedAt'>;

export interface TicketSigner {
  /** First 8 hex digits of the SHA-256 of the raw public key: names the key inside each token. */
  readonly keyId: string;
  /** For `GET /api/tickets/public-key`: what a conductor's phone needs to verify offline. */
  readonly publicKey: TicketPublicKey;
  sign(claims: TicketClaims, issuedAt?: Date): string;
}

/** `issuedAt` in whole seconds, as the token format spells instants. */
const wholeSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A signer for an Ed25519 private key in PKCS#8 PEM; throws, naming the problem, for any other. */
export function createTicketSigner(privateKeyPem: string): TicketSigner {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(privateKeyPem);
  } catch {
    throw new Error('The ticket signing key is not a private key in PEM format');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `The ticket signing key must be Ed25519, not ${privateKey.asymmetricKeyType ?? 'unknown'}`,
    );
  }
  const { x = '' } = createPublicKey(privateKey).export({ format: 'jwk' });
  const keyId = createHash('sha256').update(Buffer.from(x, 'base64url')).digest('hex').slice(0, 8);
  return {
    keyId,
    publicKey: { kid: keyId, kty: 'OKP', crv: 'Ed25519', x },
    sign(claims, issuedAt = new Date()) {
      const encoded = encodeTicketPayload({ ...claims, keyId, issuedAt: wholeSeconds(issuedAt) });
      return ticketToken(encoded, sign(null, Buffer.from(encoded, 'ascii'), privateKey));
    },
  };
}

/**
 * The signer for `privateKeyPem` when given; otherwise for the key in `dataDir`, made there once
 * (mode 0600).
 */
export async function loadTicketSigner(options: {
  privateKeyPem?: string | undefined;
  dataDir: string;
}): Promise<TicketSigner> {
  if (options.privateKeyPem) return createTicketSigner(options.privateKeyPem);
  const file = join(options.dataDir, TICKET_KEY_FILE);
  if (!existsSync(file)) {
    await mkdir(options.dataDir, { recursive: true });
    await makeKeyFileOnce(file);
  }
  return createTicketSigner(await readFile(file, 'utf8'));
}

/**
 * Writes a new key beside `file`, then links it into place: the link either appears complete or
 * fails because another process made the key first (its key is kept), so several instances
 * starting together on one DATA_DIR agree on one key and nobody reads a half-written one.
 */
export async function makeKeyFileOnce(file: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}`;
  const pem = generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  await writeFile(temporary, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
