/**
 * What every operation of the OpenAPI document gets from one place rather than from each route:
 * an operationId made of its method and path, the session cookie as its security unless it is
 * public, the error answers its access and input make possible, and a described form for file
 * uploads. Redocly's recommended rules pass on the result (openapi-lint.test.ts).
 */
import type { RouteOptions } from 'fastify';
import type { FastifySchema } from 'fastify/types/schema.js';
import type { ZodType } from 'zod';
import type { Access } from '#shared/accounts/access.ts';
import { ErrorBody } from '#shared/core/error-body.ts';

/** better-auth's session cookie (`__Secure-` prefixed when the site is served over HTTPS). */
export const SESSION_COOKIE = 'better-auth.session_token';

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie that signing in (`POST /api/auth/sign-in/email`) sets; named ' +
      '`__Secure-better-auth.session_token` when Busway is served over HTTPS.',
  },
} as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MULTIPART = 'multipart/form-data';

const ERRORS = {
  400: ErrorBody.describe('The input is not valid (`invalid-argument`), naming what is wrong'),
  401: ErrorBody.describe('Not signed in, or the session ended (`unauthenticated`)'),
  403: ErrorBody.describe(
    'Not allowed (`permission-denied`): the role does not allow it, or another site sent it',
  ),
  415: ErrorBody.describe('The body is not in a media type this operation accepts'),
} as const;

/**
 * The success of a route that declares none (a file, a stream, an upgrade): no content is
 * described (type null), as @fastify/swagger does for a route with no responses at all.
 */
const UNDESCRIBED_SUCCESS = { type: 'null', description: 'Success; the summary says what is sent' };

/** `GET /api/trips/:id/seats` → `getTripsByIdSeats`: unique, since method and path are. */
export function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

/** The error answers a route can give that it need not list itself, by its access and input. */
export function standardErrors(
  method: string,
  access: Access | undefined,
  schema: FastifySchema,
): Partial<Record<keyof typeof ERRORS, ZodType>> {
  const errors: Partial<Record<keyof typeof ERRORS, ZodType>> = {};
  const hasBody = schema.body !== undefined || isUpload(schema);
  if (hasBody || schema.querystring || schema.params) errors[400] = ERRORS[400];
  if (access !== 'public') errors[401] = ERRORS[401];
  if (access === 'conductor' || access === 'admin' || STATE_CHANGING.has(method)) {
    errors[403] = ERRORS[403];
  }
  if (hasBody) errors[415] = ERRORS[415];
  return errors;
}

/** A route that reads a multipart form itself (so it declares no body to validate). */
function isUpload(schema: FastifySchema): boolean {
  const consumes = (schema as { consumes?: string[] }).consumes;
  return consumes?.includes(MULTIPART) === true && schema.body === undefined;
}

/** The form of an upload route (they read the file from the field "file"), for the docs only. */
const UPLOAD_FORM = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
  additionalProperties: {
    type: 'string',
    description: 'Other fields the operation names, sent before the file',
  },
};

/**
 * The route's schema as the document shows it (Fastify validates with the route's own): standard
 * errors added where the route lists none for that status, security and operationId. What is
 * JSON Schema, not zod, comes after the zod schemas are converted: see withPlainParts.
 */
export function documentedSchema(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  schema: FastifySchema,
): FastifySchema {
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const access = (route.config as { access?: Access } | undefined)?.access;
  const response = { ...standardErrors(method, access, schema), ...(schema.response ?? {}) };
  return {
    ...schema,
    operationId: operationId(method, route.url),
    security: access === 'public' ? [] : [{ session: [] }],
    response,
  } as FastifySchema;
}

/**
 * The parts of `documentedSchema` written in JSON Schema, added to the converted `json` of the
 * route whose own schema is `schema`: the upload form, and a success for a route that lists none.
 */
export function withPlainParts(json: FastifySchema, schema: FastifySchema): FastifySchema {
  const response = (json.response ?? {}) as Record<string, unknown>;
  const succeeds = Object.keys(response).some((status) => status.startsWith('2'));
  return {
    ...json,
    ...(isUpload(schema) ? { body: UPLOAD_FORM } : {}),
    response: succeeds ? response : { 200: UNDESCRIBED_SUCCESS, ...response },
  };
}
