import { PURPOSES, type Purpose } from '@ttc/shared-protocol/game/learner/purpose';
import { SKILLS, type Skill } from '@ttc/shared-protocol/game/learner/skills';
import { TOP_LEVEL } from '@ttc/shared-protocol/game/levels';
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
import { notifyDeviceAnswersChanged } from './device-changes';
import { toAnswer } from './game-state-guard';
import { isIntIn, isOneOf, isRecord, isTimestamp, parseJson, warnIgnored } from './guards';
import { GuestStorageKey } from './storage-keys';

/** Version of the stored answer history; another version is ignored (logged). */
export const ANSWER_HISTORY_VERSION = 1;

/**
 * Answers kept on the device; beyond this the oldest answers already merged into an account go
 * first, then the oldest of the rest (about 300 games, well under the browser's storage quota).
 */
export const ANSWER_HISTORY_LIMIT = 3000;

/**
 * A guest answer handed to an account (see lib/progress-sync/guest-merge.ts): it is sent to the
 * server in the guest-history game `gameId` for `userId`, and `done` once the server has stored
 * it. A claimed answer never counts as guest progress again, so it is merged exactly once.
 */
export type GuestMerge = {
  /** The client-made id of the POST /api/progress game that carries this answer. */
  gameId: string;
  userId: string;
  done: boolean;
};

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
  /** Absent while the answer is a guest's own; set once an account claimed it. */
  merge?: GuestMerge;
  /**
   * What the learner model reads besides (issue 13): the question's skill, the level it came
   * from and why it was asked. Level and purpose are null (or absent) in free practice; records
   * stored before the learner model have none of the three, and their skill is read from `type`
   * and `expected`.
   */
  skill?: Skill | null;
  level?: number | null;
  purpose?: Purpose | null;
};

function isTag(value: unknown): value is MisconceptionTag {
  return isOneOf(value, MISCONCEPTION_TAGS);
}

/** A stored merge mark; undefined when there is none, null when it is unreadable. */
function toGuestMerge(value: unknown): GuestMerge | undefined | null {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  const { gameId, userId, done } = value;
  if (
    typeof gameId !== 'string' ||
    gameId.length > 64 ||
    typeof userId !== 'string' ||
    userId.length > 200 ||
    typeof done !== 'boolean'
  ) {
    return null;
  }
  return { gameId, userId, done };
}

/** An optional field: absent, null, or a value the check accepts. */
function isOptional<T>(
  value: unknown,
  check: (v: unknown) => v is T,
): value is T | null | undefined {
  return value === undefined || value === null || check(value);
}

const isSkill = (value: unknown): value is Skill => isOneOf(value, SKILLS);
const isPurpose = (value: unknown): value is Purpose => isOneOf(value, PURPOSES);
const isLevel = (value: unknown): value is number => isIntIn(value, 1, TOP_LEVEL);

function toAnswerRecord(value: unknown): AnswerRecord | null {
  if (!isRecord(value)) return null;
  const answer = toAnswer(value.answer);
  // An unreadable mark drops the answer: read as a guest's own, it could be merged twice.
  const merge = toGuestMerge(value.merge);
  const { questionId, type, difficulty, expected, correct, tag, matches, answeredAt, responseMs } =
    value;
  const { skill, level, purpose } = value;
  if (
    merge === null ||
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
    !(responseMs === null || isTimestamp(responseMs)) ||
    !isOptional(skill, isSkill) ||
    !isOptional(level, isLevel) ||
    !isOptional(purpose, isPurpose)
  ) {
    return null;
  }
  const record: AnswerRecord = {
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
  if (merge) record.merge = merge;
  // Kept as stored: an older record without them stays as it was.
  if (skill !== undefined) record.skill = skill;
  if (level !== undefined) record.level = level;
  if (purpose !== undefined) record.purpose = purpose;
  return record;
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

/** The answers within the limit: the oldest merged ones leave first, then the oldest others. */
function withinLimit(answers: readonly AnswerRecord[]): readonly AnswerRecord[] {
  let excess = answers.length - ANSWER_HISTORY_LIMIT;
  if (excess <= 0) return answers;
  const kept = answers.filter((answer) => {
    if (excess > 0 && answer.merge?.done) {
      excess--;
      return false;
    }
    return true;
  });
  return excess > 0 ? kept.slice(excess) : kept;
}

function writeAnswerHistory(answers: readonly AnswerRecord[]): void {
  storage.set(
    GuestStorageKey.answerHistory,
    JSON.stringify({ version: ANSWER_HISTORY_VERSION, answers: withinLimit(answers) }),
  );
  notifyDeviceAnswersChanged();
}

/** Adds one guest answer to the device's history (old answers drop out beyond the limit). */
export function appendAnswerRecord(record: AnswerRecord): void {
  writeAnswerHistory([...readAnswerHistory(), record]);
}

/**
 * Reads, changes and writes the history in one synchronous step (no other code of this tab runs
 * in between). `change` returns the new list, or null to leave the history as it was.
 */
export function updateAnswerHistory(
  change: (answers: AnswerRecord[]) => AnswerRecord[] | null,
): void {
  const next = change(readAnswerHistory());
  if (next) writeAnswerHistory(next);
}

/** The guest's own answers: those no account has claimed. The guest's Progress screen shows these. */
export function readGuestAnswers(): AnswerRecord[] {
  return readAnswerHistory().filter((answer) => answer.merge === undefined);
}

/** Forgets every recorded answer on this device. */
export function clearAnswerHistory(): void {
  storage.remove(GuestStorageKey.answerHistory);
  notifyDeviceAnswersChanged();
}
