import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../testing/render-app';

const LINK = '/auth/verify?token_hash=tok-123&type=magiclink';

/** fetch answering the link preview with `preview` (and 404 for anything else). */
function stubPreview(preview: Response) {
  const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    String(url).includes('/auth/v1/link-preview')
      ? preview.clone()
      : jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the sign-in link page', () => {
  it('When the link opens, then it shows the masked address and spends nothing until Sign in is tapped', async () => {
    const fetchMock = stubPreview(jsonResponse({ email: 'pa•••@example.org', expires_at: 1 }));
    const { auth, events } = renderApp(LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Tick Tock Class' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tap Sign in to continue as pa•••@example.org.')).toBeInTheDocument();
    const preview = fetchMock.mock.calls.find(([url]) => String(url).includes('link-preview'));
    expect(JSON.parse(String(preview?.[1]?.body))).toEqual({ token_hash: 'tok-123' });
    expect(auth.client.verifyOtp).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed in!" }),
    ).toBeInTheDocument();
    expect(auth.client.verifyOtp).toHaveBeenCalledTimes(1);
    expect(auth.client.verifyOtp).toHaveBeenCalledWith({
      token_hash: 'tok-123',
      type: 'magiclink',
    });
  });

  it('When the link was used or has expired, then the page says so at once and offers no button', async () => {
    stubPreview(
      jsonResponse(
        {
          code: 'otp_expired',
          error: { code: 'forbidden', message: 'Email link is invalid or has expired' },
        },
        403,
      ),
    );
    const { auth } = renderApp(LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't sign you in" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(auth.client.verifyOtp).not.toHaveBeenCalled();
  });

  it('When the preview is not available (a hosted sign-in), then the page still asks for the tap, without an address', async () => {
    stubPreview(jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404));
    const { auth, events } = renderApp(LINK);
    expect(await screen.findByText('Tap Sign in to continue.')).toBeInTheDocument();
    expect(auth.client.verifyOtp).not.toHaveBeenCalled();
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed in!" }),
    ).toBeInTheDocument();
  });
});
