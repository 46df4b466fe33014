/**
 * The `?next=` return address after signing in: only a path on this site ("/profile?tab=x"), never
 * another origin ("//evil.example", "https://…", "/\\evil") and never the sign-in screen itself.
 */
import { paths } from './paths.ts';

const BASE = 'http://busway.invalid';

export function safeNextPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (url.pathname.toLowerCase() === '/signin') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where signing in leads: the `?next=` address when it is safe, else the person's own start screen —
 * the dashboard for an admin, the profile (account and trips) for everyone else.
 */
export function landingAfterSignIn(rawNext: string | null, role: string | undefined): string {
  return safeNextPath(rawNext, role === 'admin' ? paths.adminHome : paths.profile);
}

/** `/signin?next=…` (or another screen) for the current location. */
export function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ next }).toString()}`;
}
