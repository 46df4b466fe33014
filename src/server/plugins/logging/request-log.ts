/**
 * One log line per request, once its answer is sent: the method, address, status and time
 * together. Fastify's own logs write two at `info`, one on arrival and one on completion, and
 * those writes were a fifth of a cheap request's time (docs/PERFORMANCE.md). The arrival line is
 * kept at `debug`, for a request that never ends; every other line of Fastify's stays as it was.
 * E-mail addresses never reach the log: an address in the query (`/api/dev/outbox?to=…`) or the
 * path is written as `[email]`.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An e-mail address, plain or percent-encoded (`%40`), in a URL. */
const EMAIL = /[^\s/?&=#]+(?:@|%40)[^\s/?&=#]+/gi;

/** The at sign, plain or percent-encoded: without one there is no address to hide. */
const AT = /@|%40/i;

export function loggedUrl(url: string): string {
  // The address pattern backtracks over every run of the URL: run it only where an address may be
  // (a tenth of the demo search's time went to it on URLs with none, docs/PERFORMANCE.md).
  return AT.test(url) ? url.replace(EMAIL, '[email]') : url;
}

/** What the log says of a request: Fastify's default fields, the URL without e-mail addresses. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: requestFields(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: requestFields(request), res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
