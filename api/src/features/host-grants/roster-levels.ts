import {
  emptyLearner,
  type LearnerAnswer,
  learnAnswer,
} from '@ttc/shared-protocol/game/learner/learner-model';
import { Purpose } from '@ttc/shared-protocol/game/learner/purpose';
import { TOP_LEVEL } from '@ttc/shared-protocol/game/levels';
import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { assignmentAnswers, classroomSessions, sessionAnswers } from '../../db/schema';

/**
 * Each child at their own level (issue 15): a roster child's current level, worked out with the
 * learner model from the child's stored answers (assignment games and live class sessions).
 *
 * Stored answers keep the level a question came from but not why it was asked, so an answer with
 * a level counts as a level answer and one without (free practice, a live session's class
 * question) teaches the model skills only. The model starts at the first level the child was seen
 * playing at: the device that asked those questions had already placed the child there (a fold
 * from level 1 would never count answers of a higher level). A device ahead of what it has sent
 * shows in the newest answer's level, which the level never falls below. Level 1 when nothing is
 * known.
 */
export function levelFromAnswers(answers: readonly LearnerAnswer[]): number {
  const ordered = answers
    .map((answer, index) => ({ answer, index }))
    .sort((a, b) => a.answer.answeredAt - b.answer.answeredAt || a.index - b.index)
    .map(({ answer }) => answer);
  const levels = ordered.map((a) => a.level).filter((l): l is number => isLevel(l));
  const first = levels[0];
  if (first === undefined) return 1;
  const start = { ...emptyLearner(), level: first, highestLevel: first };
  const model = ordered.reduce(learnAnswer, start);
  return Math.max(model.level, levels[levels.length - 1] ?? 1);
}

function isLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= TOP_LEVEL;
}

/** A stored answer as the learner model reads it: with a level it is a level answer. */
function learnerAnswer(row: {
  correct: boolean;
  tag: LearnerAnswer['tag'];
  questionType: LearnerAnswer['questionType'];
  skill: LearnerAnswer['skill'];
  level: number | null;
  answeredAt: number;
}): LearnerAnswer {
  const level = isLevel(row.level) ? row.level : null;
  return {
    correct: row.correct,
    answeredAt: row.answeredAt,
    tag: row.correct ? null : row.tag,
    questionType: row.questionType,
    skill: row.skill,
    level,
    purpose: level === null ? null : Purpose.level,
  };
}

/** The current level of each of these roster children (1 for a child with no answers). */
export async function rosterLevels(
  db: AppDatabase,
  childIds: readonly string[],
): Promise<Map<string, number>> {
  const levels = new Map<string, number>();
  if (childIds.length === 0) return levels;
  const ids = [...childIds];
  const [assigned, live] = await Promise.all([
    db
      .select({
        childId: assignmentAnswers.childId,
        correct: assignmentAnswers.correct,
        tag: assignmentAnswers.tag,
        questionType: assignmentAnswers.questionType,
        skill: assignmentAnswers.skill,
        level: assignmentAnswers.level,
        answeredAt: assignmentAnswers.answeredAt,
      })
      .from(assignmentAnswers)
      .where(inArray(assignmentAnswers.childId, ids)),
    db
      .select({
        childId: sessionAnswers.childId,
        correct: sessionAnswers.correct,
        tag: sessionAnswers.tag,
        questionType: sessionAnswers.questionType,
        skill: sessionAnswers.skill,
        level: sessionAnswers.level,
        startedAt: classroomSessions.startedAt,
        questionIndex: sessionAnswers.questionIndex,
      })
      .from(sessionAnswers)
      .innerJoin(classroomSessions, eq(sessionAnswers.sessionId, classroomSessions.id))
      .where(inArray(sessionAnswers.childId, ids)),
  ]);
  const byChild = new Map<string, LearnerAnswer[]>();
  const add = (childId: string | null, answer: LearnerAnswer) => {
    if (!childId) return;
    byChild.set(childId, [...(byChild.get(childId) ?? []), answer]);
  };
  for (const row of assigned) {
    add(row.childId, learnerAnswer({ ...row, answeredAt: row.answeredAt.getTime() }));
  }
  // A live answer has no time of its own: its session's start, in question order.
  for (const row of live) {
    const answeredAt = row.startedAt.getTime() + row.questionIndex;
    add(row.childId, learnerAnswer({ ...row, answeredAt }));
  }
  for (const id of ids) levels.set(id, levelFromAnswers(byChild.get(id) ?? []));
  return levels;
}
