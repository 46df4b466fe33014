import type { Env } from '#server/config/env.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { APP_VERSION } from '#server/config/version.ts';
import type { DatabaseKind } from '#db/client.ts';
import type { SeedResult } from '#db/seed/seed.ts';

/** The start-up banner: name, version, URL, database, realtime, demo accounts when seeded. */
export function banner(input: {
  env: Env;
  url: string;
  databaseKind: DatabaseKind;
  realtimeKind: RealtimeHub['kind'];
  seeded: SeedResult | null;
  demoAccounts: { role: string; email: string; password: string }[];
}) {
  const { env, url, databaseKind, realtimeKind, seeded, demoAccounts } = input;
  const realtime =
    realtimeKind === 'redis' && env.REDIS_URL
      ? `Redis at ${withoutCredentials(env.REDIS_URL)}`
      : realtimeKind;
  const lines = [
    '',
    `  🚌  ${env.APP_NAME} ${APP_VERSION}`,
    `  Open:      ${url}`,
    `  Database:  ${databaseKind === 'pglite' ? `PGlite (embedded) in ${env.DATA_DIR}` : 'PostgreSQL'}`,
    `  Realtime:  ${realtime}`,
    `  API docs:  ${url}/api/docs`,
  ];
  if (seeded) lines.push(`  Demo data: ${seeded.summary}`);
  if (demoAccounts.length) {
    lines.push('  Demo accounts (email / password):');
    for (const account of demoAccounts) {
      lines.push(`    ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** An address fit to print: no user, password or query (which may carry a password). */
function withoutCredentials(address: string): string {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  url.search = '';
  return url.toString();
}
