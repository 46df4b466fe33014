/** Test helpers: a real app on a fresh, migrated in-memory PGlite, driven through `app.inject()`. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { buildApp, type AppDeps } from '#server/app.ts';
import { loadEnv } from '#server/config/env.ts';
import type { RequestUser } from '#server/plugins/access.ts';

export const TEST_AUTH_SECRET = 'busway-test-secret-0123456789abcdefghijklmnop';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'env'>> & {
    env?: Record<string, string>;
    /** Extra routes for the test, registered before the app is ready. */
    register?: (app: FastifyInstance) => void;
    /**
     * Treat every request as coming from this user, for HTTP tests of a module's own rules.
     * Sign-in itself and the authorisation walk use real sessions instead.
     */
    signedInAs?: RequestUser;
  } = {},
): Promise<TestApp> {
  const { env: envOverrides, register, signedInAs, ...rest } = overrides;
  const database = rest.database ?? (await openTestDatabase('pglite'));
  const uploadDir = await mkdtemp(join(tmpdir(), 'busway-uploads-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: uploadDir,
    UPLOAD_DIR: uploadDir,
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    database,
    logger: false,
    authSecret: TEST_AUTH_SECRET,
    ...rest,
  });
  if (signedInAs) app.resolveUser = async () => signedInAs;
  register?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
