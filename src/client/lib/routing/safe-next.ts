/**
 * The `?next=` return address after signing in: only a path on this site ("/profile?tab=x"), never
 * another origin ("//evil.example", "https://…", "/\\evil") and never the sign-in screen itself.
 */
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

/** `/signin?next=…` (or another screen) for the current location. */
export function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ next }).toString()}`;
}
