/**
 * One log line per request, once its answer is sent: the method, address, status and time
 * together. Fastify's own logs write two at `info`, one on arrival and one on completion, and
 * those writes were a fifth of a cheap request's time (docs/PERFORMANCE.md). The arrival line is
 * kept at `debug`, for a request that never ends; every other line of Fastify's stays as it was.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
