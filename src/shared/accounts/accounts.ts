/**
 * Accounts: the schemas shared by the sign-up/profile forms and the server, and the admin user API.
 * Identity endpoints live under /api/auth/* (better-auth, answering in Busway's error shape).
 */
import { z } from 'zod';
import { ROLES } from './access.ts';
import { id, text } from '../core/text.ts';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
/** Seconds a person waits before asking for another code. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Sign-in attempts that may fail per e-mail and address before a pause. */
export const MAX_FAILED_SIGN_INS = 5;
export const ATTEMPT_WINDOW_MINUTES = 15;
/** Deleting the account needs a sign-in this recent. */
export const RECENT_LOGIN_MINUTES = 5;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const Email = text({ max: 320, maxMessage: 'Keep the email address under 320 characters' })
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));
export const Password = text({
  trim: false,
  min: MIN_PASSWORD_LENGTH,
  minMessage: `The password must be ${MIN_PASSWORD_LENGTH} characters long or more`,
  max: MAX_PASSWORD_LENGTH,
  maxMessage: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
});
export const PersonName = text({
  min: 1,
  minMessage: 'Enter a name',
  max: 100,
  maxMessage: 'Keep the name under 100 characters',
});
/** Optional phone: digits, spaces and + - ( ) only, 6–20 characters. */
export const Phone = text({ max: 20 })
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number such as +49 30 1234567')
  .or(z.literal(''))
  .optional();
export const VerificationCode = text({ max: 6 }).regex(
  /^\d{6}$/,
  `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`,
);

export const SignUpForm = z.object({
  name: PersonName,
  email: Email,
  phone: Phone,
  password: Password,
});
export type SignUpForm = z.infer<typeof SignUpForm>;
export const SignInForm = z.object({
  email: Email,
  password: text({
    trim: false,
    min: 1,
    minMessage: 'Enter your password',
    max: MAX_PASSWORD_LENGTH,
  }),
});
export const ProfileForm = z.object({ name: PersonName, phone: Phone });
export const ChangePasswordForm = z.object({
  currentPassword: text({
    trim: false,
    min: 1,
    minMessage: 'Enter your current password',
    max: MAX_PASSWORD_LENGTH,
  }),
  newPassword: Password,
});

export const Role = z.enum(ROLES);

/** The public profile of the signed-in user (also mirrored in localStorage under `user`). */
export const PublicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  role: Role,
});
export type PublicUser = z.infer<typeof PublicUser>;

// ── Admin: users ────────────────────────────────────────────────────────────────────────────────

export const USER_SORTS = ['name', 'email', 'role', 'createdAt'] as const;

export const AdminUserQuery = z.object({
  q: text({ max: 200 }).optional(),
  role: Role.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  verified: z.enum(['true', 'false']).optional(),
  sort: z.enum(USER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: Role,
  banned: z.boolean(),
  banReason: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = z.object({
  users: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

export const CreateUserRequest = z.object({
  name: PersonName,
  email: Email,
  role: Role,
  phone: Phone,
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;
export const SetRoleRequest = z.object({ role: Role });
export const DisableUserRequest = z.object({
  reason: text({ min: 3, minMessage: 'Give a reason of 3 characters or more', max: 500 }),
});
export const UserIdParams = z.object({ id: id() });
export const OkResponse = z.object({ ok: z.literal(true) });
export const AdminUserResponse = z.object({ user: AdminUser });
