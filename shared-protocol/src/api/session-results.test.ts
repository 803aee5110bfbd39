import { describe, expect, it } from 'vitest';
import { Difficulty } from '../game/settings';
import { type SessionResultsInput, sessionResultsSchema } from './session-results';

/** A finished session with no questions and seats placed as given. */
function withPlaces(ranks: number[]): SessionResultsInput {
  return {
    sessionId: '7d3f8a52-1c1e-4b8e-9a59-2f6a3c1d0e11',
    teacherId: '0c9e1f6a-52b4-4f4e-8d3c-6a1b2c3d4e5f',
    roomCode: '123456',
    options: {
      questionCount: 1,
      questionTypes: ['multiple_choice'],
      difficulty: Difficulty.fiveMinutes,
      secondsPerQuestion: 20,
      leaderboard: 'after-each',
      nicknameMode: 'generated',
      language: 'en',
      adaptive: false,
      hideRanks: true,
    },
    startedAt: 1_750_000_000_000,
    endedAt: 1_750_000_060_000,
    endReason: 'completed',
    players: ranks.map((rank, i) => ({
      playerId: `seat-${i + 1}`,
      nickname: `Child ${i + 1}`,
      character: 'fox',
      score: 0,
      rank,
      correctCount: 0,
      totalAnswerMs: 0,
    })),
    questions: [],
    answers: [],
  };
}

function placeProblem(ranks: number[]): string | null {
  const parsed = sessionResultsSchema.safeParse(withPlaces(ranks));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('session results: places', () => {
  it('When seats equal in points and time share a place (1, 1, 3), then the results are accepted, in any order', () => {
    expect(placeProblem([1, 1, 3])).toBeNull();
    expect(placeProblem([3, 1, 1, 4, 4, 4, 7])).toBeNull();
    expect(placeProblem([1, 1, 1])).toBeNull();
    expect(placeProblem([1, 2, 3])).toBeNull();
    expect(placeProblem([])).toBeNull();
  });

  it('When a place does not count the seats above it, then the results are refused and the seat named', () => {
    expect(placeProblem([1, 2, 2, 3])).toBe(
      'players.3.rank: must be 4 or 2: places count the seats above',
    );
    expect(placeProblem([1, 1, 2])).toBe(
      'players.2.rank: must be 3 or 1: places count the seats above',
    );
    expect(placeProblem([2, 2])).toBe('players.0.rank: must be 1: places count the seats above');
    expect(placeProblem([1, 4, 2])).toBe('players.1.rank: is beyond the number of players');
  });

  it('When the room hid places or played adaptive, then its options are accepted (and may be absent)', () => {
    expect(sessionResultsSchema.parse(withPlaces([1])).options).toMatchObject({
      adaptive: false,
      hideRanks: true,
    });
    const { adaptive: _a, hideRanks: _h, ...older } = withPlaces([1]).options;
    expect(sessionResultsSchema.safeParse({ ...withPlaces([1]), options: older }).success).toBe(
      true,
    );
  });
});
