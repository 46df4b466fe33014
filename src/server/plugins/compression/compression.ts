/**
 * Compresses every JSON (and text) answer of COMPRESS_MIN_BYTES or more with the best encoding
 * the client accepts (encoding.ts), in one onSend hook. An answer that already carries a
 * Content-Encoding (the trip search's kept copies, the web app's precompressed files) or is a
 * stream (files, PDFs, archives) goes as it is.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, COMPRESS_MIN_BYTES, preferredEncoding, type Encoding } from './encoding.ts';

const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/)/;

/** The payload as sent: itself, or a promise of its compressed bytes. */
export function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (payload.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = negotiateEncoding(request, reply, body.length);
  return encoding === 'identity' ? payload : compress(body, encoding);
}

/**
 * The encoding to send a body of `size` bytes in, with the headers that say so: identity below
 * COMPRESS_MIN_BYTES, else the best one the client accepts.
 */
export function negotiateEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  size: number,
): Encoding {
  if (size < COMPRESS_MIN_BYTES) return 'identity';
  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') {
    reply.header('content-encoding', encoding).removeHeader('content-length');
  }
  return encoding;
}

/** Adds accept-encoding to the answer's Vary header, keeping what is there. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
  } else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary))) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
}

async function compressionPlugin(app: FastifyInstance) {
  // A callback, not an async function: most answers go as they are and wait for no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const sent = compressAnswer(request, reply, payload);
    if (sent instanceof Promise) sent.then((body) => done(null, body), done);
    else done(null, sent);
  });
}

export default fp(compressionPlugin, { name: 'compression' });
