/** The signed-in user's own avatar (the rest of the profile is better-auth's update-user). */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '#shared/accounts/accounts.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { actorOf } from '#server/plugins/access.ts';
import { normaliseAvatar, type AvatarStore } from './avatars/avatar.ts';
import type { UsersRepo } from './users/users.repo.ts';

const AvatarResponse = z.object({ image: z.string().nullable() });

export async function profileHttp(
  app: FastifyInstance,
  { users, avatars }: { users: UsersRepo; avatars: AvatarStore },
) {
  // A little over the image limit, so an oversize image is answered with our own sentence.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 0 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  r.post(
    '/api/profile/avatar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResponse },
      },
    },
    async (request) => {
      const { id } = actorOf(request);
      if (!request.isMultipart())
        throw new InvalidArgumentError(
          'Send the image as multipart/form-data in the field "file".',
        );
      const file = await request.file();
      if (!file) throw new InvalidArgumentError('No image was sent.');
      const bytes = await file.toBuffer().catch(() => {
        throw new InvalidArgumentError('The image is larger than 2 MB. Choose a smaller one.');
      });
      const image = await avatars.save(id, await normaliseAvatar(bytes));
      const before = await users.findById(id);
      await users.update(id, { image });
      await avatars.remove(before?.image);
      return { image };
    },
  );

  r.delete(
    '/api/profile/avatar',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remove the avatar', response: { 200: AvatarResponse } },
    },
    async (request) => {
      const { id } = actorOf(request);
      const before = await users.findById(id);
      await users.update(id, { image: null });
      await avatars.remove(before?.image);
      return { image: null };
    },
  );
}
