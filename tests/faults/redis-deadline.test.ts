import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithAcks } from './support/counted-once';
import { sendOk } from './support/live-client';
import { hasRedisServer } from './support/redis-server';
import { startRedisStack } from './support/redis-stack';

/**
 * Fault test: Redis is away at the very moment a room timer comes due (a question's deadline).
 * The timer cannot be applied then; it must be applied once Redis is back (the regression of
 * realtime-server/src/room/room-timers.ts, unit-tested in room-timers.test.ts [RT1]).
 */
const skipReason = hasRedisServer
  ? null
  : 'needs a redis-server binary on PATH (a private Redis this file may kill)';

if (skipReason) console.warn(`redis-deadline.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)(
  `a room timer due while Redis is away${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let stack: Awaited<ReturnType<typeof startRedisStack>>;
    beforeAll(async () => {
      stack = await startRedisStack();
    }, 30_000);
    afterAll(() => stack?.stop());

    it("[F4] When Redis is away at the moment a question's deadline passes, then the question still closes by itself once Redis is back, with the answers given before", async () => {
      const { classroom } = stack;
      // The shortest question (5 s): its deadline passes while Redis is away.
      const { teacher, code } = await classroom.teacherWithRoom(1, 5);
      const students = await classroom.join(code, 3);
      await teacher.log.waitFor('room:player', (d) => d.playerCount === 3);
      await sendOk(teacher.socket, 'host:start', {});
      const view = await classroom.openQuestion(teacher, students, 0);
      const acked = await classroom.answer(view, students, [0]);

      // Away from 2 s before the deadline until 3 s after it.
      const deadline = view.countdown?.deadline ?? 0;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, deadline - Date.now() - 2_000)),
      );
      await stack.outage(Math.max(0, deadline - Date.now() + 3_000), async () => {});
      const upAt = Date.now();

      const closed = await students[1]?.log.waitFor(
        'room:state',
        (v) => v.phase === 'question-closed',
        { timeoutMs: 15_000 },
      );
      expect(closed?.reveal?.questionIndex).toBe(0);
      console.info(
        `[F4] the question whose deadline passed during the outage closed ${Date.now() - upAt} ms after Redis was back`,
      );
      const results = await classroom.finish(teacher, 0);
      expect(compareWithAcks(results, acked)).toEqual({
        duplicates: [],
        missing: [],
        extra: [],
        wrongScores: [],
      });
    }, 60_000);
  },
);
