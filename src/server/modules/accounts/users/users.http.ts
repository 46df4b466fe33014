import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminUserList,
  AdminUserQuery,
  AdminUserResponse,
  CreateUserRequest,
  DisableUserRequest,
  OkResponse,
  UserIdParams,
} from '#shared/accounts/accounts.ts';
import { RoleChangeRequest } from '#shared/fleet/conductors.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { UsersService } from './users.service.ts';

export async function usersHttp(app: FastifyInstance, { service }: { service: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['admin: users'];

  r.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Search, filter, sort and page users',
        querystring: AdminUserQuery,
        response: { 200: AdminUserList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.post(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a user with a role and mail an invitation',
        body: CreateUserRequest,
        response: { 201: AdminUserResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: await service.create(actorOf(request), request.body) }),
  );

  r.patch(
    '/api/admin/users/:id/role',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the role',
        params: UserIdParams,
        body: RoleChangeRequest,
        response: { 200: AdminUserResponse },
      },
    },
    async (request) => ({
      user: await service.setRole(
        actorOf(request),
        request.params.id,
        request.body.role,
        request.body.conductor,
      ),
    }),
  );

  r.post(
    '/api/admin/users/:id/disable',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Disable and sign out everywhere',
        params: UserIdParams,
        body: DisableUserRequest,
        response: { 200: AdminUserResponse },
      },
    },
    async (request) => ({
      user: await service.disable(actorOf(request), request.params.id, request.body.reason),
    }),
  );

  r.post(
    '/api/admin/users/:id/enable',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enable a disabled account',
        params: UserIdParams,
        response: { 200: AdminUserResponse },
      },
    },
    async (request) => ({ user: await service.enable(actorOf(request), request.params.id) }),
  );

  r.delete(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete the account',
        params: UserIdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/users/:id/resend-verification',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mail a new verification code',
        params: UserIdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.resendVerification(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/users/:id/password-reset',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mail a password reset code',
        params: UserIdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.sendPasswordReset(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
