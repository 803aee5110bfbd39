import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const EMAIL = 'logged.person@example.com';
const QUERY_EMAIL = 'query.person@example.org';
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJlLXNlY3JldA';
const SECRETS = [
  'logged.person',
  'query.person',
  'example.com',
  'example.org',
  JWT,
  'c2lnbmF0dXJlLXNlY3JldA',
  'QUERY-TOKEN-SECRET',
  'APIKEY-SECRET',
  'COOKIE-SECRET',
];

describe.each(testBackends)('Request logging on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  function expectNoSecrets() {
    const output = t.logLines.join('');
    for (const secret of SECRETS) expect(output).not.toContain(secret);
  }

  it('When a request carries an email in the body and a token in a header and the query, then neither is logged', async () => {
    await request(t.app)
      .post(`/api/email/notify?token=QUERY-TOKEN-SECRET&email=${QUERY_EMAIL}`)
      .set('Authorization', `Bearer ${JWT}`)
      .set('apikey', 'APIKEY-SECRET')
      .set('Cookie', 'session=COOKIE-SECRET')
      .send({ email: EMAIL, source: 'hero' })
      .expect(200);

    const lines = t.logLines.map((line) => JSON.parse(line));
    const requestLine = lines.find((line) => line.req?.path === '/api/email/notify');
    expect(requestLine).toMatchObject({
      level: 30,
      msg: 'POST /api/email/notify 200',
      req: { method: 'POST', path: '/api/email/notify' },
      res: { statusCode: 200 },
    });
    expect(requestLine.req.headers['content-type']).toMatch(/json/);
    expect(typeof requestLine.req.id).toBe('string');
    expectNoSecrets();
  });

  it('When a request is refused, then the warning line holds no email or token either', async () => {
    await request(t.app)
      .post('/api/email/notify?token=QUERY-TOKEN-SECRET')
      .set('Authorization', `Bearer ${JWT}`)
      .send({ email: EMAIL, source: 'hero', extra: EMAIL })
      .expect(400);
    expect(t.logLines.some((line) => line.includes('"level":40'))).toBe(true);
    expectNoSecrets();
  });

  it('When the database fails mid-request, then the logged error has no query parameters or email', async () => {
    await t.database.close();
    const res = await request(t.app)
      .post('/api/email/notify')
      .set('Authorization', `Bearer ${JWT}`)
      .send({ email: EMAIL, source: 'hero' })
      .expect(503);
    // The notify-me limits are counted in the database first: a closed one is "unavailable".
    expect(res.body.error.code).toBe('unavailable');
    const errorLine = t.logLines.map((line) => JSON.parse(line)).find((line) => line.err);
    expect(errorLine).toMatchObject({ level: 50, msg: 'POST /api/email/notify 503' });
    expect(errorLine.err.type).toBe('DrizzleQueryError');
    expect(errorLine.err.stack).toBeTypeOf('string');
    expectNoSecrets();
  });
});
