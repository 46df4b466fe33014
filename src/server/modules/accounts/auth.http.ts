/**
 * Mounts better-auth under /api/auth/*. Requests reach it as Web Requests with their raw body;
 * its error answers are rewritten into Busway's `{ error: { code, message } }`; attempt limits and
 * the "e-mail already in use" answer on sign-up are ours (better-auth hides duplicates there).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '#server/errors.ts';
import type { Auth } from './auth.ts';
import type { AccountsService } from './accounts.service.ts';
import { LIMITED_PATHS, type AttemptsService } from './attempts.service.ts';
import { toBuswayError } from './auth-errors.ts';

const PREFIX = '/api/auth';

interface Deps {
  auth: Auth;
  baseUrl: string;
  attempts: AttemptsService;
  accounts: AccountsService;
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

function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-busway-client-ip', request.ip);
  const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(request.url, baseUrl), { method: request.method, headers, body });
}

async function send(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (!['set-cookie', 'content-length', 'content-encoding'].includes(key)) reply.header(key, value);
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

export async function authRoutes(app: FastifyInstance, { auth, baseUrl, attempts, accounts }: Deps) {
  // Encapsulated: better-auth reads the raw body itself (JSON or form-encoded).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: `${PREFIX}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.slice(PREFIX.length).split('?')[0] ?? '';
      const limit = request.method === 'POST' ? LIMITED_PATHS[path] : undefined;
      const email = limit ? emailOf(request.body) : '';
      if (limit) await attempts.before(limit, path, email, request.ip);
      if (path === '/sign-up/email' && email && (await accounts.emailInUse(email))) {
        throw new AppError('auth/email-already-in-use');
      }
      const response = await auth.handler(toWebRequest(request, baseUrl));
      // The OAuth callback runs in the sign-in popup: keep it in its opener's browsing context group.
      if (path.startsWith('/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
      if (limit) await attempts.after(limit, path, email, request.ip, response.status < 400);
      return send(reply, response);
    },
  });
}
