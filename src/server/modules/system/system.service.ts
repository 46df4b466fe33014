import type { DatabaseHandle } from '#db/client.ts';
import type {
  HealthResponse,
  OutboxQuery,
  OutboxResponse,
  PublicConfig,
} from '#shared/system/system.ts';
import type { Env } from '#server/config/env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { NotFoundError } from '#server/errors.ts';
import { APP_VERSION } from '#server/config/version.ts';
import { monotonicClock, type Clock } from '#server/core/clock.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import { cachedCheck, check, shared, timedCheck, withTimeout } from './checks.ts';
import type { SystemRepo } from './system.repo.ts';

export interface DemoAccountInfo {
  role: string;
  email: string;
  password: string;
}

export interface SystemServiceDeps {
  repo: SystemRepo;
  env: Env;
  database: DatabaseHandle;
  hub: RealtimeHub;
  mailer: Mailer;
  /** The operator's settings for the public config: network's cached service, the app's only one. */
  operator: OperatorService;
  /** Demo accounts to show on the sign-in screen when demo data is on. */
  demoAccounts: () => DemoAccountInfo[];
  /** Milliseconds for latency and the mail check's cache; performance.now unless a test hands one in. */
  clock?: Clock;
}

/**
 * A mail server that does not answer must not hold up health: its check gives up after this long
 * and its answer is reused for MAIL_CHECK_CACHE_MS, so health costs at most one SMTP verify then.
 */
export const MAIL_CHECK_TIMEOUT_MS = 2_000;
export const MAIL_CHECK_CACHE_MS = 30_000;

export type SystemService = ReturnType<typeof createSystemService>;

const startedAt = Date.now();

export function createSystemService(deps: SystemServiceDeps) {
  const { repo, env, database, hub, mailer, operator, demoAccounts, clock = monotonicClock } = deps;
  const databaseCheck = shared(() => timedCheck(() => database.ping(), clock));
  const mailCheck = cachedCheck(
    withTimeout(() => mailer.ping(), MAIL_CHECK_TIMEOUT_MS, 'the mail server'),
    MAIL_CHECK_CACHE_MS,
    clock,
  );
  return {
    async outbox(query: OutboxQuery): Promise<OutboxResponse> {
      const rows = await repo.listOutbox(query);
      return {
        mails: rows.map((row) => ({
          ...row,
          attachments: row.attachments.map((attachment, index) => ({ index, ...attachment })),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** An attachment of an outbox mail as its file, for an admin to open. */
    async outboxAttachment(id: number, index: number) {
      const attachment = await repo.outboxAttachment(id, index);
      if (!attachment) throw new NotFoundError('attachment', `${id}/${index}`);
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      };
    },

    async health(): Promise<HealthResponse> {
      // Each check on its own: the database's latency is its own round trip, whatever the others take.
      const [dbCheck, realtimeStatus, mailStatus] = await Promise.all([
        databaseCheck(),
        check(() => hub.ping()),
        mailCheck(),
      ]);
      const { status: dbStatus, latencyMs } = dbCheck;
      const allOk = dbStatus === 'ok' && realtimeStatus === 'ok' && mailStatus === 'ok';
      return {
        status: allOk ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        checks: {
          database: { status: dbStatus, kind: database.kind, latencyMs },
          realtime: { status: realtimeStatus, kind: hub.kind },
          mail: { status: mailStatus, transport: mailer.transport },
        },
      };
    },

    async publicConfig(): Promise<PublicConfig> {
      const [currency, timezone, bookingWindowDays, refundPolicy] = await Promise.all([
        operator.operatorCurrency(),
        operator.operatorTimezone(),
        operator.bookingWindowDays(),
        operator.refundPolicy(),
      ]);
      return {
        appName: env.APP_NAME,
        version: APP_VERSION,
        currency,
        timezone,
        bookingWindowDays,
        refundPolicy,
        map: { styleUrl: env.MAP_STYLE_URL ?? null, tileUrl: env.MAP_TILE_URL ?? null },
        features: {
          demoData: env.DEMO_DATA,
          githubSignIn: Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET),
        },
        demoAccounts: env.DEMO_DATA ? demoAccounts() : [],
      };
    },
  };
}
