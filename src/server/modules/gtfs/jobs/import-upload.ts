/** The upload's two ends: the feed saved to a file of its own, and the job streamed back as NDJSON. */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportJob } from '#shared/gtfs/gtfs.ts';

/** The job as NDJSON lines; the stream ends with the finished job. A client gone away is ignored. */
export function jobLines() {
  const stream = new PassThrough();
  const write = (job: ImportJob) => {
    if (stream.destroyed || stream.writableEnded) return;
    stream.write(`${JSON.stringify(job)}\n`);
    if (job.status !== 'running') stream.end();
  };
  return { stream, write };
}

/** The upload's folder in the temporary directory starts so (import-recovery.ts removes them). */
export const UPLOAD_DIR_PREFIX = 'busway-gtfs-';

/** Streams the upload to a file of its own, so the import reads it with random access. */
export async function saveUpload(
  file: Readable & { truncated?: boolean },
  maxBytes: number,
): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), UPLOAD_DIR_PREFIX));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'feed.zip');
  try {
    await pipeline(file, createWriteStream(path));
    // Past the limit the stream ends early rather than failing: never import a cut-off file.
    if (file.truncated) throw tooLarge(maxBytes);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { path, cleanup };
}

/** 413, which the error handler answers as resource-exhausted, like any body over a limit. */
function tooLarge(maxBytes: number) {
  const limit = maxBytes >= 2 ** 20 ? `${Math.round(maxBytes / 2 ** 20)} MB` : `${maxBytes} bytes`;
  return Object.assign(new Error(`The GTFS zip is larger than ${limit}.`), {
    statusCode: 413,
  });
}
