import { randomUUID } from 'node:crypto';
import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import {
  emptyLearner,
  type LearnerAnswer,
  learnerFromAnswers,
} from '@ttc/shared-protocol/game/learner/learner-model';
import { userStatsSchema } from '@ttc/shared-protocol/game/stats';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolMembers, users } from '../src/db/schema';
import { createTestSchool } from './support/school';
import { type SignedInTestUser, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The server's clock: noon UTC. */
const NOW = Date.parse('2026-03-02T12:00:00Z');

/** Answers one second apart from `start`, right or wrong as the pattern says ("RRW" ...). */
function answers(start: number, pattern: string): ProgressAnswerInput[] {
  return Array.from(pattern, (mark, i) =>
    mark === 'R'
      ? { questionType: 'multiple_choice', correct: true, answeredAt: start + i * 1000 }
      : {
          questionType: 'multiple_choice',
          correct: false,
          answeredAt: start + i * 1000,
          tag: 'hands_swapped',
        },
  );
}

/**
 * Level-1 answers (o'clock) at the given times: R read right, S set right, W read wrong with the
 * hands swapped. What the Student Game sends when playing by level.
 */
function levelOneAnswers(times: number[], pattern: string): ProgressAnswerInput[] {
  return Array.from(pattern, (mark, i) => ({
    questionType: mark === 'S' ? 'set_time' : 'read_time',
    correct: mark !== 'W',
    answeredAt: times[i] ?? 0,
    expected: '3:00',
    skill: 'oclock',
    level: 1,
    purpose: 'level',
    ...(mark === 'W' ? { tag: 'hands_swapped' } : {}),
  }));
}

/** The model a history gives (the shared fold the server must reproduce). */
const modelOf = (history: ProgressAnswerInput[]) => learnerFromAnswers(history as LearnerAnswer[]);

const EMPTY_STATS = {
  level: 1,
  score: 0,
  currentLevelProgress: 0,
  maxLevelProgress: 8,
  streak: 0,
  bestStreak: 0,
  totalCorrect: 0,
  totalIncorrect: 0,
  accuracy: 0,
  todayCorrect: 0,
  todayIncorrect: 0,
  learner: emptyLearner(),
};

describe.each(testBackends)('GET /api/user/:userId/stats on $name', (backend) => {
  let t: TestApp;
  let player: SignedInTestUser;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, { clock: () => new Date(NOW) });
    player = await signInTestUser(t);
    const games = [
      answers(NOW - 2 * DAY, 'RRRRRRRRRR'),
      answers(NOW - DAY, 'RRRRRWWWWW'),
      answers(NOW - HOUR, 'WWWRRRRRRR'),
    ];
    for (const game of games) {
      await request(t.app)
        .post('/api/progress')
        .set(player.headers)
        .send({ gameId: randomUUID(), answers: game })
        .expect(200);
    }
  });
  afterAll(() => t.close());

  const stats = (user: SignedInTestUser | null, userId: string, query = '') =>
    request(t.app)
      .get(`/api/user/${userId}/stats${query}`)
      .set(user ? user.headers : {});

  it('When a player asks for their stats after three games, then they are derived from every recorded answer', async () => {
    const res = await stats(player, player.id).expect(200);
    expect(res.body).toMatchObject({
      // 22 correct: 2,200 points, a reward only. Free practice (no level on the answers) does
      // not move the level: it stays 1 with no right answers toward level 2.
      level: 1,
      score: 2200,
      currentLevelProgress: 0,
      maxLevelProgress: 8,
      // The last 7 answers were right; the first 15 (over two days) the longest run.
      streak: 7,
      bestStreak: 15,
      totalCorrect: 22,
      totalIncorrect: 8,
      accuracy: 73,
      todayCorrect: 7,
      todayIncorrect: 3,
    });
    // The learner model still counts every mistake.
    expect(res.body.learner).toMatchObject({
      level: 1,
      answers: 30,
      mistakes: { hands_swapped: 8 },
    });
    expect(userStatsSchema.parse(res.body)).toEqual(res.body);
  });

  it('When the level is looked up in GET /api/levels, then it is there', async () => {
    const [me, levels] = await Promise.all([
      stats(player, player.id).expect(200),
      request(t.app).get('/api/levels').expect(200),
    ]);
    expect(levels.body).toContainEqual(expect.objectContaining({ level: me.body.level }));
  });

  it.each([
    // 00:00 on 2 March in UTC-12: the game an hour ago was yesterday there.
    ['-720', 0, 0],
    // 22:00 on 2 March in UTC+10: the game an hour ago was today, yesterday's was not.
    ['600', 7, 3],
    // 23:30 on 2 March in UTC+11:30 (as Norfolk Island is in summer).
    ['690', 7, 3],
  ])(
    'When utcOffsetMinutes is %s, then today counts %i right and %i wrong',
    async (offset, right, wrong) => {
      const res = await stats(player, player.id, `?utcOffsetMinutes=${offset}`).expect(200);
      expect(res.body).toMatchObject({
        todayCorrect: right,
        todayIncorrect: wrong,
        totalCorrect: 22,
      });
    },
  );

  it('When local midnight falls just before or just after the last game, then today follows it', async () => {
    // UTC+13: it is 01:00 on 3 March; the game an hour ago was at 00:00, today.
    const res = await stats(player, player.id, '?utcOffsetMinutes=780').expect(200);
    expect(res.body).toMatchObject({ todayCorrect: 7, todayIncorrect: 3 });
    // UTC+12: 00:00 on 3 March; the game an hour ago was at 23:00 on 2 March.
    const before = await stats(player, player.id, '?utcOffsetMinutes=720').expect(200);
    expect(before.body).toMatchObject({ todayCorrect: 0, todayIncorrect: 0 });
  });

  it('When more games come, then the stats follow: a wrong answer ends the streak', async () => {
    const user = await signInTestUser(t);
    const post = (pattern: string, start: number) =>
      request(t.app)
        .post('/api/progress')
        .set(user.headers)
        .send({ gameId: randomUUID(), answers: answers(start, pattern) })
        .expect(200);
    await post('RRR', NOW - 3 * HOUR);
    expect((await stats(user, user.id).expect(200)).body).toMatchObject({
      streak: 3,
      bestStreak: 3,
      todayCorrect: 3,
    });
    await post('RW', NOW - 2 * HOUR);
    expect((await stats(user, user.id).expect(200)).body).toMatchObject({
      streak: 0,
      bestStreak: 4,
      totalCorrect: 4,
      totalIncorrect: 1,
      accuracy: 80,
      todayCorrect: 4,
      todayIncorrect: 1,
    });
  });

  it('When a game sent late holds older answers, then the streak follows answer time, not arrival', async () => {
    const user = await signInTestUser(t);
    const post = (pattern: string, start: number) =>
      request(t.app)
        .post('/api/progress')
        .set(user.headers)
        .send({ gameId: randomUUID(), answers: answers(start, pattern) })
        .expect(200);
    await post('RR', NOW - HOUR);
    // A merged guest history from last week arrives afterwards.
    await post('W', NOW - 7 * DAY);
    expect((await stats(user, user.id).expect(200)).body).toMatchObject({
      streak: 2,
      bestStreak: 2,
      totalIncorrect: 1,
    });
  });

  it("When two devices' games come in with interleaved answer times, then the model is the one of the merged history, not the latest device's", async () => {
    const user = await signInTestUser(t);
    const second = (i: number) => NOW - 2 * HOUR + i * 1000;
    // Each device played five level-1 questions; together they alternate, one second apart.
    const tablet = levelOneAnswers([0, 2, 4, 6, 8].map(second), 'RSRRR');
    const phone = levelOneAnswers([1, 3, 5, 7, 9].map(second), 'RRSRW');
    // Neither device alone has the 8 right answers a promotion asks for ...
    expect(modelOf(tablet).level).toBe(1);
    expect(modelOf(phone).level).toBe(1);
    const merged = modelOf([...tablet, ...phone]);
    // ... together they do: the 8th right answer (the phone's 4th) promotes to level 2.
    expect(merged).toMatchObject({ level: 2, promotions: 1, answers: 10 });

    // The phone's game arrives first, the tablet's (older answers) afterwards.
    const send = (answers: ProgressAnswerInput[]) =>
      request(t.app)
        .post('/api/progress')
        .set(user.headers)
        .send({ gameId: randomUUID(), answers })
        .expect(200);
    await send(phone);
    const afterPhone = (await stats(user, user.id).expect(200)).body;
    expect(afterPhone.learner).toEqual(modelOf(phone));
    await send(tablet);
    const res = await stats(user, user.id).expect(200);
    expect(res.body.learner).toEqual(merged);
    expect(res.body).toMatchObject({ level: 2, currentLevelProgress: 0, maxLevelProgress: 8 });
    expect(res.body.learner.mistakes).toEqual({ hands_swapped: 1 });
    expect(res.body.learner.mastery.oclock).toEqual({
      read: [true, true, true, true, true, true, true, false],
      set: [true, true],
    });
  });

  it("When a guest's device history is merged into the account, then it moves the account's level", async () => {
    const user = await signInTestUser(t);
    const account = levelOneAnswers(
      [0, 1, 2, 3, 4].map((i) => NOW - HOUR + i * 1000),
      'RSRRS',
    );
    await request(t.app)
      .post('/api/progress')
      .set(user.headers)
      .send({ gameId: randomUUID(), answers: account })
      .expect(200);
    expect((await stats(user, user.id).expect(200)).body).toMatchObject({
      level: 1,
      currentLevelProgress: 5,
    });

    // Played as a guest yesterday on this device, then merged when the child signed in.
    const guest = levelOneAnswers(
      [0, 1, 2, 3, 4].map((i) => NOW - DAY + i * 1000),
      'RRSRR',
    );
    await request(t.app)
      .post('/api/progress')
      .set(user.headers)
      .send({ gameId: randomUUID(), source: 'guest_history', answers: guest })
      .expect(200);
    const res = await stats(user, user.id).expect(200);
    // Guest's five then the account's first three: 8 right, so level 2 from the 8th answer on.
    expect(res.body).toMatchObject({ level: 2, currentLevelProgress: 0 });
    expect(res.body.learner).toEqual(modelOf([...guest, ...account]));
  });

  it('When a signed-in user with no games asks, then every number is zero at level 1', async () => {
    const user = await signInTestUser(t);
    expect((await stats(user, user.id).expect(200)).body).toEqual(EMPTY_STATS);
  });

  it('When the own id is written in capitals, then it is still the own stats', async () => {
    const res = await stats(player, player.id.toUpperCase()).expect(200);
    expect(res.body.totalCorrect).toBe(22);
  });

  it("When a user asks for someone else's stats, then it is 403", async () => {
    const other = await signInTestUser(t);
    const res = await stats(other, player.id).expect(403);
    expect(res.body).toEqual({
      error: { code: 'forbidden', message: 'You can only see your own progress.' },
    });
  });

  it("When a school's admin asks for a member's stats, then they get them", async () => {
    const admin = await signInTestUser(t, { role: 'teacher' });
    const schoolId = await createTestSchool(t, admin);
    await t.database.db
      .insert(schoolMembers)
      .values({ schoolId, userId: player.id, role: 'teacher' });
    try {
      const res = await stats(admin, player.id).expect(200);
      expect(res.body).toMatchObject({ totalCorrect: 22, totalIncorrect: 8 });
    } finally {
      await t.database.db.delete(schoolMembers).where(eq(schoolMembers.userId, player.id));
    }
  });

  it('When an admin asks for the stats of someone outside their school, then it is 403', async () => {
    const admin = await signInTestUser(t, { role: 'teacher' });
    await createTestSchool(t, admin);
    const res = await stats(admin, player.id).expect(403);
    expect(res.body.error.code).toBe('forbidden');
    // An admin role without a school reads nobody else's either.
    const loneAdmin = await signInTestUser(t, { role: 'admin' });
    await stats(loneAdmin, player.id).expect(403);
  });

  it.each([['teacher'], ['parent']] as const)(
    "When a %s asks for someone else's stats, then it is 403",
    async (role) => {
      const user = await signInTestUser(t);
      await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));
      await stats(user, player.id).expect(403);
    },
  );

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-user'],
    ['a number', '42'],
    ['an id with a quote', "1' or '1'='1"],
    ['an id one character short', '0b6f1c7e-3d2a-4c55-9a8e-1f2d3c4b5a6'],
  ])('When the path has %s, then it is 404', async (_, userId) => {
    const res = await stats(player, encodeURIComponent(userId)).expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such user.' } });
  });

  it('When an admin asks for an unknown id, then it is 404 too', async () => {
    const admin = await signInTestUser(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await stats(admin, randomUUID()).expect(404);
  });

  it.each([
    ['no Authorization header', null],
    ['a token that is not a JWT', { headers: { Authorization: 'Bearer x' } }],
  ])('When the request has %s, then it is 401', async (_, who) => {
    const res = await stats(who as SignedInTestUser | null, player.id).expect(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in.' } });
  });

  it.each([['841'], ['-721'], ['1.5'], ['Europe%2FParis'], ['60&utcOffsetMinutes=120']])(
    'When utcOffsetMinutes is %s, then it is 400 naming the parameter',
    async (value) => {
      const res = await stats(player, player.id, `?utcOffsetMinutes=${value}`).expect(400);
      expect(res.body).toEqual({
        error: {
          code: 'validation_failed',
          message: 'utcOffsetMinutes: must be a whole number of minutes from -720 to 840.',
        },
      });
    },
  );

  it('When an unrelated query parameter is sent, then it is ignored', async () => {
    const res = await stats(player, player.id, '?cacheBust=1').expect(200);
    expect(res.body.todayCorrect).toBe(7);
  });

  it('When the method is POST, then it is 405 with Allow: GET, HEAD', async () => {
    const res = await request(t.app)
      .post(`/api/user/${player.id}/stats`)
      .set(player.headers)
      .expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
