/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * path that is not an API path and names no file (no extension) answered with index.html so the
 * client router takes over; a missing file (`/favicon.png`, `/wp-login.php`) is a 404. The build
 * writes brotli and gzip copies beside each text file (scripts/vite-precompress.ts); a client that
 * accepts one gets it, and one that does not, or a file without copies, gets the file itself.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultAccess } from '../access.ts';

const API_PREFIXES = ['/api/', '/api', '/gtfs-rt/'];
/** A path whose last segment has an extension asks for a file; screen paths have none. */
const FILE_PATH = /\.[^/.]+$/;
export const POPUP_COMPLETE_PATH = '/auth/popup-complete';

async function spaPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const clientDir = resolve(options.clientDir);
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built web app at ${clientDir}; run "npm run build". The API still works.`);
  }

  await app.register(async (files) => {
    defaultAccess(files, 'public');
    if (existsSync(clientDir)) {
      await files.register(fastifyStatic, {
        root: clientDir,
        // Files are listed once at start; every other path falls through to index.html below.
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, path) {
          const hashed = /[/\\]assets[/\\]/.test(path);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // Not an API operation: left out of the OpenAPI document.
    files.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((p) => path === p || path.startsWith(p))) return reply.callNotFound();
      // Files built after start (a rebuild under a running server) are not in the listing above.
      const file = resolve(clientDir, `.${decodeURIComponent(path)}`);
      if (file.startsWith(`${clientDir}/`) && existsSync(file) && statSync(file).isFile()) {
        return reply.sendFile(file.slice(clientDir.length + 1));
      }
      if (path.startsWith('/assets/') || FILE_PATH.test(path) || !existsSync(indexPath)) {
        // A missing hashed chunk must fail loudly so the client shows "Busway was updated — reload",
        // and a missing file must not read as an HTML page with 200 (crawlers, icons, manifests).
        return reply.callNotFound();
      }
      reply.header('cache-control', 'no-cache');
      // The sign-in popup's last page reports to its opener, so it must stay in the opener's group.
      if (path === POPUP_COMPLETE_PATH) reply.header('cross-origin-opener-policy', 'unsafe-none');
      if (!files.hasReplyDecorator('sendFile')) {
        // The folder appeared after start, so @fastify/static is not registered: send it as is.
        return reply.type('text/html; charset=utf-8').send(await readFile(indexPath));
      }
      return reply.sendFile('index.html');
    });
  });
}

export default fp(spaPlugin, { name: 'spa' });
