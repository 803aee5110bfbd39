import { randomUUID } from 'node:crypto';
import {
  type AssignmentResultsInput,
  assignmentPlaySchema,
  seatGrantSchema,
} from '@ttc/shared-protocol/api/assignments';
import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import { asc, eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAnswers, assignmentGames, classChildren } from '../src/db/schema';
import { faceTime, givenText } from '../src/features/play/face-time';
import { playRoutes } from '../src/features/play/routes';
import {
  SEAT_TOKEN_TTL_MS,
  seatKey,
  signSeatToken,
  verifySeatToken,
} from '../src/features/play/seat-token';
import { NOT_ON_ROSTER, SEAT_EXPIRED, SEAT_NOT_VALID } from '../src/features/play/service';
import { errorHandler, notFound } from '../src/http/error-handler';
import { makeClass, signInAs, type TestClass } from './support/assignments';
import type { SignedInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const NO_ASSIGNMENT = {
  error: {
    code: 'not_found',
    message: 'No assignment has this link. Ask your teacher for the link again.',
  },
};

describe('face times and given answers', () => {
  it.each([
    ['3:15', '3:15'],
    ['12:00', '12:00'],
    ['15:15', '3:15'],
    ['03:05', '3:05'],
    ['0:30', '12:30'],
    ['1 h 30 min', null],
    ['quarter past three', null],
    ['25:00', null],
    [null, null],
    [undefined, null],
  ])('When the game expected %s, then the face time is %s', (expected, face) => {
    expect(faceTime(expected)).toBe(face);
  });

  it('When the child chose an option or set the clock, then the given text says so', () => {
    expect(givenText({ kind: 'choice', label: 'half past 3' })).toBe('half past 3');
    expect(givenText({ kind: 'clock', time: { hour: 9, minute: 5 } })).toBe('9:05');
    expect(givenText(null)).toBeNull();
  });
});

describe('seat tokens', () => {
  const key = seatKey(new TextEncoder().encode('a-signing-secret-of-enough-length-000'));
  const claim = { taskId: randomUUID(), childId: randomUUID(), expiresAt: 2_000_000_000_000 };

  it('When a token is signed, then it reads back until it expires', () => {
    const token = signSeatToken(key, claim);
    expect(verifySeatToken(key, token, claim.expiresAt - 1)).toEqual({ ok: true, claim });
    expect(verifySeatToken(key, token, claim.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('When any part is changed or another key signed it, then it is forged', () => {
    const token = signSeatToken(key, claim);
    const otherChild = token.replace(claim.childId, randomUUID());
    const later = token.replace(String(claim.expiresAt), String(claim.expiresAt + 1));
    const otherKey = signSeatToken(seatKey(new Uint8Array(32)), claim);
    for (const forged of [otherChild, later, otherKey]) {
      expect(verifySeatToken(key, forged, 0)).toEqual({ ok: false, reason: 'forged' });
    }
    expect(verifySeatToken(key, 'garbage', 0)).toEqual({ ok: false, reason: 'malformed' });
  });
});

/** One answer of a finished Student Game, as the device sends it. */
const answer = (overrides: Partial<ProgressAnswerInput> = {}): ProgressAnswerInput => ({
  correct: true,
  answeredAt: Date.now() - 60_000,
  questionType: 'read_time',
  expected: '3:15',
  given: { kind: 'choice', label: '3:15' },
  skill: 'quarter',
  level: 4,
  answerMs: 4200,
  ...overrides,
});

describe.each(testBackends)('/api/play/:code on $name', (backend) => {
  let t: TestApp;
  let teacher: SignedInTestUser;
  let owls: TestClass;
  let code: string;
  let taskId: string;

  const makeAssignment = async (
    user: SignedInTestUser,
    classId: string,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await request(t.app)
      .post('/api/tasks')
      .set(user.headers)
      .send({
        userId: user.id,
        title: 'Quarter past at home',
        description: 'Ten questions',
        classId,
        preset: { level: 4, questionCount: 10 },
        dueDate: '2030-05-03T15:00:00.000Z',
        ...extra,
      })
      .expect(201);
    return res.body as { id: string; shareCode: string };
  };
  const seat = (shareCode: string, childId: unknown) =>
    request(t.app).post(`/api/play/${shareCode}/seat`).send({ childId });
  const seatToken = async (shareCode: string, childId: string) =>
    (await seat(shareCode, childId).expect(200)).body.seatToken as string;
  const results = (shareCode: string, body: Partial<AssignmentResultsInput> | string) =>
    request(t.app)
      .post(`/api/play/${shareCode}/results`)
      .send(body as object);

  beforeAll(async () => {
    t = await startTestApp(backend);
    teacher = await signInAs(t);
    owls = await makeClass(t, teacher.id, ['Ada', 'Bo', 'Cy'], 'Owls');
    const made = await makeAssignment(teacher, owls.id);
    code = made.shareCode;
    taskId = made.id;
  });
  afterAll(() => t.close());

  describe('GET /api/play/:code', () => {
    it('When a child opens the link, then the assignment and its roster come back, no teacher data', async () => {
      const res = await request(t.app).get(`/api/play/${code}`).expect(200);
      expect(assignmentPlaySchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toEqual({
        assignment: {
          title: 'Quarter past at home',
          description: 'Ten questions',
          dueDate: '2030-05-03T15:00:00.000Z',
          preset: { level: 4, questionCount: 10 },
          className: 'Owls',
          language: 'en',
        },
        roster: owls.children,
      });
    });

    it("When the preset names a language, then that is the game's language", async () => {
      const made = await makeAssignment(teacher, owls.id, {
        preset: { level: 2, questionCount: 5, language: 'fr' },
      });
      const res = await request(t.app).get(`/api/play/${made.shareCode}`).expect(200);
      expect(res.body.assignment.language).toBe('fr');
    });

    it('When the code is unknown, malformed or its assignment cancelled, then one 404', async () => {
      expect((await request(t.app).get('/api/play/zzzzzzzzzz').expect(404)).body).toEqual(
        NO_ASSIGNMENT,
      );
      await request(t.app).get('/api/play/NOT-A-CODE').expect(404);
      await request(t.app)
        .get(`/api/play/${'a'.repeat(300)}`)
        .expect(404);
      const made = await makeAssignment(teacher, owls.id);
      await request(t.app)
        .patch(`/api/tasks/${made.id}`)
        .set(teacher.headers)
        .send({ id: made.id, status: 'cancelled' })
        .expect(200);
      expect((await request(t.app).get(`/api/play/${made.shareCode}`).expect(404)).body).toEqual(
        NO_ASSIGNMENT,
      );
      await seat(made.shareCode, owls.children[0]?.id).expect(404);
    });

    it('When the assignment is completed by the teacher, then children can still open it', async () => {
      const made = await makeAssignment(teacher, owls.id);
      await request(t.app)
        .patch(`/api/tasks/${made.id}`)
        .set(teacher.headers)
        .send({ id: made.id, status: 'completed' })
        .expect(200);
      await request(t.app).get(`/api/play/${made.shareCode}`).expect(200);
    });
  });

  describe('POST /api/play/:code/seat', () => {
    it('When a child taps their character, then a seat token for them comes back', async () => {
      const ada = owls.children[0];
      const res = await seat(code, ada?.id).expect(200);
      expect(seatGrantSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.child).toEqual(ada);
    });

    it('When the child is of another class (or nobody), then 404 and no token', async () => {
      const other = await signInAs(t);
      const foxes = await makeClass(t, other.id, ['Dee'], 'Foxes');
      const mineToo = await makeClass(t, teacher.id, ['Eve'], 'Bats');
      for (const childId of [foxes.children[0]?.id, mineToo.children[0]?.id, randomUUID()]) {
        const res = await seat(code, childId).expect(404);
        expect(res.body).toEqual({ error: { code: 'not_found', message: NOT_ON_ROSTER } });
      }
    });

    it.each([
      ['no childId', {}, /^childId: /],
      ['a childId that is no uuid', { childId: 'ada' }, /^childId: /],
      ['an unknown field', { childId: randomUUID(), name: 'Ada' }, /name/],
    ])('When the body has %s, then 400 says so', async (_what, body, message) => {
      const res = await request(t.app).post(`/api/play/${code}/seat`).send(body).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toMatch(message);
    });
  });

  describe('POST /api/play/:code/results', () => {
    it('When a child sends a finished game, then its answers land in assignment_games and assignment_answers', async () => {
      const bo = owls.children[1];
      if (!bo) throw new Error('no Bo');
      const token = await seatToken(code, bo.id);
      const gameId = randomUUID();
      const res = await results(code, {
        seatToken: token,
        gameId,
        answers: [
          answer(),
          answer({
            correct: false,
            tag: 'hands_swapped',
            expected: '15:45',
            given: { kind: 'clock', time: { hour: 9, minute: 15 } },
            questionType: 'set_time',
            skill: 'quarter',
          }),
          answer({
            expected: '1 h 30 min',
            questionType: 'elapsed_time',
            skill: 'elapsed',
            level: 11,
          }),
        ],
      }).expect(201);
      expect(res.body).toEqual({ saved: true, answerCount: 3 });

      const db = t.database.db;
      const games = await db
        .select()
        .from(assignmentGames)
        .where(eq(assignmentGames.gameId, gameId));
      expect(games).toHaveLength(1);
      expect(games[0]).toMatchObject({ taskId, childId: bo.id, answerCount: 3, correctCount: 2 });
      const rows = await db
        .select()
        .from(assignmentAnswers)
        .where(eq(assignmentAnswers.assignmentGameId, games[0]?.id ?? ''))
        .orderBy(asc(assignmentAnswers.questionIndex));
      expect(
        rows.map(
          ({
            questionIndex,
            questionType,
            skill,
            level,
            correctTime,
            given,
            correct,
            tag,
            answerMs,
            taskId: task,
            childId,
          }) => ({
            questionIndex,
            questionType,
            skill,
            level,
            correctTime,
            given,
            correct,
            tag,
            answerMs,
            task,
            childId,
          }),
        ),
      ).toEqual([
        {
          questionIndex: 0,
          questionType: 'read_time',
          skill: 'quarter',
          level: 4,
          correctTime: '3:15',
          given: '3:15',
          correct: true,
          tag: null,
          answerMs: 4200,
          task: taskId,
          childId: bo.id,
        },
        {
          questionIndex: 1,
          questionType: 'set_time',
          skill: 'quarter',
          level: 4,
          correctTime: '3:45',
          given: '9:15',
          correct: false,
          tag: 'hands_swapped',
          answerMs: 4200,
          task: taskId,
          childId: bo.id,
        },
        {
          questionIndex: 2,
          questionType: 'elapsed_time',
          skill: 'elapsed',
          level: 11,
          correctTime: null,
          given: '3:15',
          correct: true,
          tag: null,
          answerMs: 4200,
          task: taskId,
          childId: bo.id,
        },
      ]);

      const list = await request(t.app).get('/api/tasks').set(teacher.headers).expect(200);
      expect(list.body.playCounts[taskId]).toBeGreaterThanOrEqual(1);
    });

    it('When the device sends the same game again, then nothing new is stored and the answer says so', async () => {
      const cy = owls.children[2];
      if (!cy) throw new Error('no Cy');
      const token = await seatToken(code, cy.id);
      const body = { seatToken: token, gameId: randomUUID(), answers: [answer(), answer()] };
      await results(code, body).expect(201);
      const again = await results(code, { ...body, answers: [answer()] }).expect(200);
      expect(again.body).toEqual({ saved: false, answerCount: 2 });
      const stored = await t.database.db
        .select()
        .from(assignmentAnswers)
        .where(eq(assignmentAnswers.childId, cy.id));
      expect(stored).toHaveLength(2);
    });

    it('When answer times are in the future (a clock set ahead), then they are stored as now', async () => {
      const ada = owls.children[0];
      if (!ada) throw new Error('no Ada');
      const token = await seatToken(code, ada.id);
      const gameId = randomUUID();
      await results(code, {
        seatToken: token,
        gameId,
        answers: [answer({ answeredAt: Date.now() + 10 * 86_400_000 })],
      }).expect(201);
      const [game] = await t.database.db
        .select()
        .from(assignmentGames)
        .where(eq(assignmentGames.gameId, gameId));
      expect(game?.playedAt.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it("When the seat token is another assignment's, forged, expired or garbage, then 403 and nothing is stored", async () => {
      const ada = owls.children[0];
      if (!ada) throw new Error('no Ada');
      const other = await makeAssignment(teacher, owls.id);
      const otherToken = await seatToken(other.shareCode, ada.id);
      const token = await seatToken(code, ada.id);
      const parts = token.split('.');
      const forgedChild = [parts[0], owls.children[1]?.id, parts[2], parts[3]].join('.');
      const key = seatKey(new TextEncoder().encode(t.config.authJwtSecret ?? ''));
      const expired = signSeatToken(key, { taskId, childId: ada.id, expiresAt: Date.now() - 1 });
      const stillValid = signSeatToken(key, {
        taskId,
        childId: ada.id,
        expiresAt: Date.now() + SEAT_TOKEN_TTL_MS,
      });
      const cases: [string, string][] = [
        [otherToken, SEAT_NOT_VALID],
        [forgedChild, SEAT_NOT_VALID],
        [`${token.slice(0, -2)}AA`, SEAT_NOT_VALID],
        [expired, SEAT_EXPIRED],
        ['x'.repeat(40), SEAT_NOT_VALID],
      ];
      for (const [seatToken, message] of cases) {
        const gameId = randomUUID();
        const res = await results(code, { seatToken, gameId, answers: [answer()] }).expect(403);
        expect(res.body).toEqual({ error: { code: 'forbidden', message } });
        const stored = await t.database.db
          .select()
          .from(assignmentGames)
          .where(eq(assignmentGames.gameId, gameId));
        expect(stored).toEqual([]);
      }
      // The key the test derived is the server's: a token it signs is accepted.
      await results(code, {
        seatToken: stillValid,
        gameId: randomUUID(),
        answers: [answer()],
      }).expect(201);
    });

    it('When the child left the roster after taking the seat, then 403', async () => {
      const leaver = await makeClass(t, teacher.id, ['Flo'], 'Leavers');
      const made = await makeAssignment(teacher, leaver.id);
      const flo = leaver.children[0];
      if (!flo) throw new Error('no Flo');
      const token = await seatToken(made.shareCode, flo.id);
      await t.database.db.delete(classChildren).where(eq(classChildren.id, flo.id));
      const res = await results(made.shareCode, {
        seatToken: token,
        gameId: randomUUID(),
        answers: [answer()],
      }).expect(403);
      expect(res.body.error.message).toBe(NOT_ON_ROSTER);
    });

    it.each([
      ['no answers', { answers: [] }, /^answers: /],
      ['too many answers', { answers: Array.from({ length: 21 }, () => answer()) }, /^answers: /],
      ['a game id that is no uuid', { gameId: 'game-1' }, /^gameId: /],
      [
        'a correct answer with a tag',
        { answers: [answer({ tag: 'hands_swapped' })] },
        /^answers\.0\.tag: /,
      ],
      [
        'an unknown question type',
        { answers: [answer({ questionType: 'juggling' as never })] },
        /^answers\.0\.questionType: /,
      ],
      ['a score', { answers: [{ ...answer(), points: 100 } as ProgressAnswerInput] }, /points/],
      ['no seat token', { seatToken: undefined }, /^seatToken: /],
    ])('When the body has %s, then 400 says which field', async (_what, extra, message) => {
      const ada = owls.children[0];
      const token = await seatToken(code, ada?.id ?? '');
      const res = await results(code, {
        seatToken: token,
        gameId: randomUUID(),
        answers: [answer()],
        ...extra,
      }).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toMatch(message);
    });

    it('When the code is unknown, then 404 before the token is read', async () => {
      const res = await results('zzzzzzzzzz', {
        seatToken: 'x'.repeat(40),
        gameId: randomUUID(),
        answers: [answer()],
      }).expect(404);
      expect(res.body).toEqual(NO_ASSIGNMENT);
    });
  });

  describe('rate limit', () => {
    it('When one client sends more requests than its window allows, then 429 until the window ends', async () => {
      const app = express();
      app.set('trust proxy', true);
      const deps = {
        db: t.database.db,
        config: t.config,
        logger: undefined as never,
        mailer: undefined as never,
        now: Date.now,
        purgeLiveSessions: async () => {},
      };
      app.use('/api', playRoutes(deps, { points: 2, durationS: 60 }), notFound(), errorHandler());
      const from = (ip: string) => request(app).get(`/api/play/${code}`).set('X-Forwarded-For', ip);
      await from('203.0.113.7').expect(200);
      await from('203.0.113.7').expect(200);
      const res = await from('203.0.113.7').expect(429);
      expect(res.body.error.code).toBe('rate_limited');
      await seat(code, owls.children[0]?.id).expect(200);
      await from('198.51.100.1').expect(200);
    });
  });
});
