/**
 * One reading of an identity request, shared by Busway and better-auth. The body is parsed once, by
 * us, as JSON only (better-auth would also read form bodies, where a repeated key counts as its last
 * value); it is checked against the endpoint's schema; better-auth then receives exactly the checked
 * result, re-serialised. So the attempt limits count the very e-mail better-auth signs in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { Email, Password } from '#shared/accounts/accounts.ts';
import type { ErrorCode } from '#shared/core/api-error.ts';
import { AppError } from '#server/errors.ts';
import type { AuthEndpoint } from './auth-endpoints.ts';
import { validationError } from './auth-errors.ts';

/**
 * Within the auth routes' own plugin: JSON bodies only, parsed by Fastify's JSON parser (a leading
 * byte-order mark is skipped, `__proto__` and `constructor` keys refused). Any other content type
 * never reaches a parser: plugins/security/content-types.ts refuses it with 415 for every route.
 */
export function acceptJsonOnly(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
}

/** Which shared rule a failing top-level field follows decides the code people read. */
function codeOf(schema: z.ZodType, issues: z.core.$ZodIssue[]): ErrorCode {
  const shape: Record<string, unknown> = schema instanceof z.ZodObject ? schema.shape : {};
  const rules = issues.map((issue) => shape[String(issue.path[0])]);
  if (rules.includes(Email)) return 'auth/invalid-email';
  if (rules.includes(Password)) return 'auth/weak-password';
  return 'invalid-argument';
}

/** The checked body (an absent body reads as `{}`), or 400 naming each bad field. */
export function checkedBody(schema: z.ZodType<object>, body: unknown): object {
  const result = schema.safeParse(body === undefined ? {} : body);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const { code, message, details } = validationError(codeOf(schema, result.error.issues), fields);
  throw new AppError(code, message, details);
}

/**
 * The request for better-auth, addressed to the allowed endpoint itself. A GET keeps its query (the
 * OAuth callback's code and state); a POST carries only its checked body.
 */
export function toWebRequest(
  request: FastifyRequest,
  endpoint: AuthEndpoint,
  baseUrl: string,
  body: object | undefined,
): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-busway-client-ip', request.ip);
  for (const name of ['content-length', 'transfer-encoding', 'content-encoding'])
    headers.delete(name);
  if (body) headers.set('content-type', 'application/json');
  const query =
    endpoint.method === 'GET' && request.url.includes('?')
      ? request.url.slice(request.url.indexOf('?'))
      : '';
  return new Request(new URL(`/api/auth${endpoint.path}${query}`, baseUrl), {
    method: endpoint.method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
}
