/**
 * Mounts the better-auth endpoints Busway uses (auth-endpoints.ts) under /api/auth, one route each
 * with its declared access; any other /api/auth path is 404. A body is read once, as JSON, checked
 * against the endpoint's schema (auth-request.ts), and better-auth receives exactly that; its error
 * answers are rewritten into Busway's `{ error: { code, message } }`; attempt limits and the
 * "e-mail already in use" answer on sign-up are ours (better-auth hides duplicates there).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';
import type { Auth } from '../auth.ts';
import type { AccountsService } from '../../accounts.service.ts';
import { TooManyAttemptsError, type AttemptsService } from '../../attempts/attempts.service.ts';
import { servedAuthEndpoints, type AuthEndpoint } from './auth-endpoints.ts';
import { toBuswayError } from './auth-errors.ts';
import { acceptJsonOnly, checkedBody, toWebRequest } from './auth-request.ts';

interface Deps {
  auth: Auth;
  baseUrl: string;
  attempts: AttemptsService;
  accounts: AccountsService;
  githubSignIn: boolean;
}

async function send(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (!['set-cookie', 'content-length', 'content-encoding'].includes(key))
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status < 400) return reply.send(bytes.length ? bytes : null);
  // Every refusal leaves in our shape, an empty or non-JSON one too (better-auth's bare 500).
  let parsed: { code?: unknown; message?: unknown } | undefined;
  try {
    parsed = JSON.parse(bytes.toString('utf8')) as typeof parsed;
  } catch {
    parsed = undefined;
  }
  const body = toBuswayError(response.status, parsed);
  if (response.status >= 500) reply.log.error({ auth: parsed }, 'auth request failed');
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Counts the attempt; a refusal carries the wait as Retry-After too. */
async function countAttempt(
  attempts: AttemptsService,
  reply: FastifyReply,
  endpoint: AuthEndpoint,
  email: string,
  ip: string,
) {
  try {
    await attempts.before(endpoint.path, email, ip, endpoint.perAddress);
  } catch (error) {
    if (error instanceof TooManyAttemptsError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** The e-mail a public request names (already trimmed and lower-cased by its schema). */
function emailIn(body: object | undefined): string {
  const email: unknown = body ? Reflect.get(body, 'email') : undefined;
  return typeof email === 'string' ? email : '';
}

function handlerFor(endpoint: AuthEndpoint, { auth, baseUrl, attempts, accounts }: Deps) {
  const { path, limit, perAddress } = endpoint;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = endpoint.method === 'POST' ? checkedBody(endpoint.body, request.body) : undefined;
    // Limits count per e-mail: the one asked about, or the signed-in person's own.
    const email = endpoint.access === 'public' ? emailIn(body) : (request.user?.email ?? '');
    if (limit) await countAttempt(attempts, reply, endpoint, email, request.ip);
    if (path === '/sign-up/email' && (await accounts.emailInUse(email))) {
      throw new AppError('auth/email-already-in-use');
    }
    const response = await auth.handler(toWebRequest(request, endpoint, baseUrl, body));
    // The OAuth callback runs in the sign-in popup: keep it in its opener's browsing context group.
    if (path.startsWith('/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
    if (limit) {
      const succeeded = response.status < 400;
      await attempts.after(limit, path, email, request.ip, succeeded, perAddress);
    }
    return send(reply, response);
  };
}

export async function authHttp(app: FastifyInstance, deps: Deps) {
  // Encapsulated: these routes read JSON bodies only, once (auth-request.ts).
  acceptJsonOnly(app);

  for (const endpoint of servedAuthEndpoints(deps.githubSignIn)) {
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      exposeHeadRoute: false,
      config: { access: endpoint.access },
      schema: { hide: true },
      handler: handlerFor(endpoint, deps),
    });
  }
}
