import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHostGrants } from './host-grants';

const TOKEN = 'x'.repeat(40);
const USER = '5b3a3c1e-8a57-4d57-a3a4-0d1f8b9e2c11';

type Seen = { method?: string; url?: string; authorization?: string; body: string };

async function fakeApi(status: number, answer: unknown) {
  const seen: Seen[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body,
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}`, seen };
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('host grants over HTTP', () => {
  it('When the API answers, then the request carried the service credential and the answer is parsed', async () => {
    const api = await fakeApi(200, { allowed: false, reason: 'not_teacher' });
    const grants = apiHostGrants({ apiUrl: `${api.url}/`, token: TOKEN });
    expect(await grants({ userId: USER })).toEqual({ allowed: false, reason: 'not_teacher' });
    expect(api.seen).toEqual([
      {
        method: 'POST',
        url: '/api/internal/host-grants',
        authorization: `Bearer ${TOKEN}`,
        body: JSON.stringify({ userId: USER }),
      },
    ]);
  });

  it('When the API fails, answers out of shape, or its address is not known yet, then the check rejects', async () => {
    const down = await fakeApi(503, { error: { code: 'unavailable', message: 'x' } });
    await expect(
      apiHostGrants({ apiUrl: down.url, token: TOKEN })({ userId: USER }),
    ).rejects.toThrow('503');
    const odd = await fakeApi(200, { allowed: 'yes' });
    await expect(
      apiHostGrants({ apiUrl: odd.url, token: TOKEN })({ userId: USER }),
    ).rejects.toThrow();
    await expect(
      apiHostGrants({ apiUrl: () => null, token: TOKEN })({ userId: USER }),
    ).rejects.toThrow('not known');
  });
});
