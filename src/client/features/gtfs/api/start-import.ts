/**
 * POST /api/admin/gtfs/import: uploads the feed (multipart field "file") and reads the answer as it
 * streams in, one ImportJob per line, from the start of the import to its report. The progress
 * comes on the upload's own connection: while an import holds embedded PGlite, no other request
 * could answer (docs/decisions/005-gtfs-import-streams-its-progress.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IMPORT_STREAM_TYPE, ImportJob } from '#shared/gtfs/gtfs.ts';
import { ApiError, codeForStatus } from '#client/lib/api/api.ts';
import { importQueryKey } from './get-import.ts';
import { ndjsonLines } from './ndjson.ts';

/** Until the import starts: a large feed on a slow line takes a while to upload. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success)
    return new ApiError(codeForStatus(response.status), { status: response.status });
  const { code, message, details } = parsed.data.error;
  return new ApiError(code, { status: response.status, message, details });
}

/**
 * The feed, whether the admin confirmed that it may move the operator's time zone, and whether
 * its dates move to the current week (the server computes the shift from its calendars).
 */
export interface ImportUpload {
  file: File;
  allowTimezoneChange?: boolean;
  shiftToCurrentWeek?: boolean;
}

async function upload({
  file,
  allowTimezoneChange = false,
  shiftToCurrentWeek = false,
}: ImportUpload): Promise<Response> {
  const form = new FormData();
  // Before the file: the server reads the fields that come with it.
  form.set('allowTimezoneChange', String(allowTimezoneChange));
  form.set('shiftToCurrentWeek', String(shiftToCurrentWeek));
  form.set('file', file, file.name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch('/api/admin/gtfs/import', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: `${IMPORT_STREAM_TYPE}, application/json` },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw await errorOf(response);
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = controller.signal.aborted ? 'auth/network-request-failed' : 'unavailable';
    throw new ApiError(code, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Uploads the feed and hands each state of the import to `onJob`. Resolves with the last state
 * received: the finished job, or a running one when the connection broke (the import goes on, and
 * GET answers for it). Fails with an ApiError only when no import started (refused, too large,
 * offline).
 */
export async function startImport(
  input: ImportUpload,
  onJob: (job: ImportJob) => void,
): Promise<ImportJob> {
  const response = await upload(input);
  let last: ImportJob | undefined;
  try {
    for await (const line of ndjsonLines(response.body!)) {
      last = ImportJob.parse(JSON.parse(line));
      onJob(last);
    }
  } catch (error) {
    if (!last) throw new ApiError('unavailable', { cause: error });
  }
  if (!last) throw new ApiError('unavailable');
  return last;
}

/**
 * The upload, with the import it started: each line of the answer goes into that import's query,
 * so its screen shows it, and `liveId` names the import whose progress this tab is receiving (its
 * query then need not poll). `sent`: the last import this tab started, with its file.
 */
export function useStartImport(onStarted: (job: ImportJob) => void) {
  const queryClient = useQueryClient();
  const [liveId, setLiveId] = useState<string | null>(null);
  // The import each file started, so its report can send the same file again to confirm.
  const [sent, setSent] = useState<{ id: string; file: File; shiftToCurrentWeek: boolean } | null>(
    null,
  );
  const mutation = useMutation({
    mutationFn: (input: ImportUpload) => {
      let started = false;
      return startImport(input, (job) => {
        queryClient.setQueryData(importQueryKey(job.id), job);
        if (started) return;
        started = true;
        setLiveId(job.id);
        setSent({
          id: job.id,
          file: input.file,
          shiftToCurrentWeek: input.shiftToCurrentWeek === true,
        });
        onStarted(job);
      });
    },
    onSettled: () => setLiveId(null),
  });
  return { ...mutation, liveId, sent };
}
export type StartImport = ReturnType<typeof useStartImport>;
