import type { Ack } from '@ttc/shared-protocol/errors';
import {
  type ClientToServerEvents,
  clientEvents,
  isClientEventName,
  type ServerToClientEvents,
  serverEvents,
} from '@ttc/shared-protocol/events';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RealtimeServer } from '../src/socket-types';
import type { TestClient } from './support/realtime-node';

describe('event maps derived from the shared tables', () => {
  it('[EV1] Every client event takes (payload, ack) with the types of its schemas', () => {
    type Ping = ClientToServerEvents['session:ping'];
    expectTypeOf<Parameters<Ping>[0]>().toEqualTypeOf<{ sentAt: number }>();
    expectTypeOf<Parameters<Parameters<Ping>[1]>[0]>().toEqualTypeOf<Ack<{ serverTime: number }>>();
    expectTypeOf<Parameters<ServerToClientEvents['session:welcome']>[0]>().toEqualTypeOf<{
      serverTime: number;
      recovered: boolean;
    }>();
  });

  it('[EV2] The typed server and client refuse payloads the schemas refuse (checked by tsc)', () => {
    const typeChecksOnly = (io: RealtimeServer, client: TestClient) => {
      io.emit('session:welcome', { serverTime: 1, recovered: true });
      // @ts-expect-error serverTime must be a number
      io.emit('session:welcome', { serverTime: 'now', recovered: true });
      // @ts-expect-error not a server event
      io.emit('session:nope', {});
      client.emit('session:ping', { sentAt: 1 }, () => {});
      // @ts-expect-error sentAt must be a number
      client.emit('session:ping', { sentAt: '1' }, () => {});
    };
    expect(typeof typeChecksOnly).toBe('function');
  });

  it('[EV3] Only own table entries are client events', () => {
    expect(isClientEventName('session:ping')).toBe(true);
    for (const name of ['session:welcome', '__proto__', 'constructor', 'toString', 42, null]) {
      expect(isClientEventName(name), String(name)).toBe(false);
    }
    expect(Object.keys(clientEvents).every(isClientEventName)).toBe(true);
    expect(Object.keys(serverEvents).length).toBeGreaterThan(0);
  });
});
