import { randomUUID } from 'node:crypto';
import {
  type SessionResultsInput,
  sessionDetailSchema,
  sessionListResponseSchema,
} from '@ttc/shared-protocol/api/session-results';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERNAL_HEADERS,
  SESSION_ENDED_AT,
  SESSION_STARTED_AT,
  sessionResultsBody,
  TEST_INTERNAL_TOKEN,
} from './support/session-results';
import { type SignedInTestUser, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'You need to sign in.' } };
const HOUR = 3_600_000;

describe.each(testBackends)('GET /api/sessions and /api/sessions/:id on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
  });
  afterAll(() => t.close());

  const store = async (body: SessionResultsInput) => {
    const res = await request(t.app)
      .post('/api/internal/session-results')
      .set(INTERNAL_HEADERS)
      .send(body);
    expect(res.body.outcome).toBe('stored');
    return body.sessionId;
  };
  /** A session of `teacher` that ended `hoursLater` hours after the builder's end time. */
  const storeEndingAt = (teacher: SignedInTestUser, hoursLater: number, sessionId = randomUUID()) =>
    store(
      sessionResultsBody(teacher.id, {
        sessionId,
        startedAt: SESSION_STARTED_AT + hoursLater * HOUR,
        endedAt: SESSION_ENDED_AT + hoursLater * HOUR,
      }),
    );
  const list = (user: SignedInTestUser | null, query: Record<string, string | number> = {}) =>
    request(t.app)
      .get('/api/sessions')
      .query(query)
      .set(user ? user.headers : {});
  const detail = (user: SignedInTestUser | null, id: string) =>
    request(t.app)
      .get(`/api/sessions/${id}`)
      .set(user ? user.headers : {});

  describe('GET /api/sessions', () => {
    it("When a teacher lists their sessions, then only their own come back, newest end first, with each one's summary", async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const grace = await signInTestUser(t, { role: 'teacher' });
      const older = await storeEndingAt(ada, 0);
      const newest = await storeEndingAt(ada, 48);
      const middle = await storeEndingAt(ada, 24);
      await storeEndingAt(grace, 30);

      const res = await list(ada).expect(200);
      expect(sessionListResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.sessions.map((s: { id: string }) => s.id)).toEqual([newest, middle, older]);
      expect(res.body.nextCursor).toBeNull();
      expect(res.body.sessions[2]).toEqual({
        id: older,
        roomCode: '123456',
        startedAt: SESSION_STARTED_AT,
        endedAt: SESSION_ENDED_AT,
        endReason: 'completed',
        playerCount: 3,
        questionCount: 3,
        averageScore: 100,
        classId: null,
        mostMissedQuestion: {
          index: 0,
          type: 'multiple_choice',
          questionText: 'What time does the clock show?',
          prompt: { key: 'game.prompt.read_clock', params: {} },
          missedCount: 2,
        },
      });

      const theirs = await list(grace).expect(200);
      expect(theirs.body.sessions).toHaveLength(1);
    });

    it('When a teacher has more sessions than a page, then pages follow each other by cursor with nothing skipped or repeated, ties on the end time included', async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const ids: string[] = [];
      for (const hours of [1, 2, 3]) ids.push(await storeEndingAt(ada, hours));
      // Two sessions ending at the same moment: the id breaks the tie.
      ids.push(await storeEndingAt(ada, 2));
      ids.push(await storeEndingAt(ada, 2));

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: Record<string, string | number> = cursor ? { limit: 2, cursor } : { limit: 2 };
        const page = sessionListResponseSchema.parse((await list(ada, query).expect(200)).body);
        expect(page.sessions.length).toBeLessThanOrEqual(2);
        seen.push(...page.sessions.map((s) => s.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < 10);

      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(5);
      expect([...seen].sort()).toEqual([...ids].sort());
      const all = (await list(ada).expect(200)).body.sessions.map((s: { id: string }) => s.id);
      expect(seen).toEqual(all);
      const endTimes = (await list(ada).expect(200)).body.sessions.map(
        (s: { endedAt: number }) => s.endedAt,
      );
      expect(endTimes).toEqual([...endTimes].sort((a, b) => b - a));
    });

    it('When a teacher has no sessions, then an empty list comes back', async () => {
      const newcomer = await signInTestUser(t, { role: 'teacher' });
      expect((await list(newcomer).expect(200)).body).toEqual({ sessions: [], nextCursor: null });
    });

    it('When nobody is signed in, then 401', async () => {
      expect((await list(null).expect(401)).body).toEqual(UNAUTHORIZED);
    });

    it.each([
      ['limit 0', { limit: 0 }, 'limit: must be a whole number from 1 to 100.'],
      ['limit 101', { limit: 101 }, 'limit: must be a whole number from 1 to 100.'],
      [
        'a limit that is no number',
        { limit: 'ten' },
        'limit: must be a whole number from 1 to 100.',
      ],
      [
        'a cursor this server did not make',
        { cursor: 'bm90LWEtY3Vyc29y' },
        'cursor: is not a page of this list.',
      ],
    ])('When the query has %s, then 400 validation_failed', async (_label, query, message) => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const res = await list(ada, query).expect(400);
      expect(res.body).toEqual({ error: { code: 'validation_failed', message } });
    });
  });

  describe('GET /api/sessions/:id', () => {
    it('When the teacher opens their session, then it comes with its statistics: students, questions, average time, most missed question, and every answer', async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const id = await store(sessionResultsBody(ada.id));
      const res = await detail(ada, id).expect(200);
      expect(sessionDetailSchema.parse(res.body)).toEqual(res.body);
      const { session, players, questions } = res.body;

      expect(session).toEqual({
        id,
        roomCode: '123456',
        startedAt: SESSION_STARTED_AT,
        endedAt: SESSION_ENDED_AT,
        endReason: 'completed',
        playerCount: 3,
        questionCount: 3,
        averageScore: 100,
        classId: null,
        answerCount: 5,
        averageAnswerMs: 4000,
        mostMissedQuestion: {
          index: 0,
          type: 'multiple_choice',
          questionText: 'What time does the clock show?',
          prompt: { key: 'game.prompt.read_clock', params: {} },
          missedCount: 2,
        },
        options: {
          questionCount: 3,
          questionTypes: ['multiple_choice', 'set_time', 'read_time'],
          difficulty: '15',
          secondsPerQuestion: 20,
          leaderboard: 'after-each',
          nicknameMode: 'generated',
          language: 'en',
        },
      });

      expect(
        players.map((p: { nickname: string; rank: number; score: number }) => [
          p.rank,
          p.nickname,
          p.score,
        ]),
      ).toEqual([
        [1, 'Brave Panda', 200],
        [2, 'Quick Fox', 100],
        [3, 'Clever Owl', 0],
      ]);
      expect(players[1]).toEqual({
        playerId: 'seat-000002',
        rank: 2,
        nickname: 'Quick Fox',
        character: 'fox',
        score: 100,
        correctCount: 1,
        totalAnswerMs: 8000,
        answers: [
          {
            questionIndex: 0,
            given: '3:45',
            correct: false,
            tag: 'past_to_reversed',
            answerMs: 3000,
          },
          { questionIndex: 1, given: '7:30', correct: true, tag: null, answerMs: 5000 },
        ],
      });
      expect(players[2].answers).toEqual([
        { questionIndex: 0, given: '12:15', correct: false, tag: 'hands_swapped', answerMs: 6000 },
      ]);

      expect(questions[0]).toEqual({
        index: 0,
        type: 'multiple_choice',
        questionText: 'What time does the clock show?',
        prompt: { key: 'game.prompt.read_clock', params: {} },
        options: ['3:15', '3:45', '12:15', '9:15'],
        correctLabel: '3:15',
        correctTime: { hour: 3, minute: 15 },
        correctGiven: '3:15',
        skipped: false,
        answeredCount: 3,
        correctCount: 1,
        wrongCount: 2,
        noAnswerCount: 0,
        averageAnswerMs: 3667,
        choices: [
          { given: '3:15', count: 1, correct: true },
          { given: '3:45', count: 1, correct: false },
          { given: '12:15', count: 1, correct: false },
          { given: '9:15', count: 0, correct: false },
        ],
        tagCounts: { past_to_reversed: 1, hands_swapped: 1 },
        // A tie: the tag listed first in the game's table wins.
        mostCommonMistake: { tag: 'hands_swapped', count: 1 },
      });
      expect(questions[1]).toMatchObject({
        type: 'set_time',
        options: null,
        correctGiven: '7:30',
        answeredCount: 2,
        correctCount: 2,
        noAnswerCount: 1,
        averageAnswerMs: 4500,
        choices: [{ given: '7:30', count: 2, correct: true }],
        mostCommonMistake: null,
      });
      expect(questions[2]).toMatchObject({
        skipped: true,
        answeredCount: 0,
        averageAnswerMs: null,
        choices: [
          { given: '1:00', count: 0, correct: true },
          { given: '2:00', count: 0, correct: false },
          { given: '12:05', count: 0, correct: false },
          { given: '1:05', count: 0, correct: false },
        ],
      });
    });

    it("When a session was adaptive, then a child's answer to their own level's question counts as right or wrong but not as a pick of the class question's options", async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const base = sessionResultsBody(ada.id);
      // Seat 2 had a level-5 question whose options include the class question's '9:15'.
      const id = await store({
        ...base,
        options: { ...base.options, adaptive: true },
        answers: base.answers.map((answer) =>
          answer.playerId === 'seat-000002' && answer.questionIndex === 0
            ? {
                ...answer,
                answer: { kind: 'choice', label: '9:15' },
                correct: true,
                tag: null,
                question: {
                  level: 5,
                  skill: 'quarter',
                  type: 'multiple_choice',
                  options: ['9:15', '9:45', '3:15', '10:15'],
                  correctLabel: '9:15',
                  correctTime: { hour: 9, minute: 15 },
                },
              }
            : answer,
        ),
      });
      const res = await detail(ada, id).expect(200);
      expect(res.body.questions[0]).toMatchObject({
        answeredCount: 3,
        correctCount: 2,
        choices: [
          { given: '3:15', count: 1, correct: true },
          { given: '3:45', count: 0, correct: false },
          { given: '12:15', count: 1, correct: false },
          { given: '9:15', count: 0, correct: false },
        ],
      });
    });

    it('When nobody missed any question, then the session has no most missed question', async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const base = sessionResultsBody(ada.id);
      const id = await store({
        ...base,
        players: [{ ...base.players[0], rank: 1 } as SessionResultsInput['players'][number]],
        answers: base.answers.filter((a) => a.playerId === 'seat-000001'),
      });
      const res = await detail(ada, id).expect(200);
      expect(res.body.session.mostMissedQuestion).toBeNull();
      expect(res.body.session.playerCount).toBe(1);
    });

    it("When another teacher opens someone else's session, then 404: its id tells nothing", async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const grace = await signInTestUser(t, { role: 'teacher' });
      const id = await store(sessionResultsBody(ada.id));
      const res = await detail(grace, id).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such session.' } });
    });

    it.each([
      ['an unknown id', () => randomUUID()],
      ['an id that is no UUID', () => 'not-a-session'],
    ])('When a teacher opens %s, then 404', async (_label, id) => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const res = await detail(ada, id()).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such session.' } });
    });

    it('When nobody is signed in, then 401, even for an existing session', async () => {
      const ada = await signInTestUser(t, { role: 'teacher' });
      const id = await store(sessionResultsBody(ada.id));
      expect((await detail(null, id).expect(401)).body).toEqual(UNAUTHORIZED);
    });
  });
});
