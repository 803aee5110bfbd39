import { EventEmitter } from 'node:events';
import { type Ack, ackError, ackOk } from '@ttc/shared-protocol/errors';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createCounters, type HandlerContext } from '../handler-context';
import { RedisUnavailableError } from '../redis-client';
import type { RealtimeSocket } from '../socket-types';
import { MemoryRoomStore } from '../store/memory-room-store';
import { type ClientEventHandler, onClientEvent, REDIS_UNAVAILABLE_MESSAGE } from './client-event';

function setup(handler: ClientEventHandler<'session:ping'>) {
  const socket = Object.assign(new EventEmitter(), { id: 'socket-1' });
  const logger = pino({ level: 'silent' });
  const context: HandlerContext = {
    logger,
    store: new MemoryRoomStore({ ttlMs: 1000, sweepIntervalMs: 0 }),
    nodeId: 'node-test',
    now: () => 0,
    counters: createCounters(),
  };
  const errorLog = vi.spyOn(logger, 'error');
  onClientEvent(socket as unknown as RealtimeSocket, 'session:ping', context, handler);
  /** Emits like Socket.IO does (payload args, then the ack) and resolves with the ack's answer. */
  const send = (...args: unknown[]) =>
    new Promise<Ack<unknown>>((resolve) => socket.emit('session:ping', ...args, resolve));
  return { socket, context, errorLog, send };
}

describe('onClientEvent', () => {
  it('[CE1] When the handler answers, then the ack carries its answer for the parsed payload', async () => {
    const handler = vi.fn(() => ackOk({ serverTime: 5 }));
    const { send } = setup(handler);
    expect(await send({ sentAt: 1 })).toEqual({ ok: true, data: { serverTime: 5 } });
    expect(handler).toHaveBeenCalledWith({ sentAt: 1 }, expect.anything());
  });

  it('[CE2] When the handler refuses with an error ack, then that ack is sent as is', async () => {
    const { send, context } = setup(() => ackError('forbidden', 'Only the host may do that.'));
    expect(await send({ sentAt: 1 })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'Only the host may do that.' },
    });
    expect(context.counters.internalErrors).toBe(0);
  });

  it('[CE3] When the handler throws or rejects, then the ack is internal with a generic message and it is logged', async () => {
    const secret = 'database password is hunter2';
    for (const handler of [
      () => {
        throw new Error(secret);
      },
      async () => {
        throw new Error(secret);
      },
    ] satisfies ClientEventHandler<'session:ping'>[]) {
      const { send, context, errorLog } = setup(handler);
      const ack = await send({ sentAt: 1 });
      expect(ack).toEqual({
        ok: false,
        error: { code: 'internal', message: 'Something went wrong on our side.' },
      });
      expect(JSON.stringify(ack)).not.toContain('hunter2');
      expect(context.counters.internalErrors).toBe(1);
      expect(errorLog).toHaveBeenCalledTimes(1);
    }
  });

  it('[CE4] When the payload is invalid, then the handler never runs', async () => {
    const handler = vi.fn(() => ackOk({ serverTime: 5 }));
    const { send, context } = setup(handler);
    const ack = await send({ sentAt: '1' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    expect(handler).not.toHaveBeenCalled();
    expect(context.counters.validationFailures).toBe(1);
  });

  it('[CE5] When there is no ack callback, or the ack itself throws, then nothing escapes', async () => {
    const handler = vi.fn(() => ackOk({ serverTime: 5 }));
    const { socket } = setup(handler);
    expect(() => socket.emit('session:ping', { sentAt: 1 })).not.toThrow();
    expect(() => socket.emit('session:ping')).not.toThrow();
    expect(() =>
      socket.emit('session:ping', { sentAt: 1 }, () => {
        throw new Error('client went away');
      }),
    ).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('[CE6] When the handler fails because Redis cannot be reached, then the ack is unavailable (not internal) and no error is logged', async () => {
    const outages = [
      new RedisUnavailableError(),
      Object.assign(new Error('Reached the max retries per request limit (which is 0).'), {
        name: 'MaxRetriesPerRequestError',
      }),
      new Error('Command timed out'),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' }),
      new Error('A step failed', { cause: new RedisUnavailableError() }),
    ];
    for (const outage of outages) {
      const { send, context, errorLog } = setup(async () => {
        throw outage;
      });
      expect(await send({ sentAt: 1 })).toEqual({
        ok: false,
        error: { code: 'unavailable', message: REDIS_UNAVAILABLE_MESSAGE },
      });
      expect(context.counters.internalErrors).toBe(0);
      expect(errorLog).not.toHaveBeenCalled();
    }
  });
});
