import { roomServerEvents } from '@ttc/shared-protocol/classroom/view-schemas';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { joinStudent, type StudentClient, send, sendOk } from './support/classroom-client';
import { backends, createHarness } from './support/live-harness';

const STUDENTS = 30;
const QUESTIONS = 3;

/** The correct option of the host's current question. */
function correctLabel(view: ServerPayload<'room:host'>): string {
  const question = view.question?.question;
  if (!question || question.type === 'set_time') throw new Error('expected a choice question');
  return question.correctLabel;
}

function wrongLabel(view: ServerPayload<'room:host'>): string {
  const question = view.question?.question;
  if (!question || question.type === 'set_time') throw new Error('expected a choice question');
  const wrong = question.options.find((option) => option !== question.correctLabel);
  if (!wrong) throw new Error('no wrong option');
  return wrong;
}

describe.each(backends(process.env.REDIS_URL))('live session on $name', ({ redisUrl }) => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  it('[LS1] When a teacher and 30 students play a whole session, then scores, views and results add up to the podium', async () => {
    const node = await harness.node();
    const host = await harness.host(node.url);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { questionCount: QUESTIONS, secondsPerQuestion: 60 },
    });
    expect(code).toMatch(/^\d{6}$/);
    await host.log.waitFor('room:host', (v) => v.phase === 'lobby');

    const students: StudentClient[] = await Promise.all(
      Array.from({ length: STUDENTS }, () =>
        joinStudent(node.url, code).then((s) => harness.track(s)),
      ),
    );
    expect(new Set(students.map((s) => s.playerId)).size).toBe(STUDENTS);
    expect(new Set(students.map((s) => s.nickname.toLowerCase())).size).toBe(STUDENTS);
    for (const s of students) expect(s.rejoinToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await host.log.waitFor('room:player', (d) => d.playerCount === STUDENTS);

    await sendOk(host.socket, 'host:start', {});
    for (let index = 0; index < QUESTIONS; index++) {
      const view = await host.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-open' && v.question?.index === index,
      );
      const states = await Promise.all(
        students.map((s) =>
          s.log.waitFor(
            'room:state',
            (v) => v.phase === 'question-open' && v.question?.index === index,
          ),
        ),
      );
      for (const state of states) {
        // Rule: the student view never carries the correct answer while the question is open.
        expect(state.reveal).toBeNull();
        expect(JSON.stringify(state)).not.toContain('correct');
        expect(roomServerEvents['room:state'].safeParse(state).success).toBe(true);
      }
      // The first half answers right, the others wrong.
      const acks = await Promise.all(
        students.map((s, i) =>
          send(s.socket, 'answer:submit', {
            questionIndex: index,
            answer: {
              kind: 'choice',
              label: i < STUDENTS / 2 ? correctLabel(view) : wrongLabel(view),
            },
          }),
        ),
      );
      for (const ack of acks) expect(ack).toEqual({ ok: true, data: { questionIndex: index } });
      // Everyone answered: the question closes at once, and every student gets the reveal.
      await Promise.all(
        students.map((s) =>
          s.log.waitFor(
            'room:state',
            (v) => v.phase === 'question-closed' && v.reveal?.questionIndex === index,
          ),
        ),
      );
      const closed = await host.log.waitFor(
        'room:host',
        (v) => v.phase === 'question-closed' && v.question?.index === index,
      );
      expect(closed.summary).toMatchObject({
        correctCount: STUDENTS / 2,
        wrongCount: STUDENTS / 2,
      });
      await sendOk(host.socket, 'host:next', { questionIndex: index });
    }

    // The podium timeline runs on the room's timers to its last step.
    const complete = await host.log.waitFor(
      'room:podium',
      (p) => p.stepName === 'complete',
      15_000,
    );
    expect(complete.step).toBe(6);
    const studentPodium = await students[0]?.log.waitFor(
      'room:podium',
      (p) => p.stepName === 'complete',
    );
    expect(studentPodium?.step).toBe(6);
    const podiumSteps = host.log.all('room:podium').map((p) => p.stepName);
    expect(podiumSteps).toEqual([
      'intro',
      'third',
      'second',
      'first',
      'celebration',
      'statistics',
      'complete',
    ]);

    for (const [i, s] of students.entries()) {
      const self = s.log.last('room:you');
      expect(self?.score).toBe(i < STUDENTS / 2 ? QUESTIONS * 100 : 0);
      // A student's views hold the top 5 and their own seat, never the class list.
      const state = s.log.last('room:state');
      // Places 1 to 3: more than three seats when answers came in the same millisecond (a
      // shared place), never more than the top 5.
      const podiumTop = state?.podium?.top ?? [];
      expect(podiumTop.length).toBeGreaterThanOrEqual(3);
      expect(podiumTop.length).toBeLessThanOrEqual(5);
      expect(podiumTop.every((entry) => entry.rank <= 3)).toBe(true);
      expect(JSON.stringify(s.log.events)).not.toContain(
        students[(i + 1) % STUDENTS]?.playerId ?? '?',
      );
    }
    // The host's answer counter is coalesced, not one frame per answer.
    expect(host.log.all('room:progress').length).toBeLessThan(STUDENTS * QUESTIONS);
    const hostView = host.log.last('room:host');
    expect(hostView?.phase).toBe('podium');
    expect(hostView?.stats).toMatchObject({ totalStudents: STUDENTS, totalQuestions: QUESTIONS });

    expect(harness.sink.results).toHaveLength(1);
    const [results] = harness.sink.results;
    expect(results?.players).toHaveLength(STUDENTS);
    expect(results?.answers).toHaveLength(STUDENTS * QUESTIONS);
    expect(results?.roomCode).toBe(code);
    expect(results?.hostId).toBe('teacher-1');
    expect(JSON.stringify(results)).not.toMatch(/rejoin|token/i);

    await sendOk(host.socket, 'host:end', {});
    await students[0]?.log.waitFor('room:state', (v) => v.phase === 'ended');
  }, 60_000);
});
