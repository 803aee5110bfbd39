import type { Ack } from '@ttc/shared-protocol/errors';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { joinStudent, pickAnswer, send, sendOk } from './support/classroom-client';
import { createHarness } from './support/live-harness';
import { randomKeyPrefix } from './support/redis-keys';

const redisUrl = process.env.REDIS_URL;
const STUDENTS = 40;
const QUESTIONS = 3;

/**
 * Issue 5 (bench B6, `host:next refused: conflict`): the refusal was the reducer's wrong_phase (the
 * load generator sent `next` for a question still open), not a compare-and-set conflict. This
 * pins the engine side: writes racing on two nodes are retried inside the room stream and never
 * reach the teacher.
 */
describe.runIf(redisUrl)('host commands racing a burst of answers on two nodes', () => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  it('[TN5] When students on both nodes answer in a burst while the teacher closes the question, then close and next are acked ok and every acked answer counts once', async () => {
    const keyPrefix = randomKeyPrefix('live-race');
    const a = await harness.node({ keyPrefix, nodeId: 'node-a' });
    const b = await harness.node({ keyPrefix, nodeId: 'node-b' });
    const host = await harness.host(a.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: QUESTIONS, secondsPerQuestion: 60 },
    });
    const students = [];
    for (let i = 0; i < STUDENTS; i++) {
      students.push(harness.track(await joinStudent(i % 2 === 0 ? a.url : b.url, code)));
    }
    await host.log.waitFor('room:player', (d) => d.playerCount === STUDENTS);
    await sendOk(host.socket, 'host:start', {});

    const acked = new Set<string>();
    for (let index = 0; index < QUESTIONS; index++) {
      const views = await Promise.all(
        students.map((s) =>
          s.log.waitFor(
            'room:state',
            (v) => v.phase === 'question-open' && v.question?.index === index,
          ),
        ),
      );
      // The last student stays silent, so only the teacher's close ends the question.
      const answers = students.slice(0, -1).map((s, i) => {
        const question = views[i]?.question;
        if (!question) throw new Error('no open question');
        return send(s.socket, 'answer:submit', {
          questionIndex: index,
          answer: pickAnswer(question),
        }).then((ack: Ack<unknown>) => [s.playerId, ack] as const);
      });
      const close = send(host.socket, 'host:close', { questionIndex: index });
      expect(await close).toMatchObject({ ok: true });
      for (const [playerId, ack] of await Promise.all(answers)) {
        // An answer either counts or came after the close (the reducer's refusal, never a CAS).
        if (ack.ok) acked.add(`${playerId}|${index}`);
        else expect(ack.error.message).toBe('The question is closed.');
      }
      await host.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-closed' && v.question?.index === index,
      );
      expect(await send(host.socket, 'host:next', { questionIndex: index })).toMatchObject({
        ok: true,
      });
    }

    await expect.poll(() => harness.sink.results.length, { timeout: 10_000 }).toBe(1);
    const stored = (harness.sink.results[0]?.answers ?? []).map(
      (x) => `${x.playerId}|${x.questionIndex}`,
    );
    expect(new Set(stored).size).toBe(stored.length);
    expect(new Set(stored)).toEqual(acked);
  }, 60_000);
});
