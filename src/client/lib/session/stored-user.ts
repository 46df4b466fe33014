/**
 * The signed-in user's public profile mirrored in localStorage under `user` (ARCHITECTURE.md), so the
 * header can greet people before the session check answers. Removed at sign-out.
 */
import type { PublicUser } from '#shared/accounts/accounts.ts';
import { readStorage, removeStorage, writeStorage } from '../browser/storage.ts';

export const USER_STORAGE_KEY = 'user';

/** The stored user, checked (its schema loads with zod, after the first paint); null if none or bad. */
export async function readStoredUser(): Promise<PublicUser | null> {
  const raw = readStorage(USER_STORAGE_KEY);
  if (raw === null) return null;
  const { StoredUser } = await import('./session-schemas.ts');
  try {
    const parsed = StoredUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export function mirrorUser(user: PublicUser | null): void {
  if (user === null) {
    removeStorage(USER_STORAGE_KEY);
    return;
  }
  const { id, name, email, role, image, phone, emailVerified } = user;
  writeStorage(
    USER_STORAGE_KEY,
    JSON.stringify({ id, name, email, role, image, phone, emailVerified }),
  );
}
