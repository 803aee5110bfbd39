import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers } from '../src/db/schema';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const TWO_MB = 2 * 1024 * 1024;

describe.each(testBackends)('Bad input on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const notify = () => request(t.app).post('/api/email/notify');

  /** After every bad request the app must still serve a good one. */
  async function expectStillServing() {
    await request(t.app).get('/api/health').expect(200);
  }

  it.each([
    ['a truncated object', '{"email": "a@b.co"'],
    ['single quotes', "{'email': 'a@b.co'}"],
    ['a bare string', '"a@b.co"'],
    ['a number', '42'],
    ['trailing garbage', '{"email":"a@b.co"} x'],
  ])('When the JSON is %s, then it is 400 invalid_json', async (_, body) => {
    const res = await notify().set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
    await expectStillServing();
  });

  it.each([
    ['text/plain', 'email=a@b.co'],
    ['application/x-www-form-urlencoded', 'email=a%40b.co&source=x'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--',
    ],
    ['application/xml', '<email>a@b.co</email>'],
  ])('When the body is sent as %s, then it is 415 unsupported_media_type', async (type, body) => {
    const res = await notify().set('Content-Type', type).send(body).expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(res.body.error.message).toMatch(/application\/json/);
    await expectStillServing();
  });

  it('When JSON comes in an unsupported charset, then it is 415', async () => {
    const res = await notify()
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{"email":"a@b.co"}')
      .expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('When the JSON body is 2 MB, then it is 413 payload_too_large', async () => {
    const body = JSON.stringify({ email: 'a@b.co', source: 'x'.repeat(TWO_MB) });
    const res = await notify().set('Content-Type', 'application/json').send(body).expect(413);
    expect(res.body).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request body is too large (the limit is 100 KB).',
      },
    });
    await expectStillServing();
  });

  it('When a 2 MB body of another type is sent, then it is 415 and nothing is read into memory', async () => {
    const res = await notify()
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(TWO_MB))
      .expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    await expectStillServing();
  });

  it('When a body just under the limit is sent, then it is parsed (and refused by the schema)', async () => {
    const body = JSON.stringify({ email: 'a@b.co', source: 'x'.repeat(90 * 1024) });
    const res = await notify().set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('When an unknown field is sent, then it is 400 validation_failed naming it', async () => {
    const res = await notify().send({ email: 'a@b.co', source: 'x', admin: true }).expect(400);
    expect(res.body).toEqual({
      error: { code: 'validation_failed', message: 'Unrecognized key: "admin"' },
    });
    await expectStillServing();
  });

  it('When a prototype key is smuggled in, then it is refused as unknown', async () => {
    const res = await notify()
      .set('Content-Type', 'application/json')
      .send('{"email":"a@b.co","__proto__":{"admin":true}}')
      .expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it.each([
    ['the email is a number', { email: 42 }, 'Please enter a valid email address.'],
    ['the email is an array', { email: ['a@b.co'] }, 'Please enter a valid email address.'],
    ['the email is null', { email: null }, 'Please enter a valid email address.'],
    [
      'the source is a number',
      { email: 'a@b.co', source: 7 },
      'source: Invalid input: expected string, received number',
    ],
    [
      'the source is empty',
      { email: 'a@b.co', source: ' ' },
      'source: Too small: expected string to have >=1 characters',
    ],
  ])('When %s, then it is 400 validation_failed with its message', async (_, body, message) => {
    const res = await notify().send(body).expect(400);
    expect(res.body).toEqual({ error: { code: 'validation_failed', message } });
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
  ])('When the body is %s, then it is 400 and nothing is stored', async (_, body) => {
    const before = await t.database.db.$count(emailSubscribers);
    const res = await notify().set('Content-Type', 'application/json').send(body).expect(400);
    expect(['validation_failed', 'invalid_json']).toContain(res.body.error.code);
    expect(await t.database.db.$count(emailSubscribers)).toBe(before);
  });

  it('When there is no body at all, then it is 400 with the spec message', async () => {
    const res = await notify().expect(400);
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: 'Please enter a valid email address.',
    });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/no-such-route'],
    ['GET', '/api'],
    ['DELETE', '/api/user/1/no-such-thing'],
  ])('When %s %s has no route, then it is a JSON 404', async (method, path) => {
    const res = await request(t.app)
      [method.toLowerCase() as 'get' | 'post' | 'delete'](path)
      .expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it.each([
    ['POST', '/api/health', 'GET, HEAD'],
    ['DELETE', '/api/levels', 'GET, HEAD'],
    ['PUT', '/api/config', 'GET, HEAD'],
    ['GET', '/api/email/notify', 'POST'],
    ['PATCH', '/api/auth/user', 'GET, HEAD'],
  ])(
    'When %s %s uses the wrong method, then it is 405 with Allow: %s',
    async (method, path, allow) => {
      const res = await request(t.app)
        [method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
        .expect(405);
      expect(res.body.error.code).toBe('method_not_allowed');
      expect(res.headers.allow).toBe(allow);
      await expectStillServing();
    },
  );

  it('When a wrong method carries a big body, then it is still a 405 and the app keeps serving', async () => {
    const res = await request(t.app)
      .put('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ x: 'y'.repeat(TWO_MB) }))
      .expect(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    await expectStillServing();
  });
});

describe('Mounted in front of another handler', () => {
  let t: TestApp;
  let server: express.Express;
  beforeAll(async () => {
    t = await startTestApp(testBackends[0] as (typeof testBackends)[number]);
    server = express();
    server.disable('x-powered-by');
    server.use(t.app);
    server.use((req, res) => {
      res.type('text/plain').send(`frontend ${req.method} ${req.originalUrl}`);
    });
  });
  afterAll(() => t.close());

  it.each(['/', '/playground', '/apixyz', '/auth/login', '/auth/v1x', '/assets/app.js?x=1'])(
    'When %s is asked, then the API lets it through untouched',
    async (path) => {
      const res = await request(server).get(path).expect(200);
      expect(res.text).toBe(`frontend GET ${path}`);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('When a non-API POST has a text body, then the API neither reads nor refuses it', async () => {
    const res = await request(server)
      .post('/somewhere')
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(res.status).toBe(200);
    expect(res.text).toBe('frontend POST /somewhere');
  });

  it('When an API path is asked, then the API answers it', async () => {
    await request(server).get('/api/health').expect(200);
    await request(server).get('/api/unknown').expect(404);
  });
});
