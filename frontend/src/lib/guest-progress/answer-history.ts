import {
  MISCONCEPTION_TAGS,
  type MisconceptionTag,
} from '@ttc/shared-protocol/game/misconceptions';
import type { Answer } from '@ttc/shared-protocol/game/question';
import {
  DIFFICULTIES,
  type Difficulty,
  QUESTION_TYPES,
  type QuestionType,
} from '@ttc/shared-protocol/game/settings';
import { storage } from '../storage';
import { toAnswer } from './game-state-guard';
import { isIntIn, isOneOf, isRecord, isTimestamp, parseJson, warnIgnored } from './guards';
import { GuestStorageKey } from './storage-keys';

/** Version of the stored answer history; another version is ignored (logged). */
export const ANSWER_HISTORY_VERSION = 1;

/**
 * Answers kept on the device; the oldest go first beyond this (about 300 games, well under the
 * browser's storage quota). The accounts issue moves them to the server.
 */
export const ANSWER_HISTORY_LIMIT = 3000;

/** One recorded Student Game answer: what was asked, what was answered, right or wrong and why. */
export type AnswerRecord = {
  /** 1 to 10, the question's place in its game. */
  questionId: number;
  type: QuestionType;
  difficulty: Difficulty;
  /** What the player answered. */
  answer: Answer;
  /** The correct answer as the game writes it ("3:15", "15:15", "1 h 30 min"). */
  expected: string;
  correct: boolean;
  /** The misconception of a wrong answer (first match; see evaluateAnswer); null when correct. */
  tag: MisconceptionTag | null;
  /** Every matching misconception; empty when correct. */
  matches: MisconceptionTag[];
  /** When it was answered, ms since the epoch. */
  answeredAt: number;
  /** ms from the question appearing to the submit; null when unknown. */
  responseMs: number | null;
};

function isTag(value: unknown): value is MisconceptionTag {
  return isOneOf(value, MISCONCEPTION_TAGS);
}

function toAnswerRecord(value: unknown): AnswerRecord | null {
  if (!isRecord(value)) return null;
  const answer = toAnswer(value.answer);
  const { questionId, type, difficulty, expected, correct, tag, matches, answeredAt, responseMs } =
    value;
  if (
    !answer ||
    !isIntIn(questionId, 1, 10) ||
    !isOneOf(type, QUESTION_TYPES) ||
    !isOneOf(difficulty, DIFFICULTIES) ||
    typeof expected !== 'string' ||
    typeof correct !== 'boolean' ||
    !(tag === null || isTag(tag)) ||
    correct !== (tag === null) ||
    !(Array.isArray(matches) && matches.every(isTag)) ||
    !isTimestamp(answeredAt) ||
    !(responseMs === null || isTimestamp(responseMs))
  ) {
    return null;
  }
  return {
    questionId,
    type,
    difficulty,
    answer,
    expected,
    correct,
    tag,
    matches: [...matches],
    answeredAt,
    responseMs,
  };
}

/**
 * Every answer recorded on this device, oldest first. A corrupt or other-version history is
 * logged and treated as none; single unreadable entries are dropped (logged once).
 */
export function readAnswerHistory(): AnswerRecord[] {
  const key = GuestStorageKey.answerHistory;
  const text = storage.get(key);
  if (text === null) return [];
  const value = parseJson(text);
  if (!isRecord(value) || !Array.isArray(value.answers)) {
    warnIgnored(key, 'it is not an answer history');
    return [];
  }
  if (value.version !== ANSWER_HISTORY_VERSION) {
    warnIgnored(key, `it was saved by another version (${String(value.version)})`);
    return [];
  }
  const answers: AnswerRecord[] = [];
  let dropped = 0;
  for (const item of value.answers) {
    const record = toAnswerRecord(item);
    if (record) answers.push(record);
    else dropped++;
  }
  if (dropped > 0) warnIgnored(key, `${dropped} unreadable answer(s) were skipped`);
  return answers;
}

function writeAnswerHistory(answers: readonly AnswerRecord[]): void {
  const kept = answers.slice(-ANSWER_HISTORY_LIMIT);
  storage.set(
    GuestStorageKey.answerHistory,
    JSON.stringify({ version: ANSWER_HISTORY_VERSION, answers: kept }),
  );
}

/** Adds one answer to the device's history (the oldest drop out beyond the limit). */
export function appendAnswerRecord(record: AnswerRecord): void {
  writeAnswerHistory([...readAnswerHistory(), record]);
}

/** Forgets every recorded answer on this device. */
export function clearAnswerHistory(): void {
  storage.remove(GuestStorageKey.answerHistory);
}
