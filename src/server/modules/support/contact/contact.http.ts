/** POST /api/contact (anyone) and the signed-in sender's booking references for the form. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  CONTACT_LIMITS,
  ContactAccepted,
  ContactBookings,
  ContactInput,
} from '#shared/support/support.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { ContactService } from './contact.service.ts';

const tags = ['support'];

export async function contactHttp(app: FastifyInstance, { service }: { service: ContactService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a message to the team; it is stored, then acknowledged by mail',
        description:
          `Name up to ${CONTACT_LIMITS.name} characters, message 10–${CONTACT_LIMITS.message}, ` +
          'topic one of the listed values. A booking reference is checked to be one of the ' +
          "signed-in sender's own bookings (400 naming `bookingReference` otherwise); a " +
          "visitor's is kept for the team and never shown back. Limited per client address and " +
          'per account (429 with Retry-After). `website` is a trap for robots: leave it empty.',
        body: ContactInput,
        response: { 201: ContactAccepted, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.optionalUser();
      const accepted = await service.send(request.body, { user, address: request.ip });
      return reply.status(201).send(accepted);
    },
  );

  r.get(
    '/api/contact/bookings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Your latest booking references, for the contact form to offer',
        response: { 200: ContactBookings },
      },
    },
    async (request) => service.bookings(actorOf(request).id),
  );
}
