/**
 * Errors that services throw. The error handler (plugins/errors/error-handler.ts) maps each to its HTTP
 * status and `{ error: { code, message, details? } }`; the client turns codes into sentences.
 */
import { ERROR_SENTENCES, ERROR_STATUS, type ErrorCode } from '#shared/core/api-error.ts';

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string = ERROR_SENTENCES[code], details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.status = ERROR_STATUS[code];
  }
}

/** not-found (404), the one way to say it: details `{ entity, id, ...details }`. */
export class NotFoundError extends AppError {
  /**
   * `message`, when given, says it in the words of where it happens ("You have no booking with
   * that id."); `details` adds to `{ entity, id }`.
   */
  constructor(
    entity: string,
    id?: string | number,
    message?: string,
    details?: Record<string, unknown>,
  ) {
    super(
      'not-found',
      message ?? (id === undefined ? `No such ${entity}.` : `No ${entity} with id ${id}.`),
      { entity, id, ...details },
    );
  }
}

export class ConflictError extends AppError {
  constructor(code: ErrorCode, details?: unknown, message?: string) {
    super(code, message ?? ERROR_SENTENCES[code], details);
  }
}

export class InvalidArgumentError extends AppError {
  constructor(message: string, details?: unknown) {
    super('invalid-argument', message, details);
  }
}

export class PermissionError extends AppError {
  constructor(message: string = ERROR_SENTENCES['permission-denied']) {
    super('permission-denied', message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super('unauthenticated');
  }
}

/**
 * resource-exhausted (429): a limit on what one account or address may do was reached. The error
 * handler sends the wait as `Retry-After` too.
 */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, details: Record<string, unknown> = {}) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    super('resource-exhausted', message, { ...details, retryAfterSeconds: wait });
    this.retryAfterSeconds = wait;
  }
}
