/** Serves uploaded files (avatars, bus photos) from UPLOAD_DIR under /uploads/. */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { defaultAccess } from '../access.ts';

export async function uploadsPlugin(app: FastifyInstance, { uploadDir }: { uploadDir: string }) {
  const root = resolve(uploadDir);
  mkdirSync(root, { recursive: true });
  defaultAccess(app, 'public');
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Names carry a random part and change with every upload, so a long cache is safe.
    maxAge: '30d',
    immutable: true,
  });
}
