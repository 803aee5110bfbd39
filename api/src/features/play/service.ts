import {
  type AssignmentPlay,
  type AssignmentResultsResponse,
  type SeatGrant,
  SHARE_CODE_PATTERN,
} from '@ttc/shared-protocol/api/assignments';
import type { ProgressAnswer } from '@ttc/shared-protocol/api/progress';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { assignmentAnswers, assignmentGames, classChildren, classes, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import { faceTime, givenText } from './face-time';
import { SEAT_TOKEN_TTL_MS, signSeatToken, verifySeatToken } from './seat-token';

const NO_ASSIGNMENT = 'No assignment has this link. Ask your teacher for the link again.';
export const NOT_ON_ROSTER = 'This child is not on the roster of this assignment’s class.';
export const SEAT_NOT_VALID =
  'This seat is not valid for this assignment. Tap your character again.';
export const SEAT_EXPIRED = 'This seat has expired. Tap your character again.';

interface OpenAssignment {
  task: typeof tasks.$inferSelect;
  classId: string;
  className: string;
  classLanguage: Language;
}

/**
 * The assignment a share code opens: an assignment (a task with a class) that is not cancelled.
 * A code that is malformed, unknown or cancelled is one 404: nothing tells them apart.
 */
async function openAssignment(db: AppDatabase, code: string): Promise<OpenAssignment> {
  if (!SHARE_CODE_PATTERN.test(code)) throw new AppError(ErrorCode.NotFound, 404, NO_ASSIGNMENT);
  const [row] = await db
    .select({ task: tasks, className: classes.name, classLanguage: classes.language })
    .from(tasks)
    .innerJoin(classes, eq(classes.id, tasks.classId))
    .where(and(eq(tasks.shareCode, code), isNotNull(tasks.preset), ne(tasks.status, 'cancelled')))
    .limit(1);
  if (!row || row.task.classId === null) {
    throw new AppError(ErrorCode.NotFound, 404, NO_ASSIGNMENT);
  }
  return {
    task: row.task,
    classId: row.task.classId,
    className: row.className,
    classLanguage: row.classLanguage as Language,
  };
}

const rosterOf = (db: AppDatabase, classId: string) =>
  db
    .select({
      id: classChildren.id,
      nickname: classChildren.nickname,
      character: classChildren.characterId,
    })
    .from(classChildren)
    .where(eq(classChildren.classId, classId))
    .orderBy(asc(classChildren.createdAt), asc(classChildren.id));

/** GET /api/play/:code: the assignment as a child's device needs it, and its class's roster. */
export async function assignmentForPlay(db: AppDatabase, code: string): Promise<AssignmentPlay> {
  const open = await openAssignment(db, code);
  const { task } = open;
  if (task.preset === null) throw new AppError(ErrorCode.NotFound, 404, NO_ASSIGNMENT);
  return {
    assignment: {
      title: task.title,
      description: task.description,
      dueDate: task.dueDate?.toISOString() ?? null,
      preset: task.preset,
      className: open.className,
      language: task.preset.language ?? open.classLanguage,
    },
    roster: await rosterOf(db, open.classId),
  };
}

async function rosterChild(db: AppDatabase, classId: string, childId: string) {
  const [child] = await db
    .select({
      id: classChildren.id,
      nickname: classChildren.nickname,
      character: classChildren.characterId,
    })
    .from(classChildren)
    .where(and(eq(classChildren.id, childId), eq(classChildren.classId, classId)))
    .limit(1);
  return child ?? null;
}

/** POST /api/play/:code/seat: a token for this assignment and this child of its class. */
export async function claimSeat(
  db: AppDatabase,
  key: Buffer,
  code: string,
  childId: string,
  now: number,
): Promise<SeatGrant> {
  const open = await openAssignment(db, code);
  const child = await rosterChild(db, open.classId, childId.toLowerCase());
  if (!child) throw new AppError(ErrorCode.NotFound, 404, NOT_ON_ROSTER);
  const seatToken = signSeatToken(key, {
    taskId: open.task.id,
    childId: child.id,
    expiresAt: now + SEAT_TOKEN_TTL_MS,
  });
  return { seatToken, child };
}

/**
 * POST /api/play/:code/results: one finished game of the seat's child. The token must be this
 * assignment's; (task, child, gameId) is unique, so a retry stores nothing new and answers as
 * the first time did. Times after `now` (a device clock set ahead) are stored as `now`.
 */
export async function storeResults(
  db: AppDatabase,
  key: Buffer,
  code: string,
  body: { seatToken: string; gameId: string; answers: ProgressAnswer[] },
  now: number,
): Promise<AssignmentResultsResponse> {
  const open = await openAssignment(db, code);
  const check = verifySeatToken(key, body.seatToken, now);
  if (!check.ok) {
    throw new AppError(
      ErrorCode.Forbidden,
      403,
      check.reason === 'expired' ? SEAT_EXPIRED : SEAT_NOT_VALID,
    );
  }
  if (check.claim.taskId !== open.task.id) {
    throw new AppError(ErrorCode.Forbidden, 403, SEAT_NOT_VALID);
  }
  const childId = check.claim.childId;
  // The child may have left the roster since the seat was taken.
  if (!(await rosterChild(db, open.classId, childId))) {
    throw new AppError(ErrorCode.Forbidden, 403, NOT_ON_ROSTER);
  }
  const answers = body.answers.map((answer, index) => ({
    taskId: open.task.id,
    childId,
    questionIndex: index,
    questionType: answer.questionType,
    skill: answer.skill ?? null,
    level: answer.level ?? null,
    correctTime: faceTime(answer.expected),
    given: givenText(answer.given),
    correct: answer.correct,
    answerMs: answer.answerMs ?? null,
    tag: answer.correct ? null : (answer.tag ?? null),
    answeredAt: new Date(Math.min(answer.answeredAt, now)),
  }));
  const playedAt = new Date(Math.max(...answers.map((answer) => answer.answeredAt.getTime())));
  return db.transaction(async (tx) => {
    const [game] = await tx
      .insert(assignmentGames)
      .values({
        taskId: open.task.id,
        childId,
        gameId: body.gameId,
        playedAt,
        answerCount: answers.length,
        correctCount: answers.filter((answer) => answer.correct).length,
      })
      .onConflictDoNothing({
        target: [assignmentGames.taskId, assignmentGames.childId, assignmentGames.gameId],
      })
      .returning({ id: assignmentGames.id });
    if (game) {
      await tx
        .insert(assignmentAnswers)
        .values(answers.map((answer) => ({ ...answer, assignmentGameId: game.id })));
      return { saved: true, answerCount: answers.length };
    }
    const [existing] = await tx
      .select({ answerCount: assignmentGames.answerCount })
      .from(assignmentGames)
      .where(
        and(
          eq(assignmentGames.taskId, open.task.id),
          eq(assignmentGames.childId, childId),
          eq(assignmentGames.gameId, body.gameId),
        ),
      );
    return { saved: false, answerCount: existing?.answerCount ?? 0 };
  });
}
