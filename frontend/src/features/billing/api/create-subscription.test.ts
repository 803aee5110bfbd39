import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetUnlock, saveUnlock } from '../../../lib/parent-lock/unlock-token';
import { jsonResponse } from '../../../testing/render-app';
import { createSubscription } from './create-subscription';

afterEach(() => {
  forgetUnlock();
});

function stubFetch() {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse({ subscriptionId: 'sub_1' }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('createSubscription', () => {
  it('When a parent unlocked this tab, then the purchase carries the unlock (the server guards it)', async () => {
    const fetch = stubFetch();
    saveUnlock(
      'user-1',
      { unlockToken: 'unlock-abc', expiresAt: new Date(Date.now() + 60_000).toISOString() },
      { persist: false },
    );
    await expect(createSubscription('parent')).resolves.toEqual({ subscriptionId: 'sub_1' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toHaveProperty('X-Parent-Unlock', 'unlock-abc');
    expect(JSON.parse(String(init?.body))).toEqual({ plan: 'parent' });
  });

  it('When the tab holds no unlock, then no unlock header is sent', async () => {
    const fetch = stubFetch();
    await createSubscription('teacher');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('X-Parent-Unlock');
  });

  it('When the answer has neither shape, then it is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ clientSecret: 'x' })),
    );
    await expect(createSubscription('parent')).rejects.toThrow();
  });
});
