import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render-app';
import { ApiError, apiRequest } from './api-client';
import { setAccessToken } from './auth-session';

describe('apiRequest', () => {
  it('When the answer is 200, then it returns the parsed JSON and sent credentials', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([{ level: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('GET', '/api/levels')).resolves.toEqual([{ level: 1 }]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('When a session exists and a body is sent, then the bearer token and JSON type go along', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('abc');
    await expect(apiRequest('POST', '/api/x', { body: { a: 1 } })).resolves.toBeUndefined();
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('When the server sends the error body, then the error reads "status: message"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'forbidden', message: 'Not yours.' } }, 403)),
    );
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('403: Not yours.');
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe('forbidden');
  });

  it('When the body is not the error body, then the text or the status text is used', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad gateway');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});
