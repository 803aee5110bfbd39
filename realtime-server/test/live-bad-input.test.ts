import { randomBytes } from 'node:crypto';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type ClassroomSocket,
  joinStudent,
  openSocket,
  send,
  sendOk,
} from './support/classroom-client';
import { backends, createHarness } from './support/live-harness';
import type { RealtimeNode } from './support/realtime-node';

type Raw = {
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
  emit(event: string, ...args: unknown[]): void;
};
const raw = (socket: ClassroomSocket) => socket as unknown as Raw;

function choice(view: ServerPayload<'room:host'>, correct: boolean) {
  const question = view.question?.question;
  if (!question || question.type === 'set_time') throw new Error('expected a choice question');
  const label = correct
    ? question.correctLabel
    : question.options.find((o) => o !== question.correctLabel);
  return { kind: 'choice' as const, label: label ?? '' };
}

describe.each(backends(process.env.REDIS_URL))('bad input on $name', ({ redisUrl }) => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  /** A room with a question open: the host, two students, and how to read the stored room. */
  async function openRoom() {
    const node = await harness.node();
    const host = await harness.host(node.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 2, secondsPerQuestion: 60 },
    });
    const alice = harness.track(await joinStudent(node.url, code));
    const bob = harness.track(await joinStudent(node.url, code));
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    const stored = async () => {
      const record = await node.handle.store.get(code);
      if (!record) throw new Error('room is gone');
      return { version: record.version, state: JSON.stringify(record.state) };
    };
    return { node, host, code, alice, bob, view, stored };
  }

  /** The ack is an error with this code, and the stored room did not change. */
  async function refusedUnchanged(
    stored: () => Promise<{ version: number; state: string }>,
    attempt: () => Promise<unknown>,
    code: string,
  ) {
    const before = await stored();
    const ack = await attempt();
    expect(ack).toEqual({ ok: false, error: { code, message: expect.any(String) } });
    expect(await stored()).toEqual(before);
  }

  async function stillServing(node: RealtimeNode, others: ClassroomSocket[]) {
    for (const socket of others) {
      expect(await sendOk(socket, 'session:ping', { sentAt: 1 })).toHaveProperty('serverTime');
    }
    const newcomer = harness.track({ socket: await openSocket(node.url) });
    expect((await send(newcomer.socket, 'session:ping', { sentAt: 1 })).ok).toBe(true);
  }

  it('[BI1] When payloads are malformed, carry a score or correctness, or name another student, then validation_failed and nothing changes', async () => {
    const { alice, bob, view, stored, node, host } = await openRoom();
    const answer = choice(view, true);
    const bad: unknown[][] = [
      [{ questionIndex: '0', answer }],
      [{ questionIndex: 0 }],
      [null],
      [[]],
      ['answer'],
      [{ questionIndex: 0, answer: { kind: 'choice', label: 7 } }],
      [{ questionIndex: 0, answer, score: 100 }],
      [{ questionIndex: 0, answer, correct: true }],
      [{ questionIndex: 0, answer: { ...answer, correct: true } }],
      [{ questionIndex: 0, answer, playerId: bob.playerId }],
      [{ questionIndex: 0, answer, actor: { role: 'student', playerId: bob.playerId } }],
      [{ questionIndex: -1, answer }],
      [{ questionIndex: 0, answer }, 'extra'],
    ];
    for (const args of bad) {
      await refusedUnchanged(
        stored,
        () =>
          raw(alice.socket)
            .timeout(5000)
            .emitWithAck('answer:submit', ...args),
        'validation_failed',
      );
    }
    await refusedUnchanged(
      stored,
      () =>
        raw(host.socket)
          .timeout(5000)
          .emitWithAck('room:create', { options: { questionCount: 99 } }),
      'validation_failed',
    );
    await stillServing(node, [alice.socket, bob.socket, host.socket]);
  });

  it('[BI2] When unknown events arrive, then they are dropped without an ack and nothing changes', async () => {
    const { alice, stored, node } = await openRoom();
    const before = await stored();
    for (const event of ['room:score', 'host:win', '__proto__', 'constructor', 'answer:force']) {
      await expect(
        raw(alice.socket).timeout(300).emitWithAck(event, { questionIndex: 0, score: 1000 }),
      ).rejects.toThrow();
    }
    expect(node.handle.counters.unknownEvents).toBe(5);
    expect(await stored()).toEqual(before);
    await stillServing(node, [alice.socket]);
  });

  it('[BI3] When a payload is over 16 KB, then only that connection closes and the room is unchanged', async () => {
    const { alice, bob, stored, node } = await openRoom();
    const before = await stored();
    const closed = new Promise((resolve) => alice.socket.once('disconnect', resolve));
    raw(alice.socket).emit('answer:submit', { questionIndex: 0, pad: 'x'.repeat(20 * 1024) });
    await closed;
    expect(await stored()).toEqual(before);
    await stillServing(node, [bob.socket]);
  });

  it('[BI4] When a student sends a host command, then it is unauthorized and nothing changes', async () => {
    const { alice, bob, stored } = await openRoom();
    const attempts: Array<[string, unknown]> = [
      ['host:close', { questionIndex: 0 }],
      ['host:skip', { questionIndex: 0 }],
      ['host:kick', { playerId: bob.playerId }],
      ['host:ban', { playerId: bob.playerId }],
      ['host:end', {}],
      ['host:pause', {}],
      ['room:create', {}],
    ];
    for (const [event, payload] of attempts) {
      await refusedUnchanged(
        stored,
        () => raw(alice.socket).timeout(5000).emitWithAck(event, payload),
        'unauthorized',
      );
    }
  });

  it('[BI5] When another teacher sends commands or tries to take the room over, then it is refused and nothing changes', async () => {
    const { node, code, stored } = await openRoom();
    const intruder = await harness.host(node.url, 'teacher-2');
    await refusedUnchanged(
      stored,
      () => send(intruder.socket, 'room:host-rejoin', { code }),
      // As if there were no room: trying codes here must not tell a teacher which ones are live.
      'not_found',
    );
    await refusedUnchanged(stored, () => send(intruder.socket, 'host:end', {}), 'not_found');
  });

  it('[BI6] When an answer names the wrong question, comes twice, or comes after the close, then it is refused and nothing changes', async () => {
    const { alice, bob, host, view, stored } = await openRoom();
    await refusedUnchanged(
      stored,
      () => send(alice.socket, 'answer:submit', { questionIndex: 1, answer: choice(view, true) }),
      'conflict',
    );
    await sendOk(alice.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, false) });
    // A second answer, right this time, does not replace the first.
    await refusedUnchanged(
      stored,
      () => send(alice.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, true) }),
      'conflict',
    );
    await sendOk(host.socket, 'host:close', { questionIndex: 0 });
    await refusedUnchanged(
      stored,
      () => send(bob.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, true) }),
      'conflict',
    );
    const you = await alice.log.waitFor('room:you', (y) => y.lastResult?.questionIndex === 0);
    expect(you.score).toBe(0);
    // Answers that do not fit the question are refused too.
    await sendOk(host.socket, 'host:next', { questionIndex: 0 });
    await host.log.waitFor(
      'room:host',
      (v) => v.phase === 'question-open' && v.question?.index === 1,
    );
    await refusedUnchanged(
      stored,
      () =>
        send(alice.socket, 'answer:submit', {
          questionIndex: 1,
          answer: { kind: 'choice', label: 'not an option' },
        }),
      'validation_failed',
    );
  });

  it('[BI7] When a rejoin token is forged or belongs to another room, then it is refused and nothing changes', async () => {
    const { node, code, stored } = await openRoom();
    const otherHost = await harness.host(node.url, 'teacher-2');
    const other = await sendOk(otherHost.socket, 'room:create', {});
    const stranger = harness.track(await joinStudent(node.url, other.code));
    const thief = harness.track({ socket: await openSocket(node.url) });
    for (const rejoinToken of [randomBytes(18).toString('base64url'), stranger.rejoinToken]) {
      await refusedUnchanged(
        stored,
        () => send(thief.socket, 'room:rejoin', { code, rejoinToken }),
        'forbidden',
      );
    }
    // The thief holds no seat: answering is refused.
    await refusedUnchanged(
      stored,
      () =>
        send(thief.socket, 'answer:submit', {
          questionIndex: 0,
          answer: { kind: 'choice', label: 'x' },
        }),
      'forbidden',
    );
  });

  it('[BI8] When a host token is forged, expired or missing, then the handshake or the host command is refused', async () => {
    const node = await harness.node();
    const { hostToken } = await import('./support/live-harness');
    const expired = await hostToken('teacher-1', -60);
    const [header, payload] = (await hostToken('teacher-1')).split('.');
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    for (const token of [expired, forged, 'not-a-jwt']) {
      await expect(openSocket(node.url, { token, reconnection: false })).rejects.toMatchObject({
        data: { code: 'unauthorized' },
      });
    }
    expect(node.handle.counters.authFailures).toBe(3);
    const student = harness.track({ socket: await openSocket(node.url) });
    expect(await send(student.socket, 'room:create', {})).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(await send(student.socket, 'session:authenticate', { token: forged })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    // A valid token sent later makes the connection a host.
    const valid = await hostToken('teacher-9');
    await sendOk(student.socket, 'session:authenticate', { token: valid });
    expect((await sendOk(student.socket, 'room:create', {})).code).toMatch(/^\d{6}$/);
  });
});
