/**
 * The better-auth endpoints Busway serves under /api/auth — exactly those the web app calls. Every
 * other better-auth endpoint (its admin API, magic links, sign-in by code, account linking…) answers
 * 404: Busway's own routes do that work with its audit log and checks. Each endpoint declares its
 * access like any other route, and `limit` says how its attempts are counted (attempts.service.ts):
 * `failures` for endpoints that check a password or code, `requests` for those that send mail;
 * `perAddress` adds a limit per client address across e-mails. `body` is what a POST may carry
 * (auth-bodies.ts): nothing else reaches better-auth.
 */
import type { z } from 'zod';
import type { Access } from '#shared/accounts/access.ts';
import type { AddressLimit, LimitKind } from '../../attempts/attempts.service.ts';
import * as Body from './auth-bodies.ts';

interface EndpointBase {
  /** Under /api/auth. */
  path: string;
  access: Access;
  limit?: LimitKind;
  perAddress?: AddressLimit;
  /** Served only when GitHub sign-in is configured. */
  github?: true;
}

/** A GET carries no body; a POST carries exactly its `body`, checked before better-auth sees it. */
export type AuthEndpoint = EndpointBase &
  ({ method: 'GET' } | { method: 'POST'; body: z.ZodType<object> });

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  // The session context (client lib/session/session-api.ts).
  { method: 'GET', path: '/get-session', access: 'public' },
  { method: 'POST', path: '/sign-out', access: 'public', body: Body.NoBody },
  // Sign-up, e-mail verification, sign-in.
  {
    method: 'POST',
    path: '/sign-up/email',
    access: 'public',
    limit: 'requests',
    perAddress: 'sign-ups',
    body: Body.SignUpBody,
  },
  {
    method: 'POST',
    path: '/email-otp/send-verification-otp',
    access: 'public',
    limit: 'requests',
    perAddress: 'requests',
    body: Body.SendVerificationCodeBody,
  },
  {
    method: 'POST',
    path: '/email-otp/verify-email',
    access: 'public',
    limit: 'failures',
    perAddress: 'failures',
    body: Body.EmailCodeBody,
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    access: 'public',
    limit: 'failures',
    perAddress: 'failures',
    body: Body.SignInBody,
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    access: 'public',
    github: true,
    body: Body.SocialSignInBody,
  },
  { method: 'GET', path: '/callback/github', access: 'public', github: true },
  // Password reset by code, and the invitation link that sets a first password.
  {
    method: 'POST',
    path: '/email-otp/request-password-reset',
    access: 'public',
    limit: 'requests',
    perAddress: 'requests',
    body: Body.EmailBody,
  },
  {
    method: 'POST',
    path: '/email-otp/reset-password',
    access: 'public',
    limit: 'failures',
    perAddress: 'failures',
    body: Body.ResetPasswordByCodeBody,
  },
  {
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    limit: 'failures',
    perAddress: 'failures',
    body: Body.ResetPasswordByTokenBody,
  },
  // The signed-in person's own account (/profile).
  { method: 'POST', path: '/update-user', access: 'signed-in', body: Body.UpdateUserBody },
  {
    method: 'POST',
    path: '/change-password',
    access: 'signed-in',
    limit: 'failures',
    body: Body.ChangePasswordBody,
  },
  {
    method: 'POST',
    path: '/email-otp/request-email-change',
    access: 'signed-in',
    limit: 'requests',
    body: Body.NewEmailBody,
  },
  {
    method: 'POST',
    path: '/email-otp/change-email',
    access: 'signed-in',
    limit: 'failures',
    body: Body.NewEmailCodeBody,
  },
  { method: 'GET', path: '/list-sessions', access: 'signed-in' },
  { method: 'POST', path: '/revoke-session', access: 'signed-in', body: Body.SessionTokenBody },
  { method: 'POST', path: '/revoke-sessions', access: 'signed-in', body: Body.NoBody },
  {
    method: 'POST',
    path: '/delete-user',
    access: 'signed-in',
    limit: 'failures',
    body: Body.DeleteUserBody,
  },
];

/** The endpoints served with this configuration. */
export function servedAuthEndpoints(githubSignIn: boolean): AuthEndpoint[] {
  return AUTH_ENDPOINTS.filter((endpoint) => githubSignIn || !endpoint.github);
}
