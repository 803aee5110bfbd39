import { randomUUID } from 'node:crypto';
import {
  type SessionResultsInput,
  sessionResultsReceiptSchema,
} from '@ttc/shared-protocol/api/session-results';
import { asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomSessions, sessionAnswers, sessionPlayers } from '../src/db/schema';
import { SESSION_RESULTS_BODY_LIMIT } from '../src/features/sessions/routes';
import { createClassWithRoster, storeClassSession } from './support/class-fixtures';
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

const PATH = '/api/internal/session-results';

type Column = { table_name: string; column_name: string };

describe.each(testBackends)('POST /api/internal/session-results on $name', (backend) => {
  let t: TestApp;
  let teacher: SignedInTestUser;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
    teacher = await signInTestUser(t, 'teacher@example.org');
  });
  afterAll(() => t.close());

  const ingest = (body: unknown, headers: Record<string, string> = INTERNAL_HEADERS) =>
    request(t.app)
      .post(PATH)
      .set(headers)
      .send(body as object);
  const db = () => t.database.db;
  const sessionRows = (id: string) =>
    db().select().from(classroomSessions).where(eq(classroomSessions.id, id));
  const playerRows = (id: string) =>
    db()
      .select()
      .from(sessionPlayers)
      .where(eq(sessionPlayers.sessionId, id))
      .orderBy(asc(sessionPlayers.rank));
  const answerRows = (id: string) =>
    db()
      .select()
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, id))
      .orderBy(asc(sessionAnswers.questionIndex), asc(sessionAnswers.playerId));
  const storedCounts = async (id: string) => ({
    sessions: (await sessionRows(id)).length,
    players: (await playerRows(id)).length,
    answers: (await answerRows(id)).length,
  });

  describe('storing', () => {
    it('When a finished session is sent with the service credential, then it is stored with its players, answers, times and tags, and the receipt says stored', async () => {
      const body = sessionResultsBody(teacher.id);
      const res = await ingest(body).expect(200);
      expect(res.body).toEqual({ sessionId: body.sessionId, outcome: 'stored' });
      expect(sessionResultsReceiptSchema.parse(res.body)).toEqual(res.body);

      const [session] = await sessionRows(body.sessionId);
      expect(session).toMatchObject({
        id: body.sessionId,
        teacherId: teacher.id,
        roomCode: '123456',
        startedAt: new Date(SESSION_STARTED_AT),
        endedAt: new Date(SESSION_ENDED_AT),
        endReason: 'completed',
        playerCount: 3,
        questionCount: 3,
        answerCount: 5,
        averageScore: 100,
        averageAnswerMs: 4000,
        mostMissedIndex: 0,
        mostMissedCount: 2,
      });
      // The room cap is an engine setting, not part of the record.
      expect(session?.options).not.toHaveProperty('roomCap');
      expect(session?.questions.map((q) => [q.index, q.type, q.skipped])).toEqual([
        [0, 'multiple_choice', false],
        [1, 'set_time', false],
        [2, 'read_time', true],
      ]);

      expect(await playerRows(body.sessionId)).toEqual([
        {
          sessionId: body.sessionId,
          playerId: 'seat-000001',
          nickname: 'Brave Panda',
          characterId: 'panda',
          finalScore: 200,
          rank: 1,
          correctCount: 2,
          totalAnswerMs: 6000,
          childId: null,
        },
        {
          sessionId: body.sessionId,
          playerId: 'seat-000002',
          nickname: 'Quick Fox',
          characterId: 'fox',
          finalScore: 100,
          rank: 2,
          correctCount: 1,
          totalAnswerMs: 8000,
          childId: null,
        },
        {
          sessionId: body.sessionId,
          playerId: 'seat-000003',
          nickname: 'Clever Owl',
          characterId: 'owl',
          finalScore: 0,
          rank: 3,
          correctCount: 0,
          totalAnswerMs: 6000,
          childId: null,
        },
      ]);
      // Without a class the session is stored without one.
      expect(session?.classId).toBeNull();

      const answers = await answerRows(body.sessionId);
      expect(answers.map((a) => [a.questionIndex, a.playerId, a.given, a.correct, a.tag])).toEqual([
        [0, 'seat-000001', '3:15', true, null],
        [0, 'seat-000002', '3:45', false, 'past_to_reversed'],
        [0, 'seat-000003', '12:15', false, 'hands_swapped'],
        [1, 'seat-000001', '7:30', true, null],
        [1, 'seat-000002', '7:30', true, null],
      ]);
      expect(answers[1]).toMatchObject({
        questionType: 'multiple_choice',
        correctTime: '3:15',
        answerMs: 3000,
        skill: 'quarter',
      });
      expect(answers[4]).toMatchObject({
        questionType: 'set_time',
        correctTime: '7:30',
        answerMs: 5000,
        skill: 'half',
      });
    });

    it("When a class session is stored, then each answer carries the class and its seat's roster child (none for a guest seat, nor a child of another roster)", async () => {
      const { classId, children } = await createClassWithRoster(t, teacher.id, [
        { nickname: 'Ana', character: 'panda' },
      ]);
      const other = await createClassWithRoster(t, teacher.id, [
        { nickname: 'Zed', character: 'fox' },
      ]);
      const ana = children[0]?.id ?? '';
      const zed = other.children[0]?.id ?? '';
      const sessionId = await storeClassSession(t, teacher.id, classId, [ana, null, zed]);
      const answers = await answerRows(sessionId);
      expect(answers.map((a) => [a.questionIndex, a.playerId, a.classId, a.childId])).toEqual([
        [0, 'seat-000001', classId, ana],
        [0, 'seat-000002', classId, null],
        [0, 'seat-000003', classId, null],
        [1, 'seat-000001', classId, ana],
        [1, 'seat-000002', classId, null],
      ]);

      // Without a class (or with another teacher's), no answer names a class or a child.
      const body = sessionResultsBody(teacher.id);
      body.players = body.players.map((player) => ({ ...player, childId: ana }));
      await ingest(body).expect(200);
      const loose = await answerRows(body.sessionId);
      expect(loose).toHaveLength(5);
      expect(loose.every((a) => a.classId === null && a.childId === null)).toBe(true);
    });

    it('When an adaptive session is stored, then each answer counts against the question the child got at its level (its type, time, skill and level), and the options remember adaptive', async () => {
      const body = sessionResultsBody(teacher.id);
      body.options = { ...body.options, adaptive: true, hideRanks: false };
      body.answers = body.answers.map((answer) =>
        answer.playerId === 'seat-000002' && answer.questionIndex === 0
          ? {
              ...answer,
              // Level 2: an o'clock question, answered wrongly with an option of its own.
              answer: { kind: 'choice', label: '4:00' },
              tag: 'off_by_one_hour',
              question: {
                level: 2,
                skill: 'oclock',
                type: 'read_time',
                options: ['5:00', '4:00', '6:00', '12:00'],
                correctLabel: '5:00',
                correctTime: { hour: 5, minute: 0 },
              },
            }
          : answer,
      );
      await ingest(body).expect(200);
      const [session] = await sessionRows(body.sessionId);
      expect(session?.options).toMatchObject({ adaptive: true });
      const answers = await answerRows(body.sessionId);
      expect(answers[1]).toMatchObject({
        playerId: 'seat-000002',
        questionType: 'read_time',
        correctTime: '5:00',
        given: '4:00',
        skill: 'oclock',
        level: 2,
      });
      // The class question's answers keep its type and time, with no level.
      expect(answers[0]).toMatchObject({ correctTime: '3:15', skill: 'quarter', level: null });

      // An own question's answer must be one of that question's options.
      const bad = sessionResultsBody(teacher.id);
      bad.answers = bad.answers.map((answer, i) =>
        i === 0
          ? {
              ...answer,
              question: {
                level: 2,
                skill: 'oclock',
                type: 'multiple_choice',
                options: ['5:00', '4:00', '6:00', '12:00'],
                correctLabel: '5:00',
                correctTime: { hour: 5, minute: 0 },
              },
            }
          : answer,
      );
      await ingest(bad).expect(400);
    });

    it('When the host ended early, then the session is stored with that end reason', async () => {
      const body = sessionResultsBody(teacher.id, { endReason: 'ended_early' });
      await ingest(body).expect(200);
      expect((await sessionRows(body.sessionId))[0]?.endReason).toBe('ended_early');
    });

    it('When a session had no players, then it is stored with no averages and no most missed question', async () => {
      const body = sessionResultsBody(teacher.id, { players: [], answers: [] });
      await ingest(body).expect(200);
      expect((await sessionRows(body.sessionId))[0]).toMatchObject({
        playerCount: 0,
        answerCount: 0,
        averageScore: null,
        averageAnswerMs: null,
        mostMissedIndex: null,
        mostMissedCount: null,
      });
    });

    it('When the teacher has no account, then 200 teacher_unknown comes back and nothing is kept', async () => {
      const body = sessionResultsBody(randomUUID());
      const res = await ingest(body).expect(200);
      expect(res.body).toEqual({ sessionId: body.sessionId, outcome: 'teacher_unknown' });
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
    });
  });

  describe('idempotence on the session id', () => {
    it('When the same session is sent again (a retry), then it is stored once and the repeat answers already_stored', async () => {
      const body = sessionResultsBody(teacher.id);
      const first = await ingest(body).expect(200);
      const again = await ingest(body).expect(200);
      expect(first.body.outcome).toBe('stored');
      expect(again.body).toEqual({ sessionId: body.sessionId, outcome: 'already_stored' });
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
    });

    it('When a repeat carries different numbers, then the first delivery stays as stored', async () => {
      const body = sessionResultsBody(teacher.id);
      await ingest(body).expect(200);
      const changed = sessionResultsBody(teacher.id, {
        sessionId: body.sessionId,
        players: [],
        answers: [],
      });
      const res = await ingest(changed).expect(200);
      expect(res.body.outcome).toBe('already_stored');
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
    });

    it('When the same session arrives 6 times at once, then every delivery gets 200, exactly one stores it, and it is stored once', async () => {
      const body = sessionResultsBody(teacher.id);
      const results = await Promise.all(Array.from({ length: 6 }, () => ingest(body)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const outcomes = results.map((r) => r.body.outcome).sort();
      expect(outcomes).toEqual([
        'already_stored',
        'already_stored',
        'already_stored',
        'already_stored',
        'already_stored',
        'stored',
      ]);
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
    });

    it('When a stored session id comes again for another teacher, then 409 conflict and the stored session is untouched', async () => {
      const other = await signInTestUser(t);
      const body = sessionResultsBody(teacher.id);
      await ingest(body).expect(200);
      const res = await ingest({ ...body, teacherId: other.id }).expect(409);
      expect(res.body).toEqual({
        error: {
          code: 'conflict',
          message: 'Results for this session id are already stored for another teacher.',
        },
      });
      expect((await sessionRows(body.sessionId))[0]?.teacherId).toBe(teacher.id);
    });
  });

  describe('the service credential', () => {
    it('When no credential is sent, then 401 and nothing is stored', async () => {
      const body = sessionResultsBody(teacher.id);
      const res = await ingest(body, {}).expect(401);
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: 'A service credential is required.' },
      });
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
    });

    it('When a wrong credential is sent, then 403 and nothing is stored', async () => {
      const body = sessionResultsBody(teacher.id);
      for (const token of [`${TEST_INTERNAL_TOKEN}x`, TEST_INTERNAL_TOKEN.slice(0, -1), 'short']) {
        const res = await ingest(body, { Authorization: `Bearer ${token}` }).expect(403);
        expect(res.body).toEqual({
          error: { code: 'forbidden', message: 'This service credential is not valid.' },
        });
      }
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
    });

    it("When a teacher's own sign-in token is sent instead, then 403: a user cannot post results", async () => {
      const body = sessionResultsBody(teacher.id);
      await ingest(body, teacher.headers).expect(403);
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
    });

    it('When a wrong credential comes with a body that is not even JSON, then 403: the credential is checked before the body is read', async () => {
      const res = await request(t.app)
        .post(PATH)
        .set({ Authorization: 'Bearer wrong', 'Content-Type': 'application/json' })
        .send('{not json')
        .expect(403);
      expect(res.body.error.code).toBe('forbidden');
    });
  });

  describe('bad bodies', () => {
    it('When the body is not JSON, then 400 invalid_json with the error body', async () => {
      const res = await request(t.app)
        .post(PATH)
        .set({ ...INTERNAL_HEADERS, 'Content-Type': 'application/json' })
        .send('{"sessionId": ')
        .expect(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
      });
    });

    it('When the body is not declared as JSON, then 415', async () => {
      const res = await request(t.app)
        .post(PATH)
        .set({ ...INTERNAL_HEADERS, 'Content-Type': 'text/plain' })
        .send(JSON.stringify(sessionResultsBody(teacher.id)))
        .expect(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    });

    it('When the body is larger than the limit, then 413 payload_too_large with the error body and nothing is stored', async () => {
      expect(SESSION_RESULTS_BODY_LIMIT).toBe('16mb');
      const body = sessionResultsBody(teacher.id);
      const padded = JSON.stringify({ ...body, padding: 'x'.repeat(16 * 1024 * 1024) });
      const res = await request(t.app)
        .post(PATH)
        .set({ ...INTERNAL_HEADERS, 'Content-Type': 'application/json' })
        .send(padded)
        .expect(413);
      expect(res.body).toEqual({
        error: {
          code: 'payload_too_large',
          message: 'The request body is too large (the limit is 16 MB).',
        },
      });
      expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
    });

    const invalid: Array<[string, (b: SessionResultsInput) => unknown, string]> = [
      ['an empty body', () => ({}), 'sessionId: Invalid input'],
      ['a session id that is no UUID', (b) => ({ ...b, sessionId: 'room-1' }), 'sessionId:'],
      ['a room code that is not 6 digits', (b) => ({ ...b, roomCode: '12345' }), 'roomCode:'],
      [
        'an answer from a seat that is not a player',
        (b) => ({ ...b, answers: [{ ...b.answers[0], playerId: 'seat-999999' }] }),
        'answers.0.playerId: is not a player',
      ],
      [
        'two answers of one seat to one question',
        (b) => ({ ...b, answers: [b.answers[0], b.answers[0]] }),
        'answers.1.questionIndex: this player already answered this question',
      ],
      [
        'a choice that is not one of the options',
        (b) => ({
          ...b,
          answers: [{ ...b.answers[0], answer: { kind: 'choice', label: '4:00' } }],
        }),
        "answers.0.answer: must be one of the question's options",
      ],
      [
        'a correct answer with a misconception tag',
        (b) => ({ ...b, answers: [{ ...b.answers[0], tag: 'hands_swapped' }] }),
        'answers.0.tag: A correct answer has no misconception tag.',
      ],
      [
        'a negative score',
        (b) => ({ ...b, players: b.players.map((p, i) => (i === 0 ? { ...p, score: -1 } : p)) }),
        'players.0.score:',
      ],
      [
        'an end before the start',
        (b) => ({ ...b, endedAt: b.startedAt - 1 }),
        'endedAt: must not be before startedAt',
      ],
      ['an unknown end reason', (b) => ({ ...b, endReason: 'crashed' }), 'endReason:'],
    ];
    it.each(invalid)(
      'When the body has %s, then 400 validation_failed naming the field, and nothing is stored',
      async (_label, change, message) => {
        const body = sessionResultsBody(teacher.id);
        const res = await ingest(change(body)).expect(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.message).toContain(message);
        expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
      },
    );
  });

  describe('no child email or real name', () => {
    it.each([
      ['an email', { email: 'child@example.org' }],
      ['a real name', { name: 'Ada Lovelace' }],
      ['a first name', { firstName: 'Ada' }],
    ])(
      'When a player carries %s, then 400 validation_failed and nothing is stored',
      async (_label, extra) => {
        const body = sessionResultsBody(teacher.id);
        const players = body.players.map((p, i) => (i === 0 ? { ...p, ...extra } : p));
        const res = await ingest({ ...body, players }).expect(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.message).toMatch(/^players\.0: /);
        expect(await storedCounts(body.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });
      },
    );

    it('When the session tables are listed, then no column can hold an email or a name other than the nickname', async () => {
      const value = (await db().execute(
        sql`SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = 'public'
              AND table_name IN ('classroom_sessions', 'session_players', 'session_answers')`,
      )) as unknown as Column[] | { rows: Column[] };
      const rows = Array.isArray(value) ? value : value.rows;
      const columns = rows.map((row) => `${row.table_name}.${row.column_name}`);
      expect(columns).toContain('session_players.nickname');
      expect(columns.filter((c) => /mail|name/i.test(c))).toEqual(['session_players.nickname']);
    });

    it("When a session is stored, then none of its rows contains the teacher's email", async () => {
      const body = sessionResultsBody(teacher.id);
      await ingest(body).expect(200);
      const stored = JSON.stringify([
        await sessionRows(body.sessionId),
        await playerRows(body.sessionId),
        await answerRows(body.sessionId),
      ]);
      expect(stored).not.toContain('@');
    });
  });
});

describe.each(testBackends)(
  'POST /api/internal/session-results without INTERNAL_API_TOKEN on $name',
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend);
    });
    afterAll(() => t.close());

    it('When the API has no service token configured, then a delivery gets 503 unavailable (the sender keeps it and retries)', async () => {
      const teacher = await signInTestUser(t);
      const body = sessionResultsBody(teacher.id);
      const res = await request(t.app).post(PATH).set(INTERNAL_HEADERS).send(body).expect(503);
      expect(res.body).toEqual({
        error: {
          code: 'unavailable',
          message: 'Session results cannot be stored: INTERNAL_API_TOKEN is not set on the API.',
        },
      });
      const rows = await t.database.db
        .select()
        .from(classroomSessions)
        .where(eq(classroomSessions.id, body.sessionId));
      expect(rows).toEqual([]);
    });

    it('When no credential is sent to an API without a token, then 401 still comes first', async () => {
      await request(t.app).post(PATH).send({}).expect(401);
    });
  },
);
