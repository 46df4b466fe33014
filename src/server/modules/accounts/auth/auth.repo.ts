import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { session } from '#db/schema/auth.ts';

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
