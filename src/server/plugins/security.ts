/** Security headers with a Content-Security-Policy that allows no inline script. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';

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
  });
}

export default fp(securityPlugin, { name: 'security' });
