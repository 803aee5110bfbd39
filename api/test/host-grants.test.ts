import { randomUUID } from 'node:crypto';
import { hostGrantSchema } from '@ttc/shared-protocol/api/host-grant';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClassSession } from './support/class-fixtures';
import { addTestChild, createTestClass } from './support/classes';
import {
  INTERNAL_HEADERS,
  sessionResultsBody,
  TEST_INTERNAL_TOKEN,
} from './support/session-results';
import { signInTeacher, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const PATH = '/api/internal/host-grants';

describe.each(testBackends)('POST /api/internal/host-grants on $name', (backend) => {
  let t: TestApp;
  let billed: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
  });
  afterAll(() => t.close());

  const grant = (body: unknown, app = t.app, headers: Record<string, string> = INTERNAL_HEADERS) =>
    request(app)
      .post(PATH)
      .set(headers)
      .send(body as object);

  it('When a teacher hosts without a class, then allowed with no class', async () => {
    const ada = await signInTeacher(t);
    const res = await grant({ userId: ada.id }).expect(200);
    expect(hostGrantSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ allowed: true, class: null });
  });

  it('When a teacher hosts for their class, then allowed with its name, language and roster in roster order', async () => {
    const ada = await signInTeacher(t);
    const klass = await createTestClass(t, ada, { name: 'Owls', language: 'de' });
    const mia = await addTestChild(t, ada, klass.id, { nickname: 'Mia', character: 'cat' });
    const leo = await addTestChild(t, ada, klass.id, { nickname: 'Leo', character: 'lion' });
    const res = await grant({ userId: ada.id, classId: klass.id }).expect(200);
    expect(res.body).toEqual({
      allowed: true,
      class: {
        id: klass.id,
        name: 'Owls',
        language: 'de',
        // Nothing is known of them yet: level 1 each (issue 15, adaptive rooms).
        roster: [
          { ...mia, level: 1 },
          { ...leo, level: 1 },
        ],
      },
    });
  });

  it("When a roster child has played, then the roster carries the child's current level from the learner model over their stored answers; a child with none is at level 1", async () => {
    const ada = await signInTeacher(t);
    const klass = await createTestClass(t, ada, { name: 'Foxes' });
    const mia = await addTestChild(t, ada, klass.id, { nickname: 'Mia', character: 'cat' });
    const leo = await addTestChild(t, ada, klass.id, { nickname: 'Leo', character: 'lion' });
    // Mia played an adaptive session at level 5: her answers count against her own questions.
    const question = {
      level: 5,
      skill: 'quarter' as const,
      type: 'multiple_choice' as const,
      options: ['4:15', '4:45', '3:15', '5:15'],
      correctLabel: '4:15',
      correctTime: { hour: 4, minute: 15 },
    };
    await storeClassSession(t, ada.id, klass.id, [mia.id, null, null], {
      options: { ...sessionResultsBody(ada.id).options, adaptive: true },
      answers: [
        {
          playerId: 'seat-000001',
          questionIndex: 0,
          answer: { kind: 'choice', label: '4:15' },
          correct: true,
          tag: null,
          answerMs: 2000,
          question,
        },
      ],
    });
    const res = await grant({ userId: ada.id, classId: klass.id }).expect(200);
    expect(hostGrantSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.class.roster).toEqual([
      { ...mia, level: 5 },
      { ...leo, level: 1 },
    ]);
  });

  it("When a teacher names another teacher's class or an unknown one, then class_not_found and no roster", async () => {
    const ada = await signInTeacher(t);
    const grace = await signInTeacher(t);
    const klass = await createTestClass(t, ada);
    await addTestChild(t, ada, klass.id);
    expect((await grant({ userId: grace.id, classId: klass.id }).expect(200)).body).toEqual({
      allowed: false,
      reason: 'class_not_found',
    });
    expect((await grant({ userId: ada.id, classId: randomUUID() }).expect(200)).body).toEqual({
      allowed: false,
      reason: 'class_not_found',
    });
  });

  it('When an admin hosts, then allowed', async () => {
    const admin = await signInTestUser(t, { role: 'admin' });
    expect((await grant({ userId: admin.id }).expect(200)).body).toEqual({
      allowed: true,
      class: null,
    });
  });

  it.each([
    ['a student', 'student'],
    ['a parent', 'parent'],
    ['a user without a completed profile', undefined],
  ] as const)('When %s asks to host, then not_teacher', async (_what, role) => {
    const user = await signInTestUser(t, role ? { role } : {});
    expect((await grant({ userId: user.id }).expect(200)).body).toEqual({
      allowed: false,
      reason: 'not_teacher',
    });
  });

  it('When the user does not exist, then not_teacher', async () => {
    expect((await grant({ userId: randomUUID() }).expect(200)).body).toEqual({
      allowed: false,
      reason: 'not_teacher',
    });
  });

  describe('with billing configured', () => {
    beforeAll(async () => {
      billed = await startTestApp(backend, {
        INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789',
        STRIPE_SECRET_KEY: 'sk_test_0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
        STRIPE_PRICE_PARENT: 'price_parent',
        STRIPE_PRICE_TEACHER: 'price_teacher',
      });
    });
    afterAll(() => billed.close());

    it('When a teacher on the free plan hosts, then plan_required; on pro or school, allowed', async () => {
      expect(billed.config.features.payments).toBe(true);
      const free = await signInTeacher(billed);
      const pro = await signInTeacher(billed, { plan: 'pro' });
      const school = await signInTeacher(billed, { plan: 'school' });
      expect((await grant({ userId: free.id }, billed.app).expect(200)).body).toEqual({
        allowed: false,
        reason: 'plan_required',
      });
      expect((await grant({ userId: pro.id }, billed.app).expect(200)).body.allowed).toBe(true);
      expect((await grant({ userId: school.id }, billed.app).expect(200)).body.allowed).toBe(true);
    });
  });

  describe('bad requests and the service credential', () => {
    it.each([
      ['no userId', {}],
      ['a userId that is no UUID', { userId: 'ada' }],
      ['a classId that is no UUID', { userId: randomUUID(), classId: 'x' }],
      ['an extra field', { userId: randomUUID(), role: 'teacher' }],
    ])('When the body has %s, then 400', async (_what, body) => {
      expect((await grant(body).expect(400)).body.error.code).toBe('validation_failed');
    });

    it('When no credential is sent, then 401; a wrong one, 403; a user token, 403', async () => {
      const ada = await signInTeacher(t);
      await grant({ userId: ada.id }, t.app, {}).expect(401);
      await grant({ userId: ada.id }, t.app, { Authorization: 'Bearer wrong-token' }).expect(403);
      await grant({ userId: ada.id }, t.app, ada.headers).expect(403);
    });

    it('When the API has no service token, then 503', async () => {
      const bare = await startTestApp(backend);
      try {
        const res = await grant({ userId: randomUUID() }, bare.app).expect(503);
        expect(res.body.error.message).toMatch(/INTERNAL_API_TOKEN is not set/);
      } finally {
        await bare.close();
      }
    });
  });
});
