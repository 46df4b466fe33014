/**
 * The origins Busway takes state-changing requests from: one list for its own Origin check
 * (origin-check.ts) and for better-auth's trustedOrigins (accounts/auth.ts), so the two agree.
 */
import type { Env } from '#server/config/env.ts';

/** `npm run dev` starts the Vite dev server on this port (scripts/dev.ts), with --strictPort. */
export const VITE_DEV_PORT = 5173;

/** Listen addresses a browser on this machine reaches under any loopback name. */
const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);

type OriginEnv = Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'NODE_ENV'>;

/** The origin of a URL ("scheme://host[:port]", lower case, default port dropped), if it is one. */
export function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** PUBLIC_URL, the listen address and, under `npm run dev` only, the Vite dev server. */
export function appOrigins(env: OriginEnv): string[] {
  const urls = env.PUBLIC_URL ? [env.PUBLIC_URL] : [];
  if (LOOPBACK_OR_ANY.has(env.HOST)) urls.push(...loopbackOrigins(env.PORT));
  else urls.push(`http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`);
  if (env.NODE_ENV === 'development') urls.push(...loopbackOrigins(VITE_DEV_PORT));
  return urls.flatMap((url) => originOf(url) ?? []);
}

/**
 * The address the request itself was sent to (its Host header), over either scheme: a page served
 * by this host is Busway's own, whatever name or address it was reached by (HOST=0.0.0.0 on a LAN,
 * a proxy that keeps Host). A cross-site page cannot pass this: its browser sends the page's
 * origin, not Busway's host; a DNS-rebound name matches its own Host but carries none of Busway's
 * cookies.
 */
export function hostOrigins(host: string | undefined): string[] {
  return host
    ? [originOf(`http://${host}`), originOf(`https://${host}`)].filter((o) => o !== undefined)
    : [];
}

/**
 * The trusted origins of a request sent to `host`: appOrigins plus hostOrigins. The app's own are
 * worked out once here, since both callers ask on every state-changing request.
 */
export function trustedOriginsFor(env: OriginEnv): (host: string | undefined) => string[] {
  const own = appOrigins(env);
  return (host) => [...own, ...hostOrigins(host)];
}
