import { healthResponseSchema } from '@ttc/shared-protocol/api/health';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

describe.each(testBackends)('GET /api/health on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('When the database answers, then it is 200 with the database kind and its state', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: backend.name,
      services: { database: 'ok' },
    });
    expect(healthResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('When HEAD is asked, then it answers like GET without a body', async () => {
    await request(t.app).head('/api/health').expect(200);
  });

  it('When the database is gone, then it is 503 unavailable naming it, with Retry-After, and other routes still answer', async () => {
    await t.database.close();
    const res = await request(t.app).get('/api/health').expect(503);
    expect(res.body).toEqual({
      status: 'unavailable',
      database: backend.name,
      services: { database: 'down' },
      error: { code: 'unavailable', message: 'Not reachable right now: database.' },
    });
    expect(healthResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['retry-after']).toBe('5');
    await request(t.app).get('/api/levels').expect(200);
  });
});

describe('GET /api/health with a Redis check (the one-process server with REDIS_URL)', () => {
  it('When Redis answers, then it is listed ok; when it does not, then the answer is 503 naming redis', async () => {
    let redisUp = true;
    const t = await startTestApp(
      testBackends[0] as (typeof testBackends)[number],
      {},
      {
        healthChecks: { redis: async () => redisUp },
      },
    );
    try {
      const ok = await request(t.app).get('/api/health').expect(200);
      expect(ok.body.services).toEqual({ database: 'ok', redis: 'ok' });
      redisUp = false;
      const down = await request(t.app).get('/api/health').expect(503);
      expect(down.body).toMatchObject({
        status: 'unavailable',
        services: { database: 'ok', redis: 'down' },
        error: { code: 'unavailable', message: 'Not reachable right now: redis.' },
      });
      expect(down.headers['retry-after']).toBe('5');
    } finally {
      await t.close();
    }
  });
});
