/**
 * The better-auth endpoints Busway serves under /api/auth — exactly those the web app calls. Every
 * other better-auth endpoint (its admin API, magic links, sign-in by code, account linking…) answers
 * 404: Busway's own routes do that work with its audit log and checks. Each endpoint declares its
 * access like any other route, and `limit` says how its attempts are counted (attempts.service.ts):
 * `failures` for endpoints that check a password or code, `requests` for those that send mail.
 */
import type { Access } from '#shared/access.ts';
import type { LimitKind } from './attempts.service.ts';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Under /api/auth. */
  path: string;
  access: Access;
  limit?: LimitKind;
  /** Served only when GitHub sign-in is configured. */
  github?: true;
}

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  // The session context (lib/session-api.ts).
  { method: 'GET', path: '/get-session', access: 'public' },
  { method: 'POST', path: '/sign-out', access: 'public' },
  // Sign-up, e-mail verification, sign-in.
  { method: 'POST', path: '/sign-up/email', access: 'public', limit: 'requests' },
  { method: 'POST', path: '/email-otp/send-verification-otp', access: 'public', limit: 'requests' },
  { method: 'POST', path: '/email-otp/verify-email', access: 'public', limit: 'failures' },
  { method: 'POST', path: '/sign-in/email', access: 'public', limit: 'failures' },
  { method: 'POST', path: '/sign-in/social', access: 'public', github: true },
  { method: 'GET', path: '/callback/github', access: 'public', github: true },
  // Password reset by code, and the invitation link that sets a first password.
  {
    method: 'POST',
    path: '/email-otp/request-password-reset',
    access: 'public',
    limit: 'requests',
  },
  { method: 'POST', path: '/email-otp/reset-password', access: 'public', limit: 'failures' },
  { method: 'POST', path: '/reset-password', access: 'public', limit: 'failures' },
  // The signed-in person's own account (/profile).
  { method: 'POST', path: '/update-user', access: 'signed-in' },
  { method: 'POST', path: '/change-password', access: 'signed-in', limit: 'failures' },
  {
    method: 'POST',
    path: '/email-otp/request-email-change',
    access: 'signed-in',
    limit: 'requests',
  },
  { method: 'POST', path: '/email-otp/change-email', access: 'signed-in', limit: 'failures' },
  { method: 'GET', path: '/list-sessions', access: 'signed-in' },
  { method: 'POST', path: '/revoke-session', access: 'signed-in' },
  { method: 'POST', path: '/revoke-sessions', access: 'signed-in' },
  { method: 'POST', path: '/delete-user', access: 'signed-in', limit: 'failures' },
];

/** The endpoints served with this configuration. */
export function servedAuthEndpoints(githubSignIn: boolean): AuthEndpoint[] {
  return AUTH_ENDPOINTS.filter((endpoint) => githubSignIn || !endpoint.github);
}
