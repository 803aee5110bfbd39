import type { GameState } from '@ttc/shared-protocol/game/game-state';
import type { LevelGame } from '@ttc/shared-protocol/game/learner/level-game';
import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import { parseGameSettings } from './game-settings';
import { toGameState } from './game-state-guard';
import { isIntIn, isRecord, warnIgnored } from './guards';
import {
  clearGuestProgress,
  GuestPage,
  type GuestProgress,
  isGuestRestoreRequested,
  readGuestProgress,
  saveGuestProgress,
} from './guest-progress';
import { toLevelGame } from './level-game-guard';
import { GuestStorageKey } from './storage-keys';

/**
 * The Student Game's guest progress payload (spec section 3): the current question index, the
 * game state (with its seed and recorded answers, so the same questions come back) and the
 * settings.
 */
export type StudentGamePayload = {
  currentQuestion: number;
  gameState: GameState;
  settings: GameSettings;
  /** Playing by level: the game's questions and learner model, so the same game comes back. */
  levelGame?: LevelGame | null;
};

/** Saves the running Student Game as the guest progress (page `student-game`). */
export function saveStudentGameProgress(input: {
  gameState: GameState;
  settings: GameSettings;
  activeTimeMs: number;
  now: number;
  levelGame?: LevelGame | null;
}): void {
  const payload: StudentGamePayload = {
    currentQuestion: input.gameState.currentQuestion,
    gameState: input.gameState,
    settings: input.settings,
    levelGame: input.levelGame ?? null,
  };
  saveGuestProgress<StudentGamePayload>({
    page: GuestPage.studentGame,
    timestamp: Math.max(0, Math.trunc(input.now)),
    activeTimeMs: Math.max(0, Math.round(input.activeTimeMs)),
    payload,
  });
}

/** Checks a payload read back from storage; the reason when it is not usable. */
export function toStudentGamePayload(
  value: unknown,
): { payload: StudentGamePayload } | { error: string } {
  if (!isRecord(value)) return { error: 'the payload is not an object' };
  const checked = toGameState(value.gameState);
  if ('error' in checked) return checked;
  const { state } = checked;
  if (!isIntIn(value.currentQuestion, 0, state.totalQuestions - 1)) {
    return { error: 'the question index is invalid' };
  }
  if (value.currentQuestion !== state.currentQuestion) {
    return { error: 'the question index does not match the game state' };
  }
  const { settings } = parseGameSettings(value.settings);
  const levelGame = toLevelGame(value.levelGame);
  if (levelGame && levelGame.questions.length < state.currentQuestion + 1) {
    return { error: 'the level game has fewer questions than the game state' };
  }
  return {
    payload: { currentQuestion: state.currentQuestion, gameState: state, settings, levelGame },
  };
}

/** The stored Student Game guest progress, checked; null when none or unusable (logged). */
export function readStudentGameProgress(): GuestProgress<StudentGamePayload> | null {
  const record = readGuestProgress();
  if (!record || record.page !== GuestPage.studentGame) return null;
  const checked = toStudentGamePayload(record.payload);
  if ('error' in checked) {
    warnIgnored(GuestStorageKey.guestProgress, checked.error);
    return null;
  }
  return { ...record, payload: checked.payload };
}

/**
 * Spec section 4: after sign-in with the restore flag set and stored guest progress for the
 * student-game page, the question index, game state and settings are restored. Returns that
 * progress without clearing anything (safe to call twice, as React's strict mode does); call
 * `clearGuestProgress` once it is in use. Null when the flag is not set or the progress is not
 * the Student Game's or not usable (logged).
 */
export function peekStudentGameRestore(): GuestProgress<StudentGamePayload> | null {
  if (!isGuestRestoreRequested()) return null;
  return readStudentGameProgress();
}

/**
 * `peekStudentGameRestore`, then, as the spec says, the guest data and the flag are cleared once
 * the Student Game takes it (a flag with unusable progress is cleared too; another page's
 * progress is left alone).
 */
export function takeStudentGameRestore(): GuestProgress<StudentGamePayload> | null {
  if (!isGuestRestoreRequested()) return null;
  const record = readGuestProgress();
  if (record && record.page !== GuestPage.studentGame) return null;
  const progress = readStudentGameProgress();
  clearGuestProgress();
  return progress;
}
