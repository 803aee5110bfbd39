import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type AnswerRecord, appendAnswerRecord, readAnswerHistory } from './answer-history';
import { onDeviceAnswersChanged } from './device-changes';
import { deviceLearnerAnswers, toLearnerAnswer } from './learner-answers';
import { GuestStorageKey } from './storage-keys';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

/** A record as stored before the learner model: no skill, level or purpose. */
const older = (overrides: Partial<AnswerRecord> = {}): AnswerRecord => ({
  questionId: 2,
  type: 'multiple_choice',
  difficulty: '15',
  answer: { kind: 'choice', label: '9:15' },
  expected: '3:45',
  correct: false,
  tag: 'hands_swapped',
  matches: ['hands_swapped'],
  answeredAt: 1_700_000_000_000,
  responseMs: 4000,
  ...overrides,
});

const byLevel = (overrides: Partial<AnswerRecord> = {}): AnswerRecord =>
  older({ skill: 'quarter', level: 6, purpose: 'remediation', ...overrides });

function storeRaw(answers: unknown[]) {
  localStorage.setItem(GuestStorageKey.answerHistory, JSON.stringify({ version: 1, answers }));
}

describe('answer history: the learner fields', () => {
  it('When an answer of a game by level is stored, then its skill, level and purpose read back', () => {
    appendAnswerRecord(byLevel());
    expect(readAnswerHistory()).toEqual([byLevel()]);
  });

  it('When a record predates the learner model, then it stays valid and gains no fields', () => {
    storeRaw([older()]);
    const [read] = readAnswerHistory();
    expect(read).toEqual(older());
    expect(read).not.toHaveProperty('skill');
    expect(read).not.toHaveProperty('level');
  });

  it('When a free-practice answer names no level or purpose, then the nulls are kept', () => {
    appendAnswerRecord(byLevel({ level: null, purpose: null }));
    expect(readAnswerHistory()[0]).toMatchObject({ skill: 'quarter', level: null, purpose: null });
  });

  it.each([
    ['level 13', { level: 13 }],
    ['level 0', { level: 0 }],
    ['a fractional level', { level: 2.5 }],
    ['an unknown skill', { skill: 'sundial' }],
    ['an unknown purpose', { purpose: 'bonus' }],
    ['a level as text', { level: '3' }],
  ])('When a stored record has %s, then only that record is skipped (logged)', (_, bad) => {
    storeRaw([{ ...byLevel(), ...bad }, older()]);
    expect(readAnswerHistory()).toEqual([older()]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable answer'));
  });

  it('When the history is written, then listeners hear of it', () => {
    const heard = vi.fn();
    const stop = onDeviceAnswersChanged(heard);
    appendAnswerRecord(older());
    stop();
    appendAnswerRecord(older());
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('deviceLearnerAnswers', () => {
  it("When the device holds the guest's answers, then they come as the learner model reads them", () => {
    storeRaw([
      byLevel({ answeredAt: 1000 }),
      { ...older({ answeredAt: 2000 }), merge: { gameId: 'g', userId: 'u', done: true } },
      older({ answeredAt: 3000, correct: true, tag: null, matches: [] }),
    ]);
    expect(deviceLearnerAnswers()).toEqual([
      {
        correct: false,
        answeredAt: 1000,
        tag: 'hands_swapped',
        questionType: 'multiple_choice',
        expected: '3:45',
        skill: 'quarter',
        level: 6,
        purpose: 'remediation',
      },
      // The merged answer is the account's; an older record is free practice.
      {
        correct: true,
        answeredAt: 3000,
        tag: null,
        questionType: 'multiple_choice',
        expected: '3:45',
        skill: null,
        level: null,
        purpose: null,
      },
    ]);
  });

  it('When a record is converted, then a right answer carries no tag', () => {
    expect(toLearnerAnswer(byLevel({ correct: true, tag: 'hands_swapped' })).tag).toBeNull();
  });
});
