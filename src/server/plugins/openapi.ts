/** OpenAPI document at /api/openapi.json (from the routes' zod schemas), rendered at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '#server/version.ts';
import { defaultAccess } from './access.ts';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Busway API', version: APP_VERSION, description: 'Bus service: network, booking, tickets, tracking.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    defaultAccess(docs, 'public');
    docs.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
