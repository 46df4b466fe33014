/**
 * The auth tables: better-auth's adapter over them, and the one query Busway makes of them itself
 * (when the request's session began). No other file of the app imports these tables.
 */
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { account, session, user, verification } from '#db/schema/auth.ts';

/** better-auth's database: its users, sessions, accounts and verifications in our tables. */
export function authDatabase(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification },
  });
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session token carried by a request's cookie (the part before the signature). */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | undefined {
  const raw = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  if (!raw) return undefined;
  const value = decodeURIComponent(raw);
  const dot = value.indexOf('.');
  return dot > 0 ? value.slice(0, dot) : undefined;
}

/** When the request's session was created, i.e. when its user last signed in. */
export async function sessionCreatedAt(db: Database, headers: Headers): Promise<Date | undefined> {
  const token = sessionTokenOf(headers.get('cookie'));
  if (!token) return undefined;
  const [row] = await db
    .select({ createdAt: session.createdAt })
    .from(session)
    .where(eq(session.token, token));
  return row?.createdAt;
}
