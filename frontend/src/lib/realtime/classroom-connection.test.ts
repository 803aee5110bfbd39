import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ClassroomConnection,
  createClassroomConnection,
  HEARTBEAT_MS,
  PING_TIMEOUT_MS,
} from './classroom-connection';

const opened: ClassroomConnection[] = [];

import { ConnectionState } from './connection-state';
import { emitWithAck } from './emit-with-ack';
import { FakeClassroomSocket } from './testing/fake-classroom-socket';

function setup({ heartbeatMs = 1_000 } = {}) {
  const fake = new FakeClassroomSocket();
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as const });
  const connection = createClassroomConnection(fake.asSocket(), {
    window: win as unknown as Window,
    document: doc as unknown as Document,
    heartbeatMs,
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
    for (const connection of opened.splice(0)) connection.close();
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

  it('When the network goes silent (no close, no offline event), then Reconnecting... shows within 2 s, and a late answer puts it back without a reconnect', async () => {
    // The app's own timings, not the fast ones of setup().
    const fake = new FakeClassroomSocket();
    const connection = createClassroomConnection(fake.asSocket(), {
      window: new EventTarget() as unknown as Window,
      document: Object.assign(new EventTarget(), {
        visibilityState: 'visible',
      }) as unknown as Document,
    });
    opened.push(connection);
    let reply: (() => void) | null = null;
    fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
    fake.accept();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(connection.state.get()).toBe(ConnectionState.connected);
    // From now on the server's answers take long to come, or never come.
    fake.answer(
      'session:ping',
      () =>
        new Promise((resolve) => {
          reply = () => resolve({ ok: true, data: { serverTime: Date.now() } });
        }),
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(connection.state.get()).toBe(ConnectionState.reconnecting);
    expect(fake.connected).toBe(true);
    (reply as (() => void) | null)?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.state.get()).toBe(ConnectionState.connected);
    expect(fake.connected).toBe(true);
    // Silent for good: the transport is closed so socket.io-client reconnects at once.
    fake.answer('session:ping', () => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + PING_TIMEOUT_MS);
    expect(fake.connected).toBe(false);
    expect(connection.state.get()).toBe(ConnectionState.reconnecting);
  });

  it('When a sleeping tablet wakes, then it pings at once', async () => {
    const { fake, doc } = setup({ heartbeatMs: 3_600_000 });
    fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
    fake.accept();
    expect(fake.sentOf('session:ping')).toHaveLength(0);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(fake.sentOf('session:ping')).toHaveLength(1);
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

/**
 * A connection holding a seat, and a server that, like the real one, forgets the seat of a
 * connection it did not recover and refuses answers from a connection without one.
 */
function seatedSetup() {
  // No heartbeat in these tests: their timers are real.
  const { fake, connection } = setup({ heartbeatMs: 3_600_000 });
  let serverSeat = false;
  const log: string[] = [];
  fake.answer('room:rejoin', () => {
    log.push('rejoin');
    serverSeat = true;
    return { ok: true, data: { playerId: 'p1', nickname: 'Happy Panda', character: 'panda' } };
  });
  fake.answer('answer:submit', ({ questionIndex }) => {
    log.push(serverSeat ? 'answer' : 'answer refused');
    return serverSeat
      ? { ok: true, data: { questionIndex } }
      : { ok: false, error: { code: 'forbidden', message: 'You are not in this room.' } };
  });
  fake.accept();
  serverSeat = true; // the join
  connection.markSeated();
  const rejoins: number[] = [];
  connection.keepSeat(async () => {
    rejoins.push(Date.now());
    const ack = await emitWithAck(connection.socket, 'room:rejoin', {
      code: '123456',
      rejoinToken: 'T'.repeat(32),
    });
    return ack.ok;
  });
  /** The server lost the session (a restart, a long sleep): a fresh connection, no seat. */
  const reconnectFresh = () => {
    serverSeat = false;
    fake.accept({ recovered: false });
  };
  const answer = { questionIndex: 0, answer: { kind: 'choice', label: '3:15' } } as const;
  opened.push(connection);
  return { fake, connection, log, rejoins, reconnectFresh, answer };
}

describe("ClassroomConnection.sendHeld (a seat's actions around reconnects)", () => {
  afterEach(() => {
    for (const connection of opened.splice(0)) connection.close();
  });
  it('When the seat is held, then the action goes out at once', async () => {
    const { connection, log, answer } = seatedSetup();
    const stages: string[] = [];
    const ack = await connection.sendHeld('answer:submit', answer, {
      onProgress: (stage) => stages.push(stage),
    });
    expect(ack).toEqual({ ok: true, data: { questionIndex: 0 } });
    expect(log).toEqual(['answer']);
    expect(stages).toEqual(['sending']);
  });

  it('When a sleeping tablet answered on a dead transport, then the answer goes out only after the rejoin gave the seat back', async () => {
    const { fake, connection, log, reconnectFresh, answer } = seatedSetup();
    // The transport died unnoticed: socket.io-client still says connected and buffers the emit.
    fake.stall();
    const sending = connection.sendHeld('answer:submit', answer);
    await Promise.resolve();
    expect(fake.sendBuffer).toHaveLength(1);
    fake.drop();
    expect(fake.sendBuffer).toHaveLength(0);
    expect(connection.seat()).toBe('held');
    reconnectFresh();
    expect(await sending).toEqual({ ok: true, data: { questionIndex: 0 } });
    expect(log).toEqual(['rejoin', 'answer']);
    expect(connection.seat()).toBe('held');
  });

  it('When the child answers while reconnecting, then it waits, and is sent after the rejoin', async () => {
    const { fake, connection, log, reconnectFresh, answer } = seatedSetup();
    fake.drop();
    const stages: string[] = [];
    const sending = connection.sendHeld('answer:submit', answer, {
      onProgress: (stage) => stages.push(stage),
    });
    await Promise.resolve();
    expect(stages).toEqual(['waiting']);
    expect(fake.sentOf('answer:submit')).toHaveLength(0);
    reconnectFresh();
    // Connected but not seated yet: still nothing before the rejoin's ack.
    expect(connection.seat()).toBe('lost');
    expect(fake.sentOf('answer:submit')).toHaveLength(0);
    expect(await sending).toMatchObject({ ok: true });
    expect(log).toEqual(['rejoin', 'answer']);
    expect(stages).toEqual(['waiting', 'sending']);
  });

  it('When the server recovered the session, then a held action goes without a rejoin', async () => {
    const { fake, connection, log, rejoins, answer } = seatedSetup();
    fake.drop();
    const sending = connection.sendHeld('answer:submit', answer);
    fake.accept({ recovered: true });
    expect(await sending).toMatchObject({ ok: true });
    expect(log).toEqual(['answer']);
    expect(rejoins).toHaveLength(0);
  });

  it('When the question closed while the seat was away, then the held answer is dropped unsent', async () => {
    const { fake, connection, log, reconnectFresh, answer } = seatedSetup();
    let open = true;
    fake.drop();
    const sending = connection.sendHeld('answer:submit', answer, { stillWanted: () => open });
    open = false;
    reconnectFresh();
    expect(await sending).toMatchObject({ ok: false, dropped: 'stale' });
    expect(log).toEqual(['rejoin']);
  });

  it('When the answer was on its way as the transport dropped, then it is sent again after the rejoin', async () => {
    const { fake, connection, log, reconnectFresh } = seatedSetup();
    let first = true;
    fake.answer('answer:submit', ({ questionIndex }) => {
      if (first) {
        // The server never answers this one: the transport drops first.
        first = false;
        return new Promise(() => {});
      }
      log.push('answer');
      return { ok: true, data: { questionIndex } };
    });
    const sending = connection.sendHeld('answer:submit', {
      questionIndex: 0,
      answer: { kind: 'choice', label: '3:15' },
    });
    await Promise.resolve();
    fake.drop();
    reconnectFresh();
    expect(await sending).toMatchObject({ ok: true });
    expect(log).toEqual(['rejoin', 'answer']);
    expect(fake.sentOf('answer:submit')).toHaveLength(2);
  });

  it('When the rejoin is refused, then held actions keep waiting and are never sent', async () => {
    const { fake, connection, answer } = seatedSetup();
    fake.answer('room:rejoin', () => ({
      ok: false,
      error: { code: 'not_found', message: 'There is no room with this code.' },
    }));
    fake.drop();
    const sending = connection.sendHeld('answer:submit', answer);
    fake.accept({ recovered: false });
    await vi.waitFor(() => expect(fake.sentOf('room:rejoin')).toHaveLength(1));
    expect(connection.seat()).toBe('lost');
    connection.close();
    expect(await sending).toMatchObject({ ok: false, dropped: 'closed' });
    expect(fake.sentOf('answer:submit')).toHaveLength(0);
  });

  it('When a keeper registers while the seat is lost, then it rejoins at once', async () => {
    const { fake, connection } = setup({ heartbeatMs: 3_600_000 });
    opened.push(connection);
    fake.answer('room:rejoin', () => ({
      ok: true,
      data: { playerId: 'p1', nickname: 'Happy Panda', character: 'panda' },
    }));
    fake.accept();
    connection.markSeated();
    fake.drop();
    fake.accept({ recovered: false });
    expect(connection.seat()).toBe('lost');
    connection.keepSeat(async () => {
      const ack = await emitWithAck(connection.socket, 'room:rejoin', {
        code: '123456',
        rejoinToken: 'T'.repeat(32),
      });
      return ack.ok;
    });
    await vi.waitFor(() => expect(connection.seat()).toBe('held'));
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
