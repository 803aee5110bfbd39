import type { Question } from '@ttc/shared-protocol/game/question';
import { DEFAULT_GAME_SETTINGS, type GameSettings } from '@ttc/shared-protocol/game/settings';
import { describe, expect, it } from 'vitest';
import {
  applySettings,
  canSubmit,
  clockStep,
  continueGame,
  currentQuestion,
  expectedLabel,
  type GameFlow,
  isFinished,
  selectChoice,
  setClock,
  shownClockTime,
  startFlow,
  submitAnswer,
} from './game-flow';

// Free practice: the settings decide the questions (game-flow-by-level.test.ts plays by level).
const settings = (overrides: Partial<GameSettings> = {}): GameSettings => ({
  ...DEFAULT_GAME_SETTINGS,
  playMode: 'free',
  ...overrides,
});

function choice(flow: GameFlow, right: boolean): GameFlow {
  const q = currentQuestion(flow) as Question;
  if (q.type === 'set_time') return setClock(flow, q.metadata.targetTime);
  const label = right ? q.correctLabel : (q.options.find((o) => o !== q.correctLabel) as string);
  return selectChoice(flow, label);
}

function answer(flow: GameFlow, right: boolean, now = 10): GameFlow {
  const result = submitAnswer(choice(flow, right), now, 0);
  if (!result) throw new Error('submit refused');
  return continueGame(result.flow, now);
}

describe('game flow', () => {
  it('When a question opens, then Submit waits for a choice, and after a submit it is locked', () => {
    let flow = startFlow({ seed: 1, settings: settings(), now: 0 });
    expect(canSubmit(flow)).toBe(false);
    flow = selectChoice(flow, 'not an option');
    expect(flow.selection).toBeNull();
    flow = choice(flow, true);
    expect(canSubmit(flow)).toBe(true);
    const result = submitAnswer(flow, 4_000, 3);
    expect(result?.flow.feedback).toMatchObject({ correct: true, messageIndex: 3, tag: null });
    expect(result?.record).toMatchObject({ questionId: 1, correct: true, responseMs: 4_000 });
    const after = result?.flow as GameFlow;
    expect(canSubmit(after)).toBe(false);
    expect(submitAnswer(after, 5_000, 0)).toBeNull();
    expect(selectChoice(after, after.questions[0]?.type === 'set_time' ? '' : 'x')).toBe(after);
  });

  it('When Continue is pressed, then the next question shows with no selection', () => {
    const flow = answer(startFlow({ seed: 2, settings: settings(), now: 0 }), false, 50);
    expect(flow.game.currentQuestion).toBe(1);
    expect(flow.selection).toBeNull();
    expect(flow.feedback).toBeNull();
    expect(flow.shownAt).toBe(50);
    expect(flow.game.answers[0]?.tag).not.toBeNull();
  });

  it('When the tenth answer is continued, then the game is finished', () => {
    let flow = startFlow({ seed: 3, settings: settings(), now: 0 });
    for (let i = 0; i < 10; i++) {
      expect(isFinished(flow)).toBe(false);
      flow = answer(flow, i % 2 === 0);
    }
    expect(isFinished(flow)).toBe(true);
    expect(flow.game.score).toBe(500);
  });

  it('When the clock is set on a set-the-clock question, then it shows that time and can be submitted', () => {
    const flow = startFlow({
      seed: 4,
      settings: settings({ questionTypes: ['set_time'] }),
      now: 0,
    });
    const q = currentQuestion(flow) as Question;
    expect(shownClockTime(flow)).toEqual(q.clockTime);
    const set = setClock(flow, { hour: 4, minute: 20 });
    expect(shownClockTime(set)).toEqual({ hour: 4, minute: 20 });
    expect(canSubmit(set)).toBe(true);
    expect(selectChoice(set, '4:20')).toBe(set);
  });

  it('When the question types change mid-game, then the unanswered questions follow and the answered stay', () => {
    let flow = startFlow({ seed: 5, settings: settings(), now: 0 });
    flow = answer(answer(flow, true), false);
    const before = flow.questions.slice(0, 2);
    const next = applySettings(
      choice(flow, true),
      settings(),
      settings({ questionTypes: ['set_time'] }),
      99,
    );
    expect(next.questions.slice(0, 2)).toEqual(before);
    expect(next.questions.slice(2).every((q) => q.type === 'set_time')).toBe(true);
    expect(next.game.seed).toBe(99);
    expect(next.selection).toBeNull();
    // Saved progress brings back the same unanswered questions from the new seed.
    const restored = startFlow({
      seed: 0,
      settings: settings({ questionTypes: ['set_time'] }),
      now: 0,
      restored: next.game,
    });
    expect(restored.questions.slice(2)).toEqual(next.questions.slice(2));
  });

  it('When 24-hour is switched on mid-question, then the options turn into 24-hour times and a kept choice stays chosen', () => {
    const flow = startFlow({ seed: 6, settings: settings(), now: 0 });
    const next = applySettings(flow, settings(), settings({ use24Hour: true }), 1);
    const q = currentQuestion(next) as Question;
    expect(q.hourMode).toBe('24h');
    expect(next.game.seed).toBe(flow.game.seed);
    if (q.type !== 'set_time') expect(q.options.every((o) => /^\d\d:\d\d$/.test(o))).toBe(true);
    const chosen = choice(flow, true);
    const back = applySettings(chosen, settings(), settings({ clockFace: 'traditional' }), 1);
    expect(back).toBe(chosen);
  });

  it('When a game saved between a submit and Continue is restored, then it moves on to the next question', () => {
    const flow = startFlow({ seed: 7, settings: settings(), now: 0 });
    const submitted = submitAnswer(choice(flow, true), 1, 0)?.flow as GameFlow;
    const restored = startFlow({ seed: 0, settings: settings(), now: 0, restored: submitted.game });
    expect(restored.game.currentQuestion).toBe(1);
    expect(restored.game.score).toBe(100);
    expect(canSubmit(choice(restored, true))).toBe(true);
  });

  it('When the difficulty is known, then the dragged minute hand snaps to a step the clock supports', () => {
    expect(['hour', 'half', '15', '10', '5', '1'].map((d) => clockStep(d as never))).toEqual([
      30, 30, 15, 5, 5, 1,
    ]);
  });

  it('When a 24-hour set-the-clock question is asked, then its answer is written in 24-hour form', () => {
    const flow = startFlow({
      seed: 8,
      settings: settings({ questionTypes: ['set_time'], use24Hour: true }),
      now: 0,
    });
    const q = currentQuestion(flow) as Question;
    expect(expectedLabel(q)).toMatch(/^\d\d:\d\d$/);
  });
});
