import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { Encoder, PacketType } from 'socket.io-parser';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeServer, RealtimeSocket } from '../socket-types';
import { encodeEvent, sendDirect, sendToLocalRoom } from './direct-emit';

/** The memory adapter's connection-state recovery buffer (what `socket.emit` would fill). */
type RecoveryBuffer = { packets: unknown[] };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serverAndClient() {
  const http = createServer();
  const io = new Server(http, {
    connectionStateRecovery: { maxDisconnectionDuration: 60_000 },
  }) as unknown as RealtimeServer;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const connected = new Promise<RealtimeSocket>((resolve) => io.on('connection', resolve));
  const client: ClientSocket = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
    transports: ['websocket'],
  });
  cleanups.push(() => {
    client.disconnect();
    io.close();
  });
  return { io, client, socket: await connected };
}

const next = (client: ClientSocket, event: string) =>
  new Promise<unknown>((resolve) => client.once(event, resolve));

describe('direct emits', () => {
  it('[DE1] sendDirect reaches the connection without a copy in the recovery buffer', async () => {
    const { io, client, socket } = await serverAndClient();
    const buffer = io.of('/').adapter as unknown as RecoveryBuffer;
    const before = buffer.packets.length;
    const received = next(client, 'room:you');
    sendDirect(socket, 'room:you', { score: 100 });
    expect(await received).toEqual({ score: 100 });
    expect(buffer.packets.length).toBe(before);
  });

  it('[DE2] sendToLocalRoom reaches every connection of the room and nobody else', async () => {
    const { io, client, socket } = await serverAndClient();
    await socket.join('seat');
    const received = next(client, 'room:you');
    sendToLocalRoom(io, 'nobody-here', 'room:you', { score: 1 });
    sendToLocalRoom(io, 'seat', 'room:you', { score: 2 });
    expect(await received).toEqual({ score: 2 });
  });

  it('[DE3] encodeEvent gives the very frame socket.io-parser gives for the same event', () => {
    const payloads: unknown[] = [
      { score: 100, rank: null, answer: { kind: 'clock', time: { hour: 3, minute: 15 } } },
      { text: 'Zoë "quoted" \\ \u2028 ✓', list: [1, 2.5, -0, true, null] },
      [],
      'plain',
      0,
    ];
    const encoder = new Encoder();
    for (const payload of payloads) {
      const [expected] = encoder.encode({
        type: PacketType.EVENT,
        nsp: '/',
        data: ['room:you', payload],
      });
      expect(encodeEvent('room:you', payload)).toBe(expected);
    }
  });

  it('[DE4] sendToLocalRoom gives every connection of the room the event', async () => {
    const { io, client, socket } = await serverAndClient();
    const second = new Promise<RealtimeSocket>((resolve) => io.once('connection', resolve));
    const url = `http://127.0.0.1:${(io.httpServer.address() as AddressInfo).port}`;
    const other: ClientSocket = connect(url, { transports: ['websocket'] });
    cleanups.push(() => {
      other.disconnect();
    });
    const otherSocket = await second;
    await socket.join('host');
    await otherSocket.join('host');
    const received = [next(client, 'room:progress'), next(other, 'room:progress')];
    sendToLocalRoom(io, 'host', 'room:progress', { answered: 3 });
    expect(await Promise.all(received)).toEqual([{ answered: 3 }, { answered: 3 }]);
  });
});
