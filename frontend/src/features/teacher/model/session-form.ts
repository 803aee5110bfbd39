import {
  DEFAULT_QUESTION_COUNT,
  DEFAULT_SECONDS_PER_QUESTION,
  LeaderboardMode,
  MAX_QUESTIONS,
  NicknameMode,
  type SessionOptionsInput,
} from '@ttc/shared-protocol/classroom/options';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { Difficulty, QuestionType } from '@ttc/shared-protocol/game/settings';

/** What the "Start a live session" panel edits: the host's session options, field by field. */
export type SessionForm = {
  questionCount: number;
  questionTypes: QuestionType[];
  difficulty: Difficulty;
  secondsPerQuestion: number;
  leaderboard: LeaderboardMode;
  nicknameMode: NicknameMode;
  language: Language;
  /** Each child at their own level (issue 15): every tablet gets a question of its level. */
  adaptive: boolean;
  /** Hide places for young classes: no ranks on tablets, a class goal instead of a top three. */
  hideRanks: boolean;
};

/** Question counts offered: 1 to 10 (question ids run 1..10). */
export const QUESTION_COUNTS = Array.from({ length: MAX_QUESTIONS }, (_, i) => i + 1);
/** Seconds per question offered, within the engine's 5-120. */
export const SECONDS_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

/** The panel's starting values: the engine's defaults, in the teacher's language. */
export function defaultSessionForm(language: Language): SessionForm {
  return {
    questionCount: DEFAULT_QUESTION_COUNT,
    questionTypes: [QuestionType.multipleChoice],
    difficulty: Difficulty.fiveMinutes,
    secondsPerQuestion: DEFAULT_SECONDS_PER_QUESTION,
    leaderboard: LeaderboardMode.afterEach,
    nicknameMode: NicknameMode.generated,
    language,
    adaptive: false,
    hideRanks: false,
  };
}

/**
 * Turns a question type on or off. The last one stays on: a session needs at least one (the
 * same rule as the Student Game's settings, spec section 4).
 */
export function toggleQuestionType(types: QuestionType[], type: QuestionType): QuestionType[] {
  if (!types.includes(type)) return [...types, type];
  return types.length > 1 ? types.filter((t) => t !== type) : types;
}

/** The `room:create` options for the form (every field the engine's schema knows). */
export function toSessionOptions(form: SessionForm): SessionOptionsInput {
  return {
    questionCount: form.questionCount,
    questionTypes: [...form.questionTypes],
    difficulty: form.difficulty,
    secondsPerQuestion: form.secondsPerQuestion,
    leaderboard: form.leaderboard,
    nicknameMode: form.nicknameMode,
    language: form.language,
    adaptive: form.adaptive,
    hideRanks: form.hideRanks,
  };
}
