/**
 * The two better-auth endpoints the session context itself needs: GET /api/auth/get-session (who is
 * signed in, and until when) and POST /api/auth/sign-out. Screens call the rest through
 * features/accounts/sign-in/api and profile/api.
 */
import type { PublicUser } from '#shared/accounts/accounts.ts';
import { api } from '../api/api.ts';

const schemas = () => import('./session-schemas.ts');

export interface ServerSession {
  user: PublicUser;
  sessionId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export async function getSession(signal?: AbortSignal): Promise<ServerSession | null> {
  const body = await api('/api/auth/get-session', {
    schema: () => schemas().then((m) => m.SessionBody),
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
  const schema = () => schemas().then((m) => m.Anything);
  await api('/api/auth/sign-out', { method: 'POST', json: {}, schema });
}
