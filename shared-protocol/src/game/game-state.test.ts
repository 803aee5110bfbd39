import { describe, expect, it } from 'vitest';
import {
  applyAnswer,
  createGameState,
  gameResultsEntry,
  gameStateSchema,
  nextQuestion,
} from './game-state';
import { generateQuestions } from './generate-questions';
import type { Answer, Question } from './question';
import { DEFAULT_GAME_SETTINGS } from './settings';

const settings = {
  ...DEFAULT_GAME_SETTINGS,
  questionTypes: ['multiple_choice' as const, 'set_time' as const],
};

function rightAnswer(q: Question): Answer {
  return q.type === 'set_time'
    ? { kind: 'clock', time: q.metadata.targetTime }
    : { kind: 'choice', label: q.correctLabel };
}

function wrongAnswer(q: Question): Answer {
  if (q.type === 'set_time') {
    const t = q.metadata.targetTime;
    return { kind: 'clock', time: { hour: t.hour, minute: (t.minute + 5) % 60 } };
  }
  const wrong = q.choices.find((c) => c.tag !== null);
  return { kind: 'choice', label: wrong?.label ?? '' };
}

function play(pattern: boolean[]) {
  const questions = generateQuestions(11, settings);
  let state = createGameState({ seed: 11 });
  questions.forEach((q, i) => {
    const result = applyAnswer(state, q, pattern[i] ? rightAnswer(q) : wrongAnswer(q), 1000 + i);
    if (!result.ok) throw new Error(result.error);
    state = nextQuestion(result.state);
  });
  return { state, questions };
}

describe('solo game state', () => {
  it('When a game starts, then it is question 1 of 10 with no score (spec defaults)', () => {
    const state = createGameState({ seed: 1 });
    expect(state).toMatchObject({
      currentQuestion: 0,
      score: 0,
      lives: 3,
      questionsAnswered: 0,
      correctAnswers: 0,
      totalQuestions: 10,
      isComplete: false,
      studentName: 'Student',
      sessionCode: null,
    });
    expect(gameStateSchema.parse(state)).toEqual(state);
  });

  it('When every answer is right, then 1000 points and the game completes after the tenth', () => {
    const { state } = play(Array(10).fill(true));
    expect(state.score).toBe(1000);
    expect(state.correctAnswers).toBe(10);
    expect(state.questionsAnswered).toBe(10);
    expect(state.isComplete).toBe(true);
    expect(state.currentQuestion).toBe(9);
    expect(gameStateSchema.parse(state)).toEqual(state);
  });

  it('When some answers are wrong, then they are recorded with their misconception tag', () => {
    const pattern = [true, false, true, false, false, true, true, true, false, true];
    const { state } = play(pattern);
    expect(state.score).toBe(600);
    expect(state.correctAnswers).toBe(6);
    expect(state.answers.map((a) => a.correct)).toEqual(pattern);
    for (const a of state.answers) {
      expect(a.tag === null).toBe(a.correct);
      expect(a.points).toBe(a.correct ? 100 : 0);
    }
    expect(state.answers.map((a) => a.answeredAt)).toEqual([
      1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009,
    ]);
  });

  it('When the same question is answered twice, then the second answer is refused', () => {
    const [q1, q2] = generateQuestions(11, settings);
    if (!q1 || !q2) throw new Error('no questions');
    const first = applyAnswer(createGameState({ seed: 11 }), q1, rightAnswer(q1), 0);
    if (!first.ok) throw new Error(first.error);
    expect(applyAnswer(first.state, q1, rightAnswer(q1), 1)).toEqual({
      ok: false,
      error: 'already_answered',
    });
    expect(applyAnswer(first.state, q2, rightAnswer(q2), 1)).toEqual({
      ok: false,
      error: 'wrong_question',
    });
    expect(nextQuestion(createGameState({ seed: 11 })).currentQuestion).toBe(0);
  });

  it('When the game is complete, then no more answers are taken', () => {
    const { state, questions } = play(Array(10).fill(true));
    const last = questions[9];
    if (!last) throw new Error('no question');
    expect(applyAnswer(state, last, rightAnswer(last), 0)).toEqual({
      ok: false,
      error: 'game_complete',
    });
  });

  it('When the results are shown, then correct is the score divided by 100', () => {
    const { state } = play([true, true, true, false, false, false, false, false, false, true]);
    expect(gameResultsEntry({ ...state, studentName: 'Ada' }, 'cool-cat-blue')).toEqual({
      name: 'Ada',
      score: 400,
      correct: 4,
      total: 10,
      avatar: 'cool-cat-blue',
      position: 1,
    });
  });
});
