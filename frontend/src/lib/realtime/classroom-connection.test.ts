import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClassroomConnection } from './classroom-connection';
import { ConnectionState } from './connection-state';
import { emitWithAck } from './emit-with-ack';
import { FakeClassroomSocket } from './testing/fake-classroom-socket';

function setup() {
  const fake = new FakeClassroomSocket();
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as const });
  const connection = createClassroomConnection(fake.asSocket(), {
    window: win as unknown as Window,
    document: doc as unknown as Document,
    heartbeatMs: 1_000,
    pingTimeoutMs: 500,
    offlineAfterMs: 10_000,
  });
  return { fake, win, doc, connection };
}

describe('createClassroomConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When created, then it connects and is connecting until the server accepts', () => {
    const { fake, connection } = setup();
    expect(fake.active).toBe(true);
    expect(connection.state.get()).toBe(ConnectionState.connecting);
    fake.accept();
    expect(connection.state.get()).toBe(ConnectionState.connected);
  });

  it('When the transport drops, then it is reconnecting at once, and connected when back', () => {
    const { fake, connection } = setup();
    fake.accept();
    fake.drop();
    expect(connection.state.get()).toBe(ConnectionState.reconnecting);
    fake.accept({ recovered: true });
    expect(connection.state.get()).toBe(ConnectionState.connected);
  });

  it('When the browser goes offline, then the transport is closed and it is reconnecting', () => {
    const { fake, win, connection } = setup();
    fake.accept();
    win.dispatchEvent(new Event('offline'));
    expect(fake.connected).toBe(false);
    expect(connection.state.get()).toBe(ConnectionState.reconnecting);
  });

  it('When a heartbeat ping gets no answer, then the connection counts as dropped', async () => {
    const { fake, connection } = setup();
    fake.answer('session:ping', () => 'no-answer');
    fake.accept();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.sentOf('session:ping')).toHaveLength(1);
    expect(connection.state.get()).toBe(ConnectionState.reconnecting);
  });

  it('When a ping is answered, then the server clock offset comes from it', async () => {
    const { fake, connection } = setup();
    fake.answer('session:ping', ({ sentAt }) => ({
      ok: true,
      data: { serverTime: sentAt + 5_000 },
    }));
    fake.accept({ serverTime: Date.now() });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connection.state.get()).toBe(ConnectionState.connected);
    expect(Math.round((connection.serverNow() - Date.now()) / 1000)).toBe(5);
  });

  it('When reconnecting lasts too long, then it is offline, and Try again reconnects', async () => {
    const { fake, connection } = setup();
    fake.accept();
    fake.drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.state.get()).toBe(ConnectionState.offline);
    connection.retry();
    expect(connection.state.get()).toBe(ConnectionState.reconnecting);
    fake.accept();
    expect(connection.state.get()).toBe(ConnectionState.connected);
  });

  it('When the server closes the connection, then it is offline', () => {
    const { fake, connection } = setup();
    fake.accept();
    fake.serverClose();
    expect(connection.state.get()).toBe(ConnectionState.offline);
  });

  it('When each connection is welcomed, then listeners hear whether it was recovered', () => {
    const { fake, connection } = setup();
    const heard: boolean[] = [];
    connection.onWelcome((w) => heard.push(w.recovered));
    fake.accept();
    fake.drop();
    fake.accept({ recovered: true });
    expect(heard).toEqual([false, true]);
  });

  it('When a view arrives before anyone listens, then latest() still has it', () => {
    const { fake, connection } = setup();
    fake.accept();
    fake.push('room:removed', { reason: 'kicked' });
    expect(connection.latest('room:removed')).toEqual({ reason: 'kicked' });
    expect(connection.latest('room:state')).toBeUndefined();
  });

  it('When closed, then the socket is disconnected and nothing pings any more', async () => {
    const { fake, connection } = setup();
    fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
    fake.accept();
    connection.close();
    expect(fake.active).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.sentOf('session:ping')).toHaveLength(0);
    expect(connection.state.get()).toBe(ConnectionState.offline);
  });
});

describe('emitWithAck', () => {
  it('When the server answers, then the ack is returned as is', async () => {
    const fake = new FakeClassroomSocket();
    fake.accept();
    fake.answer('room:suggest-names', () => ({
      ok: false,
      error: { code: 'not_found', message: 'x' },
    }));
    expect(await emitWithAck(fake.asSocket(), 'room:suggest-names', { code: '123456' })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'x' },
    });
  });

  it('When there is no answer or no connection, then it resolves unavailable (never throws)', async () => {
    const fake = new FakeClassroomSocket();
    const offline = await emitWithAck(fake.asSocket(), 'host:start', {});
    expect(offline).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    fake.accept();
    fake.answer('host:start', () => 'no-answer');
    const silent = await emitWithAck(fake.asSocket(), 'host:start', {});
    expect(silent).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });
});
