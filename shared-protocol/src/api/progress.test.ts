import { describe, expect, it } from 'vitest';
import { PROGRESS_ANSWERS_MAX, progressGameRequestSchema, userStatsQuerySchema } from './progress';

const GAME_ID = '0b6f1c7e-3d2a-4c55-9a8e-1f2d3c4b5a69';
const answer = {
  questionType: 'multiple_choice',
  correct: false,
  answeredAt: 1_757_500_000_000,
  tag: 'hands_swapped',
};

function firstIssue(input: unknown): string | undefined {
  const result = progressGameRequestSchema.safeParse(input);
  return result.success
    ? undefined
    : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
}

describe('progressGameRequestSchema', () => {
  it('When a game has the fields the device history keeps, then it parses with the source game', () => {
    const parsed = progressGameRequestSchema.parse({
      gameId: GAME_ID,
      answers: [
        {
          ...answer,
          difficulty: '5',
          answerMs: 4200,
          given: { kind: 'choice', label: '3:15' },
          expected: '12:15',
        },
        {
          questionType: 'set_time',
          correct: true,
          answeredAt: 1_757_500_005_000,
          given: { kind: 'clock', time: { hour: 3, minute: 15 } },
          tag: null,
          answerMs: null,
        },
      ],
    });
    expect(parsed.source).toBe('game');
    expect(parsed.answers).toHaveLength(2);
  });

  it('When a score or points field is sent, then it is refused as unknown', () => {
    expect(firstIssue({ gameId: GAME_ID, score: 1000, answers: [answer] })).toMatch(/^: .*score/);
    expect(firstIssue({ gameId: GAME_ID, answers: [{ ...answer, points: 100 }] })).toMatch(
      /^answers\.0: .*points/,
    );
  });

  it('When a correct answer carries a misconception tag, then it is refused', () => {
    expect(firstIssue({ gameId: GAME_ID, answers: [{ ...answer, correct: true }] })).toBe(
      'answers.0.tag: A correct answer has no misconception tag.',
    );
  });

  it.each([
    ['no answers', { gameId: GAME_ID, answers: [] }, 'answers: A game needs at least one answer.'],
    [
      'too many answers',
      { gameId: GAME_ID, answers: Array(PROGRESS_ANSWERS_MAX + 1).fill(answer) },
      'answers: At most 3000 answers can be sent at once.',
    ],
  ])('When there are %s, then the message says so', (_, input, message) => {
    expect(firstIssue(input)).toBe(message);
  });

  it('When there are exactly 3000 answers, then they are accepted', () => {
    expect(
      firstIssue({ gameId: GAME_ID, answers: Array(PROGRESS_ANSWERS_MAX).fill(answer) }),
    ).toBeUndefined();
  });

  it.each([
    ['a game id that is no UUID', { gameId: 'game-1' }, /^gameId: /],
    ['an unknown tag', { answers: [{ ...answer, tag: 'guessing' }] }, /^answers\.0\.tag: /],
    [
      'an unknown question type',
      { answers: [{ ...answer, questionType: 'quiz' }] },
      /^answers\.0\.questionType: /,
    ],
    [
      'a time as a string',
      { answers: [{ ...answer, answeredAt: '2025-09-10' }] },
      /^answers\.0\.answeredAt: /,
    ],
    [
      'a negative response time',
      { answers: [{ ...answer, answerMs: -1 }] },
      /^answers\.0\.answerMs: /,
    ],
    [
      'an expected label of 41 characters',
      { answers: [{ ...answer, expected: 'x'.repeat(41) }] },
      /^answers\.0\.expected: /,
    ],
    ['an unknown source', { source: 'classroom' }, /^source: /],
  ])('When the body has %s, then it is refused at that field', (_, change, path) => {
    expect(firstIssue({ gameId: GAME_ID, answers: [answer], ...change })).toMatch(path);
  });
});

describe('userStatsQuerySchema', () => {
  it.each([
    [{}, undefined],
    [{ utcOffsetMinutes: '60' }, 60],
    [{ utcOffsetMinutes: '-300' }, -300],
    [{ utcOffsetMinutes: '840' }, 840],
    [{ utcOffsetMinutes: '-720' }, -720],
  ])('When the query is %j, then the offset is %j', (query, offset) => {
    expect(userStatsQuerySchema.parse(query).utcOffsetMinutes).toBe(offset);
  });

  it.each([['841'], ['-721'], ['1.5'], ['Europe/Paris'], [['60', '120']]])(
    'When the offset is %j, then it is refused',
    (utcOffsetMinutes) => {
      expect(userStatsQuerySchema.safeParse({ utcOffsetMinutes }).success).toBe(false);
    },
  );
});
