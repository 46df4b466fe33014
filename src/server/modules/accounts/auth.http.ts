/**
 * Mounts the better-auth endpoints Busway uses (auth-endpoints.ts) under /api/auth, one route each
 * with its declared access; any other /api/auth path is 404. Requests reach better-auth as Web
 * Requests with their raw body; its error answers are rewritten into Busway's
 * `{ error: { code, message } }`; attempt limits and the "e-mail already in use" answer on sign-up
 * are ours (better-auth hides duplicates there).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '#server/errors.ts';
import type { Auth } from './auth.ts';
import type { AccountsService } from './accounts.service.ts';
import { TooManyAttemptsError, type AttemptsService } from './attempts.service.ts';
import { servedAuthEndpoints, type AuthEndpoint } from './auth-endpoints.ts';
import { toBuswayError } from './auth-errors.ts';

const PREFIX = '/api/auth';

interface Deps {
  auth: Auth;
  baseUrl: string;
  attempts: AttemptsService;
  accounts: AccountsService;
  githubSignIn: boolean;
}

function emailOf(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) return '';
  const text = body.toString('utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    const email = typeof parsed === 'object' && parsed ? Reflect.get(parsed, 'email') : undefined;
    return typeof email === 'string' ? email : '';
  } catch {
    return new URLSearchParams(text).get('email') ?? '';
  }
}

/** The request for better-auth, addressed to the allowed endpoint itself (only the query is kept). */
function toWebRequest(request: FastifyRequest, endpoint: AuthEndpoint, baseUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-busway-client-ip', request.ip);
  const body =
    Buffer.isBuffer(request.body) && request.body.length > 0
      ? new Uint8Array(request.body)
      : undefined;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return new Request(new URL(`${PREFIX}${endpoint.path}${query}`, baseUrl), {
    method: endpoint.method,
    headers,
    body,
  });
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
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) {
    return reply.send(bytes.length ? bytes : null);
  }
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
  path: string,
  email: string,
  ip: string,
) {
  try {
    await attempts.before(path, email, ip);
  } catch (error) {
    if (error instanceof TooManyAttemptsError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

function handlerFor(endpoint: AuthEndpoint, { auth, baseUrl, attempts, accounts }: Deps) {
  const { path, limit } = endpoint;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Limits count per e-mail: the one asked about, or the signed-in person's own.
    const email =
      endpoint.access === 'public' ? emailOf(request.body) : (request.user?.email ?? '');
    if (limit) await countAttempt(attempts, reply, path, email, request.ip);
    if (path === '/sign-up/email' && email && (await accounts.emailInUse(email))) {
      throw new AppError('auth/email-already-in-use');
    }
    const response = await auth.handler(toWebRequest(request, endpoint, baseUrl));
    // The OAuth callback runs in the sign-in popup: keep it in its opener's browsing context group.
    if (path.startsWith('/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
    if (limit) await attempts.after(limit, path, email, request.ip, response.status < 400);
    return send(reply, response);
  };
}

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  // Encapsulated: better-auth reads the raw body itself (JSON or form-encoded).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  for (const endpoint of servedAuthEndpoints(deps.githubSignIn)) {
    app.route({
      method: endpoint.method,
      url: `${PREFIX}${endpoint.path}`,
      exposeHeadRoute: false,
      config: { access: endpoint.access },
      schema: { hide: true },
      handler: handlerFor(endpoint, deps),
    });
  }
}
