import { applyAnswer, createGameState, nextQuestion } from '@ttc/shared-protocol/game/game-state';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import { emptyLearner } from '@ttc/shared-protocol/game/learner/learner-model';
import { startLevelGame } from '@ttc/shared-protocol/game/learner/level-game';
import type { Question } from '@ttc/shared-protocol/game/question';
import { DEFAULT_GAME_SETTINGS } from '@ttc/shared-protocol/game/settings';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  ANSWER_HISTORY_LIMIT,
  type AnswerRecord,
  appendAnswerRecord,
  clearAnswerHistory,
  readAnswerHistory,
} from './answer-history';
import { parseGameSettings } from './game-settings';
import {
  clearGuestProgress,
  finishPlaygroundRestore,
  hasGuestProgress,
  readGuestProgress,
  requestGuestRestore,
  saveGuestProgress,
} from './guest-progress';
import { GuestStorageKey } from './storage-keys';
import {
  readStudentGameProgress,
  saveStudentGameProgress,
  takeStudentGameRestore,
} from './student-game-progress';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

function playedState(answers: number) {
  const questions = generateQuestions(7, DEFAULT_GAME_SETTINGS);
  let state = createGameState({ seed: 7 });
  for (let i = 0; i < answers; i++) {
    const q = questions[i] as Question;
    const label = q.type === 'set_time' ? '' : i % 2 === 0 ? q.correctLabel : 'nope';
    const answer =
      q.type === 'set_time'
        ? { kind: 'clock' as const, time: q.metadata.targetTime }
        : { kind: 'choice' as const, label };
    const result = applyAnswer(state, q, answer, 1_000 + i);
    if (!result.ok) throw new Error(result.error);
    state = nextQuestion(result.state);
  }
  return state;
}

const record = (overrides: Partial<AnswerRecord> = {}): AnswerRecord => ({
  questionId: 1,
  type: 'multiple_choice',
  difficulty: '5',
  answer: { kind: 'choice', label: '3:15' },
  expected: '3:15',
  correct: true,
  tag: null,
  matches: [],
  answeredAt: 1_700_000_000_000,
  responseMs: 4200,
  ...overrides,
});

