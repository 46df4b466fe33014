/**
 * The signed-in user's public profile mirrored in localStorage under `user` (ARCHITECTURE.md), so the
 * header can greet people before the session check answers. Removed at sign-out.
 */
import { z } from 'zod';
import { Role, type PublicUser } from '#shared/accounts/accounts.ts';
import { readStorage, removeStorage, writeStorage } from '../browser/storage.ts';

export const USER_STORAGE_KEY = 'user';

const StoredUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  emailVerified: z.boolean().default(true),
  image: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  phone: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

export function readStoredUser(): PublicUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (raw === null) return null;
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
