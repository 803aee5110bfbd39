import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';

/**
 * A stand-in for the API's internal routes (POST /api/internal/session-results, GET
 * /api/internal/auth-sessions/:id answering every session live, and POST
 * /api/internal/host-grants letting every teacher host an open room): keeps
 * every body it is sent and answers as the API does (stored, then already stored), so a test can
 * read what the realtime server handed over at the end of a session. Only sessions of the
 * teachers in `teachers` are taken.
 */
export async function startResultsApi() {
  const token = randomBytes(32).toString('hex');
  const received: SessionResultsInput[] = [];
  /** The teachers whose sessions this test runs; only their results are taken. */
  const teachers = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // The realtime node asks whether a host's sign-in session is live: the tests' teachers
      // sign their own tokens, whose sessions are all live.
      if (
        request.url?.startsWith('/api/internal/auth-sessions/') &&
        request.headers.authorization === `Bearer ${token}`
      ) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ live: true }));
        return;
      }
      // Who may host: the tests' teachers are teachers (no class rooms here).
      if (
        request.url === '/api/internal/host-grants' &&
        request.headers.authorization === `Bearer ${token}`
      ) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ allowed: true, class: null }));
        return;
      }
      if (
        request.url !== '/api/internal/session-results' ||
        request.headers.authorization !== `Bearer ${token}`
      ) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SessionResultsInput;
      if (!teachers.has(body.teacherId)) {
        // Not a session of this test (an outbox on a shared Redis may hold others' rounds):
        // "try later", so it stays queued for the API it belongs to.
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'unavailable', message: 'Not ours.' } }));
        return;
      }
      const seen = received.some((r) => r.sessionId === body.sessionId);
      if (!seen) received.push(body);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ sessionId: body.sessionId, outcome: seen ? 'already_stored' : 'stored' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    received,
    teachers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
