import type { ProgressGame } from '@ttc/shared-protocol/api/progress';
import { describe, expect, it } from 'vitest';
import { gameResponse, prepareGame } from '../src/features/progress/prepare-game';

const NOW = Date.UTC(2025, 8, 10, 12, 0, 0);
const GAME_ID = '0b6f1c7e-3d2a-4c55-9a8e-1f2d3c4b5a69';

function game(answers: ProgressGame['answers'], extra: Partial<ProgressGame> = {}): ProgressGame {
  return { gameId: GAME_ID, source: 'game', answers, ...extra };
}

describe('prepareGame', () => {
  it('When answers come in, then they keep their order, optional fields become null and the counts are derived', () => {
    const prepared = prepareGame(
      game([
        { questionType: 'multiple_choice', correct: true, answeredAt: NOW - 2000 },
        {
          questionType: 'set_time',
          difficulty: '15',
          correct: false,
          answeredAt: NOW - 1000,
          answerMs: 900,
          given: { kind: 'clock', time: { hour: 9, minute: 15 } },
          expected: '3:45',
          tag: 'past_to_reversed',
          skill: 'quarter',
          level: 6,
          purpose: 'remediation',
        },
      ]),
      NOW,
    );
    expect(prepared.game).toEqual({
      gameId: GAME_ID,
      source: 'game',
      playedAt: new Date(NOW - 1000),
      answerCount: 2,
      correctCount: 1,
    });
    expect(prepared.answers).toEqual([
      {
        questionType: 'multiple_choice',
        difficulty: null,
        correct: true,
        answeredAt: new Date(NOW - 2000),
        answerMs: null,
        given: null,
        expected: null,
        tag: null,
        skill: null,
        level: null,
        purpose: null,
      },
      {
        questionType: 'set_time',
        difficulty: '15',
        correct: false,
        answeredAt: new Date(NOW - 1000),
        answerMs: 900,
        given: { kind: 'clock', time: { hour: 9, minute: 15 } },
        expected: '3:45',
        tag: 'past_to_reversed',
        skill: 'quarter',
        level: 6,
        purpose: 'remediation',
      },
    ]);
  });

  it('When times lie after the server clock, then they are stored as the server time', () => {
    const prepared = prepareGame(
      game(
        [
          { questionType: 'read_time', correct: true, answeredAt: NOW + 86_400_000 },
          { questionType: 'read_time', correct: true, answeredAt: Number.MAX_SAFE_INTEGER },
        ],
        { playedAt: NOW + 5 },
      ),
      NOW,
    );
    expect(prepared.answers.map((a) => a.answeredAt.getTime())).toEqual([NOW, NOW]);
    expect(prepared.game.playedAt.getTime()).toBe(NOW);
  });

  it('When playedAt is given, then it is kept; otherwise the latest answer time is used', () => {
    const answers: ProgressGame['answers'] = [
      { questionType: 'read_time', correct: false, answeredAt: NOW - 10 },
      { questionType: 'read_time', correct: false, answeredAt: NOW - 500 },
    ];
    expect(prepareGame(game(answers, { playedAt: NOW - 9999 }), NOW).game.playedAt).toEqual(
      new Date(NOW - 9999),
    );
    expect(prepareGame(game(answers), NOW).game.playedAt).toEqual(new Date(NOW - 10));
  });
});

describe('gameResponse', () => {
  it('When a game is answered, then the score is 100 per correct answer and times are ms', () => {
    expect(
      gameResponse({
        gameId: GAME_ID,
        source: 'guest_history',
        playedAt: new Date(NOW),
        answerCount: 12,
        correctCount: 7,
      }),
    ).toEqual({
      gameId: GAME_ID,
      source: 'guest_history',
      playedAt: NOW,
      answerCount: 12,
      correctCount: 7,
      score: 700,
    });
  });
});
