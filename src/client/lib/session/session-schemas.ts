/**
 * What the session context checks with zod: the body of GET /api/auth/get-session and the user
 * mirrored in localStorage. A module of its own, loaded when first needed (after the first paint),
 * so zod is not part of the first load (lib/api/api.ts).
 */
import { z } from 'zod';
import { Role } from '#shared/accounts/accounts.ts';

export const SessionBody = z
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

export const StoredUser = z.object({
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

/** Any answer: sign-out's body is not read. */
export const Anything = z.unknown();
