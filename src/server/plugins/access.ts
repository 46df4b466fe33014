/**
 * Deny by default: every route declares `config.access` (public | signed-in | conductor | admin).
 * A route without one answers 403 to everyone, and `app.routeTable` lists every registered route
 * so a test can walk them all.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roleAllows, type Access, type Role } from '#shared/accounts/access.ts';
import { AppError, UnauthenticatedError } from '#server/errors.ts';

export interface RequestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved by the auth plugin; null for visitors. */
    user: RequestUser | null;
    /**
     * On a public route, whoever is signed in (or null): resolved only when a handler asks, so
     * public routes that do not care pay nothing for it.
     */
    optionalUser: () => Promise<RequestUser | null>;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Resolves the signed-in user of a request; replaced by the auth plugin. */
    resolveUser: (request: FastifyRequest) => Promise<RequestUser | null>;
  }
}

async function accessPlugin(app: FastifyInstance) {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('resolveUser', async () => null);
  app.decorateRequest('user', null);
  app.decorateRequest('optionalUser', async function (this: FastifyRequest) {
    this.user ??= await app.resolveUser(this);
    return this.user;
  });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read lazily: a child context's onRoute hook (defaultAccess) may set it after this one ran.
      routeTable.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  // onRequest: refuse before the body is read or validated, so a refusal never depends on input.
  // A callback, not an async function, so a public route (most requests) waits for no promise.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done) => {
    if (request.is404) return done(); // the not-found handler answers everyone alike
    const access = request.routeOptions.config.access;
    if (!access)
      return done(
        new AppError('permission-denied', 'This route declares no access and is closed.'),
      );
    if (access === 'public') return done();
    app.resolveUser(request).then((user) => {
      request.user = user;
      if (!user) return done(new AppError('unauthenticated'));
      if (!roleAllows(access, user.role)) return done(new AppError('permission-denied'));
      done();
    }, done);
  });
}

export default fp(accessPlugin, { name: 'access' });

/**
 * The signed-in user a handler acts for (the audit log's actor). On a route that is not public the
 * onRequest hook has already resolved it; should a handler of a public route call this for a
 * visitor, the answer is a 401, never a change made for nobody.
 */
export function actorOf(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}

/**
 * For plugins that register routes of their own (static files, API docs): inside the calling
 * context, every route gets `access` unless it declares one.
 */
export function defaultAccess(app: FastifyInstance, access: Access) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}
