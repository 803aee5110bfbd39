import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswers } from '../src/db/schema';
import { createClassWithRoster, storeClassSession } from './support/class-fixtures';
import { TEST_INTERNAL_TOKEN } from './support/session-results';
import { type SignedInTestUser, signInTeacher } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

// Migration 0007 copies each class session's class and each seat's roster child onto the
// answers stored before those columns existed. Its UPDATE is run here on answers put back in
// that state (the columns emptied), exactly as the migration file has it.
const MIGRATION = path.join(import.meta.dirname, '../drizzle/0007_analytics_indexes.sql');

function backfillStatement(): string {
  const statement = readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .find((part) => part.startsWith('UPDATE'));
  if (!statement) throw new Error('migration 0007 has no UPDATE');
  return statement;
}

describe.each(testBackends)('the analytics backfill of migration 0007 on $name', (backend) => {
  let t: TestApp;
  let teacher: SignedInTestUser;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
    teacher = await signInTeacher(t);
  });
  afterAll(() => t.close());

  it("When answers stored before the columns are backfilled, then each gets its session's class and its seat's child, and a guest seat none", async () => {
    const { classId, children } = await createClassWithRoster(t, teacher.id, [
      { nickname: 'Ana', character: 'panda' },
      { nickname: 'Ben', character: 'fox' },
    ]);
    const ana = children[0]?.id ?? '';
    const ben = children[1]?.id ?? '';
    const sessionId = await storeClassSession(t, teacher.id, classId, [ana, ben, null]);
    const db = t.database.db;
    await db.update(sessionAnswers).set({ classId: null, childId: null });

    await db.execute(sql.raw(backfillStatement()));

    const rows = await db
      .select({
        playerId: sessionAnswers.playerId,
        question: sessionAnswers.questionIndex,
        classId: sessionAnswers.classId,
        childId: sessionAnswers.childId,
      })
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, sessionId))
      .orderBy(asc(sessionAnswers.questionIndex), asc(sessionAnswers.playerId));
    expect(rows.map((r) => [r.question, r.playerId, r.classId, r.childId])).toEqual([
      [0, 'seat-000001', classId, ana],
      [0, 'seat-000002', classId, ben],
      [0, 'seat-000003', classId, null],
      [1, 'seat-000001', classId, ana],
      [1, 'seat-000002', classId, ben],
    ]);
  });
});
