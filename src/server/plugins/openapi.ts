/** OpenAPI document at /api/openapi.json (from the routes' zod schemas), rendered at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '#server/config/version.ts';
import { defaultAccess } from './access.ts';
import { documentedSchema, SECURITY_SCHEMES, withPlainParts } from './openapi-document.ts';

/**
 * The docs page's own Content-Security-Policy (the app's, from security.ts, is for the web app),
 * scoped to /api/docs and its assets: no inline script or style at all, swagger-ui's data: icons.
 * BaseLayout leaves out swagger-ui's top bar, whose inline SVG logo carries a <style> element
 * that a CSP without 'unsafe-inline' blocks with a console error; the bar only holds that logo
 * and a box to explore other documents.
 */
export const DOCS_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Busway API',
        version: APP_VERSION,
        description: 'Bus service: network, booking, tickets, tracking.',
      },
      // Paths start with /api: the server is wherever the document was fetched from.
      servers: [{ url: '/', description: 'This Busway server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ session: [] }],
    },
    transform: (input) => {
      if (!input.schema || input.schema.hide) return jsonSchemaTransform(input);
      const documented = documentedSchema(input.route, input.schema);
      const { schema, url } = jsonSchemaTransform({ ...input, schema: documented });
      return { schema: withPlainParts(schema, input.schema), url };
    },
  });
  await app.register(async (docs) => {
    defaultAccess(docs, 'public');
    docs.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: DOCS_CSP,
      uiConfig: { layout: 'BaseLayout' },
    });
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
