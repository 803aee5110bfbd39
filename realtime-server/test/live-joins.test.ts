import { randomBytes } from 'node:crypto';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type ClassroomSocket,
  EventLog,
  joinStudent,
  openSocket,
  send,
  sendOk,
} from './support/classroom-client';
import { backends, createHarness, hostToken } from './support/live-harness';

function choice(view: ServerPayload<'room:host'>, correct: boolean) {
  const question = view.question?.question;
  if (!question || question.type === 'set_time') throw new Error('expected a choice question');
  const label = correct
    ? question.correctLabel
    : question.options.find((o) => o !== question.correctLabel);
  return { kind: 'choice' as const, label: label ?? '' };
}

const typed = (text: string) => ({ kind: 'typed' as const, text });

describe.each(backends(process.env.REDIS_URL))('joining and rejoining on $name', ({ redisUrl }) => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  async function typedRoom() {
    const node = await harness.node();
    const host = await harness.host(node.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { nicknameMode: 'typed', secondsPerQuestion: 60, questionCount: 2 },
    });
    return { node, host, code };
  }

  it('[LJ1] When 50 students join at once with the same typed name (any case), then exactly one gets it', async () => {
    const { node, host, code } = await typedRoom();
    const sockets = await Promise.all(
      Array.from({ length: 50 }, async () => harness.track({ socket: await openSocket(node.url) })),
    );
    const acks = await Promise.all(
      sockets.map(({ socket }, i) =>
        send(socket, 'room:join', {
          code,
          nickname: typed(i % 2 === 0 ? 'Mia Rose' : ' MIA  rose '),
          character: 'cat',
        }),
      ),
    );
    const accepted = acks.filter((ack) => ack.ok);
    expect(accepted).toHaveLength(1);
    for (const ack of acks.filter((a) => !a.ok)) {
      expect(ack).toEqual({
        ok: false,
        error: { code: 'conflict', message: 'This name is already taken.' },
      });
    }
    const record = await node.handle.rooms.load(code);
    expect(record?.activeCount).toBe(1);
    // On Redis the host's seat delta comes through the adapter, after the join's ack.
    await host.log.waitFor('room:player', (d) => d.playerCount === 1);
    expect(host.log.last('room:player')?.playerCount).toBe(1);
  });

  it('[LJ2] When a typed name is profane, too short or the host allows only generated names, then the join is refused', async () => {
    const { node, code } = await typedRoom();
    const { socket } = harness.track({ socket: await openSocket(node.url) });
    for (const text of ['Arschloch', 'fuck face', 'x', '<b>hi</b>']) {
      expect(
        await send(socket, 'room:join', { code, nickname: typed(text), character: 'cat' }),
      ).toMatchObject({
        ok: false,
        error: { code: 'validation_failed' },
      });
    }
    const host = await harness.host(node.url, 'teacher-2');
    const generated = await sendOk(host.socket, 'room:create', {});
    expect(
      await send(socket, 'room:join', {
        code: generated.code,
        nickname: typed('Mia'),
        character: 'cat',
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(
      (await sendOk(socket, 'room:join', { code, nickname: typed('Mia'), character: 'owl' }))
        .nickname,
    ).toBe('Mia');
  });

  it('[LJ3] When a student reconnects with the rejoin token, then they are back in the same seat with the same score', async () => {
    const { node, host, code } = await typedRoom();
    const alice = await joinStudent(node.url, code, { nickname: typed('Alice') });
    harness.track(alice);
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await sendOk(alice.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, true) });
    await alice.log.waitFor('room:you', (y) => y.score === 100);
    alice.socket.disconnect();
    await host.log.waitFor('room:player', (d) => !d.player.connected);

    const again = harness.track({ socket: await openSocket(node.url) });
    const log = new EventLog(again.socket);
    const ack = await sendOk(again.socket, 'room:rejoin', { code, rejoinToken: alice.rejoinToken });
    expect(ack).toEqual({ playerId: alice.playerId, nickname: 'Alice', character: 'cat' });
    const you = await log.waitFor('room:you');
    expect(you).toMatchObject({ playerId: alice.playerId, score: 100 });
    expect((await log.waitFor('room:state')).phase).toBe('question-closed');
    await host.log.waitFor(
      'room:player',
      (d) => d.player.playerId === alice.playerId && d.player.connected,
    );
  });

  it('[LJ4] When the connection drops briefly, then connection-state recovery keeps the seat without a rejoin', async () => {
    const { node, host, code } = await typedRoom();
    const alice = harness.track(await joinStudent(node.url, code, { nickname: typed('Alice') }));
    const bob = harness.track(await joinStudent(node.url, code, { nickname: typed('Bob') }));
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    const back = new Promise<void>((resolve) => alice.socket.once('connect', () => resolve()));
    alice.socket.io.engine.close();
    await back;
    expect(alice.socket.recovered).toBe(true);
    await sendOk(alice.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, true) });
    await sendOk(bob.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, true) });
    expect((await alice.log.waitFor('room:you', (y) => y.score === 100)).playerId).toBe(
      alice.playerId,
    );
  });

  it('[LJ5] When a student is kicked, then the token no longer opens the seat but they may join again; a banned device may not', async () => {
    const { node, host, code } = await typedRoom();
    const kicked = harness.track(await joinStudent(node.url, code, { nickname: typed('Kim') }));
    const banned = harness.track(await joinStudent(node.url, code, { nickname: typed('Ben') }));

    const kickedGone = new Promise((resolve) => kicked.socket.once('disconnect', resolve));
    await sendOk(host.socket, 'host:kick', { playerId: kicked.playerId });
    expect(await kicked.log.waitFor('room:removed')).toEqual({ reason: 'kicked' });
    await kickedGone;
    const kickedBack = harness.track({ socket: await openSocket(node.url) });
    expect(
      await send(kickedBack.socket, 'room:rejoin', { code, rejoinToken: kicked.rejoinToken }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The same name is free again: a new seat.
    const rejoined = await sendOk(kickedBack.socket, 'room:join', {
      code,
      nickname: typed('Kim'),
      character: 'cat',
      rejoinToken: kicked.rejoinToken,
    });
    expect(rejoined.playerId).not.toBe(kicked.playerId);

    await sendOk(host.socket, 'host:ban', { playerId: banned.playerId });
    expect(await banned.log.waitFor('room:removed')).toEqual({ reason: 'banned' });
    const bannedBack = harness.track({ socket: await openSocket(node.url) });
    expect(
      await send(bannedBack.socket, 'room:rejoin', { code, rejoinToken: banned.rejoinToken }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(
      await send(bannedBack.socket, 'room:join', {
        code,
        nickname: typed('Benny'),
        character: 'cat',
        rejoinToken: banned.rejoinToken,
      }),
    ).toEqual({ ok: false, error: { code: 'forbidden', message: 'You cannot join this room.' } });
    expect((await node.handle.rooms.load(code))?.activeCount).toBe(1);
  });

  it('[LJ6] When the teacher leaves mid-question and comes back, then students see the teacher away, the clock stops, and the room carries on', async () => {
    const { node, host, code } = await typedRoom();
    const alice = harness.track(await joinStudent(node.url, code, { nickname: typed('Alice') }));
    await sendOk(host.socket, 'host:start', {});
    await alice.log.waitFor('room:state', (v) => v.phase === 'question-open');
    host.socket.disconnect();
    const away = await alice.log.waitFor('room:state', (v) => !v.hostConnected);
    expect(away.countdown?.paused).toBe('host-away');

    const back = await harness.host(node.url);
    const ack = await sendOk(back.socket, 'room:host-rejoin', { code });
    expect(ack.code).toBe(code);
    const view = await back.log.waitFor('room:host', (v) => v.phase === 'question-open');
    expect(view.players.map((p) => p.nickname)).toEqual(['Alice']);
    const resumed = await alice.log.waitFor(
      'room:state',
      (v) => v.hostConnected && v.countdown?.paused === null,
    );
    expect(resumed.phase).toBe('question-open');
    await sendOk(back.socket, 'host:close', { questionIndex: 0 });
    await alice.log.waitFor('room:state', (v) => v.phase === 'question-closed');
  });

  it('[LJ7] When one connection sends 5 wrong typed codes, then every typed code from it, the right one too, gets the same rate_limited answer, while its classmates and a join by QR code still get in', async () => {
    const { node, host, code } = await typedRoom();
    const { socket } = harness.track({ socket: await openSocket(node.url) });
    const wrong = code === '000000' ? '000001' : '000000';
    const join = (joinCode: string, extra: Record<string, string> = {}) =>
      send(socket, 'room:join', {
        code: joinCode,
        nickname: typed('Zoe'),
        character: 'cat',
        ...extra,
      });
    for (let i = 0; i < 5; i++) {
      expect(await join(wrong)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    const refusedWrong = await join(wrong);
    const refusedRight = await join(code);
    expect(refusedWrong).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    // A hit looks exactly like a miss: same code, same message.
    expect(refusedRight).toEqual(refusedWrong);
    expect(await send(socket, 'room:suggest-names', { code, count: 3 })).toEqual(refusedWrong);
    expect(node.handle.counters.joinMissesLimited).toBe(3);

    // The QR code carries the room's secret: it is never slowed by the limits.
    const lobby = await host.log.waitFor('room:host', (v) => v.phase === 'lobby');
    expect(lobby.joinKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(
      (
        await sendOk(socket, 'room:join', {
          code,
          key: lobby.joinKey ?? '',
          nickname: typed('Zoe'),
          character: 'cat',
        })
      ).nickname,
    ).toBe('Zoe');
    // Other students behind the same address type the right code and join.
    const classmates = await Promise.all(
      ['Ann', 'Eli', 'Max'].map((name) => joinStudent(node.url, code, { nickname: typed(name) })),
    );
    for (const c of classmates) harness.track(c);
    expect(classmates).toHaveLength(3);
  });

  it('[LJ7b] When a QR key does not match the room, then it is answered as a wrong code and counted', async () => {
    const { node, code } = await typedRoom();
    const { socket } = harness.track({ socket: await openSocket(node.url) });
    const forged = randomBytes(18).toString('base64url');
    expect(await send(socket, 'room:suggest-names', { code, key: forged, count: 3 })).toMatchObject(
      { ok: false, error: { code: 'not_found' } },
    );
  });

  it('[LJ8] When a connection floods events, then the excess is refused rate_limited and a client that keeps on is disconnected', async () => {
    const node = await harness.node({ rateLimit: { perSecond: 5, burst: 5 } });
    const { socket } = harness.track({
      socket: await openSocket(node.url, { reconnection: false }),
    });
    const acks = await Promise.all(
      Array.from({ length: 20 }, () => send(socket, 'session:ping', { sentAt: 1 })),
    );
    expect(acks.filter((a) => a.ok).length).toBeLessThanOrEqual(6);
    expect(acks.filter((a) => !a.ok)[0]).toMatchObject({ error: { code: 'rate_limited' } });
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 150; i++) socket.emit('session:ping', { sentAt: 1 }, () => {});
    await closed;
    expect(node.handle.counters.rateLimitDisconnects).toBe(1);
    const other: ClassroomSocket = harness.track({ socket: await openSocket(node.url) }).socket;
    expect((await send(other, 'session:ping', { sentAt: 1 })).ok).toBe(true);
  });

  it('[LJ9] When a host token expires on a live connection, then host commands are refused until a fresh one is sent', async () => {
    let clock = Date.now();
    const node = await harness.node({ now: () => clock });
    const host = await harness.host(node.url);
    await sendOk(host.socket, 'room:create', {});
    clock += 2 * 3600 * 1000;
    expect(await send(host.socket, 'host:lock', {})).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    const fresh = await hostToken('teacher-1', 4 * 3600);
    await sendOk(host.socket, 'session:authenticate', { token: fresh });
    await sendOk(host.socket, 'host:lock', {});
    // Another teacher's token cannot take this connection over.
    expect(
      await send(host.socket, 'session:authenticate', {
        token: await hostToken('teacher-2', 4 * 3600),
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
  it('[LJ10] When a join is sent again with its seat token (its ack was lost), then it answers with the seat the first took, never a second seat', async () => {
    const { node, host, code } = await typedRoom();
    const seatToken = randomBytes(18).toString('base64url');
    const first = harness.track({ socket: await openSocket(node.url) });
    const firstAck = await sendOk(first.socket, 'room:join', {
      code,
      nickname: typed('Lena'),
      character: 'cat',
      seatToken,
    });
    expect(firstAck.rejoinToken).toBe(seatToken);
    // The same join again on the same connection (a timed-out ack), then on a new one after a
    // drop, even with another name: the first seat, with its name, and the same token.
    expect(
      await sendOk(first.socket, 'room:join', {
        code,
        nickname: typed('Lena'),
        character: 'cat',
        seatToken,
      }),
    ).toEqual(firstAck);
    first.socket.disconnect();
    await host.log.waitFor('room:player', (d) => !d.player.connected);
    const again = harness.track({ socket: await openSocket(node.url) });
    const log = new EventLog(again.socket);
    expect(
      await sendOk(again.socket, 'room:join', {
        code,
        nickname: typed('Lina'),
        character: 'dog',
        seatToken,
      }),
    ).toEqual(firstAck);
    expect(await log.waitFor('room:you')).toMatchObject({ playerId: firstAck.playerId });
    const record = await node.handle.rooms.load(code);
    expect(record?.activeCount).toBe(1);
    expect(record?.connectedCount).toBe(1);
    // The device's token is a rejoin token like any other.
    const third = harness.track({ socket: await openSocket(node.url) });
    expect(await sendOk(third.socket, 'room:rejoin', { code, rejoinToken: seatToken })).toEqual({
      playerId: firstAck.playerId,
      nickname: 'Lena',
      character: 'cat',
    });
  });

  it("[LJ11] When a join with a seat token is refused, then the token stays free for the next try; a kicked seat's token makes a new seat", async () => {
    const { node, host, code } = await typedRoom();
    harness.track(await joinStudent(node.url, code, { nickname: typed('Omar') }));
    const seatToken = randomBytes(18).toString('base64url');
    const child = harness.track({ socket: await openSocket(node.url) });
    expect(
      await send(child.socket, 'room:join', {
        code,
        nickname: typed('OMAR'),
        character: 'cat',
        seatToken,
      }),
    ).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const joined = await sendOk(child.socket, 'room:join', {
      code,
      nickname: typed('Omar Two'),
      character: 'cat',
      seatToken,
    });
    expect(joined.rejoinToken).toBe(seatToken);

    const gone = new Promise((resolve) => child.socket.once('disconnect', resolve));
    await sendOk(host.socket, 'host:kick', { playerId: joined.playerId });
    await gone;
    const back = harness.track({ socket: await openSocket(node.url) });
    const rejoined = await sendOk(back.socket, 'room:join', {
      code,
      nickname: typed('Omar Two'),
      character: 'cat',
      seatToken,
    });
    expect(rejoined.playerId).not.toBe(joined.playerId);
    expect(rejoined.rejoinToken).not.toBe(seatToken);
    expect((await node.handle.rooms.load(code))?.activeCount).toBe(2);
  });

  it('[LJ12] When a child checks a code, then the answer says whether the room takes typed names', async () => {
    const { node, code } = await typedRoom();
    const { socket } = harness.track({ socket: await openSocket(node.url) });
    expect(await sendOk(socket, 'room:suggest-names', { code, count: 3 })).toMatchObject({
      typedNames: true,
    });
    const host = await harness.host(node.url);
    const generated = await sendOk(host.socket, 'room:create', { options: {} });
    expect(
      await sendOk(socket, 'room:suggest-names', { code: generated.code, count: 3 }),
    ).toMatchObject({ typedNames: false });
  });

  it('[LJ13] When the room is locked, then the code check says so before the child picks anything', async () => {
    const { node, host, code } = await typedRoom();
    const { socket } = harness.track({ socket: await openSocket(node.url) });
    await sendOk(host.socket, 'host:lock', {});
    expect(await send(socket, 'room:suggest-names', { code, count: 3 })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'The room is locked.' },
    });
    await sendOk(host.socket, 'host:unlock', {});
    expect((await sendOk(socket, 'room:suggest-names', { code, count: 3 })).names).toHaveLength(3);
  });

  it("[LJ14] When a child asks for names with its character, then they are its animal's, or any animal's for a character with none", async () => {
    const { node, code } = await typedRoom();
    const { socket } = harness.track({ socket: await openSocket(node.url) });
    const turtles = await sendOk(socket, 'room:suggest-names', {
      code,
      count: 3,
      character: 'turtle',
    });
    expect(turtles.names.map((n) => n.animal)).toEqual(['turtle', 'turtle', 'turtle']);
    const dragon = await sendOk(socket, 'room:suggest-names', {
      code,
      count: 3,
      character: 'dragon',
    });
    expect(dragon.names).toHaveLength(3);
  });
});
