import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TicketPublicKeys } from '#shared/tickets/ticket-token.ts';
import type { TicketSigner } from './ticket-signer.ts';

/**
 * How long phones and proxies may keep the keys. A new key is only ever added beside the old one,
 * so an hour-old list still verifies every ticket signed before it.
 */
export const PUBLIC_KEY_MAX_AGE_SECONDS = 3_600;

export async function ticketsHttp(app: FastifyInstance, { signer }: { signer: TicketSigner }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body: TicketPublicKeys = { keys: [signer.publicKey] };

  r.get(
    '/api/tickets/public-key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tickets'],
        summary: 'The Ed25519 public keys (JWK) that verify ticket QR codes offline',
        response: { 200: TicketPublicKeys },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${PUBLIC_KEY_MAX_AGE_SECONDS}`);
      return body;
    },
  );
}
