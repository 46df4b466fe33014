/**
 * The fetch client for the Busway API. Every failure becomes an ApiError carrying one of the codes of
 * src/shared/api-error.ts; screens show `errorMessage(error.code)`, never raw server text.
 */
import type { z } from 'zod';
import { ErrorBody, errorMessage, isErrorCode, type ErrorCode } from '#shared/api-error.ts';

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
  const parsed = ErrorBody.safeParse(await readJson(response));
  if (!parsed.success)
    return new ApiError(codeForStatus(response.status), { status: response.status });
  const { code, message, details } = parsed.data.error;
  return new ApiError(code, { status: response.status, message, details });
}

export interface ApiRequest<S extends z.ZodType> extends Omit<RequestInit, 'body'> {
  /** Validates the response body; its output type is the call's result. */
  schema: S;
  /** Sent as JSON. */
  json?: unknown;
}

export async function api<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  const { schema, json, headers, ...init } = request;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new ApiError('cancelled', { cause: error });
    throw new ApiError('unavailable', { cause: error });
  }
  if (!response.ok) throw await toApiError(response);
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    throw new ApiError('internal', {
      status: response.status,
      message: 'Unexpected response',
      cause: parsed.error,
    });
  }
  return parsed.data;
}
