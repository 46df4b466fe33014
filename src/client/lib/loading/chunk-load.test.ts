import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RETRY_DELAY_MS,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  failedStylesheetUrl,
  isChunkLoadError,
  loadWithRetry,
  rememberChunkFailure,
} from './chunk-load.ts';

const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/buses-abc.js');

/** Settles a promise's state without awaiting it forever. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

describe('loadWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when the first attempt succeeds', async () => {
    const load = vi.fn().mockResolvedValue({ Screen: 'ok' });
    await expect(loadWithRetry(load)).resolves.toEqual({ Screen: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once after a failure and resolves when the retry succeeds', async () => {
    const failure = fetchFailed();
    const beforeRetry = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('module');
    const result = track(loadWithRetry(load, { beforeRetry }));
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ done: true, value: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(beforeRetry).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('waits for beforeRetry, and fails with its error when it rejects', async () => {
    const cssFailed = new Error('Unable to preload CSS for http://x/a.css');
    const load = vi.fn().mockRejectedValue(cssFailed);
    const relinkFailed = new Error('Unable to preload CSS for http://x/a.css (again)');
    const result = track(loadWithRetry(load, { beforeRetry: () => Promise.reject(relinkFailed) }));
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    expect((result.error as Error).cause).toBe(relinkFailed);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects with a ChunkLoadError carrying the cause when the retry fails too', async () => {
    const second = fetchFailed();
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockRejectedValueOnce(second);
    const result = track(loadWithRetry(load));
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(result.done).toBe(true);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    expect((result.error as Error).cause).toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a synchronous throw like a rejection', async () => {
    const load = vi.fn(() => {
      throw new Error('boom');
    });
    const result = track(loadWithRetry(load));
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails after 120 s when nothing arrives, without retrying, and ignores a late module', async () => {
    let arrive: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const result = track(loadWithRetry(load));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    arrive('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts the retry against the same deadline', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(fetchFailed())
      .mockImplementationOnce(() => new Promise(() => {}));
    const result = track(loadWithRetry(load, { timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry when retries is 0', async () => {
    const load = vi.fn().mockRejectedValue(fetchFailed());
    await expect(loadWithRetry(load, { retries: 0 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', fetchFailed()],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/buses-abc.css')],
    ['our own', new ChunkLoadError('late')],
  ])('recognises the %s failure', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises an error by name, as thrown by other bundlers', () => {
    const error = new Error('Loading chunk 7 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises an error that Vite reported through vite:preloadError', () => {
    const error = new Error('something unusual');
    expect(isChunkLoadError(error)).toBe(false);
    rememberChunkFailure(error);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not treat ordinary errors as chunk failures', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('failedStylesheetUrl', () => {
  it('names the stylesheet of a Vite CSS preload failure', () => {
    const error = new Error('Unable to preload CSS for http://x/assets/help-abc.css');
    expect(failedStylesheetUrl(error)).toBe('http://x/assets/help-abc.css');
  });

  it('is null for any other error', () => {
    expect(failedStylesheetUrl(fetchFailed())).toBeNull();
    expect(failedStylesheetUrl('Unable to preload CSS for x')).toBeNull();
  });
});
