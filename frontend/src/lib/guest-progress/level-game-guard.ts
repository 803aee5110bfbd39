import type { LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
import type { LevelGame } from '@ttc/shared-protocol/game/learner/level-game';
import { PURPOSES } from '@ttc/shared-protocol/game/learner/purpose';
import { SKILL_MODES, SKILLS } from '@ttc/shared-protocol/game/learner/skills';
import { MISCONCEPTION_TAGS } from '@ttc/shared-protocol/game/misconceptions';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_GAME } from '@ttc/shared-protocol/game/question';
import { DIFFICULTIES, QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { isClockTime, isIntIn, isOneOf, isRecord } from './guards';

// A saved game by level read back from the device, checked by hand like the game state
// (game-state-guard.ts): zod would load before the Student Game's first paint.

const isTagOrNull = (v: unknown): boolean => v === null || isOneOf(v, MISCONCEPTION_TAGS);
const isCount = (v: unknown): boolean => isIntIn(v, 0, Number.MAX_SAFE_INTEGER);
const isListOf = (v: unknown, item: (x: unknown) => boolean, max = 200): boolean =>
  Array.isArray(v) && v.length <= max && v.every(item);

function isLearnerModel(v: unknown): v is LearnerModel {
  if (!isRecord(v)) return false;
  const { mastery, placement, remediation, mistakes } = v;
  return (
    isIntIn(v.level, 1, 12) &&
    isIntIn(v.highestLevel, 1, 12) &&
    isListOf(
      v.window,
      (e) =>
        isRecord(e) &&
        typeof e.correct === 'boolean' &&
        isTagOrNull(e.tag) &&
        typeof e.set === 'boolean',
    ) &&
    (remediation === null ||
      (isRecord(remediation) &&
        isOneOf(remediation.tag, MISCONCEPTION_TAGS) &&
        isIntIn(remediation.remaining, 1, 10))) &&
    isCount(v.remediationsAtLevel) &&
    isListOf(v.lastLevelTags, isTagOrNull) &&
    isListOf(v.recent, isTagOrNull) &&
    isRecord(mastery) &&
    SKILLS.every((s) => {
      const modes = mastery[s];
      return (
        isRecord(modes) &&
        SKILL_MODES.every((m) => isListOf(modes[m], (b) => typeof b === 'boolean'))
      );
    }) &&
    isRecord(mistakes) &&
    Object.entries(mistakes).every(([k, n]) => isOneOf(k, MISCONCEPTION_TAGS) && isCount(n)) &&
    isRecord(placement) &&
    isCount(placement.answered) &&
    typeof placement.missed === 'boolean' &&
    isCount(v.promotions) &&
    isCount(v.stepsBack) &&
    isCount(v.answers) &&
    isCount(v.lastAnswerAt)
  );
}

/** Enough of a question for the screen to show it and the domain to check an answer. */
function isQuestion(v: unknown, index: number): boolean {
  if (!isRecord(v) || v.id !== index + 1 || !isOneOf(v.type, QUESTION_TYPES)) return false;
  if (!isClockTime(v.clockTime) || !isClockTime(v.correctAnswer)) return false;
  if (!isOneOf(v.hourMode, ['12h', '24h']) || !isOneOf(v.difficulty, DIFFICULTIES)) return false;
  if (!isRecord(v.prompt) || typeof v.prompt.key !== 'string') return false;
  if (v.type === 'set_time') return isRecord(v.metadata) && isClockTime(v.metadata.targetTime);
  return (
    isListOf(v.options, (o) => typeof o === 'string', OPTIONS_PER_QUESTION) &&
    isListOf(v.choices, (c) => isRecord(c) && typeof c.label === 'string', OPTIONS_PER_QUESTION) &&
    (v.options as unknown[]).length === OPTIONS_PER_QUESTION &&
    typeof v.correctLabel === 'string'
  );
}

/** A saved game by level, or null when absent or unusable (the game then starts afresh). */
export function toLevelGame(value: unknown): LevelGame | null {
  if (!isRecord(value)) return null;
  const { kind, seed, slots, questions } = value;
  const ok =
    isOneOf(kind, ['level', 'placement']) &&
    isIntIn(seed, 0, 0xffffffff) &&
    isListOf(
      slots,
      (s) => isRecord(s) && isOneOf(s.purpose, PURPOSES) && typeof s.set === 'boolean',
      QUESTIONS_PER_GAME,
    ) &&
    isLearnerModel(value.startModel) &&
    isLearnerModel(value.model) &&
    Array.isArray(questions) &&
    questions.length <= QUESTIONS_PER_GAME &&
    questions.every(isQuestion);
  return ok ? (value as LevelGame) : null;
}
