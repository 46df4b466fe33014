/**
 * One error handler: every failure leaves as `{ error: { code, message, details? } }`. 5xx hide
 * internals (logged with the request id); validation failures name each bad field; data the
 * database refuses (input-errors.ts) is a 400.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_SENTENCES, isErrorCode, type ErrorCode } from '#shared/core/api-error.ts';
import type { ErrorBody } from '#shared/core/error-body.ts';
import { AppError, TooManyRequestsError } from '#server/errors.ts';
import { inputErrorOf } from './input-errors.ts';

function body(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error instanceof TooManyRequestsError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    const refused = inputErrorOf(error);
    if (refused) {
      // Logged: a value the schemas let through, which they should name next time.
      request.log.warn({ err: error }, 'the database refused data of the request');
      return reply.status(400).send(body(refused.code, refused.message, refused.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'is not valid',
      }));
      const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      return reply
        .status(400)
        .send(body('invalid-argument', `Invalid request — ${summary}`, { fields }));
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(body('internal', ERROR_SENTENCES.internal, { requestId: request.id }));
    }
    const code = fastifyCode(status, 'code' in error ? error.code : undefined);
    return reply.status(status).send(body(code, error.message || ERROR_SENTENCES[code]));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body('not-found', `Nothing here: ${request.method} ${request.url.split('?')[0]}.`)),
  );
}

/**
 * Fastify's own refusals before any route runs, passed as its `frameworkErrors` option (app.ts):
 * a path that is not valid percent-encoded UTF-8 (`%E0%A4%A`, an encoded lone surrogate) or a path
 * parameter past the router's 100 characters. Same shape as every other error, and the path is
 * not echoed back.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply
      .status(400)
      .send(body('invalid-argument', 'The address is not valid: it is not percent-encoded UTF-8.'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply
      .status(414)
      .send(body('invalid-argument', 'A part of the address is longer than 100 characters.'));
  request.log.error({ err: error }, 'request failed before routing');
  return reply
    .status(500)
    .send(body('internal', ERROR_SENTENCES.internal, { requestId: request.id }));
}

/** Errors Fastify raises itself (bad JSON, body too large, unsupported media type…). */
function fastifyCode(status: number, code: unknown): ErrorCode {
  if (isErrorCode(code)) return code;
  if (status === 413 || status === 429) return 'resource-exhausted';
  if (status === 404) return 'not-found';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  return 'invalid-argument';
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
