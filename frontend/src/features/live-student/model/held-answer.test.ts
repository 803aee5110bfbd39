import { describe, expect, it } from 'vitest';
import {
  HELD_ANSWER_KEY,
  HELD_ANSWER_TTL_MS,
  heldAnswerFor,
  holdAnswer,
  releaseHeldAnswer,
} from './held-answer';

const held = {
  code: '123456',
  playerId: 'player-1',
  round: 1,
  questionIndex: 2,
  answer: { kind: 'clock' as const, time: { hour: 3, minute: 15 } },
};

describe('held answer', () => {
  it('When an answer is kept, then only its own seat reads it back, until released or too old', () => {
    holdAnswer(held, 1_000);
    expect(heldAnswerFor('123456', 'player-1', 2_000)).toEqual({ ...held, savedAt: 1_000 });
    expect(heldAnswerFor('123456', 'player-2', 2_000)).toBeNull();
    expect(heldAnswerFor('654321', 'player-1', 2_000)).toBeNull();
    expect(heldAnswerFor('123456', 'player-1', 1_000 + HELD_ANSWER_TTL_MS)).toBeNull();
    releaseHeldAnswer();
    expect(heldAnswerFor('123456', 'player-1', 2_000)).toBeNull();
  });

  it('When the stored value is broken, then it is ignored', () => {
    window.localStorage.setItem(HELD_ANSWER_KEY, '{nope');
    expect(heldAnswerFor('123456', 'player-1')).toBeNull();
    window.localStorage.setItem(
      HELD_ANSWER_KEY,
      JSON.stringify({ ...held, answer: { kind: 'shout' }, savedAt: Date.now() }),
    );
    expect(heldAnswerFor('123456', 'player-1')).toBeNull();
  });
});
