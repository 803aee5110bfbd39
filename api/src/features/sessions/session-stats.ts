import type {
  SessionQuestionResult,
  SessionResults,
  SessionResultsQuestion,
} from '@ttc/shared-protocol/api/session-results';
import { formatTime } from '@ttc/shared-protocol/clock/format';
import { type ClockTime, toFaceMinutes } from '@ttc/shared-protocol/clock/time';
import {
  MISCONCEPTION_TAGS,
  type MisconceptionTag,
} from '@ttc/shared-protocol/game/misconceptions';
import type { Answer } from '@ttc/shared-protocol/game/question';

// Pure arithmetic over one session's results: the totals stored with it at ingestion and the
// per-question statistics computed when its teacher reads it.

/** A time as the set-the-clock answers are written: "3:05", "12:00". */
export function clockText(time: ClockTime): string {
  return formatTime(time, '12h');
}

/** An answer as the student saw it: the option's label, or the time the clock was set to. */
export function givenText(answer: Answer): string {
  return answer.kind === 'choice' ? answer.label : clockText(answer.time);
}

/** The numbers stored with a session so the teacher's list needs no other table. */
export interface SessionTotals {
  playerCount: number;
  questionCount: number;
  answerCount: number;
  /** One decimal; null without players. */
  averageScore: number | null;
  averageAnswerMs: number | null;
  /** The question most players missed (lowest index on a tie); null when none was missed. */
  mostMissed: { index: number; count: number } | null;
}

const mean = (sum: number, n: number) => (n === 0 ? null : sum / n);

export function sessionTotals(results: SessionResults): SessionTotals {
  const playerCount = results.players.length;
  const scoreSum = results.players.reduce((sum, player) => sum + player.score, 0);
  const averageScore = mean(scoreSum, playerCount);
  const answerMsSum = results.answers.reduce((sum, answer) => sum + answer.answerMs, 0);
  const averageAnswerMs = mean(answerMsSum, results.answers.length);

  const correctPerQuestion = new Array<number>(results.questions.length).fill(0);
  for (const answer of results.answers) {
    if (answer.correct) {
      correctPerQuestion[answer.questionIndex] =
        (correctPerQuestion[answer.questionIndex] ?? 0) + 1;
    }
  }
  let mostMissed: SessionTotals['mostMissed'] = null;
  for (const question of results.questions) {
    if (question.skipped) continue;
    const missed = playerCount - (correctPerQuestion[question.index] ?? 0);
    if (missed > 0 && missed > (mostMissed?.count ?? 0)) {
      mostMissed = { index: question.index, count: missed };
    }
  }
  return {
    playerCount,
    questionCount: results.questions.length,
    answerCount: results.answers.length,
    averageScore: averageScore === null ? null : Math.round(averageScore * 10) / 10,
    averageAnswerMs: averageAnswerMs === null ? null : Math.round(averageAnswerMs),
    mostMissed,
  };
}

/** A stored answer, as the per-question statistics need it. */
export interface StoredAnswer {
  questionIndex: number;
  given: string;
  correct: boolean;
  tag: MisconceptionTag | null;
  answerMs: number;
  /** Adaptive sessions: the level of the child's own question (null: the class question). */
  level?: number | null;
}

/** "3:05" -> minutes on the face, for ordering set times; unparsable text sorts last. */
function faceMinutesOf(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return Number.MAX_SAFE_INTEGER;
  return toFaceMinutes({ hour: Number(match[1]), minute: Number(match[2]) });
}

const TAG_ORDER = new Map<MisconceptionTag, number>(MISCONCEPTION_TAGS.map((tag, i) => [tag, i]));

/**
 * How the class answered each question: counts, mean time, how many picked each option (or set
 * each time), and the commonest misconception of the wrong answers. O(answers).
 */
export function questionResults(
  questions: SessionResultsQuestion[],
  playerCount: number,
  answers: StoredAnswer[],
): SessionQuestionResult[] {
  const byQuestion = questions.map(() => [] as StoredAnswer[]);
  for (const answer of answers) byQuestion[answer.questionIndex]?.push(answer);
  return questions.map((question, index) =>
    questionResult(question, playerCount, byQuestion[index] ?? []),
  );
}

function questionResult(
  question: SessionResultsQuestion,
  playerCount: number,
  answers: StoredAnswer[],
): SessionQuestionResult {
  const correctGiven = question.correctLabel ?? clockText(question.correctTime);
  const picks = new Map<string, number>();
  const tagCounts: Partial<Record<MisconceptionTag, number>> = {};
  let correctCount = 0;
  let answerMsSum = 0;
  for (const answer of answers) {
    // A pick of the class question's options or times; in an adaptive session a child answered
    // their own level's question, whose options are other times (right, wrong and mistakes
    // still count every child).
    if (answer.level == null) picks.set(answer.given, (picks.get(answer.given) ?? 0) + 1);
    answerMsSum += answer.answerMs;
    if (answer.correct) correctCount++;
    else if (answer.tag) tagCounts[answer.tag] = (tagCounts[answer.tag] ?? 0) + 1;
  }

  const choices = question.options
    ? // Every option in display order, picked or not.
      question.options.map((option) => ({
        given: option,
        count: picks.get(option) ?? 0,
        correct: option === correctGiven,
      }))
    : [...picks]
        .sort(([a, countA], [b, countB]) => countB - countA || faceMinutesOf(a) - faceMinutesOf(b))
        .map(([given, count]) => ({ given, count, correct: given === correctGiven }));

  let mostCommonMistake: SessionQuestionResult['mostCommonMistake'] = null;
  for (const [tag, count] of Object.entries(tagCounts) as [MisconceptionTag, number][]) {
    const better =
      mostCommonMistake === null ||
      count > mostCommonMistake.count ||
      (count === mostCommonMistake.count &&
        (TAG_ORDER.get(tag) ?? 0) < (TAG_ORDER.get(mostCommonMistake.tag) ?? 0));
    if (better) mostCommonMistake = { tag, count };
  }

  const averageAnswerMs = mean(answerMsSum, answers.length);
  return {
    index: question.index,
    type: question.type,
    questionText: question.questionText,
    prompt: question.prompt,
    options: question.options,
    correctLabel: question.correctLabel,
    correctTime: question.correctTime,
    correctGiven,
    skipped: question.skipped,
    answeredCount: answers.length,
    correctCount,
    wrongCount: answers.length - correctCount,
    noAnswerCount: Math.max(0, playerCount - answers.length),
    averageAnswerMs: averageAnswerMs === null ? null : Math.round(averageAnswerMs),
    choices,
    tagCounts,
    mostCommonMistake,
  };
}
