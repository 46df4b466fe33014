/** Test helpers: a real app on a fresh in-memory PGlite, driven through `app.inject()`. */
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { buildApp, type AppDeps } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';

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
  } = {},
): Promise<TestApp> {
  const { env: envOverrides, register, ...rest } = overrides;
  const database = rest.database ?? (await openDatabase({}));
  if (!rest.database) await database.migrate();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  const app = await buildApp({ env, database, logger: false, ...rest });
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
