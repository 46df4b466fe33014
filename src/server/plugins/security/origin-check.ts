/**
 * Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) that a browser
 * sent from a page that is not Busway's own is refused with 403 before anything runs — on every
 * route, /api/auth included. The page is told by Origin, or by Referer when Origin is absent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '#server/config/env.ts';
import { PermissionError } from '#server/errors.ts';
import { originOf, trustedOriginsFor } from './origins.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origin of the page that sent the request: its Origin header, else its Referer's origin;
 * undefined when it has neither. A value that is no origin ("null", garbage) is kept as sent, so
 * the refusal can name it.
 */
export function senderOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return originOf(origin) ?? origin;
  if (referer) return originOf(referer) ?? referer;
  return undefined;
}

async function originCheckPlugin(app: FastifyInstance, { env }: { env: Env }) {
  const trustedOrigins = trustedOriginsFor(env);
  // A callback, not an async function: it runs on every request and never waits (PERFORMANCE.md).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = senderOrigin(request);
    // Browsers send Origin on every state-changing request, so neither header means a client that
    // is not a browser (curl, another server, app.inject): it holds no one else's cookies.
    if (origin === undefined) return done();
    if (trustedOrigins(request.headers.host).includes(origin)) return done();
    done(
      new PermissionError(
        `Changes sent from ${origin} are refused: it is not Busway's own address. ` +
          'If people reach Busway there, set PUBLIC_URL to it.',
      ),
    );
  });
}

export default fp(originCheckPlugin, { name: 'origin-check' });
