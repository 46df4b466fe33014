/**
 * The two better-auth endpoints the session context itself needs: GET /api/auth/get-session (who is
 * signed in, and until when) and POST /api/auth/sign-out. Screens call the rest through
 * features/accounts/api.
 */
import { z } from 'zod';
import { Role, type PublicUser } from '#shared/accounts/accounts.ts';
import { api } from '../api/api.ts';

const SessionBody = z
  .object({
    session: z.object({ id: z.string(), expiresAt: z.coerce.date() }),
    user: z.object({
      id: z.string(),
      name: z.string().nullish(),
      email: z.string(),
      emailVerified: z.boolean().nullish(),
      image: z.string().nullish(),
      phone: z.string().nullish(),
      role: Role.nullish().catch(null),
    }),
  })
  .nullish();

export interface ServerSession {
  user: PublicUser;
  sessionId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export async function getSession(signal?: AbortSignal): Promise<ServerSession | null> {
  const body = await api('/api/auth/get-session', {
    schema: SessionBody,
    signal,
    cache: 'no-store',
  });
  if (!body) return null;
  const { user, session } = body;
  return {
    sessionId: session.id,
    expiresAt: session.expiresAt.getTime(),
    user: {
      id: user.id,
      name: user.name ?? '',
      email: user.email,
      emailVerified: user.emailVerified ?? false,
      image: user.image ?? null,
      phone: user.phone ?? null,
      role: user.role ?? 'passenger',
    },
  };
}

export async function postSignOut(): Promise<void> {
  await api('/api/auth/sign-out', { method: 'POST', json: {}, schema: z.unknown() });
}
