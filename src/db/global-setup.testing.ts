/**
 * Vitest global set-up: builds the migrated test database templates (database-template.testing.ts) once,
 * before the workers start, so no two workers build the same one; removes those of older
 * migrations.
 */
import { pgliteTemplate, postgresTemplate, pruneTemplates } from './database-template.testing.ts';

export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  await pruneTemplates(adminUrl);
  await pgliteTemplate();
  if (adminUrl) await postgresTemplate(adminUrl);
}
