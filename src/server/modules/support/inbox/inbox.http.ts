/** /api/admin/messages: the contact messages for admins — list, one with its thread, replies. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import {
  MessageList,
  MessageListQuery,
  MessageResponse,
  ReplyInput,
  UnreadCount,
} from '#shared/support/support.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { InboxService } from './inbox.service.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: support'];
const one = { params: IdParams, response: { 200: MessageResponse, 404: ErrorBody } };

export async function inboxHttp(app: FastifyInstance, { service }: { service: InboxService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/messages',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Contact messages, newest first, a page at a time; filter by status',
        querystring: MessageListQuery,
        response: { 200: MessageList, 400: ErrorBody },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/messages/unread',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many messages no admin has read yet',
        response: { 200: UnreadCount },
      },
    },
    async () => service.unread(),
  );

  r.get(
    '/api/admin/messages/:id',
    { config: admin, schema: { tags, summary: 'One message with its replies', ...one } },
    async (request) => ({ message: await service.get(request.params.id) }),
  );

  r.post(
    '/api/admin/messages/:id/read',
    {
      config: admin,
      schema: { tags, summary: 'Mark a message read (audited the first time)', ...one },
    },
    async (request) => ({
      message: await service.markRead(actorOf(request), request.params.id),
    }),
  );

  r.post(
    '/api/admin/messages/:id/replies',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reply by mail to the sender; the message becomes answered',
        description:
          'The reply is stored first, then mailed; a mail the transport refuses is retried ' +
          'until sent (the reply says `mailState`). A closed message is refused (412): reopen it.',
        params: IdParams,
        body: ReplyInput,
        response: { 201: MessageResponse, 400: ErrorBody, 404: ErrorBody, 412: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: await service.reply(actorOf(request), request.params.id, request.body.body),
      }),
  );

  r.post(
    '/api/admin/messages/:id/close',
    { config: admin, schema: { tags, summary: 'Close a message (no more replies)', ...one } },
    async (request) => ({ message: await service.close(actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/admin/messages/:id/reopen',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reopen a closed message: answered if it has replies, else open',
        ...one,
      },
    },
    async (request) => ({ message: await service.reopen(actorOf(request), request.params.id) }),
  );
}
