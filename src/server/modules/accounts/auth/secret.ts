import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '#server/config/env.ts';

/**
 * BETTER_AUTH_SECRET, or (outside production, where env.ts demands the variable) a secret made
 * once and kept in DATA_DIR/auth-secret so sessions survive restarts.
 */
export async function resolveAuthSecret(
  env: Pick<Env, 'BETTER_AUTH_SECRET' | 'DATA_DIR'>,
): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
