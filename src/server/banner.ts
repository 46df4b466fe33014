import type { Env } from '#server/env.ts';
import { APP_VERSION } from '#server/version.ts';
import type { DatabaseKind } from '#db/client.ts';
import type { SeedResult } from '#db/seed/seed.ts';

/** The start-up banner: name, version, URL, database kind and the demo accounts when seeded. */
export function banner(input: {
  env: Env;
  url: string;
  databaseKind: DatabaseKind;
  seeded: SeedResult | null;
  demoAccounts: { role: string; email: string; password: string }[];
}) {
  const { env, url, databaseKind, seeded, demoAccounts } = input;
  const lines = [
    '',
    `  🚌  ${env.APP_NAME} ${APP_VERSION}`,
    `  Open:      ${url}`,
    `  Database:  ${databaseKind === 'pglite' ? `PGlite (embedded) in ${env.DATA_DIR}` : 'PostgreSQL'}`,
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
