import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCodes,
  parentLocks,
  schoolInvites,
  schoolMembers,
  schools,
  stripeEvents,
  subscriptions,
  userSettings,
} from '../src/db/schema';
import { ACCOUNT_TABLES } from '../src/features/account/account-tables';
import { sha256Hex } from '../src/features/auth/secrets';
import { hashPin } from '../src/features/parent-lock/pin-hash';
import { issueUnlockToken } from '../src/features/parent-lock/unlock';
import {
  createClassWithRoster,
  createSchool,
  insertAssignmentAnswers,
  storeClassSession,
} from './support/class-fixtures';
import { TEST_INTERNAL_TOKEN } from './support/session-results';
import { signInTestUser } from './support/sign-in';
import { randomIp, signInByLink } from './support/sign-in-flow';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

// GET /api/account/export and DELETE /api/account (issue 16) through the real routes, on PGlite
// and, with DATABASE_URL, on Postgres. The account is made through the product's own routes
// where they exist (sign-in by link, refresh, profile, news list, progress, uploads, session
// results) and straight in the tables otherwise, so every table that can hold an account's rows
// holds some. After the deletion, every column of every table of the database is searched for
// the account's id and address.

async function rowsOf(result: Promise<unknown>): Promise<Record<string, unknown>[]> {
  const value = (await result) as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(value) ? value : (value.rows ?? []);
}

/** Every column of every table outside the system schemas. */
async function everyColumn(t: TestApp) {
  const rows = await rowsOf(
    t.database.db.execute(sql`
      select c.table_schema as schema, c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2, 3`),
  );
  return rows as Array<{ schema: string; table: string; column: string }>;
}

