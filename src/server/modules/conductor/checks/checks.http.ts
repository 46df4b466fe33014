/**
 * `POST /api/tickets/validate` and `/api/tickets/validate/batch`: the trip's conductor (or an
 * admin) checks a ticket at the door, or sends the checks a phone made offline. The token is in
 * the body only, which the request log never writes; no answer or error repeats it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import {
  CheckAnswer,
  TripChecks,
  ValidateBatchAnswer,
  ValidateBatchRequest,
  ValidateRequest,
} from '#shared/tickets/ticket-check-api.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { ChecksService } from './checks.service.ts';

const OUTCOMES = `Outcomes (\`result\`, with \`message\` in words):
- **valid** — the ticket is good for this trip, today, from the stop the bus is at: it is now boarded (\`boardedAt\`, this device).
- **already-used** — boarded before: \`boardedAt\` and \`boardedDeviceId\` say when and on which device (null: marked by hand).
- **wrong-trip** — a ticket of another trip today.
- **wrong-stops** — the bus (\`atSequence\`) is before the ticket's boarding stop or at/after its last: \`ticket.from\`–\`ticket.to\` are the stops it is good for, \`at\` where the bus is.
- **not-today** — the ticket, or the trip checked, is of another day (a trip started yesterday and still running is today's).
- **void** — the booking was cancelled or refunded (or the trip cancelled).
- **forged** — the token does not verify: \`problem\` is malformed (not a Busway ticket), unknown-key or bad-signature.

Refused: 400 a body that is not a check; 403 not this trip's conductor; 404 no such trip or no booking with that reference; 412 the trip is cancelled or has ended (online checks only); 429 too many checks from this device or account (README, "Conductors").`;

export async function checksHttp(app: FastifyInstance, { checks }: { checks: ChecksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'conductor' } as const;
  const tags = ['conductor'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 412: ErrorBody, 429: ErrorBody };

  r.post(
    '/api/tickets/validate',
    {
      config,
      schema: {
        tags,
        summary: 'Check a ticket at the bus door (QR token or booking reference); valid boards it',
        description: `Give \`token\` (the QR code's text) or \`reference\` (with \`seat\` when the booking has several seats on this trip). A \`valid\` answer boards the ticket once: of two checks at once, one is valid and the other already-used.\n\n${OUTCOMES}`,
        body: ValidateRequest,
        response: { 200: CheckAnswer, ...errors },
      },
    },
    async (request) => checks.validate(actorOf(request), request.body),
  );

  r.post(
    '/api/tickets/validate/batch',
    {
      config,
      schema: {
        tags,
        summary: 'Send the checks a phone made offline, in order; the server’s answers win',
        description: `Each check carries the phone's time (\`checkedAt\`) and what the phone answered (\`deviceResult\`). Each is judged at its own time, in order, and answered in \`answers\` at the same index; \`conflict\` is true when the server answers otherwise (another device boarded the passenger first: already-used with that device). A check naming an unknown reference is answered with \`error\`. The trip may have ended since.\n\n${OUTCOMES}`,
        body: ValidateBatchRequest,
        response: {
          200: ValidateBatchAnswer,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => checks.batch(actorOf(request), request.body),
  );

  r.get(
    '/api/conductor/trips/:id/checks',
    {
      config,
      schema: {
        tags,
        summary: 'The trip’s checks at the door, newest first: device, time, result, who',
        description:
          'Every check — online, synced from a phone that was offline, or a boarding marked by hand — with the check’s time (the phone’s, offline) and when the server heard of it; `conflict` marks an offline check the phone answered otherwise. The newest 1,000.',
        params: IdParams,
        response: { 200: TripChecks, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => checks.checks(actorOf(request), request.params.id),
  );
}
