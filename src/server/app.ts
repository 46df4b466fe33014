/**
 * Builds the Fastify application (no listen): external plugins, app plugins, then each domain's
 * register* call.
 * Tests call `buildApp` with an in-memory database and use `app.inject()`.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '#db/client.ts';
import { publicUrl, type Env } from '#server/config/env.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '#server/mail/mailer.ts';
import { createInProcessHub, type RealtimeHub } from '#server/realtime/hub.ts';
import { createRedisHub } from '#server/realtime/redis-hub.ts';
import accessPlugin from '#server/plugins/access.ts';
import compressionPlugin from '#server/plugins/compression/compression.ts';
import errorHandlerPlugin, { frameworkError } from '#server/plugins/errors/error-handler.ts';
import openapiPlugin from '#server/plugins/openapi.ts';
import { serializerCompiler } from '#server/plugins/serializer.ts';
import { stdoutLogStream } from '#server/plugins/logging/log-stream.ts';
import { RequestLog } from '#server/plugins/logging/request-log.ts';
import securityPlugin from '#server/plugins/security/security.ts';
import spaPlugin from '#server/plugins/static/spa.ts';
import { uploadsPlugin } from '#server/plugins/static/uploads.ts';
import { registerAccounts } from '#server/modules/accounts/accounts.module.ts';
import { registerFleet } from '#server/modules/fleet/fleet.module.ts';
import { registerNetwork } from '#server/modules/network/network.module.ts';
import { registerTimetable } from '#server/modules/timetable/timetable.module.ts';
import { registerGtfs } from '#server/modules/gtfs/gtfs.module.ts';
import { registerStats } from '#server/modules/stats/stats.module.ts';
import { registerSystem } from '#server/modules/system/system.module.ts';
import { registerSupport } from '#server/modules/support/support.module.ts';
import { contactLimitsOf } from '#server/modules/support/support-limits.ts';
import { auditOver } from '#server/core/audit.service.ts';
import { registerLive } from '#server/realtime/live.http.ts';
import { registerTracking } from '#server/modules/tracking/tracking.module.ts';
import { trackingLimitsOf } from '#server/modules/tracking/tracking-limits.ts';
import { registerGtfsRealtime } from '#server/modules/tracking/gtfs-rt/gtfs-rt.module.ts';
import { registerSimulation } from '#server/modules/simulation/simulation.module.ts';
import { registerBooking } from '#server/modules/booking/booking.module.ts';
import { bookingLimitsOf } from '#server/modules/booking/booking-limits.ts';
import { registerConductor } from '#server/modules/conductor/conductor.module.ts';
import { checkLimitsOf } from '#server/modules/conductor/checks/checks-limits.ts';
import {
  registerTicketDocuments,
  registerTickets,
} from '#server/modules/tickets/tickets.module.ts';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Given: the caller closes it. Otherwise the app opens one (Redis with REDIS_URL) and closes it. */
  hub?: RealtimeHub;
  mailer?: Mailer;
  /** Where the built web app lives; defaults to dist/client. */
  clientDir?: string;
  /** Signs sessions; main.ts resolves it from BETTER_AUTH_SECRET or DATA_DIR (accounts/secret.ts). */
  authSecret: string;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** The wall clock tracking judges fixes by; tests set it to a recorded feed's time. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Pick<AppDeps, 'env' | 'database' | 'hub' | 'mailer'>>;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;

  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL, stream: stdoutLogStream() },
    // One line per request instead of two.
    logController: new RequestLog(),
    bodyLimit: env.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: true,
    frameworkErrors: frameworkError,
  });
  const mailer =
    deps.mailer ??
    (env.SMTP_URL
      ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, log: app.log })
      : createOutboxMailer(database.db));
  app.addHook('onClose', () => mailer.flush());
  const hub =
    deps.hub ??
    (env.REDIS_URL ? createRedisHub(env.REDIS_URL, { log: app.log }) : createInProcessHub());
  if (!deps.hub) app.addHook('onClose', () => hub.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { env, database, hub, mailer });
  // While closing, answers end their keep-alive connection so close() does not wait for idle
  // sockets to time out after the in-flight requests have finished.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // External plugins, then the app's own, then each domain in dependency order: a register*
  // call builds its repositories and services, registers its HTTP plugins and returns the
  // services later domains need. The web app comes last.
  await app.register(securityPlugin, { env });
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(accessPlugin);
  await app.register(openapiPlugin);
  await app.register(uploadsPlugin, { uploadDir: env.UPLOAD_DIR });

  const { db } = database;
  // Every module audits its changes, over its own connection so an entry joins the change's
  // transaction (core/audit.service.ts).
  const auditFor = auditOver;
  const { users, accounts } = await registerAccounts(app, {
    env,
    db,
    mailer,
    auditFor,
    secret: deps.authSecret,
    baseUrl: publicUrl(env),
  });
  const { operator } = await registerNetwork(app, { env, db, auditFor });
  await registerSystem(app, { env, database, hub, mailer, operator });
  const { rollout, tripCancelled } = await registerTimetable(app, {
    db,
    auditFor,
    operator,
    // Tracking is registered later (it hears cancellations); the list asks it at request time.
    statesOf: (trips) => tracking.statesOf(trips),
  });
  await registerGtfs(app, { env, db, operator, rollout });
  await registerFleet(app, { env, db, auditFor, users, accounts, operator });
  const tickets = await registerTickets(app, {
    signingKeyPem: env.TICKET_SIGNING_KEY,
    dataDir: env.DATA_DIR,
    appName: env.APP_NAME,
    baseUrl: publicUrl(env),
    operator,
  });
  const { bookings, manifest } = await registerBooking(app, {
    db,
    changes: database.changes,
    hub,
    mailer,
    operator,
    tickets,
    tripCancelled,
    limits: bookingLimitsOf(env),
    jobs: env.NODE_ENV !== 'test',
  });
  await registerTicketDocuments(app, { db, tickets, bookingOf: bookings.get });
  const { tripRan } = await registerConductor(app, {
    db,
    auditFor,
    publicKeys: () => [tickets.signer.publicKey],
    timezone: () => operator.operatorTimezone(),
    limits: checkLimitsOf(env),
    bookingManifest: (tripId, actor) => manifest.manifest(tripId, actor),
    now: deps.now,
  });
  const { tracking, snapshot, contexts } = await registerTracking(app, {
    db,
    hub,
    operator,
    tripCancelled,
    tripRan,
    now: deps.now,
    jobs: env.NODE_ENV !== 'test',
    limits: trackingLimitsOf(env),
  });
  await registerGtfsRealtime(app, {
    db,
    tracking,
    auditFor,
    timezone: () => operator.operatorTimezone(),
    now: deps.now,
    poll: env.NODE_ENV !== 'test',
    allowedHosts: env.REALTIME_FEED_ALLOWED_HOSTS,
    secret: deps.authSecret,
  });
  // After tracking: the dashboard counts today's trips by the state their pages show (decision 029).
  await registerStats(app, {
    db,
    operator,
    statesOf: (trips) => tracking.statesOf(trips),
    now: deps.now,
  });
  await registerSupport(app, {
    db,
    mailer,
    auditFor,
    brand: { appName: env.APP_NAME, url: publicUrl(env) },
    limits: contactLimitsOf(env),
    jobs: env.NODE_ENV !== 'test',
    now: deps.now,
  });
  await registerLive(app, { hub, env, snapshot });
  await registerSimulation(app, {
    db,
    operator,
    tracking,
    hub,
    plans: { plan: async (tripId) => (await contexts.get([tripId])).get(tripId) },
    now: deps.now && (() => deps.now!().getTime()),
  });

  await app.register(spaPlugin, {
    clientDir: deps.clientDir ?? env.CLIENT_DIR ?? DEFAULT_CLIENT_DIR,
  });
  return app;
}
