import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render-app';
import { resetAuthSessionForTests, setAccessToken } from '../auth-session';
import { MAX_UPLOAD_BYTES, UploadError, uploadImage } from './upload-image';
import { useObjectImageUrl } from './use-object-image-url';

afterEach(() => {
  resetAuthSessionForTests();
  vi.unstubAllGlobals();
});

const RESULT = {
  objectPath: '/objects/uploads/0f8e6a52-5b3a-4a36-9d8e-3f1f1b1c2d3e',
  visibility: 'private',
  contentType: 'image/webp',
  width: 10,
  height: 8,
  byteSize: 120,
};

describe('uploadImage', () => {
  it('When a picture is uploaded, then its bytes go raw with the bearer token and the answer comes back', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(RESULT, 201));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('tok');
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(uploadImage(file, 'private')).resolves.toEqual(RESULT);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/uploads?visibility=private');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('When the server says it is not a picture, then the failure reads not_an_image', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'not_an_image', message: 'No.' } }, 415)),
    );
    const error = await uploadImage(new Blob(['hello']), 'private').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ reason: 'not_an_image', status: 415, message: 'No.' });
  });

  it('When the file is over 5 MB, then nothing is sent and the failure reads too_large', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const big = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]);
    await expect(uploadImage(big, 'public')).rejects.toMatchObject({ reason: 'too_large' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useObjectImageUrl', () => {
  it('When a path is given, then the picture is fetched with the token and shown as a blob URL, revoked on change', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([1])));
    vi.stubGlobal('fetch', fetchMock);
    const create = vi.fn(() => 'blob:one');
    const revoke = vi.fn();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = create;
        static override revokeObjectURL = revoke;
      },
    );
    setAccessToken('tok');
    const { result, rerender } = renderHook(({ path }) => useObjectImageUrl(path), {
      initialProps: { path: RESULT.objectPath as string | null },
    });
    await waitFor(() =>
      expect(result.current).toEqual({ url: 'blob:one', error: null, loading: false }),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RESULT.objectPath);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    act(() => rerender({ path: null }));
    expect(result.current).toEqual({ url: null, error: null, loading: false });
    expect(revoke).toHaveBeenCalledWith('blob:one');
  });

  it("When the server refuses someone else's private picture, then the error reads forbidden", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const { result } = renderHook(() => useObjectImageUrl(RESULT.objectPath));
    await waitFor(() => expect(result.current.error).toBe('forbidden'));
    expect(result.current.url).toBeNull();
  });
});
