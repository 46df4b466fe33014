/**
 * Loading a screen's code chunk, with no React and no DOM in it so it can be tested on its own.
 * After a new deploy the old hashed chunks are gone: the import fails, we retry once, and if it
 * still fails the screen shows "Busway was updated — reload".
 */

/** A chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** A short pause before the single retry, to ride out a network blip. */
export const CHUNK_RETRY_DELAY_MS = 500;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export interface LoadOptions {
  /** How many times to retry after a failure (default 1). */
  retries?: number;
  /** Deadline for the whole load, retries included (default 120 s). */
  timeoutMs?: number;
  retryDelayMs?: number;
  /** Runs before each retry, told the failure; a rejection ends the load with that error. */
  beforeRetry?: (error: unknown) => void | Promise<void>;
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /loading (css )?chunk .* failed/i, // webpack-style wording, for libraries
];

const reportedFailures = new WeakSet<object>();

/** Remembers an error Vite reported through `vite:preloadError`, so it is classified as a chunk failure. */
export function rememberChunkFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) reportedFailures.add(error);
}

/** Whether an error means a code chunk could not be loaded (usually: the app was updated). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || reportedFailures.has(error)) return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * The stylesheet named by Vite's "Unable to preload CSS for <url>" error. Vite never requests a
 * stylesheet again once it failed in this page, so the retry has to link it itself.
 */
export function failedStylesheetUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /^Unable to preload CSS for (\S+)$/.exec(error.message)?.[1] ?? null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `load`, retrying once after a failure; rejects with a ChunkLoadError (the last failure as its
 * `cause`) when every attempt failed or when nothing arrived before the deadline. A timed-out load is
 * not retried: the browser would only join the same pending request.
 */
export function loadWithRetry<T>(load: () => Promise<T>, options: LoadOptions = {}): Promise<T> {
  const {
    retries = 1,
    timeoutMs = CHUNK_TIMEOUT_MS,
    retryDelayMs = CHUNK_RETRY_DELAY_MS,
  } = options;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(retryTimer);
      finish();
    };
    const fail = (error: unknown) =>
      settle(() => reject(new ChunkLoadError(describe(error), { cause: error })));
    const deadline = setTimeout(() => {
      settle(() =>
        reject(new ChunkLoadError(`The screen did not load within ${timeoutMs / 1000} s.`)),
      );
    }, timeoutMs);

    const retry = (error: unknown, retriesLeft: number) => {
      retryTimer = setTimeout(() => {
        Promise.resolve(error)
          .then(options.beforeRetry)
          .then(() => {
            if (!settled) attempt(retriesLeft - 1);
          }, fail);
      }, retryDelayMs);
    };
    const attempt = (retriesLeft: number) => {
      Promise.resolve()
        .then(load)
        .then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => {
            if (settled) return;
            if (retriesLeft > 0) retry(error, retriesLeft);
            else fail(error);
          },
        );
    };
    attempt(retries);
  });
}
