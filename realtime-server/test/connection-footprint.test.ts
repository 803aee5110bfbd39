import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeSocket } from '../src/socket-types';
import {
  connected,
  createClient,
  PUBLIC_ORIGIN,
  type RealtimeNode,
  raw,
  startRealtimeNode,
  type TestClient,
} from './support/realtime-node';

/**
 * What a connected client leaves on the server (B4: heap per seated student). These check the
 * references the server drops, and that what handlers read is still there.
 */
describe('connection footprint', () => {
  const nodes: RealtimeNode[] = [];
  const clients: TestClient[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await Promise.all(nodes.splice(0).map((node) => node.stop()));
  });

  /** A node, the upgrade responses engine.io hands its middlewares, and its next connection. */
  async function startNode() {
    const node = await startRealtimeNode();
    nodes.push(node);
    const upgradeResponses: Array<{ req: IncomingMessage | null }> = [];
    // Registered after the server's own middleware, so it sees the same responses, later.
    node.handle.io.engine.use(
      (_req: IncomingMessage, res: { req: IncomingMessage | null }, next: () => void) => {
        if (!('statusCode' in res)) upgradeResponses.push(res);
        next();
      },
    );
    const accepted = new Promise<RealtimeSocket>((resolve) =>
      node.handle.io.on('connection', resolve),
    );
    return { node, upgradeResponses, accepted };
  }

  function client(url: string, options: Parameters<typeof createClient>[1] = {}) {
    const socket = createClient(url, { extraHeaders: { origin: PUBLIC_ORIGIN }, ...options });
    clients.push(socket);
    return socket;
  }

  it('[CF1] When a client connects over WebSocket, then its opening request is released, the middlewares saw its headers and the handlers still see its address and auth', async () => {
    const { node, upgradeResponses, accepted } = await startNode();
    // The middlewares see the whole handshake; only the connected socket keeps none of it.
    const handshakeOrigins: unknown[] = [];
    node.handle.io.use((socket, next) => {
      handshakeOrigins.push(socket.handshake.headers.origin);
      next();
    });
    const socket = await connected(client(node.url, { auth: { offset: 'from-before' } }));
    const serverSocket = await accepted;

    expect(serverSocket.conn.request).toBeNull();
    expect(upgradeResponses).toHaveLength(1);
    expect(upgradeResponses[0]?.req).toBeNull();
    expect(serverSocket.data.ip).toBe('127.0.0.1');
    expect(serverSocket.handshake).toMatchObject({
      address: '127.0.0.1',
      auth: { offset: 'from-before' },
      headers: {},
      query: {},
      url: '',
    });
    expect(handshakeOrigins).toEqual([PUBLIC_ORIGIN]);
    const ack = await socket.timeout(2000).emitWithAck('session:ping', { sentAt: 1 });
    expect(ack.ok).toBe(true);
  });

  it('[CF2] When a client starts on polling and upgrades, then both requests are released and the connection keeps working', async () => {
    const { node, upgradeResponses, accepted } = await startNode();
    const socket = client(node.url, { transports: ['polling', 'websocket'] });
    const upgraded = new Promise<void>((resolve) =>
      socket.io.on('open', () => socket.io.engine.once('upgrade', () => resolve())),
    );
    await connected(socket);
    const serverSocket = await accepted;
    expect(serverSocket.conn.request).toBeNull();
    expect(serverSocket.handshake.headers).toEqual({});

    await upgraded;
    await vi.waitFor(() => expect(serverSocket.conn.transport.name).toBe('websocket'));
    expect(upgradeResponses).toHaveLength(1);
    expect(upgradeResponses[0]?.req).toBeNull();
    expect(serverSocket.data.ip).toBe('127.0.0.1');
    const ack = await socket.timeout(2000).emitWithAck('session:ping', { sentAt: 2 });
    expect(ack.ok).toBe(true);
  });

  it('[CF3] When a client is connected, then its socket holds one disconnect listener and no catch-all listener, and unknown events are still counted', async () => {
    const { node, accepted } = await startNode();
    const socket = await connected(client(node.url));
    const serverSocket = await accepted;

    // The server's listeners are shared functions; an array of them per socket costs heap (B4).
    expect(serverSocket.listeners('disconnect')).toHaveLength(1);
    expect(serverSocket.listenersAny()).toHaveLength(0);
    raw(socket).emit('room:hack', {});
    const ack = await socket.timeout(2000).emitWithAck('session:ping', { sentAt: 3 });
    expect(ack.ok).toBe(true);
    expect(node.handle.counters.unknownEvents).toBe(1);
  });
});
