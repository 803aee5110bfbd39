import { createServer } from 'node:http';
import { Socket as EngineSocket } from 'engine.io';
import { Server } from 'socket.io';
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
});
