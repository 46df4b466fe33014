/**
 * actorOf (access.ts) is the one way a handler learns who it acts for: the signed-in user the
 * access hook resolved, or a 401 when there is none, so no change is ever made for nobody.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessPlugin, { actorOf } from './access.ts';
import errorHandlerPlugin from './errors/error-handler.ts';

const ADMIN = { id: 'u-1', email: 'a@busway.test', name: 'Ada', role: 'admin' as const };
const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  await app.register(accessPlugin);
  app.resolveUser = async (request) => (request.headers['x-user'] ? ADMIN : null);
  for (const access of ['public', 'admin'] as const)
    app.get(`/${access}`, { config: { access } }, async (request) => actorOf(request));
  await app.ready();
});
afterAll(() => app.close());

describe('actorOf', () => {
  it('gives the signed-in user the access hook resolved', async () => {
    const res = await app.inject({ url: '/admin', headers: { 'x-user': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ADMIN);
  });

  it('answers 401 unauthenticated when a public route acts for a visitor', async () => {
    const res = await app.inject({ url: '/public' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});
