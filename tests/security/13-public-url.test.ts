import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenFor } from '../support/sign-in';
import {
  type InProcessServer,
  openSocket,
  startInProcessServer,
} from './support/in-process-server';

/**
 * Finding 13 of the safe-by-default issue: with PORT set to anything but 3000, PUBLIC_URL stayed
 * http://localhost:3000, so sign-in failed ("redirect_to must be an address on this site") and
 * sockets refused the page's origin. Now PUBLIC_URL defaults to http://localhost:PORT.
 */
describe('finding 13: PUBLIC_URL follows PORT', () => {
  let app: InProcessServer;
  beforeAll(async () => {
    // No PUBLIC_URL: the server is on a free port, never 3000.
    app = await startInProcessServer();
  });
  afterAll(() => app?.close());

  it('When the server runs on another port without PUBLIC_URL, then its config, sign-in links and redirects use that port', async () => {
    const page = `http://localhost:${app.port}`;
    const config = (await (await fetch(`${app.url}/api/config`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(config)).toContain(page);
    const email = `port-${app.port}@school.example`;
    const otp = await fetch(
      `${app.url}/auth/v1/otp?redirect_to=${encodeURIComponent(`${page}/auth/callback`)}`,
      {
        method: 'POST',
        headers: { apikey: 'ttc-builtin-anon-key', 'content-type': 'application/json' },
        body: JSON.stringify({ email, create_user: true }),
      },
    );
    expect(otp.status).toBe(200);
    const [mail] = (await (
      await fetch(`${app.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ text: string }>;
    expect(mail?.text).toContain(`${page}/auth/verify?`);
    expect(await linkTokenFor(app.url, email)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("When a page of that address opens a socket, then it is accepted; one of port 3000's is not", async () => {
    const socket = await openSocket(app.url, { origin: `http://localhost:${app.port}` });
    expect(socket.connected).toBe(true);
    socket.disconnect();
    await expect(openSocket(app.url, { origin: 'http://localhost:3000' })).rejects.toThrow();
  });
});
