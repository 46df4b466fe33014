/**
 * better-auth, configured for Busway: e-mail + password with verification by a 6-digit code,
 * password reset and e-mail change by code, roles passenger | conductor | admin (admin plugin),
 * 7-day sessions refreshed daily, and GitHub sign-in when configured. auth.http.ts mounts only the
 * endpoints listed in auth-endpoints.ts, speaks Busway's error shape and applies our attempt limits.
 */
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { admin, emailOTP } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';
import type { Database } from '#db/client.ts';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RECENT_LOGIN_MINUTES,
  VERIFICATION_CODE_LENGTH,
} from '#shared/accounts/accounts.ts';
import type { Env } from '#server/config/env.ts';
import { trustedOriginsFor } from '#server/plugins/security/origins.ts';
import type { AvatarStore } from '../avatars/avatar.ts';
import { importAvatar } from '../avatars/avatar-import.ts';
import { githubProvider } from '../github/github.ts';
import { authDatabase, sessionCreatedAt } from './auth.repo.ts';

const DAY = 24 * 60 * 60;
export const CODE_VALID_MINUTES = 10;
/** Invitation and password links stay valid for three days. */
export const LINK_VALID_SECONDS = 3 * DAY;

const ac = createAccessControl(defaultStatements);
const roles = {
  passenger: ac.newRole({ user: [], session: [] }),
  conductor: ac.newRole({ user: [], session: [] }),
  admin: ac.newRole(adminAc.statements),
};

export type CodePurpose = 'email-verification' | 'forget-password' | 'change-email' | 'sign-in';

export interface AuthMail {
  /** A code was issued; `email` is where it goes (the new address for an e-mail change). */
  sendCode(input: { email: string; code: string; purpose: CodePurpose }): Promise<void>;
  /** A password link (invitations, link-based resets). */
  sendPasswordLink(input: { email: string; name: string; token: string }): Promise<void>;
}

export interface AuthDeps {
  db: Database;
  env: Env;
  secret: string;
  baseUrl: string;
  mail: AuthMail;
  avatars: AvatarStore;
}

export function createAuth({ db, env, secret, baseUrl, mail, avatars }: AuthDeps) {
  const trusted = trustedOriginsFor(env);
  return betterAuth({
    appName: env.APP_NAME,
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    // Its per-attempt warnings ("Invalid password") are routine here; errors still show.
    logger: { level: 'error', disabled: env.LOG_LEVEL === 'silent' },
    database: authDatabase(db),
    // The same list as Busway's own Origin check (plugins/security/origin-check.ts), so the two agree.
    trustedOrigins: (request) => trusted(request?.headers.get('host') ?? undefined),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: LINK_VALID_SECONDS,
      sendResetPassword: async ({ user: u, token }) =>
        mail.sendPasswordLink({ email: u.email, name: u.name, token }),
    },
    emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: true },
    user: {
      additionalFields: { phone: { type: 'string', required: false } },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (_u, request) => requireRecentSignIn(request, db),
      },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY, freshAge: 0 },
    databaseHooks: {
      user: {
        create: {
          before: async (u, context) => ({
            data: { image: await newUserImage(u.image, context?.path, avatars) },
          }),
        },
      },
    },
    // Attempt limits are Busway's own (auth.http.ts): per e-mail and address, shared by instances.
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: ['x-busway-client-ip'] } },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: CODE_VALID_MINUTES * 60,
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        allowedAttempts: 5,
        changeEmail: { enabled: true },
        sendVerificationOTP: async ({ email, otp, type }) =>
          mail.sendCode({ email, code: otp, purpose: type }),
      }),
      admin({
        ac,
        roles,
        defaultRole: 'passenger',
        adminRoles: ['admin'],
        bannedUserMessage: 'This account has been disabled.',
      }),
      ...githubProvider(env),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A new account's picture: a sign-in provider's is imported as our own avatar; no other is kept. */
async function newUserImage(
  image: string | null | undefined,
  path: string | undefined,
  avatars: AvatarStore,
) {
  if (!image || !path?.startsWith('/callback/')) return null;
  return importAvatar(image, avatars);
}

/** Deleting an account needs a sign-in within the last few minutes (not just a refreshed session). */
async function requireRecentSignIn(request: Request | undefined, db: Database) {
  const createdAt = request ? await sessionCreatedAt(db, request.headers) : undefined;
  if (!createdAt || Date.now() - createdAt.getTime() > RECENT_LOGIN_MINUTES * 60_000) {
    throw new APIError('FORBIDDEN', {
      code: 'SESSION_NOT_FRESH',
      message: 'Please sign in again to delete your account.',
    });
  }
}
