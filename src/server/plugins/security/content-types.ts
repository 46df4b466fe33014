/**
 * A request body is accepted only in the media type its route documents: `schema.consumes`
 * (the uploads: multipart/form-data), else application/json. Anything else is 415 before the body
 * is read. A plain HTML form can post text/plain, urlencoded or multipart bodies to another site
 * without asking it first; a JSON body needs the site's consent (a CORS preflight).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const JSON_ONLY: readonly string[] = ['application/json'];
const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error handler answers it as 415 `invalid-argument` with this message. */
export class UnsupportedMediaTypeError extends Error {
  readonly statusCode = 415;
  readonly code = 'invalid-argument';
  constructor(accepted: readonly string[], sent: string | undefined) {
    super(
      `This endpoint accepts ${accepted.join(' or ')} only; the request was sent as ` +
        `${sent ?? 'a body with no Content-Type'}.`,
    );
    this.name = 'UnsupportedMediaTypeError';
  }
}

/** "multipart/form-data; boundary=x" → "multipart/form-data". */
function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/** The media types this request's route accepts. */
export function acceptedTypes(request: FastifyRequest): readonly string[] {
  return request.routeOptions.schema?.consumes ?? JSON_ONLY;
}

async function contentTypesPlugin(app: FastifyInstance) {
  // Fastify reads text/plain bodies as strings by default; no Busway route takes one.
  app.removeContentTypeParser('text/plain');

  // preParsing: after onRequest (the origin and access checks answer first), before the body is read.
  // A callback, not an async function: it runs on every request and never waits (PERFORMANCE.md).
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (NO_BODY.has(request.method) || request.is404) return done(null, payload);
    const sent = mediaType(request.headers['content-type']);
    if (sent === undefined && !hasBody(request)) return done(null, payload);
    const accepted = acceptedTypes(request);
    if (sent !== undefined && accepted.includes(sent)) return done(null, payload);
    done(new UnsupportedMediaTypeError(accepted, sent));
  });
}

export default fp(contentTypesPlugin, { name: 'content-types' });
