/**
 * The fetch client for the Busway API. Every failure becomes an ApiError carrying one of the codes of
 * src/shared/core/api-error.ts; screens show `errorMessage(error.code)`, never raw server text.
 *
 * No zod is imported here: the calls of the first load (config, session) name their schema by a
 * loader (`schema: () => import(…)`), so zod loads after the first paint, not in the entry
 * (docs/PERFORMANCE.md, "Lighthouse").
 */
import type { z } from 'zod';
import { errorMessage, isErrorCode, type ErrorCode } from '#shared/core/api-error.ts';
import { afterFirstPaint } from '../loading/first-paint.ts';
import { readNetworkContext, requestTimeoutMs } from './request-timeout.ts';
import { noteServerDate } from './server-clock.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(
    code: ErrorCode,
    options: { status?: number; message?: string; details?: unknown; cause?: unknown } = {},
  ) {
    super(options.message ?? errorMessage(code), { cause: options.cause });
    this.code = code;
    this.status = options.status ?? 0;
    this.details = options.details;
  }
}

/** The code for an error response whose body is not Busway's `{ error }` shape (a proxy page, say). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 409) return 'aborted';
  if (status === 429) return 'resource-exhausted';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 400 && status < 500) return 'invalid-argument';
  return 'internal';
}

/** The code of any error a screen may meet; unknown errors read as `internal`. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof ApiError) return error.code;
  const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
  return isErrorCode(code) ? code : 'internal';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const { ErrorBody } = await import('#shared/core/error-body.ts');
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success)
    return new ApiError(codeForStatus(response.status), { status: response.status });
  const { code, message, details } = parsed.data.error;
  return new ApiError(code, { status: response.status, message, details });
}

/** A schema, or a loader of one: a module of the first load names its schema so (see above). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export interface ApiRequest<S extends z.ZodType> extends Omit<RequestInit, 'body'> {
  /** Validates the response body; its output type is the call's result. */
  schema: SchemaSource<S>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (file uploads). */
  form?: FormData;
  /** Overrides the time-out chosen for this device (lib/api/request-timeout.ts). */
  timeoutMs?: number;
}

type UnauthenticatedListener = (error: ApiError) => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/**
 * Tells `listener` about every 401 `unauthenticated` answer (the session ended on the server: signed
 * out elsewhere, expired, or the account was disabled). Returns the unsubscribe function.
 */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

function bodyOf(json: unknown, form: FormData | undefined): BodyInit | undefined {
  if (form !== undefined) return form;
  return json === undefined ? undefined : JSON.stringify(json);
}

/** Aborts after `timeoutMs` or when the caller's signal aborts, and can say which happened. */
function deadline(timeoutMs: number, outer: AbortSignal | null | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

function networkFailure(error: unknown, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError('auth/network-request-failed', { cause: error });
  if (error instanceof DOMException && error.name === 'AbortError')
    return new ApiError('cancelled', { cause: error });
  if (!readNetworkContext().online)
    return new ApiError('auth/network-request-failed', { cause: error });
  return new ApiError('unavailable', { cause: error });
}

export async function api<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  const { schema, json, form, headers, signal, timeoutMs, ...init } = request;
  const limit = deadline(timeoutMs ?? requestTimeoutMs(readNetworkContext()), signal);
  let response: Response;
  let body: unknown;
  let parser: Promise<S> | undefined;
  try {
    await afterFirstPaint();
    limit.signal.throwIfAborted();
    // A schema named by a loader loads while the request is under way, not after its answer.
    parser = typeof schema === 'function' ? schema() : Promise.resolve(schema);
    parser.catch(() => undefined);
    const sentAt = Date.now();
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      signal: limit.signal,
      headers: {
        accept: 'application/json',
        ...(json === undefined || form !== undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: bodyOf(json, form),
    });
    noteServerDate(response.headers.get('date'), sentAt, Date.now());
    if (!response.ok) {
      const error = await toApiError(response);
      if (error.code === 'unauthenticated')
        for (const listener of unauthenticatedListeners) listener(error);
      throw error;
    }
    body = await readJson(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkFailure(error, limit.timedOut());
  } finally {
    limit.done();
  }
  const parsed = (await parser!).safeParse(body);
  if (!parsed.success) {
    throw new ApiError('internal', {
      status: response.status,
      message: 'Unexpected response',
      cause: parsed.error,
    });
  }
  return parsed.data;
}
