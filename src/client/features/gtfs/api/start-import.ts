/** POST /api/admin/gtfs/import: uploads the feed (multipart field "file") and answers the job to poll. */
import { useMutation } from '@tanstack/react-query';
import { ImportJob } from '#shared/gtfs.ts';
import { api } from '#client/lib/api.ts';

/** A large feed on a slow line takes a while; the usual request time-out would cut it off. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function startImport(file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return api('/api/admin/gtfs/import', {
    method: 'POST',
    form,
    schema: ImportJob,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}
