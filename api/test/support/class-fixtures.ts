import { randomUUID } from 'node:crypto';
import type { Grade } from '@ttc/shared-protocol/api/classes';
import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { QuestionType } from '@ttc/shared-protocol/game/settings';
import request from 'supertest';
import { expect } from 'vitest';
import {
  assignmentAnswers,
  assignmentGames,
  classChildren,
  classes,
  schoolMembers,
  schools,
  tasks,
} from '../../src/db/schema';
import { INTERNAL_HEADERS, sessionResultsBody } from './session-results';
import type { TestApp } from './test-app';

// Rows a teacher's class is made of, written straight to the database so the analytics and
// report tests do not depend on the class, school and assignment endpoints. Sessions go through
// POST /api/internal/session-results as the realtime server sends them.

export type FixtureChild = { id: string; nickname: string; character: CharacterId };

/** A class of `teacherId` with its roster (children added in the order given). */
export async function createClassWithRoster(
  t: TestApp,
  teacherId: string,
  roster: ReadonlyArray<{ nickname: string; character: CharacterId }>,
  fields: { name?: string; grade?: Grade; language?: Language } = {},
): Promise<{ classId: string; children: FixtureChild[] }> {
  const [klass] = await t.database.db
    .insert(classes)
    .values({
      teacherId,
      name: fields.name ?? 'Maple',
      grade: fields.grade ?? '1',
      language: fields.language ?? 'en',
    })
    .returning({ id: classes.id });
  const classId = klass?.id ?? '';
  const children: FixtureChild[] = [];
  // One at a time: created_at orders the roster.
  for (const child of roster) {
    const [row] = await t.database.db
      .insert(classChildren)
      .values({
        classId,
        nickname: child.nickname,
        nicknameKey: child.nickname.toLowerCase(),
        characterId: child.character,
        createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + children.length * 1000),
      })
      .returning({ id: classChildren.id });
    children.push({ id: row?.id ?? '', ...child });
  }
  return { classId, children };
}

/** A school with its admin and teachers. */
export async function createSchool(
  t: TestApp,
  name: string,
  adminIds: readonly string[],
  teacherIds: readonly string[] = [],
): Promise<string> {
  const [school] = await t.database.db
    .insert(schools)
    .values({ name })
    .returning({ id: schools.id });
  const schoolId = school?.id ?? '';
  const members = [
    ...adminIds.map((userId) => ({ schoolId, userId, role: 'admin' as const })),
    ...teacherIds.map((userId) => ({ schoolId, userId, role: 'teacher' as const })),
  ];
  if (members.length > 0) await t.database.db.insert(schoolMembers).values(members);
  return schoolId;
}

/**
 * Stores the builder's session (sessionResultsBody) for a class, its three seats taken by the
 * given roster children (null: a guest seat), through the internal endpoint.
 */
export async function storeClassSession(
  t: TestApp,
  teacherId: string,
  classId: string,
  seats: readonly [string | null, string | null, string | null],
  overrides: Partial<SessionResultsInput> = {},
): Promise<string> {
  const body = sessionResultsBody(teacherId, { classId, ...overrides });
  body.players = body.players.map((player, i) => {
    const childId = seats[i];
    return childId ? { ...player, childId } : player;
  });
  const res = await request(t.app)
    .post('/api/internal/session-results')
    .set(INTERNAL_HEADERS)
    .send(body);
  expect(res.body.outcome).toBe('stored');
  return body.sessionId;
}

export type FixtureAnswer = {
  childId: string;
  type: QuestionType;
  skill: Skill | null;
  correctTime: string;
  given: string;
  correct: boolean;
  tag: MisconceptionTag | null;
  answerMs: number | null;
};

/** An assignment (a task of the class) and one game per child with these answers. */
export async function insertAssignmentAnswers(
  t: TestApp,
  teacherId: string,
  classId: string,
  answeredAt: Date,
  answers: readonly FixtureAnswer[],
  title = 'Practice at home',
): Promise<string> {
  const db = t.database.db;
  const [task] = await db
    .insert(tasks)
    .values({ userId: teacherId, title, classId })
    .returning({ id: tasks.id });
  const taskId = task?.id ?? '';
  const byChild = new Map<string, FixtureAnswer[]>();
  for (const a of answers) byChild.set(a.childId, [...(byChild.get(a.childId) ?? []), a]);
  for (const [childId, own] of byChild) {
    const [game] = await db
      .insert(assignmentGames)
      .values({
        taskId,
        childId,
        gameId: randomUUID(),
        playedAt: answeredAt,
        answerCount: own.length,
        correctCount: own.filter((a) => a.correct).length,
      })
      .returning({ id: assignmentGames.id });
    await db.insert(assignmentAnswers).values(
      own.map((a, questionIndex) => ({
        assignmentGameId: game?.id ?? '',
        taskId,
        childId,
        questionIndex,
        questionType: a.type,
        skill: a.skill,
        level: null,
        correctTime: a.correctTime,
        given: a.given,
        correct: a.correct,
        answerMs: a.answerMs,
        tag: a.tag,
        answeredAt: new Date(answeredAt.getTime() + questionIndex * 1000),
      })),
    );
  }
  return taskId;
}
