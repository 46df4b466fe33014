/**
 * A ticket signer made with WebCrypto, for tests of shared code that stay free of node:*
 * (ticket-signer.test.ts covers tokens signed by the server's node:crypto signer).
 */
import {
  encodeTicketPayload,
  ticketToken,
  type TicketPayload,
  type TicketPublicKey,
} from './ticket-token.ts';

export interface WebCryptoSigner {
  /** The public key as `GET /api/tickets/public-key` lists it. */
  publicKeys: TicketPublicKey[];
  sign(payload: TicketPayload): Promise<string>;
}

/** A fresh Ed25519 key pair named `keyId`. */
export async function webCryptoSigner(keyId: string): Promise<WebCryptoSigner> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const { x = '' } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    publicKeys: [{ kid: keyId, kty: 'OKP', crv: 'Ed25519', x }],
    async sign(payload) {
      const encoded = encodeTicketPayload(payload);
      const bytes = new TextEncoder().encode(encoded);
      const signature = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, bytes);
      return ticketToken(encoded, new Uint8Array(signature));
    },
  };
}
