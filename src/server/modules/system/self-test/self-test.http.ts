/**
 * `/api/self-test/*`, the server's half of `/test`. Every check is public and answers 200 with
 * its outcome, passed or failed; admins also get its details. The checks that cost the server
 * work (a database write, a mail server connection, a file, a publish) are limited per client
 * address with the app's one limiter; the time check is as cheap as `/api/config` and is not.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  RealtimeSelfTestRequest,
  SELF_TEST_REQUESTS_PER_MINUTE,
  SelfTestOutcome,
  SelfTestTime,
} from '#shared/system/self-test.ts';
import type { Limit } from '#server/core/rate-limits.store.ts';
import { TooManyRequestsError } from '#server/errors.ts';
import type { SelfTestService } from './self-test.service.ts';

interface SelfTestHttpOptions {
  service: SelfTestService;
  limit: Pick<Limit, 'take'>;
}

const LIMITED =
  `Limited to ${SELF_TEST_REQUESTS_PER_MINUTE} self-test checks a minute per client address ` +
  '(429 past it). Answers 200 whether the check passed or failed; admins also get its details.';

/** Whether an admin asks: only they see details. A session that cannot be read is a visitor's. */
async function isAdmin(request: FastifyRequest): Promise<boolean> {
  try {
    return (await request.optionalUser())?.role === 'admin';
  } catch {
    return false;
  }
}

export async function selfTestHttp(app: FastifyInstance, { service, limit }: SelfTestHttpOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Counts the request, then runs the check. When the limiter itself cannot count (its table is
   * in the database that is down) the check is not run and says so: that is the diagnosis.
   */
  async function limited(request: FastifyRequest, check: () => Promise<SelfTestOutcome>) {
    let outcome: SelfTestOutcome;
    try {
      await limit.take(request.ip);
      outcome = await check();
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw error;
      outcome = {
        ok: false,
        serverMs: 0,
        summary:
          'The server could not count this check (its database does not answer), so it did not run it.',
        details: { error: error instanceof Error ? error.message : String(error) },
      };
    }
    if (await isAdmin(request)) return outcome;
    const { details: _details, ...summary } = outcome;
    return summary;
  }

  const responses = { 200: SelfTestOutcome, 429: ErrorBody };

  r.get(
    '/api/self-test/time',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Self-test: the API answers, with its clock',
        description: 'Not limited: it reads the clock and nothing else.',
        response: { 200: SelfTestTime },
      },
    },
    async (request) => {
      const time = service.time();
      return (await isAdmin(request)) ? time : { serverTime: time.serverTime };
    },
  );

  r.post(
    '/api/self-test/database',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Self-test: a database write, read back in the same transaction',
        description: `Upserts one fixed row, so the database never grows. ${LIMITED}`,
        response: responses,
      },
    },
    (request) => limited(request, () => service.database()),
  );

  r.post(
    '/api/self-test/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: "Self-test: the mail transport (outbox mode, or the SMTP server's answer)",
        description: LIMITED,
        response: responses,
      },
    },
    (request) => limited(request, () => service.mail()),
  );

  r.post(
    '/api/self-test/uploads',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Self-test: a small file written, read back and deleted in UPLOAD_DIR',
        description: LIMITED,
        response: responses,
      },
    },
    (request) => limited(request, () => service.uploads()),
  );

  r.post(
    '/api/self-test/realtime',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Self-test: publish one message on a selftest:<random id> live channel',
        description:
          'Subscribe to the channel on WebSocket /api/live first; the message ' +
          `{kind:"self-test",sentAt} comes back through the hub (Redis with REDIS_URL). ${LIMITED}`,
        body: RealtimeSelfTestRequest,
        response: { ...responses, 400: ErrorBody },
      },
    },
    (request) => limited(request, () => service.realtime(request.body.channel)),
  );
}
