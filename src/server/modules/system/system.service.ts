import type { DatabaseHandle } from '#db/client.ts';
import type { HealthResponse, PublicConfig } from '#shared/system.ts';
import type { Env } from '#server/env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { APP_VERSION } from '#server/version.ts';
import { operatorServiceFor } from '#server/modules/network/operator.service.ts';

export interface DemoAccountInfo {
  role: string;
  email: string;
  password: string;
}

import type { OutboxQuery, OutboxResponse } from '#shared/system.ts';
import type { SystemRepo } from './system.repo.ts';

export interface SystemServiceDeps {
  repo: SystemRepo;
  env: Env;
  database: DatabaseHandle;
  hub: RealtimeHub;
  mailer: Mailer;
  /** Demo accounts to show on the sign-in screen when demo data is on. */
  demoAccounts: () => DemoAccountInfo[];
}

export type SystemService = ReturnType<typeof createSystemService>;

const startedAt = Date.now();

async function check(probe: () => Promise<void>): Promise<'ok' | 'down'> {
  try {
    await probe();
    return 'ok';
  } catch {
    return 'down';
  }
}

export function createSystemService({ repo, env, database, hub, mailer, demoAccounts }: SystemServiceDeps) {
  const operator = operatorServiceFor(database.db, env.OPERATOR_TIMEZONE);
  return {
    async outbox(query: OutboxQuery): Promise<OutboxResponse> {
      const rows = await repo.listOutbox(query);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    async health(): Promise<HealthResponse> {
      const t0 = performance.now();
      const [dbStatus, realtimeStatus, mailStatus] = await Promise.all([
        check(() => database.ping()),
        check(() => hub.ping()),
        check(() => mailer.ping()),
      ]);
      const latencyMs = Math.round((performance.now() - t0) * 10) / 10;
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
      return {
        appName: env.APP_NAME,
        version: APP_VERSION,
        currency: env.CURRENCY,
        timezone: await operator.operatorTimezone(),
        map: { styleUrl: env.MAP_STYLE_URL ?? null, tileUrl: env.MAP_TILE_URL ?? null },
        features: { demoData: env.DEMO_DATA, githubSignIn: Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) },
        demoAccounts: env.DEMO_DATA ? demoAccounts() : [],
      };
    },
  };
}
