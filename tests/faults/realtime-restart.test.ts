import { afterAll, describe, expect, it } from 'vitest';
import { Classroom, range } from './support/classroom';
import { expectCountedOnce } from './support/counted-once';
import { type AckedAnswer, sendOk } from './support/live-client';
import { RealtimeProcess } from './support/realtime-process';
import { redisSkipReason, useRedisAndApi } from './support/redis-and-api';
import { freePort } from './support/redis-server';

/**
 * Fault test (issue 5, Must show): the single realtime node is killed and restarted. The node is
 * the standalone service as a real process on Redis; its data lives in a private redis-server
 * when one is on PATH (else the shared REDIS_URL, under the service's own key prefix).
 */
const skipReason = redisSkipReason;
const STUDENTS = 30;
/** The issue's requirement: every student back within 5 s of the restarted node being ready. */
const BACK_WITHIN_MS = 5_000;

if (skipReason) console.warn(`realtime-restart.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)(
  `a killed and restarted realtime node${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const env = useRedisAndApi();
    let classroom: Classroom | undefined;
    afterAll(() => classroom?.close());

    it('[F1] When the only node is SIGKILLed mid-question and started again on its port, then all 30 students are back in their seats with unchanged scores within 5 s of it being ready and the session reaches the podium with every acknowledged answer counted once', async () => {
      const settings = { ...env.nodeSettings(), port: await freePort() };
      const { api, nodes } = env;
      const first = await RealtimeProcess.start(settings);
      nodes.push(first);
      // The restarted node listens on the same port: the clients' URL does not change.
      classroom = new Classroom(first.url, api);
      const { teacher, code } = await classroom.teacherWithRoom(3);
      const students = await classroom.join(code, STUDENTS);
      await teacher.log.waitFor('room:player', (d) => d.playerCount === STUDENTS);
      await sendOk(teacher.socket, 'host:start', {});

      // Question 0: everyone answers; it closes once all have, and the scores are in.
      const acked: AckedAnswer[] = [];
      const q0 = await classroom.openQuestion(teacher, students, 0);
      acked.push(...(await classroom.answer(q0, students, range(0, STUDENTS))));
      await teacher.log.waitFor('room:host', (v) => v.phase === 'question-closed');
      const scoresBefore = await Promise.all(
        students.map(
          async (s) =>
            (await s.log.waitFor('room:you', (y) => y.lastResult?.questionIndex === 0)).score,
        ),
      );
      expect(scoresBefore.some((score) => score > 0)).toBe(true);

      // Question 1: half the class has answered (acknowledged) when the node dies, five more
      // answers are on the wire as it dies.
      await sendOk(teacher.socket, 'host:next', { questionIndex: 0 });
      const q1 = await classroom.openQuestion(teacher, students, 1);
      acked.push(...(await classroom.answer(q1, students, range(0, 15))));
      const marks = students.map((s) => s.log.events.length);
      const teacherMark = teacher.log.events.length;
      const inFlightFailures: string[] = [];
      const inFlight = classroom.answer(q1, students, range(15, 20), inFlightFailures);
      // Awaited below; until then a failure must not surface as an unhandled rejection.
      inFlight.catch(() => {});
      await first.kill();

      const second = await RealtimeProcess.start(settings);
      nodes.push(second);
      await expect
        .poll(() => students.filter((s) => s.backAt.length > 0).length, {
          timeout: 30_000,
          interval: 50,
        })
        .toBe(STUDENTS);
      const slowestMs = Math.max(...students.map((s) => (s.backAt[0] ?? 0) - second.readyAt));
      const recovered = students.filter((s) => s.socket.recovered).length;
      console.info(
        `[F1] ${STUDENTS} students back in their seats ${slowestMs} ms after the restarted node was ready ` +
          `(${STUDENTS - recovered} by rejoin token, ${recovered} by recovery; requirement ${BACK_WITHIN_MS} ms)`,
      );
      expect(slowestMs).toBeLessThanOrEqual(BACK_WITHIN_MS);

      // Same seat, same score, the open question still open for them.
      for (const [i, s] of students.entries()) {
        const you = await s.log.waitFor('room:you', () => true, { from: marks[i] });
        expect(you.playerId).toBe(s.playerId);
        expect(you.score).toBe(scoresBefore[i]);
        const room = await s.log.waitFor('room:state', () => true, { from: marks[i] });
        expect(room.phase).toBe('question-open');
        expect(room.question?.index).toBe(1);
      }
      // The teacher is back too and sees the whole class.
      await teacher.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-open' && v.playerCount === STUDENTS,
        { from: teacherMark },
      );

      // The answers that were on the wire are settled (sent again until acknowledged), then
      // the rest of the class answers and the round goes on to the podium.
      acked.push(...(await inFlight));
      console.info(
        `[F1] the 5 answers on the wire at the kill took ${inFlightFailures.length} failed attempts (${[...new Set(inFlightFailures)].join(', ') || 'none'}) before each was acknowledged`,
      );
      acked.push(...(await classroom.answer(q1, students, range(20, STUDENTS))));
      await teacher.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-closed' && v.question?.index === 1,
        { from: teacherMark },
      );
      await sendOk(teacher.socket, 'host:next', { questionIndex: 1 });
      const q2 = await classroom.openQuestion(teacher, students, 2);
      acked.push(...(await classroom.answer(q2, students, range(0, STUDENTS))));
      const results = await classroom.finish(teacher, 2);

      // Every acknowledged answer counted once: in each seat's score and in the stored results.
      expectCountedOnce(students, acked, results, STUDENTS * 3);
    }, 60_000);
  },
);
