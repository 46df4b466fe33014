/**
 * How long an API call may take before it fails with `auth/network-request-failed`: 30 s on a
 * desktop, 60 s on a phone or tablet (coarse pointer or narrow screen), 5 s while the browser says
 * it is offline (the request is almost certainly lost; say so quickly).
 */
export const DESKTOP_TIMEOUT_MS = 30_000;
export const MOBILE_TIMEOUT_MS = 60_000;
export const OFFLINE_TIMEOUT_MS = 5_000;

/** The header's breakpoint: below it the layout is the phone layout. */
export const NARROW_SCREEN_QUERY = '(max-width: 48rem)';
export const COARSE_POINTER_QUERY = '(pointer: coarse)';

export interface NetworkContext {
  online: boolean;
  coarsePointer: boolean;
  narrowScreen: boolean;
}

export function requestTimeoutMs(context: NetworkContext): number {
  if (!context.online) return OFFLINE_TIMEOUT_MS;
  if (context.coarsePointer || context.narrowScreen) return MOBILE_TIMEOUT_MS;
  return DESKTOP_TIMEOUT_MS;
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/** The browser's state now; outside a browser (tests, tools) a desktop that is online. */
export function readNetworkContext(): NetworkContext {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
  return {
    online,
    coarsePointer: matches(COARSE_POINTER_QUERY),
    narrowScreen: matches(NARROW_SCREEN_QUERY),
  };
}
