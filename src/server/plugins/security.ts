/**
 * Security headers with a Content-Security-Policy that allows no inline script, Strict-Transport-
 * Security over HTTPS only, the cross-site request check and the accepted body types.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import contentTypesPlugin from './content-types.ts';
import originCheckPlugin from './origin-check.ts';

/** Helmet's value: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

function origins(...urls: (string | undefined)[]): string[] {
  return urls.flatMap((url) => (url ? [new URL(url.replaceAll(/[{}]/g, '')).origin] : []));
}

async function securityPlugin(app: FastifyInstance, { env }: { env: Env }) {
  const mapOrigins = origins(env.MAP_STYLE_URL, env.MAP_TILE_URL);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and MapLibre set element styles from script; no inline <style> or script is served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...mapOrigins],
        workerSrc: ["'self'", 'blob:'],
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
  // Only an answer that came over HTTPS may pin the host to HTTPS; request.protocol reads
  // X-Forwarded-Proto from the proxies TRUST_PROXY names, and only from them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(originCheckPlugin, { env });
  await app.register(contentTypesPlugin);
}

export default fp(securityPlugin, { name: 'security' });
