import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../../config/site';
import { jsonResponse, renderApp } from '../../../testing/render-app';

const thanks = `Please add ${site.contactEmail} to your approved senders so our emails reach you.`;

async function openLanding() {
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /Learn to tell time/ });
  const form = screen.getByRole('form', { name: 'Get early access' });
  const input = within(form).getByRole('textbox', { name: 'Email address' });
  return { ...app, input, submit: within(form).getByRole('button', { name: 'Notify me' }) };
}

describe('early-access email capture', () => {
  it.each(['', '   '])(
    'When the value is %j, then the error toast shows and nothing is sent',
    async (value) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      const { events, input, submit } = await openLanding();
      if (value) await events.type(input, value);
      await events.click(submit);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error');
      expect(alert).toHaveTextContent('Please enter a valid email address.');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('When an address is sent, then it is trimmed, shows Subscribing... and then the thanks', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { events, input, submit } = await openLanding();
    await events.type(input, '  kid@example.com  ');
    await events.click(submit);

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/email/notify');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'kid@example.com',
      source: 'landing',
    });

    answer(jsonResponse({ ok: true }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thanks for subscribing!');
    expect(status).toHaveTextContent(thanks);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it.each([
    [
      'a 400',
      () =>
        Promise.resolve(
          jsonResponse(
            {
              error: { code: 'validation_failed', message: 'Please enter a valid email address.' },
            },
            400,
          ),
        ),
    ],
    ['a 500', () => Promise.resolve(new Response('boom', { status: 500 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('When the server answers with %s, then the thanks still shows', async (_, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    const { events, input, submit } = await openLanding();
    await events.type(input, 'not-an-email');
    await events.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
