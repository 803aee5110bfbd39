import type { AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { createGameState } from '@ttc/shared-protocol/game/game-state';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import { emptyLearner } from '@ttc/shared-protocol/game/learner/learner-model';
import { levelQuestion, planLevelGame } from '@ttc/shared-protocol/game/learner/level-questions';
import type { Question } from '@ttc/shared-protocol/game/question';
import {
  DEFAULT_GAME_SETTINGS,
  type GameSettings,
  normalizeSettings,
  PlayMode,
} from '@ttc/shared-protocol/game/settings';
import type { GameFlow } from './game-flow';

/**
 * The settings a teacher's preset plays with: the level's own (by level), or the difficulty and
 * question types it names (free practice), in the assignment's language.
 */
export function presetSettings(preset: AssignmentPreset, language: Language): GameSettings {
  return normalizeSettings({
    ...DEFAULT_GAME_SETTINGS,
    language,
    playMode: preset.level === null ? PlayMode.free : PlayMode.byLevel,
    ...(preset.difficulty ? { difficulty: preset.difficulty } : {}),
    ...(preset.questionTypes ? { questionTypes: preset.questionTypes } : {}),
  });
}

/**
 * The questions of a preset, all made at the start. With a level they are that level's game
 * (its own practice and reviews of earlier levels, set-the-clock where it teaches it) from a
 * child at that level: no promotion, step back or remediation moves it, since the teacher chose
 * the level. Without one, free practice.
 */
export function presetQuestions(
  preset: AssignmentPreset,
  settings: GameSettings,
  seed: number,
): Question[] {
  if (preset.level === null) return generateQuestions(seed, settings, preset.questionCount);
  const model = { ...emptyLearner(), level: preset.level };
  const questions: Question[] = [];
  for (const slot of planLevelGame(model, seed, preset.questionCount)) {
    questions.push(levelQuestion({ model, seed, slot, previous: questions, settings }));
  }
  return questions;
}

/** A new game of the preset: its questions fixed, played like free practice from there. */
export function presetFlow(input: {
  preset: AssignmentPreset;
  settings: GameSettings;
  seed: number;
  now: number;
  studentName?: string;
}): GameFlow {
  const questions = presetQuestions(input.preset, input.settings, input.seed);
  return {
    questions,
    game: createGameState({
      seed: input.seed,
      studentName: input.studentName,
      totalQuestions: questions.length,
    }),
    selection: null,
    feedback: null,
    shownAt: input.now,
    levelGame: null,
  };
}