/** `schema.table.column` for every column whose text holds one of `needles` (case ignored). */
async function columnsHolding(t: TestApp, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await everyColumn(t)) {
    const name = `"${schema}"."${table}"`;
    const conditions = needles
      .map((needle) => `position('${needle.toLowerCase()}' in lower("${column}"::text)) > 0`)
      .join(' or ');
    const [row] = await rowsOf(
      t.database.db.execute(sql.raw(`select count(*)::int as n from ${name} where ${conditions}`)),
    );
    if (Number(row?.n) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

/** Every file under a folder, by path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A small photo with an EXIF block, as a phone would send it. */
const photo = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#4f46e5' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone' } })
    .toBuffer();

type Purge = { sessionIds: readonly string[]; hostIds: readonly string[] };

describe.each(testBackends)('account export and deletion on $name', (backend) => {
  let t: TestApp;
  const purges: Purge[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      backend,
      { TRUST_PROXY: '1', INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN },
      {
        purgeLiveSessions: async (sessionIds, scope) => {
          purges.push({ sessionIds, hostIds: scope?.hostIds ?? [] });
        },
      },
    );
  });
  afterAll(() => t?.close());

  /**
   * A teacher with a row in every table that can hold an account's rows: signed in by link (a
   * link, a rate-limit counter, a device and its refresh tokens), refreshed once, profile
   * completed, on the news list, one game played, one picture uploaded, a class with a roster, a
   * hosted session, an assignment played, settings, a parent lock, a subscription, admin of a
   * school with one more teacher, an invitation sent and one received.
   */
  async function seedTeacher() {
    const email = `Teacher-${randomBytes(4).toString('hex')}@School.example`;
    const lower = email.toLowerCase();
    const signedIn = await signInByLink(t, lower);
    const id = signedIn.user.id;
    const refreshed = await request(t.app)
      .post('/auth/v1/token')
      .query({ grant_type: 'refresh_token' })
      .send({ refresh_token: signedIn.refresh_token })
      .expect(200);
    const headers = { Authorization: `Bearer ${refreshed.body.access_token as string}` };
    await request(t.app)
      .post('/api/complete-profile')
      .set(headers)
      .send({ fullName: 'Grace Hopper', role: 'teacher' })
      .expect(200);
    await request(t.app)
      .post('/api/email/notify')
      .set('X-Forwarded-For', randomIp())
      .send({ email })
      .expect(200);
    const start = Date.now() - 60_000;
    await request(t.app)
      .post('/api/progress')
      .set(headers)
      .send({
        gameId: randomUUID(),
        answers: [
          {
            questionType: 'multiple_choice',
            difficulty: '5',
            correct: true,
            answeredAt: start,
            answerMs: 3000,
            given: { kind: 'choice', label: '3:15' },
            expected: '3:15',
          },
        ],
      })
      .expect(200);
    const upload = await request(t.app)
      .post('/api/uploads')
      .query({ visibility: 'private' })
      .set(headers)
      .set('Content-Type', 'application/octet-stream')
      .send(await photo())
      .expect(201);
    const objectId = String(upload.body.objectPath).split('/').pop() ?? '';

    const db = t.database.db;
    const { classId, children } = await createClassWithRoster(t, id, [
      { nickname: 'Panda', character: 'panda' },
      { nickname: 'Fox', character: 'fox' },
    ]);
    const sessionId = await storeClassSession(t, id, classId, [
      children[0]?.id ?? null,
      children[1]?.id ?? null,
      null,
    ]);
    await insertAssignmentAnswers(t, id, classId, new Date(start), [
      {
        childId: children[0]?.id ?? '',
        type: 'set_time',
        skill: 'quarter',
        correctTime: '3:15',
        given: '3:45',
        correct: false,
        tag: 'past_to_reversed',
        answerMs: 4000,
      },
    ]);
    await db.insert(userSettings).values({
      userId: id,
      values: { use24Hour: { value: true, changedAt: new Date().toISOString() } },
    });
    const pinHash = await hashPin('2468');
    await db.insert(parentLocks).values({ userId: id, pinHash });
    const stripeSubscriptionId = `sub_${randomBytes(4).toString('hex')}`;
    await db.insert(subscriptions).values({
      userId: id,
      stripeCustomerId: 'cus_test',
      stripeSubscriptionId,
      status: 'active',
    });
    // A Stripe event about that subscription, as the webhook queues it (issue 17).
    await db.insert(stripeEvents).values({
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'customer.subscription.updated',
      subscriptionId: stripeSubscriptionId,
      createdAt: new Date(),
    });
    await db.insert(authCodes).values({
      codeHash: sha256Hex(randomBytes(16).toString('hex')),
      userId: id,
      codeChallenge: 'c'.repeat(43),
      codeChallengeMethod: 's256',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 300_000),
    });
    const colleague = await signInTestUser(t, { role: 'teacher' });
    const schoolId = await createSchool(t, 'Oak School', [id], [colleague.id]);
    const stranger = await signInTestUser(t, { role: 'teacher' });
    const elsewhere = await createSchool(t, 'Elm School', [stranger.id]);
    const inviteFields = {
      tokenHash: sha256Hex(randomBytes(16).toString('hex')),
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    await db.insert(schoolInvites).values([
      { ...inviteFields, schoolId, email: 'new.teacher@school.example', invitedBy: id },
      {
        tokenHash: sha256Hex(randomBytes(16).toString('hex')),
        expiresAt: inviteFields.expiresAt,
        schoolId: elsewhere,
        email: lower,
        invitedBy: stranger.id,
      },
    ]);
    return {
      id,
      email,
      lower,
      headers,
      refreshToken: refreshed.body.refresh_token as string,
      pinHash,
      sessionId,
      objectId,
      schoolId,
      colleague,
    };
  }

  async function unlockHeader(userId: string, pinHash: string) {
    const { unlockToken } = await issueUnlockToken(t, userId, pinHash);
    return { 'X-Parent-Unlock': unlockToken };
  }

  it('When a teacher exports their data, then the JSON attachment holds rows of every kind and no secret', async () => {
    const teacher = await seedTeacher();
    const res = await request(t.app).get('/api/account/export').set(teacher.headers).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?tick-tock-class-data-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    const text = res.text;
    const data = JSON.parse(text);
    expect(data.account).toEqual({ id: teacher.id, email: teacher.lower });
    const kinds = Object.values(ACCOUNT_TABLES).filter((rule) => rule.holds === 'account').length;
    expect(Object.keys(data.tables)).toHaveLength(kinds);
    for (const [table, section] of Object.entries(
      data.tables as Record<string, { about: string; rows: unknown[] }>,
    )) {
      expect(section.rows.length, `rows of ${table}`).toBeGreaterThan(0);
    }
    expect(data.tablesWithoutAccountData).toHaveProperty('sessions');
    expect(data.tables.users.rows[0]).toMatchObject({
      email: teacher.lower,
      fullName: 'Grace Hopper',
    });
    expect(data.tables.progress_answers.rows[0]).toMatchObject({ expected: '3:15', correct: true });
    expect(data.tables.uploaded_objects.rows[0]).toMatchObject({
      id: teacher.objectId,
      path: `/objects/uploads/${teacher.objectId}`,
      visibility: 'private',
    });
    expect(
      data.tables.class_children.rows.map((child: { nickname: string }) => child.nickname),
    ).toEqual(['Panda', 'Fox']);
    expect(data.tables.classroom_sessions.rows[0]).toMatchObject({ id: teacher.sessionId });
    expect(data.tables.parent_locks.rows).toEqual([
      expect.objectContaining({ enabled: true, failedTries: 0 }),
    ]);
    expect(data.tables.auth_sessions.rows).toHaveLength(1);
    expect(data.tables.auth_refresh_tokens.rows).toHaveLength(2);
    expect(data.tables.school_invites.rows).toHaveLength(2);
    // Hashes and tokens stay home.
    expect(text).not.toContain(teacher.pinHash);
    expect(text).not.toContain(sha256Hex(teacher.refreshToken));
    expect(text).not.toContain(teacher.refreshToken);
    expect(text).not.toMatch(/"(pinHash|tokenHash|codeHash|successor|resetTokenHash)"/);
  });

  it('When the export is asked signed out, then 401', async () => {
    const res = await request(t.app).get('/api/account/export').expect(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('When a teacher deletes their account, then no table holds its id or address, its picture is gone from the store and its live rooms are purged', async () => {
    const teacher = await seedTeacher();
    const other = await seedTeacher();
    expect(filesUnder(t.config.dataDir).some((path) => path.includes(teacher.objectId))).toBe(true);
    expect(await columnsHolding(t, [teacher.id, teacher.lower])).not.toEqual([]);

    await request(t.app)
      .delete('/api/account')
      .set(teacher.headers)
      .set(await unlockHeader(teacher.id, teacher.pinHash))
      .send({ confirmEmail: `  ${teacher.email.toUpperCase()} ` })
      .expect(204);

    expect(await columnsHolding(t, [teacher.id, teacher.lower])).toEqual([]);
    // Nor the counters kept under a hash of the address.
    expect(await columnsHolding(t, [sha256Hex(teacher.lower)])).toEqual([]);
    expect(filesUnder(t.config.dataDir).filter((path) => path.includes(teacher.objectId))).toEqual(
      [],
    );
    expect(purges.at(-1)).toEqual({ sessionIds: [teacher.sessionId], hostIds: [teacher.id] });

    // The sign-in is over: the access token and the refresh token are refused.
    await request(t.app).get('/api/account/export').set(teacher.headers).expect(401);
    await request(t.app)
      .post('/auth/v1/token')
      .query({ grant_type: 'refresh_token' })
      .send({ refresh_token: teacher.refreshToken })
      .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));

    // The school lives on with its other teacher as admin; the other account is untouched.
    const members = await t.database.db
      .select()
      .from(schoolMembers)
      .where(eq(schoolMembers.schoolId, teacher.schoolId));
    expect(members).toEqual([
      expect.objectContaining({ userId: teacher.colleague.id, role: 'admin' }),
    ]);
    const otherExport = await request(t.app)
      .get('/api/account/export')
      .set(other.headers)
      .expect(200);
    for (const section of Object.values(
      otherExport.body.tables as Record<string, { rows: unknown[] }>,
    )) {
      expect(section.rows.length).toBeGreaterThan(0);
    }
    expect(filesUnder(t.config.dataDir).some((path) => path.includes(other.objectId))).toBe(true);
  });

  it('When the last member of a school deletes their account, then the school goes too', async () => {
    const admin = await signInTestUser(t, { role: 'teacher' });
    const schoolId = await createSchool(t, 'Birch School', [admin.id]);
    await request(t.app)
      .delete('/api/account')
      .set(admin.headers)
      .send({ confirmEmail: admin.email })
      .expect(204);
    expect(await t.database.db.select().from(schools).where(eq(schools.id, schoolId))).toEqual([]);
  });

  it('When the typed address is not the account’s, then 400 and nothing is deleted', async () => {
    const user = await signInTestUser(t);
    for (const body of [{ confirmEmail: 'someone.else@example.org' }, { confirmEmail: '' }, {}]) {
      const res = await request(t.app)
        .delete('/api/account')
        .set(user.headers)
        .send(body)
        .expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toMatch(/email/i);
    }
    await request(t.app).get('/api/account/export').set(user.headers).expect(200);
  });

  it('When the deletion is asked signed out, then 401', async () => {
    const res = await request(t.app)
      .delete('/api/account')
      .send({ confirmEmail: 'nobody@example.org' })
      .expect(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('When the parent lock is on and no PIN was entered, then 403 and nothing is deleted', async () => {
    const user = await signInTestUser(t);
    const pinHash = await hashPin('1357');
    await t.database.db.insert(parentLocks).values({ userId: user.id, pinHash });
    for (const unlock of [{}, { 'X-Parent-Unlock': 'pu1.1.nonsense' }]) {
      const res = await request(t.app)
        .delete('/api/account')
        .set(user.headers)
        .set(unlock)
        .send({ confirmEmail: user.email })
        .expect(403);
      expect(res.body.error.code).toBe('parent_lock');
    }
    await request(t.app).get('/api/account/export').set(user.headers).expect(200);
    await request(t.app)
      .delete('/api/account')
      .set(user.headers)
      .set(await unlockHeader(user.id, pinHash))
      .send({ confirmEmail: user.email })
      .expect(204);
  });
});
