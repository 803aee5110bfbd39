import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket as EngineSocket } from 'engine.io';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { installBatchedWrites } from './batched-writes';

describe('installBatchedWrites', () => {
  it("When given socket.io's engine, then its connections' flush is deferred", () => {
    const io = new Server(createServer());
    expect(installBatchedWrites(io.engine)).toBe(true);
    const { flush } = EngineSocket.prototype as unknown as { flush: () => void };
    expect(flush.name).toBe('deferredFlush');
    io.close();
  });

  it('When given something that is not that engine.io server, then it says it is not in place', () => {
    expect(installBatchedWrites({ flush() {} })).toBe(false);
    expect(installBatchedWrites(undefined)).toBe(false);
  });

  it('When packets are sent within one turn and over later turns, while writes are still in flight, then every one arrives, in order', async () => {
    const http = createServer();
    const io = new Server(http);
    expect(installBatchedWrites(io.engine)).toBe(true);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const connected = new Promise<import('socket.io').Socket>((resolve) =>
      io.on('connection', resolve),
    );
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const client = connect(url, { transports: ['websocket'] });
    try {
      const socket = await connected;
      const received: number[] = [];
      const all = new Promise<void>((resolve) =>
        client.on('n', (n: number) => {
          received.push(n);
          if (received.length === 300) resolve();
        }),
      );
      let n = 0;
      for (let turn = 0; turn < 30; turn++) {
        for (let i = 0; i < 10; i++) socket.emit('n', n++);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await all;
      expect(received).toEqual(Array.from({ length: 300 }, (_, i) => i));
    } finally {
      client.disconnect();
      io.close();
    }
  });
});
