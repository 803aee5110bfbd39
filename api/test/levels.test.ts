import { levelsResponseSchema } from '@ttc/shared-protocol/api/levels';
import { LEVELS } from '@ttc/shared-protocol/game/levels';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend } from './support/test-database';

// No database access: PGlite is enough.
describe('GET /api/levels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pgliteBackend);
  });
  afterAll(() => t.close());

  it('When asked, then it lists every level as {level, name, description} in order', async () => {
    const res = await request(t.app).get('/api/levels').expect(200);
    expect(levelsResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual(
      LEVELS.map(({ level, name, description }) => ({ level, name, description })),
    );
    expect(res.body.length).toBeGreaterThan(0);
  });
});
