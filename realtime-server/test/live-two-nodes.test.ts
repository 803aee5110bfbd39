import type { ServerPayload } from '@ttc/shared-protocol/events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EventLog, joinStudent, openSocket, send, sendOk } from './support/classroom-client';
import { createHarness } from './support/live-harness';
import { randomKeyPrefix } from './support/redis-keys';

const redisUrl = process.env.REDIS_URL;

function choice(view: ServerPayload<'room:host'>, correct: boolean) {
  const question = view.question?.question;
  if (!question || question.type === 'set_time') throw new Error('expected a choice question');
  const label = correct
    ? question.correctLabel
    : question.options.find((o) => o !== question.correctLabel);
  return { kind: 'choice' as const, label: label ?? '' };
}

describe.runIf(redisUrl)('two realtime nodes on one Redis', () => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  async function twoNodes() {
    const keyPrefix = randomKeyPrefix('live-2n');
    const a = await harness.node({ keyPrefix, nodeId: 'node-a' });
    const b = await harness.node({ keyPrefix, nodeId: 'node-b' });
    return { a, b, keyPrefix };
  }

  /** Entries in the adapter's stream: what every node reads back and recovery replays. */
  async function streamLength(keyPrefix: string): Promise<number> {
    const redis = new Redis(redisUrl ?? '');
    try {
      return await redis.xlen(`${keyPrefix}socket.io`);
    } finally {
      redis.disconnect();
    }
  }

  it('[TN1] When the teacher is on one node and 30 students on the other, then the whole session runs to the podium', async () => {
    const { a, b } = await twoNodes();
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 2, secondsPerQuestion: 60 },
    });
    const students = await Promise.all(
      Array.from({ length: 30 }, () => joinStudent(b.url, code).then((s) => harness.track(s))),
    );
    await host.log.waitFor('room:player', (d) => d.playerCount === 30);
    await sendOk(host.socket, 'host:start', {});
    for (let index = 0; index < 2; index++) {
      const view = await host.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-open' && v.question?.index === index,
      );
      await Promise.all(
        students.map((s) =>
          s.log.waitFor(
            'room:state',
            (v) => v.phase === 'question-open' && v.question?.index === index,
          ),
        ),
      );
      await Promise.all(
        students.map((s, i) =>
          sendOk(s.socket, 'answer:submit', {
            questionIndex: index,
            answer: choice(view, i % 3 === 0),
          }),
        ),
      );
      await host.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-closed' && v.question?.index === index,
      );
      await sendOk(host.socket, 'host:next', { questionIndex: index });
    }
    await host.log.waitFor('room:podium', (p) => p.stepName === 'complete', 15_000);
    await students[29]?.log.waitFor('room:podium', (p) => p.stepName === 'complete');
    for (const [i, s] of students.entries()) {
      expect(s.log.last('room:you')?.score).toBe(i % 3 === 0 ? 200 : 0);
    }
    // The podium steps came once each, from one timer holder.
    expect(host.log.all('room:podium')).toHaveLength(7);
    expect(harness.sink.results).toHaveLength(1);
    expect(harness.sink.results[0]?.answers).toHaveLength(60);
  }, 60_000);

  it('[TN2] When a student comes back through the other node with the rejoin token, then they get the same seat', async () => {
    const { a, b } = await twoNodes();
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {});
    const alice = await joinStudent(a.url, code);
    alice.socket.disconnect();
    const again = harness.track({ socket: await openSocket(b.url) });
    const log = new EventLog(again.socket);
    const ack = await sendOk(again.socket, 'room:rejoin', { code, rejoinToken: alice.rejoinToken });
    expect(ack.playerId).toBe(alice.playerId);
    expect((await log.waitFor('room:you')).playerId).toBe(alice.playerId);
    // The host on node A hears of the seat on node B.
    await host.log.waitFor(
      'room:player',
      (d) => d.player.playerId === alice.playerId && d.player.connected,
    );
  });

  it('[TN3] When the node holding the lease dies mid-question, then the other node takes the timers over and closes the question with every acknowledged answer counted once', async () => {
    const { a, b } = await twoNodes();
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 1, secondsPerQuestion: 5 },
    });
    expect(await a.handle.store.leaseOwner(code)).toBe('node-a');
    const students = await Promise.all(
      [0, 1, 2].map(() => joinStudent(b.url, code).then((s) => harness.track(s))),
    );
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await sendOk(students[0]?.socket ?? host.socket, 'answer:submit', {
      questionIndex: 0,
      answer: choice(view, true),
    });

    // Node A dies: its timers stop and its lease is left to expire, as after a SIGKILL.
    await a.handle.timers.close({ releaseLeases: false });
    await a.stop();

    const closed = await students[1]?.log.waitFor(
      'room:state',
      (v) => v.phase === 'question-closed',
      12_000,
    );
    expect(closed?.reveal?.questionIndex).toBe(0);
    expect(await b.handle.store.leaseOwner(code)).toBe('node-b');
    // Each tablet gets its own view after the close, in no set order: wait for the scorer's.
    await students[0]?.log.waitFor('room:you', (v) => v.score === 100, 12_000);
    const scores = students.map((s) => s.log.last('room:you')?.score);
    expect(scores).toEqual([100, 0, 0]);
    const state = await b.handle.rooms.load(code);
    expect(Object.keys(state?.answers[0] ?? {})).toEqual([students[0]?.playerId]);
  }, 30_000);

  it('[TN4] When the only node restarts, then every student rejoins the same seat with the same score and the room carries on', async () => {
    const keyPrefix = randomKeyPrefix('live-restart');
    const first = await harness.node({ keyPrefix, nodeId: 'node-1' });
    const host = await harness.host(first.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 2, secondsPerQuestion: 60 },
    });
    const students = await Promise.all([0, 1, 2, 3].map(() => joinStudent(first.url, code)));
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await Promise.all(
      students.map((s, i) =>
        sendOk(s.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, i < 2) }),
      ),
    );
    await host.log.waitFor('room:host', (v) => v.phase === 'question-closed');

    await first.stop();
    for (const s of students) s.socket.disconnect();
    host.socket.disconnect();
    const second = await harness.node({ keyPrefix, nodeId: 'node-2' });

    const back = await Promise.all(
      students.map(async (s) => {
        const socket = harness.track({ socket: await openSocket(second.url) }).socket;
        const log = new EventLog(socket);
        const ack = await sendOk(socket, 'room:rejoin', { code, rejoinToken: s.rejoinToken });
        expect(ack.playerId).toBe(s.playerId);
        return { socket, log };
      }),
    );
    const scores = await Promise.all(back.map(({ log }) => log.waitFor('room:you')));
    expect(scores.map((y) => y.score)).toEqual([100, 100, 0, 0]);
    const teacher = await harness.host(second.url);
    await sendOk(teacher.socket, 'room:host-rejoin', { code });
    await sendOk(teacher.socket, 'host:next', { questionIndex: 0 });
    await back[0]?.log.waitFor(
      'room:state',
      (v) => v.phase === 'question-open' && v.question?.index === 1,
    );
  }, 30_000);

  it('[TN5] When a command on a node without the lease sets a timer, then the lease holder runs it', async () => {
    const { a, b } = await twoNodes();
    const creator = await harness.host(a.url);
    const { code } = await sendOk(creator.socket, 'room:create', {
      options: { questionCount: 1, secondsPerQuestion: 5 },
    });
    const student = harness.track(await joinStudent(a.url, code));
    const teacher = await harness.host(b.url);
    await sendOk(teacher.socket, 'room:host-rejoin', { code });
    await sendOk(teacher.socket, 'host:start', {});
    expect(await b.handle.store.leaseOwner(code)).toBe('node-a');
    // Nobody answers: only the deadline timer, armed on node A, can close the question.
    const closed = await student.log.waitFor(
      'room:state',
      (v) => v.phase === 'question-closed',
      12_000,
    );
    expect(closed.reveal?.questionIndex).toBe(0);
  }, 30_000);

  it('[TN6] When a question is closed on one node, then every student on the other node gets its own seat and the room view, and the seats cost no stream entry each', async () => {
    const { a, b, keyPrefix } = await twoNodes();
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 2, secondsPerQuestion: 60 },
    });
    const onA = await Promise.all(
      [0, 1].map(() => joinStudent(a.url, code).then((s) => harness.track(s))),
    );
    const onB = await Promise.all(
      Array.from({ length: 20 }, () => joinStudent(b.url, code).then((s) => harness.track(s))),
    );
    await host.log.waitFor('room:player', (d) => d.playerCount === 22);
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    // The students on node B answer (right on even seats); the ones on node A do not.
    await Promise.all(
      onB.map((s, i) =>
        sendOk(s.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, i % 2 === 0) }),
      ),
    );
    // Each answer's own seat view (`answer` set) reached its tablet on node B.
    await Promise.all(onB.map((s) => s.log.waitFor('room:you', (y) => y.answer !== null)));
    const before = await streamLength(keyPrefix);

    // The teacher (node A) closes: node A runs the close and its effects.
    await sendOk(host.socket, 'host:close', { questionIndex: 0 });
    const seats = await Promise.all(
      onB.map((s) => s.log.waitFor('room:you', (y) => y.lastResult?.questionIndex === 0)),
    );
    expect(seats.map((y) => y.score)).toEqual(onB.map((_, i) => (i % 2 === 0 ? 100 : 0)));
    for (const y of seats) expect(y.rank).toBeGreaterThanOrEqual(1);
    await Promise.all(
      onB.map((s) => s.log.waitFor('room:state', (v) => v.phase === 'question-closed')),
    );
    const here = await Promise.all(
      onA.map((s) => s.log.waitFor('room:you', (y) => y.lastResult?.questionIndex === 0)),
    );
    expect(here.map((y) => y.lastResult?.answered)).toEqual([false, false]);
    // The host view and the shared student view: two entries, not one per seat.
    expect((await streamLength(keyPrefix)) - before).toBeLessThan(onB.length);
  }, 30_000);

  it('[TN7] When a seat holds connections on both nodes, then both get its seat view', async () => {
    const { a, b } = await twoNodes();
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 1, secondsPerQuestion: 60 },
    });
    const alice = harness.track(await joinStudent(a.url, code));
    // The same seat again through node B (a tablet that reconnected elsewhere while its first
    // connection has not timed out yet): both connections hold the seat.
    const again = harness.track({ socket: await openSocket(b.url) });
    const log = new EventLog(again.socket);
    await sendOk(again.socket, 'room:rejoin', { code, rejoinToken: alice.rejoinToken });
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await sendOk(alice.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, true) });
    const closed = (y: ServerPayload<'room:you'>) => y.lastResult?.questionIndex === 0;
    expect((await alice.log.waitFor('room:you', closed)).score).toBe(100);
    expect((await log.waitFor('room:you', closed)).score).toBe(100);
  }, 30_000);

  it('[TN8] When students on the node without the lease answer, then the lease holder applies their answers and the other node writes nothing', async () => {
    const { a, b } = await twoNodes();
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: 1, secondsPerQuestion: 60 },
    });
    const onB = await Promise.all(
      [0, 1, 2].map(() => joinStudent(b.url, code).then((s) => harness.track(s))),
    );
    expect(a.handle.timers.holds(code)).toBe(true);
    expect(b.handle.timers.holds(code)).toBe(false);
    const applied = (node: typeof a) => {
      const seen: string[] = [];
      const dispatch = node.handle.rooms.dispatch.bind(node.handle.rooms);
      node.handle.rooms.dispatch = (room, event, ...rest) => {
        seen.push(event.type);
        return dispatch(room, event, ...rest);
      };
      return seen;
    };
    const onHolder = applied(a);
    const onOther = applied(b);
    await sendOk(host.socket, 'host:start', {});
    const view = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    const acks = await Promise.all(
      onB.map((s, i) =>
        sendOk(s.socket, 'answer:submit', { questionIndex: 0, answer: choice(view, i === 0) }),
      ),
    );
    expect(acks).toEqual([0, 1, 2].map(() => ({ questionIndex: 0 })));
    // Each answer's own view came back to its tablet, then the close (the last answer) too.
    const seats = await Promise.all(
      onB.map((s) => s.log.waitFor('room:you', (y) => y.lastResult?.questionIndex === 0)),
    );
    expect(seats.map((y) => y.score)).toEqual([100, 0, 0]);
    expect(onHolder.filter((t) => t === 'answer')).toHaveLength(3);
    // An answer after the close is refused by the holder, and the refusal comes back.
    const again = await send(onB[0]?.socket ?? host.socket, 'answer:submit', {
      questionIndex: 0,
      answer: choice(view, true),
    });
    expect(again.ok).toBe(false);
    expect(onHolder.filter((t) => t === 'answer')).toHaveLength(4);
    expect(onOther).toEqual([]);
  }, 30_000);
});
