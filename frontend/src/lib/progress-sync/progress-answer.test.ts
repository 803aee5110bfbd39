import {
  PROGRESS_ANSWER_MS_MAX,
  PROGRESS_LABEL_MAX_LENGTH,
  progressAnswerSchema,
} from '@ttc/shared-protocol/api/progress';
import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../guest-progress/answer-history';
import { ANSWER_MS_MAX, LABEL_MAX_LENGTH, toProgressAnswer } from './progress-answer';

const record = (overrides: Partial<AnswerRecord> = {}): AnswerRecord => ({
  questionId: 3,
  type: 'set_time',
  difficulty: '15',
  answer: { kind: 'clock', time: { hour: 4, minute: 15 } },
  expected: '3:15',
  correct: false,
  tag: 'next_hour',
  matches: ['next_hour', 'hour_hand_on_numeral'],
  answeredAt: 1_700_000_000_000,
  responseMs: 5400,
  ...overrides,
});

describe('toProgressAnswer', () => {
  it('When the limits are read, then they are the shared schema limits', () => {
    expect(LABEL_MAX_LENGTH).toBe(PROGRESS_LABEL_MAX_LENGTH);
    expect(ANSWER_MS_MAX).toBe(PROGRESS_ANSWER_MS_MAX);
  });

  it('When a wrong answer is converted, then it carries its tag and passes the shared schema', () => {
    const answer = toProgressAnswer(record());
    expect(answer).toEqual({
      correct: false,
      answeredAt: 1_700_000_000_000,
      tag: 'next_hour',
      questionType: 'set_time',
      difficulty: '15',
      answerMs: 5400,
      given: { kind: 'clock', time: { hour: 4, minute: 15 } },
      expected: '3:15',
    });
    expect(progressAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it('When values are beyond what the server takes, then they are sent as unknown', () => {
    const answer = toProgressAnswer(
      record({
        correct: true,
        tag: null,
        matches: [],
        responseMs: 90_000_000,
        expected: 'x'.repeat(41),
      }),
    );
    expect(answer).toMatchObject({ tag: null, answerMs: null, expected: null });
    expect(progressAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it('When an answer of a game by level is converted, then its skill, level and purpose go along', () => {
    const answer = toProgressAnswer(record({ skill: 'quarter', level: 6, purpose: 'remediation' }));
    expect(answer).toMatchObject({ skill: 'quarter', level: 6, purpose: 'remediation' });
    expect(progressAnswerSchema.parse(answer)).toMatchObject({
      skill: 'quarter',
      level: 6,
      purpose: 'remediation',
    });
  });

  it('When a free-practice answer is converted, then it names no level or purpose', () => {
    const answer = toProgressAnswer(record({ skill: 'quarter', level: null, purpose: null }));
    expect(answer).toMatchObject({ skill: 'quarter' });
    expect(answer).not.toHaveProperty('level');
    expect(answer).not.toHaveProperty('purpose');
    expect(progressAnswerSchema.safeParse(answer).success).toBe(true);
  });
});
