import { describe, expect, it } from 'vitest';
import { Rule } from './rules';
import type { RoomState } from './state';
import { CLASS_GOAL_SHARE, classGoal, mostImproved } from './summary';
import {
  accept,
  currentQuestion,
  HOST,
  joinEvent,
  moveOn,
  openWith,
  playQuestion,
  rightAnswer,
  seatId,
  student,
} from './testing/builders';
import { sessionGameStatsSchema } from './view-schemas';

/** Seats 1 and 2 lead after the first question; 3 and 4 answer every later one right, quicker. */
function comeback(questions: number): RoomState {
  let state = playQuestion(openWith(4, { questionCount: questions }), [
    [1, true, 1000],
    [2, true, 2000],
    [3, false, 3000],
    [4, false, 4000],
  ]);
  for (let q = 1; q < questions; q++) {
    state = playQuestion(moveOn(state, 1).state, [
      [3, true, 100],
      [4, true, 200],
      [1, false, 300],
      [2, false, 400],
    ]);
  }
  return moveOn(state, 1).state;
}

describe('the class goal', () => {
  it(`[${Rule.finalStats}] When the round ends, then the class goal counts the right answers of the answers asked (students present at each close of a question not skipped), with the goal share 0.8`, () => {
    expect(CLASS_GOAL_SHARE).toBe(0.8);
    let state = playQuestion(openWith(3, { questionCount: 3 }), [
      [1, true, 1000],
      [2, true, 1500],
      [3, false, 2000],
    ]);
    // A fourth child joins for question 2; question 2 is skipped, question 3 asks all four.
    state = accept(state, joinEvent(4), state.updatedAt + 1).state;
    state = moveOn(state, 1).state;
    state = accept(
      state,
      { type: 'skip', actor: HOST, questionIndex: 1 },
      state.updatedAt + 1000,
    ).state;
    state = playQuestion(state, [
      [1, true, 500],
      [4, true, 700],
    ]);
    expect(classGoal(state)).toEqual({ correct: 4, asked: 7, goal: 0.8 });
    state = moveOn(state, 1).state;
    expect(state.stage.phase).toBe('podium');
    expect(sessionGameStatsSchema.parse(state.stats).classGoal).toEqual({
      correct: 4,
      asked: 7,
      goal: CLASS_GOAL_SHARE,
    });
  });

  it(`[${Rule.finalStats}] When the host ends mid-question, then that question counts in the class goal`, () => {
    const open = openWith(2);
    const answer = rightAnswer(currentQuestion(open));
    let state = accept(
      open,
      { type: 'answer', actor: student(1), questionIndex: 0, answer },
      open.updatedAt + 500,
    ).state;
    state = accept(state, { type: 'end', actor: HOST }, state.updatedAt + 500).state;
    expect(state.stats?.classGoal).toEqual({ correct: 1, asked: 2, goal: 0.8 });
  });
});

describe('the most improved', () => {
  it(`[${Rule.finalStats}] When a child climbs from last to first, then they are the most improved, with the places climbed`, () => {
    let state = playQuestion(openWith(3, { questionCount: 3 }), [
      [1, true, 1000],
      [2, true, 2000],
      [3, false, 3000],
    ]);
    for (let q = 1; q < 3; q++) {
      state = playQuestion(moveOn(state, 1).state, [
        [3, true, 100],
        [1, false, 200],
        [2, false, 300],
      ]);
    }
    state = moveOn(state, 1).state;
    expect(state.players[seatId(3)]).toMatchObject({ firstRank: 3, rank: 1 });
    expect(state.stats?.mostImproved).toEqual({
      playerId: seatId(3),
      nickname: state.players[seatId(3)]?.nickname,
      character: state.players[seatId(3)]?.character,
      places: 2,
    });
  });

  it(`[${Rule.finalStats}] When two children climb as many places, then the one with the higher final place is the most improved`, () => {
    // After question 1: 1, 2, 3, 4. At the end: 3 first, 4 second (both up two places).
    const state = comeback(3);
    expect([1, 2, 3, 4].map((i) => state.players[seatId(i)]?.rank)).toEqual([3, 4, 1, 2]);
    expect(state.stats?.mostImproved).toMatchObject({ playerId: seatId(3), places: 2 });
  });

  it(`[${Rule.finalStats}] When nobody climbed, then there is no most improved`, () => {
    let state = playQuestion(openWith(3, { questionCount: 2 }), [
      [1, true, 1000],
      [2, true, 2000],
      [3, false, 3000],
    ]);
    state = playQuestion(moveOn(state, 1).state, [
      [1, true, 100],
      [2, true, 200],
      [3, false, 300],
    ]);
    state = moveOn(state, 1).state;
    expect(state.stats?.mostImproved).toBeNull();
  });

  it(`[${Rule.finalStats}] When only one question was ranked, then there is no most improved, even if a kick moved places up`, () => {
    let state = playQuestion(openWith(3, { questionCount: 2 }), [
      [1, true, 1000],
      [2, true, 2000],
      [3, false, 3000],
    ]);
    state = accept(
      state,
      { type: 'kick', actor: HOST, playerId: seatId(1) },
      state.updatedAt + 1,
    ).state;
    expect(state.players[seatId(2)]).toMatchObject({ firstRank: 2, rank: 1 });
    expect(mostImproved(state)).toBeNull();
    state = accept(state, { type: 'end', actor: HOST }, state.updatedAt + 1).state;
    expect(state.stats?.mostImproved).toBeNull();
  });

  it(`[${Rule.finalStats}] When a room saved before first places were kept reaches the podium, then nobody without a first place is named`, () => {
    let state = comeback(3);
    for (const player of Object.values(state.players)) delete player.firstRank;
    expect(mostImproved(state)).toBeNull();
    state = comeback(3);
    delete state.players[seatId(3)]?.firstRank;
    expect(mostImproved(state)).toMatchObject({ playerId: seatId(4), places: 2 });
  });
});
