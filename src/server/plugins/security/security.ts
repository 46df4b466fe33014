/**
 * Security headers — the page's, with a Content-Security-Policy that allows no inline script, on
 * pages and files, and a short set on JSON answers — Strict-Transport-Security over HTTPS only,
 * the cross-site request check and the accepted body types.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Env } from '#server/config/env.ts';
import contentTypesPlugin from './content-types.ts';
import originCheckPlugin from './origin-check.ts';

/** Helmet's value: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What a JSON answer carries instead of the page's set (OWASP's REST Security Cheat Sheet): it is
 * never a document, so the policy allows nothing, no page may frame it, no other site may read it
 * (CORP) and no browser may sniff it into a type it is not. The page's other headers (the opener
 * policy, origin-keyed agent clusters, DNS prefetch, old IE and Flash switches) only mean something
 * for documents; leaving them off halves the bytes of a small answer (docs/PERFORMANCE.md).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json/;

function origins(...urls: (string | undefined)[]): string[] {
  return urls.flatMap((url) => (url ? [new URL(url.replaceAll(/[{}]/g, '')).origin] : []));
}

/**
 * The headers helmet sets with these options, worked out once: they are the same on every answer,
 * and @fastify/helmet built helmet again on every request, parsing the policy each time, a tenth
 * of a cheap request's time (docs/PERFORMANCE.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

async function securityPlugin(app: FastifyInstance, { env }: { env: Env }) {
  const mapOrigins = origins(env.MAP_STYLE_URL, env.MAP_TILE_URL);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the door's QR reader, a file of this app:
        // features/conductor/door/scan/qr-reader.ts); it allows no eval() of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // React and MapLibre set element styles from script; no inline <style> or script is served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...mapOrigins],
        // MapLibre's worker is a file of this app, never a blob (decision 018); so is the service
        // worker, /sw.js, and the web app manifest (decision 026).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The GitHub sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: false,
  });
  const pageHeaders = Object.entries(headers);
  const apiHeaders = Object.entries(API_HEADERS);
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const set = typeof type === 'string' && JSON_TYPE.test(type) ? apiHeaders : pageHeaders;
    // A route's own value wins (the sign-in popup's page keeps its opener).
    for (const [name, value] of set) if (!reply.hasHeader(name)) reply.header(name, value);
    // Only an answer that came over HTTPS may pin the host to HTTPS; request.protocol reads
    // X-Forwarded-Proto from the proxies TRUST_PROXY names, and only from them.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
  await app.register(originCheckPlugin, { env });
  await app.register(contentTypesPlugin);
}

export default fp(securityPlugin, { name: 'security' });
