import { PIN_LOCKOUT_MS } from '@ttc/shared-protocol/api/parent-lock';
import { eq } from 'drizzle-orm';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLocks } from '../src/db/schema';
import type { AccountDeps } from '../src/features/account/deps';
import { provideAuthentication } from '../src/features/auth/authenticate';
import { sha256Hex } from '../src/features/auth/secrets';
import { createAuth } from '../src/features/auth/setup';
import { createMailer } from '../src/features/mail/mailer';
import { PIN_CHECKS_PER_WINDOW } from '../src/features/parent-lock/routes';
import { requireParentUnlock } from '../src/features/parent-lock/unlock';
import { createObjectStore } from '../src/features/uploads/object-store';
import { errorHandler } from '../src/http/error-handler';
import { createLogger } from '../src/logger';
import { outboxFor } from './support/outbox';
import { type SignedInTestUser, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/settings\?parentReset=([A-Za-z0-9_-]+)/;

describe.each(testBackends)('the parent lock on $name', (backend) => {
  let t: TestApp;
  /** The app's clock: tests move it forward to outlast a lockout, an unlock or a reset link. */
  let offsetMs = 0;
  /** An app with one route behind requireParentUnlock, on the same database and clock. */
  let guarded: Express;

  beforeAll(async () => {
    t = await startTestApp(backend, {}, { clock: () => new Date(Date.now() + offsetMs) });
    const logger = createLogger({ logLevel: 'silent' });
    const mailer = createMailer(t.config, logger, t.clock);
    const deps: AccountDeps = {
      db: t.database.db,
      config: t.config,
      logger,
      mailer,
      clock: t.clock,
      objects: createObjectStore(t.config),
      purgeLiveSessions: async () => {},
    };
    const auth = createAuth({ ...deps, db: t.database.db });
    guarded = express();
    guarded.use(provideAuthentication(auth.verifyAccessToken));
    guarded.post('/guarded', requireParentUnlock(deps), (_req, res) => {
      res.json({ passed: true });
    });
    guarded.use(errorHandler());
  });
  afterAll(() => t.close());

  const state = (user: SignedInTestUser) =>
    request(t.app).get('/api/parent-lock').set(user.headers);
  const setPin = (user: SignedInTestUser, body: object) =>
    request(t.app).put('/api/parent-lock').set(user.headers).send(body);
  const verify = (user: SignedInTestUser, pin: unknown) =>
    request(t.app).post('/api/parent-lock/verify').set(user.headers).send({ pin });
  const guardedCall = (user: SignedInTestUser, unlockToken?: string) => {
    const call = request(guarded).post('/guarded').set(user.headers);
    return unlockToken === undefined ? call : call.set('X-Parent-Unlock', unlockToken);
  };
  const lockRow = async (user: SignedInTestUser) =>
    (await t.database.db.select().from(parentLocks).where(eq(parentLocks.userId, user.id)))[0];
  const withLock = async (pin = '2468') => {
    const user = await signInTestUser(t);
    await setPin(user, { pin }).expect(200);
    return user;
  };

  it('When signed out, then every parent lock route answers 401', async () => {
    await request(t.app).get('/api/parent-lock').expect(401);
    await request(t.app).put('/api/parent-lock').send({ pin: '1234' }).expect(401);
    await request(t.app).post('/api/parent-lock/verify').send({ pin: '1234' }).expect(401);
    await request(t.app).post('/api/parent-lock/reset').send({}).expect(401);
  });

  it('When an account sets a 4-digit PIN, then the lock is on and only a slow salted hash of it is kept', async () => {
    const user = await signInTestUser(t);
    expect((await state(user).expect(200)).body).toEqual({
      enabled: false,
      lockedUntil: null,
      triesLeft: 5,
    });
    const res = await setPin(user, { pin: '0427' }).expect(200);
    expect(res.body).toEqual({ enabled: true, lockedUntil: null, triesLeft: 5 });
    const row = await lockRow(user);
    expect(row?.pinHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row?.pinHash).not.toContain('0427');
    // Same PIN, other account: another salt, another hash.
    const other = await withLock('0427');
    expect((await lockRow(other))?.pinHash).not.toBe(row?.pinHash);
  });

  it('When the PIN is not exactly four digits, then it is refused with 400 and nothing is stored', async () => {
    const user = await signInTestUser(t);
    for (const pin of ['123', '12345', '12a4', ' 1234', 1234, null, '١٢٣٤']) {
      const res = await setPin(user, { pin }).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    await setPin(user, { pin: '1234', extra: true }).expect(400);
    expect(await lockRow(user)).toBeUndefined();
  });

  it('When the right PIN is entered, then an unlock token for 15 minutes comes back', async () => {
    const user = await withLock('2468');
    const res = await verify(user, '2468').expect(200);
    expect(res.body).toEqual({ unlockToken: expect.any(String), expiresAt: expect.any(String) });
    const minutes = (Date.parse(res.body.expiresAt) - t.clock().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('When wrong PINs are entered, then each says how many tries are left, the 5th locks for 15 minutes (429, Retry-After), even the right PIN waits, and afterwards all 5 tries are back', async () => {
    const user = await withLock('2468');
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(user, '1111').expect(403);
      expect(res.body.error.code).toBe('wrong_pin');
      expect(res.body.error.message).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
      expect((await state(user)).body.triesLeft).toBe(left);
    }
    const locked = await verify(user, '1111').expect(429);
    expect(locked.body.error.code).toBe('pin_locked');
    expect(Number(locked.headers['retry-after'])).toBe(PIN_LOCKOUT_MS / 1000);
    const right = await verify(user, '2468').expect(429);
    expect(right.body.error.code).toBe('pin_locked');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    const during = (await state(user).expect(200)).body;
    expect(during).toMatchObject({ enabled: true, triesLeft: 0 });
    expect(Date.parse(during.lockedUntil) - t.clock().getTime()).toBeGreaterThan(14 * 60_000);
    // Changing or removing the lock needs the PIN, so they wait too.
    await setPin(user, { pin: '1357', currentPin: '2468' }).expect(429);
    await request(t.app)
      .delete('/api/parent-lock')
      .set(user.headers)
      .send({ pin: '2468' })
      .expect(429);

    offsetMs += PIN_LOCKOUT_MS + 1000;
    expect((await state(user).expect(200)).body).toEqual({
      enabled: true,
      lockedUntil: null,
      triesLeft: 5,
    });
    await verify(user, '2468').expect(200);
  });

  it('When the right PIN comes after wrong ones, then the count starts over', async () => {
    const user = await withLock('2468');
    for (let i = 0; i < 4; i += 1) await verify(user, '0000').expect(403);
    await verify(user, '2468').expect(200);
    expect((await state(user)).body.triesLeft).toBe(5);
    for (let i = 0; i < 4; i += 1) await verify(user, '0000').expect(403);
    await verify(user, '0000').expect(429);
  });

  it('When wrong PINs arrive all at once, then no more than 5 are ever checked before the lock closes', async () => {
    const user = await withLock('2468');
    const answers = await Promise.all(
      ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008'].map((pin) =>
        verify(user, pin),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 403)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    await verify(user, '2468').expect(429);
  });

  it('When the PIN is changed, then the current PIN is needed, and afterwards only the new one opens the lock', async () => {
    const user = await withLock('2468');
    const missing = await setPin(user, { pin: '1357' }).expect(400);
    expect(missing.body.error.message).toContain('currentPin');
    const wrong = await setPin(user, { pin: '1357', currentPin: '1111' }).expect(403);
    expect(wrong.body.error.code).toBe('wrong_pin');
    await setPin(user, { pin: '1357', currentPin: '2468' }).expect(200);
    await verify(user, '2468').expect(403);
    await verify(user, '1357').expect(200);
  });

  it('When the lock is turned off, then the PIN is needed and afterwards nothing is locked', async () => {
    const user = await withLock('2468');
    const off = () => request(t.app).delete('/api/parent-lock').set(user.headers);
    await off().send({}).expect(400);
    expect((await off().send({ pin: '9999' }).expect(403)).body.error.code).toBe('wrong_pin');
    expect((await off().send({ pin: '2468' }).expect(200)).body).toEqual({
      enabled: false,
      lockedUntil: null,
      triesLeft: 5,
    });
    expect(await lockRow(user)).toBeUndefined();
    await guardedCall(user).expect(200);
    await verify(user, '2468').expect(404);
  });

  it('When a route is behind requireParentUnlock, then it passes without a lock, and with a lock only with a live unlock token of this account and this PIN', async () => {
    const user = await signInTestUser(t);
    await request(guarded).post('/guarded').expect(401);
    expect((await guardedCall(user).expect(200)).body).toEqual({ passed: true });

    await setPin(user, { pin: '2468' }).expect(200);
    const refused = await guardedCall(user).expect(403);
    expect(refused.body.error.code).toBe('parent_lock');
    await guardedCall(user, 'not-a-token').expect(403);

    const { unlockToken } = (await verify(user, '2468').expect(200)).body;
    await guardedCall(user, unlockToken).expect(200);
    // Tampered: the expiry pushed later, or the signature changed.
    const [version, expiry, mac] = unlockToken.split('.');
    await guardedCall(user, `${version}.${Number(expiry) + 60_000}.${mac}`).expect(403);
    await guardedCall(user, `${version}.${expiry}.${mac.slice(0, -2)}AA`).expect(403);
    // Another account with a lock cannot use it.
    const other = await withLock('2468');
    await guardedCall(other, unlockToken).expect(403);
    // It ends after 15 minutes.
    offsetMs += 15 * 60_000 + 1000;
    await guardedCall(user, unlockToken).expect(403);
    // And when the PIN changes.
    const fresh = (await verify(user, '2468').expect(200)).body.unlockToken;
    await guardedCall(user, fresh).expect(200);
    await setPin(user, { pin: '1357', currentPin: '2468' }).expect(200);
    await guardedCall(user, fresh).expect(403);
  });

  it('When the PIN is forgotten, then a one-time link mailed to the account (in its language) removes the lock, also during a lockout', async () => {
    const user = await withLock('2468');
    for (let i = 0; i < 5; i += 1) await verify(user, '0000');
    await verify(user, '2468').expect(429);

    const res = await request(t.app)
      .post('/api/parent-lock/reset')
      .set(user.headers)
      .send({ language: 'de' })
      .expect(202);
    const [local] = user.email.split('@');
    expect(res.body).toEqual({ sentTo: `${local?.slice(0, 2)}•••@example.org` });
    const [mail] = await outboxFor(t, user.email);
    expect(mail?.subject).toBe('Elternsperre von Tick Tock Class aufheben');
    const match = RESET_LINK.exec(mail?.text ?? '');
    const token = match?.[1];
    if (!token) throw new Error('no reset link in the mail');
    expect(mail?.html).toContain(`parentReset=${token}`);
    const row = await lockRow(user);
    expect(row?.resetTokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const confirm = (body: object) =>
      request(t.app).post('/api/parent-lock/reset/confirm').send(body);
    expect((await confirm({ token: `${token}x` }).expect(400)).body.error.code).toBe('bad_request');
    await confirm({}).expect(400);
    expect((await confirm({ token }).expect(200)).body).toEqual({ removed: true });
    expect((await state(user)).body).toEqual({ enabled: false, lockedUntil: null, triesLeft: 5 });
    await confirm({ token }).expect(400);
  });

  it('When a reset link is older than an hour or replaced by a newer one, then it no longer works', async () => {
    const user = await withLock('2468');
    const reset = () =>
      request(t.app)
        .post('/api/parent-lock/reset')
        .set(user.headers)
        .set('Accept-Language', 'fr-CH, en;q=0.5')
        .send({})
        .expect(202);
    const tokenOfNewest = async () => {
      const [mail] = await outboxFor(t, user.email);
      expect(mail?.subject).toBe('Retirer le verrou parental de Tick Tock Class');
      return RESET_LINK.exec(mail?.text ?? '')?.[1] ?? '';
    };
    await reset();
    const first = await tokenOfNewest();
    await reset();
    const second = await tokenOfNewest();
    const confirm = (token: string) =>
      request(t.app).post('/api/parent-lock/reset/confirm').send({ token });
    await confirm(first).expect(400);
    offsetMs += 60 * 60_000 + 1000;
    await confirm(second).expect(400);
    // (The access token has expired by now as well: the row tells.)
    expect((await lockRow(user))?.pinHash).toMatch(/^scrypt\$/);
  });

  it('When an account without a lock asks for a reset, then 404 and no mail', async () => {
    const user = await signInTestUser(t);
    await request(t.app).post('/api/parent-lock/reset').set(user.headers).send({}).expect(404);
    expect(await outboxFor(t, user.email)).toEqual([]);
  });

  it('When an account sends PINs faster than a person would, then it is held back with 429 and Retry-After', async () => {
    const user = await withLock('2468');
    // withLock's PUT was one; right PINs never lock, so only the rate limit can stop them.
    for (let i = 1; i < PIN_CHECKS_PER_WINDOW; i += 1) await verify(user, '2468').expect(200);
    const res = await verify(user, '2468').expect(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back.
    await verify(await withLock('1357'), '1357').expect(200);
    // 31 scrypt checks of about 100 ms each on a quiet machine; under CPU contention they took
    // over 30 s, so the budget is generous (the rate limit's window is 15 minutes).
  }, 180_000);
});
