import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../src/db/schema';
import { signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString();

describe.each(testBackends)('/api/settings on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>) => request(t.app).get('/api/settings').set(headers);
  const put = (headers: Record<string, string>, body: unknown) =>
    request(t.app)
      .put('/api/settings')
      .set(headers)
      .send(body as object);

  it('When a new account reads its settings, then there are none yet (the device keeps its own)', async () => {
    const user = await signInTestUser(t);
    const res = await get(user.headers).expect(200);
    expect(res.body).toEqual({ values: {} });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('When a device sends its settings, then they are stored and every device reads them back', async () => {
    const user = await signInTestUser(t);
    const values = {
      use24Hour: { value: true, changedAt: at(1) },
      clockFace: { value: 'traditional', changedAt: at(2) },
      questionTypes: { value: ['multiple_choice', 'set_time'], changedAt: at(3) },
      backgroundType: { value: 'solid', changedAt: at(4) },
      solidColor: { value: '#112233', changedAt: at(4) },
      backgroundImage: { value: null, changedAt: at(4) },
    };
    const res = await put(user.headers, { values }).expect(200);
    expect(res.body).toEqual({ values });
    expect((await get(user.headers).expect(200)).body).toEqual({ values });
    const [row] = await t.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, user.id));
    expect(row?.values).toEqual(values);
  });

  it('When two devices change settings, then the newer change wins per setting (ties keep the stored one)', async () => {
    const user = await signInTestUser(t);
    await put(user.headers, {
      values: {
        difficulty: { value: 'hour', changedAt: at(10) },
        language: { value: 'de', changedAt: at(5) },
        autoAdvance: { value: true, changedAt: at(7) },
      },
    }).expect(200);
    const res = await put(user.headers, {
      values: {
        difficulty: { value: '1', changedAt: at(9) },
        language: { value: 'fr', changedAt: at(6) },
        autoAdvance: { value: false, changedAt: at(7) },
        soundOn: { value: false, changedAt: at(1) },
      },
    }).expect(200);
    expect(res.body).toEqual({
      values: {
        difficulty: { value: 'hour', changedAt: at(10) },
        language: { value: 'fr', changedAt: at(6) },
        autoAdvance: { value: true, changedAt: at(7) },
        soundOn: { value: false, changedAt: at(1) },
      },
    });
  });

  it('When a change is dated in the future, then it counts as made now', async () => {
    const user = await signInTestUser(t);
    const before = Date.now();
    const res = await put(user.headers, {
      values: { hourHandOnly: { value: true, changedAt: '2099-01-01T00:00:00.000Z' } },
    }).expect(200);
    const stored = Date.parse(res.body.values.hourHandOnly.changedAt);
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
  });

  it('When another account sends settings, then this account does not see them', async () => {
    const ada = await signInTestUser(t);
    const bob = await signInTestUser(t);
    await put(ada.headers, { values: { use24Hour: { value: true, changedAt: at(1) } } }).expect(
      200,
    );
    expect((await get(bob.headers).expect(200)).body).toEqual({ values: {} });
  });

  it.each([
    ['a wrong value', { values: { use24Hour: { value: 'yes', changedAt: at(1) } } }],
    [
      'a colour that is not #rrggbb',
      { values: { solidColor: { value: 'red', changedAt: at(1) } } },
    ],
    [
      'an image that is not a server upload path',
      { values: { backgroundImage: { value: 'https://example.org/x.png', changedAt: at(1) } } },
    ],
    ['no question type', { values: { questionTypes: { value: [], changedAt: at(1) } } }],
    ['a time that is not ISO', { values: { use24Hour: { value: true, changedAt: 'today' } } }],
    ['no values', {}],
    ['values that are a list', { values: [] }],
  ])('When the body has %s, then 400 validation_failed and nothing is stored', async (_, body) => {
    const user = await signInTestUser(t);
    const res = await put(user.headers, body).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(typeof res.body.error.message).toBe('string');
    expect((await get(user.headers).expect(200)).body).toEqual({ values: {} });
  });

  it('When a setting this version does not know is sent, then it is dropped and the rest stored', async () => {
    const user = await signInTestUser(t);
    const res = await put(user.headers, {
      values: {
        fromANewerApp: { value: 42, changedAt: at(1) },
        voiceReading: { value: false, changedAt: at(1) },
      },
    }).expect(200);
    expect(res.body).toEqual({ values: { voiceReading: { value: false, changedAt: at(1) } } });
  });

  it('When the body is not JSON, then 400 invalid_json; without Content-Type JSON, 415', async () => {
    const user = await signInTestUser(t);
    const bad = await request(t.app)
      .put('/api/settings')
      .set(user.headers)
      .set('Content-Type', 'application/json')
      .send('{"values":');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_json');
    const text = await request(t.app)
      .put('/api/settings')
      .set(user.headers)
      .set('Content-Type', 'text/plain')
      .send('values');
    expect(text.status).toBe(415);
  });

  it('When signed out, then GET and PUT are 401', async () => {
    expect((await request(t.app).get('/api/settings')).status).toBe(401);
    const res = await request(t.app)
      .put('/api/settings')
      .send({ values: { use24Hour: { value: true, changedAt: at(1) } } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('When the account has a parent lock, then PUT needs the unlock token from the PIN and reading still works', async () => {
    const user = await signInTestUser(t);
    await request(t.app)
      .put('/api/parent-lock')
      .set(user.headers)
      .send({ pin: '2468' })
      .expect(200);
    const body = { values: { use24Hour: { value: true, changedAt: at(1) } } };

    const locked = await put(user.headers, body).expect(403);
    expect(locked.body.error.code).toBe('parent_lock');
    const forged = await put({ ...user.headers, 'X-Parent-Unlock': 'pu1.1.abc' }, body).expect(403);
    expect(forged.body.error.code).toBe('parent_lock');
    expect((await get(user.headers).expect(200)).body).toEqual({ values: {} });

    const verified = await request(t.app)
      .post('/api/parent-lock/verify')
      .set(user.headers)
      .send({ pin: '2468' })
      .expect(200);
    const unlocked = await put(
      { ...user.headers, 'X-Parent-Unlock': verified.body.unlockToken },
      body,
    ).expect(200);
    expect(unlocked.body).toEqual(body);

    // The token is this account's only.
    const other = await signInTestUser(t);
    await request(t.app)
      .put('/api/parent-lock')
      .set(other.headers)
      .send({ pin: '1357' })
      .expect(200);
    const stolen = await put(
      { ...other.headers, 'X-Parent-Unlock': verified.body.unlockToken },
      body,
    ).expect(403);
    expect(stolen.body.error.code).toBe('parent_lock');
  });

  it('When another method is used, then 405 with Allow', async () => {
    const user = await signInTestUser(t);
    const res = await request(t.app).post('/api/settings').set(user.headers).send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, PUT, HEAD');
  });
});