describe('guest progress record', () => {
  it('When progress is saved, then it reads back with page, timestamp, active time and payload', () => {
    saveGuestProgress({
      page: 'playground',
      timestamp: 5,
      activeTimeMs: 60_000,
      payload: { a: 1 },
    });
    expect(readGuestProgress()).toEqual({
      page: 'playground',
      timestamp: 5,
      activeTimeMs: 60_000,
      payload: { a: 1 },
    });
    expect(JSON.parse(localStorage.getItem('guestProgress') ?? '{}').version).toBe(1);
    expect(hasGuestProgress()).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['another version', JSON.stringify({ version: 99, page: 'x', timestamp: 1, activeTimeMs: 1 })],
    ['a bad timestamp', JSON.stringify({ version: 1, page: 'x', timestamp: -1, activeTimeMs: 1 })],
  ])('When the stored record is %s, then it is logged and treated as none', (_, text) => {
    localStorage.setItem(GuestStorageKey.guestProgress, text);
    expect(readGuestProgress()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('When guest progress is cleared, then the saved path and the restore flag go too', () => {
    saveGuestProgress({ page: 'student-game', timestamp: 1, activeTimeMs: 1, payload: {} });
    localStorage.setItem(GuestStorageKey.postLoginRedirect, '/student-game');
    requestGuestRestore();
    clearGuestProgress();
    expect(localStorage.length).toBe(0);
  });
});

describe('the Playground restore after sign-in', () => {
  const save = (page: string) =>
    saveGuestProgress({ page, timestamp: Date.now(), activeTimeMs: 180_000, payload: {} });

  it('When the Playground takes the restore, then the guest data, saved path and flag are gone', () => {
    save('playground');
    localStorage.setItem(GuestStorageKey.postLoginRedirect, '/playground');
    requestGuestRestore();
    finishPlaygroundRestore();
    expect(hasGuestProgress()).toBe(false);
    expect(localStorage.getItem(GuestStorageKey.postLoginRedirect)).toBeNull();
    expect(localStorage.getItem(GuestStorageKey.restoreGuestProgress)).toBeNull();
  });

  it("When the progress is the Student Game's or no restore was asked, then the Playground leaves it", () => {
    save('student-game');
    requestGuestRestore();
    finishPlaygroundRestore();
    expect(readGuestProgress()?.page).toBe('student-game');
    clearGuestProgress();
    save('playground');
    finishPlaygroundRestore();
    expect(hasGuestProgress()).toBe(true);
  });
});

describe('student game guest progress', () => {
  it('When a game is saved, then its index, state and settings read back', () => {
    const gameState = playedState(3);
    saveStudentGameProgress({
      gameState,
      settings: DEFAULT_GAME_SETTINGS,
      activeTimeMs: 12_345.6,
      now: 99,
    });
    const progress = readStudentGameProgress();
    expect(progress?.page).toBe('student-game');
    expect(progress?.activeTimeMs).toBe(12_346);
    expect(progress?.payload).toEqual({
      currentQuestion: 3,
      gameState,
      settings: DEFAULT_GAME_SETTINGS,
      levelGame: null,
    });
  });

  it('When a game by level is saved, then its questions and learner model read back, and a tampered one is dropped', () => {
    const levelGame = startLevelGame({
      model: emptyLearner(),
      seed: 3,
      settings: DEFAULT_GAME_SETTINGS,
    });
    const gameState = { ...playedState(0), totalQuestions: 10 };
    const save = (game: unknown) =>
      saveStudentGameProgress({
        gameState,
        levelGame: game as typeof levelGame,
        settings: DEFAULT_GAME_SETTINGS,
        activeTimeMs: 0,
        now: 5,
      });
    save(levelGame);
    expect(JSON.parse(JSON.stringify(readStudentGameProgress()?.payload.levelGame))).toEqual(
      JSON.parse(JSON.stringify(levelGame)),
    );
    save({ ...levelGame, model: { ...levelGame.model, level: 99 } });
    expect(readStudentGameProgress()?.payload.levelGame).toBeNull();
    save({ ...levelGame, questions: [{ id: 1, type: 'nonsense' }] });
    expect(readStudentGameProgress()?.payload.levelGame).toBeNull();
  });

  it('When the stored score was edited by hand, then the progress is logged and ignored', () => {
    saveStudentGameProgress({
      gameState: { ...playedState(2), score: 900 },
      settings: DEFAULT_GAME_SETTINGS,
      activeTimeMs: 0,
      now: 1,
    });
    expect(readStudentGameProgress()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('do not agree'));
  });

  it('When a recorded answer is malformed, then the progress is ignored', () => {
    const gameState = playedState(1);
    const broken = { ...gameState, answers: [{ ...gameState.answers[0], answer: { kind: 'x' } }] };
    saveStudentGameProgress({
      gameState: broken as never,
      settings: DEFAULT_GAME_SETTINGS,
      activeTimeMs: 0,
      now: 1,
    });
    expect(readStudentGameProgress()).toBeNull();
  });

  it('When the restore flag is set, then the game is restored once and the guest data cleared', () => {
    const gameState = playedState(4);
    saveStudentGameProgress({
      gameState,
      settings: DEFAULT_GAME_SETTINGS,
      activeTimeMs: 1,
      now: 1,
    });
    expect(takeStudentGameRestore()).toBeNull();
    requestGuestRestore();
    localStorage.setItem(GuestStorageKey.postLoginRedirect, '/student-game');
    expect(takeStudentGameRestore()?.payload.gameState).toEqual(gameState);
    expect(localStorage.length).toBe(0);
    expect(takeStudentGameRestore()).toBeNull();
  });

  it('When the restore flag is set for another page, then the game leaves it alone', () => {
    saveGuestProgress({ page: 'playground', timestamp: 1, activeTimeMs: 1, payload: {} });
    requestGuestRestore();
    expect(takeStudentGameRestore()).toBeNull();
    expect(hasGuestProgress()).toBe(true);
  });
});

describe('answer history', () => {
  it('When answers are appended, then they read back oldest first', () => {
    appendAnswerRecord(record());
    appendAnswerRecord(
      record({
        questionId: 2,
        correct: false,
        tag: 'next_hour',
        matches: ['next_hour'],
        answer: { kind: 'clock', time: { hour: 4, minute: 15 } },
      }),
    );
    const history = readAnswerHistory();
    expect(history.map((a) => a.questionId)).toEqual([1, 2]);
    expect(history[1]?.tag).toBe('next_hour');
  });

  it('When the history is full, then the oldest answers drop out', () => {
    const many = Array.from({ length: ANSWER_HISTORY_LIMIT }, (_, i) => record({ answeredAt: i }));
    localStorage.setItem(
      GuestStorageKey.answerHistory,
      JSON.stringify({ version: 1, answers: many }),
    );
    appendAnswerRecord(record({ answeredAt: 999_999 }));
    const history = readAnswerHistory();
    expect(history).toHaveLength(ANSWER_HISTORY_LIMIT);
    expect(history[0]?.answeredAt).toBe(1);
    expect(history.at(-1)?.answeredAt).toBe(999_999);
  });

  it.each([
    ['not JSON', 'nope'],
    ['an array', '[]'],
    ['another version', JSON.stringify({ version: 0, answers: [] })],
  ])('When the history is %s, then it is logged and treated as empty', (_, text) => {
    localStorage.setItem(GuestStorageKey.answerHistory, text);
    expect(readAnswerHistory()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('When one entry was edited out of shape, then only that entry is skipped', () => {
    const answers = [record(), { ...record(), correct: 'yes' }, record({ questionId: 3 })];
    localStorage.setItem(GuestStorageKey.answerHistory, JSON.stringify({ version: 1, answers }));
    expect(readAnswerHistory().map((a) => a.questionId)).toEqual([1, 3]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('When the history is cleared, then nothing is left', () => {
    appendAnswerRecord(record());
    clearAnswerHistory();
    expect(readAnswerHistory()).toEqual([]);
  });
});

describe('parseGameSettings', () => {
  it('When nothing is stored, then the defaults come back with no invalid field', () => {
    expect(parseGameSettings(undefined)).toEqual({ settings: DEFAULT_GAME_SETTINGS, invalid: [] });
  });

  it('When fields are invalid, then each takes its default and is named', () => {
    const { settings, invalid } = parseGameSettings({
      difficulty: '7',
      questionTypes: [],
      language: 'de',
      use24Hour: 'yes',
    });
    expect(settings.difficulty).toBe('5');
    expect(settings.questionTypes).toEqual(['multiple_choice']);
    expect(settings.language).toBe('de');
    expect(invalid.sort()).toEqual(['difficulty', 'questionTypes', 'use24Hour']);
  });

  it('When the rules between fields apply, then they are applied', () => {
    const { settings } = parseGameSettings({
      clockFace: 'traditional',
      showHelperCircles: true,
      questionTypes: ['elapsed_time', 'multiple_choice'],
      use24Hour: true,
    });
    expect(settings.showHelperCircles).toBe(false);
    expect(settings.use24Hour).toBe(false);
    expect(settings.questionTypes).toEqual(['multiple_choice', 'elapsed_time']);
  });
});
