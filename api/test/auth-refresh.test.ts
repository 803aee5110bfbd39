import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/create-app';
import { REFRESH_REUSE_GRACE_MS } from '../src/features/auth/gotrue-service';
import { signInByLink } from './support/sign-in-flow';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

type Session = { access_token: string; refresh_token: string };

describe.each(testBackends)('Refreshing a session on $name', (backend) => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await startTestApp(
      backend,
      { TRUST_PROXY: '1' },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(() => t?.close());

  const refresh = (refreshToken: string, app = t.app) =>
    request(app)
      .post('/auth/v1/token')
      .query({ grant_type: 'refresh_token' })
      .send({ refresh_token: refreshToken });

  const user = (accessToken: string) =>
    request(t.app).get('/auth/v1/user').set('Authorization', `Bearer ${accessToken}`);

  it('When two tabs refresh one token at the same moment, then both get the same new pair and the session lives on', async () => {
    const session: Session = await signInByLink(t, 'two.tabs@example.org');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refresh_token)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(
      answers.map((res) => `${res.body.access_token} ${res.body.refresh_token}`),
    );
    expect(pairs.size).toBe(1);
    const [next] = answers.map((res) => res.body as Session);
    expect(next?.refresh_token).not.toBe(session.refresh_token);
    await user(next?.access_token ?? '').expect(200);
    // The pair handed out rotates on as usual.
    const after = await refresh(next?.refresh_token ?? '').expect(200);
    await user(after.body.access_token).expect(200);
  });

  it('When a request is retried a few seconds later, then it gets the same pair, with expires_in counting down', async () => {
    const session: Session = await signInByLink(t, 'retry@example.org');
    const first = await refresh(session.refresh_token).expect(200);
    offsetMs = REFRESH_REUSE_GRACE_MS - 2000;
    try {
      const retried = await refresh(session.refresh_token).expect(200);
      expect(retried.body.access_token).toBe(first.body.access_token);
      expect(retried.body.refresh_token).toBe(first.body.refresh_token);
      expect(retried.body.expires_at).toBe(first.body.expires_at);
      expect(retried.body.expires_in).toBeLessThan(first.body.expires_in);
    } finally {
      offsetMs = 0;
    }
  });

  it('When the repeat read the clock just before the first use (two requests at once), then it gets the same pair', async () => {
    const session: Session = await signInByLink(t, 'early.clock@example.org');
    const first = await refresh(session.refresh_token).expect(200);
    offsetMs = -50;
    try {
      const repeat = await refresh(session.refresh_token).expect(200);
      expect(repeat.body.refresh_token).toBe(first.body.refresh_token);
      expect(repeat.body.access_token).toBe(first.body.access_token);
    } finally {
      offsetMs = 0;
    }
  });

  it('When a spent refresh token comes back after the grace window, then it is refused and the whole session ends', async () => {
    const session: Session = await signInByLink(t, 'replay@example.org');
    const first = await refresh(session.refresh_token).expect(200);
    offsetMs = REFRESH_REUSE_GRACE_MS + 1000;
    try {
      const replay = await refresh(session.refresh_token);
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ code: 'refresh_token_already_used' });
      expect(replay.body.access_token).toBeUndefined();
      // The family is revoked: the successor the legitimate client holds is gone too.
      const successor = await refresh(first.body.refresh_token);
      expect(successor.status).toBe(400);
      expect(successor.body).toMatchObject({ code: 'refresh_token_not_found' });
      expect((await user(first.body.access_token)).status).toBe(403);
    } finally {
      offsetMs = 0;
    }
  });

  it('When the repeat reaches another API process on the same database, then it gets the same pair there', async () => {
    const session: Session = await signInByLink(t, 'two.processes@example.org');
    const other = createApp({
      config: t.config,
      database: t.database,
      logger: (await import('../src/logger')).createLogger({ logLevel: 'silent' }),
      clock: t.clock,
    });
    const [here, there] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token, other),
    ]);
    expect(here.status).toBe(200);
    expect(there.status).toBe(200);
    expect(there.body.refresh_token).toBe(here.body.refresh_token);
    expect(there.body.access_token).toBe(here.body.access_token);
  });

  it('When an unknown refresh token is sent, then it is 400 refresh_token_not_found', async () => {
    const res = await refresh('A'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'refresh_token_not_found' });
  });
});
