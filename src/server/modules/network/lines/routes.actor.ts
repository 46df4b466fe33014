import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';

/** The signed-in admin making a change, for the audit log. */
export function actorOf(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}
