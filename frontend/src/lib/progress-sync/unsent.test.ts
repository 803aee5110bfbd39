import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../guest-progress/answer-history';
import { GuestStorageKey } from '../guest-progress/storage-keys';
import { queueFinishedGame } from './finished-game';
import { hasUnsentProgress, unsentLearnerAnswers } from './unsent';

const USER = 'user-a';

const record = (answeredAt: number, overrides: Partial<AnswerRecord> = {}): AnswerRecord => ({
  questionId: 1,
  type: 'read_time',
  difficulty: 'hour',
  answer: { kind: 'choice', label: '3:00' },
  expected: '3:00',
  correct: true,
  tag: null,
  matches: [],
  answeredAt,
  responseMs: 1500,
  skill: 'oclock',
  level: 1,
  purpose: 'level',
  ...overrides,
});

function storeHistory(answers: AnswerRecord[]) {
  localStorage.setItem(GuestStorageKey.answerHistory, JSON.stringify({ version: 1, answers }));
}

describe('unsentLearnerAnswers', () => {
  it("When games wait and guest answers are on their way, then both come, and nobody else's", () => {
    queueFinishedGame(USER, [record(5000)]);
    queueFinishedGame('user-b', [record(6000)]);
    storeHistory([
      record(1000),
      record(2000, { merge: { gameId: 'g1', userId: USER, done: false } }),
      record(3000, { merge: { gameId: 'g1', userId: USER, done: true } }),
      record(4000, { merge: { gameId: 'g2', userId: 'user-b', done: false } }),
    ]);
    const answers = unsentLearnerAnswers(USER);
    expect(answers.map((a) => a.answeredAt).sort()).toEqual([1000, 2000, 5000]);
    expect(answers.find((a) => a.answeredAt === 5000)).toMatchObject({
      questionType: 'read_time',
      skill: 'oclock',
      level: 1,
      purpose: 'level',
    });
    expect(hasUnsentProgress(USER)).toBe(true);
  });

  it('When everything was stored, then nothing is unsent', () => {
    storeHistory([record(1000, { merge: { gameId: 'g1', userId: USER, done: true } })]);
    expect(unsentLearnerAnswers(USER)).toEqual([]);
    expect(hasUnsentProgress(USER)).toBe(false);
  });
});
