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

  it('When the database answers, then it is 200 with the database kind', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: backend.name });
    expect(healthResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('When HEAD is asked, then it answers like GET without a body', async () => {
    await request(t.app).head('/api/health').expect(200);
  });

  it('When the database is gone, then it is 503 unavailable and other routes still answer', async () => {
    await t.database.close();
    const res = await request(t.app).get('/api/health').expect(503);
    expect(res.body).toEqual({
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    });
    await request(t.app).get('/api/levels').expect(200);
  });
});
