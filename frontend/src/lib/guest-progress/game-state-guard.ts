import type { GameState, RecordedAnswer } from '@ttc/shared-protocol/game/game-state';
import {
  MISCONCEPTION_TAGS,
  type MisconceptionTag,
} from '@ttc/shared-protocol/game/misconceptions';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { QUESTIONS_PER_GAME } from '@ttc/shared-protocol/game/question';
import { scoreFor } from '@ttc/shared-protocol/game/score';
import { QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { isClockTime, isIntIn, isOneOf, isRecord, isTimestamp } from './guards';

const MAX_UINT32 = 0xffffffff;

/** A player's answer: a picked option label or a set clock. Null when not an answer. */
export function toAnswer(value: unknown): Answer | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'choice' && typeof value.label === 'string' && value.label.length <= 40) {
    return { kind: 'choice', label: value.label };
  }
  if (value.kind === 'clock' && isClockTime(value.time)) {
    return { kind: 'clock', time: { hour: value.time.hour, minute: value.time.minute } };
  }
  return null;
}

function isTag(value: unknown): value is MisconceptionTag {
  return isOneOf(value, MISCONCEPTION_TAGS);
}

function toRecordedAnswer(value: unknown): RecordedAnswer | null {
  if (!isRecord(value)) return null;
  const answer = toAnswer(value.answer);
  const { questionId, type, correct, tag, matches, points, answeredAt } = value;
  if (
    !answer ||
    !isIntIn(questionId, 1, QUESTIONS_PER_GAME) ||
    !isOneOf(type, QUESTION_TYPES) ||
    typeof correct !== 'boolean' ||
    !(tag === null || isTag(tag)) ||
    !(Array.isArray(matches) && matches.every(isTag)) ||
    points !== scoreFor(correct ? 1 : 0) ||
    !isTimestamp(answeredAt)
  ) {
    return null;
  }
  if (correct !== (tag === null)) return null;
  return { questionId, type, answer, correct, tag, matches: [...matches], points, answeredAt };
}

/**
 * A solo game state read back from storage, checked field by field and for consistency (the
 * score, counts and answers must agree, so a hand-edited score is refused). Returns a clean copy
 * with only the known fields, or null with the reason.
 */
export function toGameState(value: unknown): { state: GameState } | { error: string } {
  if (!isRecord(value)) return { error: 'the game state is not an object' };
  const v = value;
  if (!isIntIn(v.seed, 0, MAX_UINT32)) return { error: 'the seed is invalid' };
  if (!(v.sessionCode === null || typeof v.sessionCode === 'string')) {
    return { error: 'the session code is invalid' };
  }
  if (typeof v.studentName !== 'string' || v.studentName.length > 100) {
    return { error: 'the student name is invalid' };
  }
  if (!isIntIn(v.totalQuestions, 1, QUESTIONS_PER_GAME)) {
    return { error: 'the number of questions is invalid' };
  }
  const total = v.totalQuestions;
  if (
    !isIntIn(v.currentQuestion, 0, total - 1) ||
    !isIntIn(v.questionsAnswered, 0, total) ||
    !isIntIn(v.correctAnswers, 0, total) ||
    !isIntIn(v.lives, 0, 99) ||
    !isIntIn(v.score, 0, scoreFor(total)) ||
    !(v.position === null || isIntIn(v.position, 1, Number.MAX_SAFE_INTEGER)) ||
    typeof v.isComplete !== 'boolean' ||
    !Array.isArray(v.answers)
  ) {
    return { error: 'a counter is out of range' };
  }
  const answers: RecordedAnswer[] = [];
  for (const item of v.answers) {
    const answer = toRecordedAnswer(item);
    if (!answer) return { error: 'a recorded answer is invalid' };
    answers.push(answer);
  }
  const correct = answers.filter((a) => a.correct).length;
  const consistent =
    answers.length === v.questionsAnswered &&
    answers.every((a, i) => a.questionId === i + 1) &&
    correct === v.correctAnswers &&
    scoreFor(correct) === v.score &&
    v.isComplete === v.questionsAnswered >= total &&
    (v.questionsAnswered === v.currentQuestion || v.questionsAnswered === v.currentQuestion + 1);
  if (!consistent) return { error: 'the score, counts and answers do not agree' };
  return {
    state: {
      seed: v.seed,
      sessionCode: v.sessionCode,
      studentName: v.studentName,
      currentQuestion: v.currentQuestion,
      score: v.score,
      lives: v.lives,
      questionsAnswered: v.questionsAnswered,
      correctAnswers: v.correctAnswers,
      totalQuestions: total,
      position: v.position,
      isComplete: v.isComplete,
      answers,
    },
  };
}
