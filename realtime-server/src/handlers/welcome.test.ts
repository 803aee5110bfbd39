import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeServer, RealtimeSocket } from '../socket-types';
import { createWelcome } from './welcome';

/** The memory adapter's connection-state recovery buffer. */
type RecoveryBuffer = { packets: Array<{ id: string }> };
/** What socket.io-client keeps to recover: the offset of the last broadcast it received. */
type Recoverable = { _lastOffset?: string };

const NOW = 1_700_000_000_000;
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A Socket.IO server with recovery on (the welcome is not wired: the test calls it). */
async function startServer() {
  const http = createServer();
  const io = new Server(http, {
    connectionStateRecovery: { maxDisconnectionDuration: 60_000 },
  }) as unknown as RealtimeServer;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const accepted: RealtimeSocket[] = [];
  io.on('connection', (socket) => accepted.push(socket));
  cleanups.push(() => io.close());
  return { io, url, accepted, buffer: io.of('/').adapter as unknown as RecoveryBuffer };
}

function client(url: string, auth: Record<string, unknown> = {}): Promise<ClientSocket> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, auth });
  cleanups.push(() => socket.disconnect());
  return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
}

const next = (socket: ClientSocket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, resolve));

describe('the welcome', () => {
  it('[WE1] When connections are welcomed in one turn, then one kept broadcast gives each of them the welcome and the same offset', async () => {
    const { io, url, accepted, buffer } = await startServer();
    const [a, b] = await Promise.all([client(url), client(url)]);
    const welcome = createWelcome({ io, now: () => NOW, isClosing: () => false });
    const before = buffer.packets.length;
    const received = Promise.all([next(a, 'session:welcome'), next(b, 'session:welcome')]);
    for (const socket of accepted) welcome(socket);

    expect(await received).toEqual([
      { serverTime: NOW, recovered: false },
      { serverTime: NOW, recovered: false },
    ]);
    expect(buffer.packets.length).toBe(before + 1);
    const offset = buffer.packets.at(-1)?.id;
    expect((a as unknown as Recoverable)._lastOffset).toBe(offset);
    expect((b as unknown as Recoverable)._lastOffset).toBe(offset);
  });

  it('[WE2] When a client already holds an offset, then its welcome comes straight, with nothing kept', async () => {
    const { io, url, accepted, buffer } = await startServer();
    const socket = await client(url, { offset: 'an-offset-from-before' });
    const welcome = createWelcome({ io, now: () => NOW, isClosing: () => false });
    const before = buffer.packets.length;
    const received = next(socket, 'session:welcome');
    welcome(accepted[0] as RealtimeSocket);
    expect(await received).toEqual({ serverTime: NOW, recovered: false });
    expect(buffer.packets.length).toBe(before);
  });

  it('[WE3] When the node starts closing before the turn ends, then the waiting welcomes are not sent', async () => {
    const { io, url, accepted, buffer } = await startServer();
    await client(url);
    let closing = false;
    const welcome = createWelcome({ io, now: () => NOW, isClosing: () => closing });
    const before = buffer.packets.length;
    welcome(accepted[0] as RealtimeSocket);
    closing = true;
    await new Promise((resolve) => setImmediate(resolve));
    expect(buffer.packets.length).toBe(before);
  });
});
