import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, codeForStatus, errorCodeOf, onUnauthenticated } from './api.ts';

const Thing = z.object({ name: z.string() });

function respond(status: number, body: string) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status })));
}

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the validated body', async () => {
    respond(200, JSON.stringify({ name: 'Bus 7', extra: true }));
    await expect(api('/api/thing', { schema: Thing })).resolves.toEqual({ name: 'Bus 7' });
  });

  it('loads a schema named by a loader, and validates with it', async () => {
    respond(200, JSON.stringify({ name: 'Bus 7', extra: true }));
    const schema = vi.fn(() => Promise.resolve(Thing));
    await expect(api('/api/thing', { schema })).resolves.toEqual({ name: 'Bus 7' });
    expect(schema).toHaveBeenCalledOnce();
    respond(200, JSON.stringify({ name: 7 }));
    await expect(api('/api/thing', { schema })).rejects.toMatchObject({ code: 'internal' });
  });

  it('loads a schema named by a loader while the request is under way, not after its answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const schema = vi.fn(() => Promise.resolve(Thing));
    const call = api('/api/thing', { schema });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(schema).toHaveBeenCalledOnce();
    answer(new Response(JSON.stringify({ name: 'Bus 7' }), { status: 200 }));
    await expect(call).resolves.toEqual({ name: 'Bus 7' });
  });

  it('turns { error: { code, message } } into an ApiError with that code', async () => {
    respond(
      409,
      JSON.stringify({
        error: { code: 'seat-unavailable', message: 'Seats taken', details: { seats: ['3A'] } },
      }),
    );
    const error = await api('/api/holds', { schema: Thing, method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'seat-unavailable',
      status: 409,
      details: { seats: ['3A'] },
    });
  });

  it('derives the code from the status when the body is not ours', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(api('/api/thing', { schema: Thing })).rejects.toMatchObject({
      code: 'unavailable',
      status: 502,
    });
  });

  it('reports an unreachable server as unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/api/thing', { schema: Thing })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('reports an unexpected body as internal', async () => {
    respond(200, JSON.stringify({ nom: 'x' }));
    await expect(api('/api/thing', { schema: Thing })).rejects.toMatchObject({ code: 'internal' });
  });

  it('sends JSON bodies with a content type', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"name":"ok"}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await api('/api/thing', { schema: Thing, method: 'POST', json: { a: 1 } });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });
});

/** A fetch that never answers but rejects like the browser when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_path: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

describe('api time-outs and session signals', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fails with auth/network-request-failed after 30 s on a desktop', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const result = api('/api/thing', { schema: Thing }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ code: 'auth/network-request-failed' });
  });

  it('uses the time-out it is given', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const result = api('/api/thing', { schema: Thing, timeoutMs: 5_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toMatchObject({ code: 'auth/network-request-failed' });
  });

  it('reports a call its caller aborted as cancelled', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const result = api('/api/thing', { schema: Thing, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    await expect(result).resolves.toMatchObject({ code: 'cancelled' });
  });

  it('tells listeners about 401 unauthenticated, and not about a wrong password', async () => {
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    respond(401, JSON.stringify({ error: { code: 'unauthenticated', message: 'Sign in' } }));
    await api('/api/thing', { schema: Thing }).catch(() => undefined);
    respond(401, JSON.stringify({ error: { code: 'auth/wrong-password', message: 'No' } }));
    await api('/api/thing', { schema: Thing }).catch(() => undefined);
    stop();
    respond(401, JSON.stringify({ error: { code: 'unauthenticated', message: 'Sign in' } }));
    await api('/api/thing', { schema: Thing }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('sends form data without a JSON content type', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"name":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api('/api/thing', { schema: Thing, method: 'POST', form });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });
});

describe('error codes', () => {
  it('maps statuses to codes', () => {
    expect(codeForStatus(401)).toBe('unauthenticated');
    expect(codeForStatus(404)).toBe('not-found');
    expect(codeForStatus(500)).toBe('internal');
    expect(codeForStatus(422)).toBe('invalid-argument');
  });

  it('reads the code of any error, internal when unknown', () => {
    expect(errorCodeOf(new ApiError('hold-expired'))).toBe('hold-expired');
    expect(errorCodeOf(new Error('x'))).toBe('internal');
  });
});
