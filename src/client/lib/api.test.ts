import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, codeForStatus, errorCodeOf } from './api.ts';

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
