import { describe, expect, it } from 'vitest';
import { placesInOrder } from './ranking';
import { sessionResultsSchema } from './results';
import { Rule } from './rules';
import type { Player, RoomState } from './state';
import {
  accept,
  emitsOf,
  HOST,
  joinEvent,
  moveOn,
  openWith,
  playQuestion,
  seatId,
  T0,
} from './testing/builders';
import { hostViewSchema, studentRoomViewSchema, studentSelfViewSchema } from './view-schemas';
import { hostView, studentRoomView, studentView } from './views';

const ranksOf = (state: RoomState, n: number) =>
  Array.from({ length: n }, (_, i) => state.players[seatId(i + 1)]?.rank);

/** Five students: 1 and 2 right at the same moment, 3 and 4 right later together, 5 wrong. */
function sharedPlaces(options = {}): RoomState {
  return playQuestion(openWith(5, { questionCount: 1, ...options }), [
    [1, true, 1000],
    [2, true, 1000],
    [3, true, 2000],
    [4, true, 2000],
    [5, false, 2500],
  ]);
}

describe('fair places', () => {
  it(`[${Rule.ranking}] When two students have equal points and equal total answer time, then they share a place and the next place counts both (1, 1, 3)`, () => {
    const state = playQuestion(openWith(4), [
      [1, true, 1000],
      [2, true, 1000],
      [3, true, 1500],
      [4, false, 500],
    ]);
    expect(ranksOf(state, 4)).toEqual([1, 1, 3, 4]);
    const host = hostViewSchema.parse(hostView(state));
    expect(host.leaderboard?.map((e) => [e.playerId, e.rank])).toEqual([
      [seatId(1), 1],
      [seatId(2), 1],
      [seatId(3), 3],
      [seatId(4), 4],
    ]);
    const room = studentRoomViewSchema.parse(studentRoomView(state));
    expect(room.top?.map((e) => e.rank)).toEqual([1, 1, 3, 4]);
    expect(studentView(state, seatId(2))?.you.rank).toBe(1);
  });

  it(`[${Rule.ranking}] When points are equal but the total answer time is not, then the quicker total takes the higher place, unshared`, () => {
    const player = (id: string, score: number, totalAnswerMs: number, seq: number) =>
      ({ id, score, totalAnswerMs, seq }) as Player;
    const standing = [
      player('a', 300, 4000, 3),
      player('b', 300, 4000, 1),
      player('c', 300, 4001, 0),
      player('d', 200, 100, 2),
      player('e', 200, 100, 4),
      player('f', 200, 100, 5),
      player('g', 0, 0, 6),
    ];
    expect(placesInOrder(standing)).toEqual([1, 1, 3, 4, 4, 4, 7]);
    expect(placesInOrder([])).toEqual([]);
  });

  it(`[${Rule.podiumTimeline}] When places are shared at the podium, then everyone placed 1 to 3 stands on it in both views, the rest below with their place`, () => {
    const { state, effects } = moveOn(sharedPlaces());
    expect(state.stage.phase).toBe('podium');
    const host = hostViewSchema.parse(emitsOf(effects, 'room:host')[0]?.payload);
    expect(host.podium?.top.map((e) => [e.playerId, e.rank])).toEqual([
      [seatId(1), 1],
      [seatId(2), 1],
      [seatId(3), 3],
      [seatId(4), 3],
    ]);
    expect(host.podium?.others.map((e) => [e.playerId, e.rank])).toEqual([[seatId(5), 5]]);
    const room = studentRoomViewSchema.parse(emitsOf(effects, 'room:state')[0]?.payload);
    expect(room.podium?.top.map((e) => e.rank)).toEqual([1, 1, 3, 3]);
    expect(room.hideRanks).toBe(false);
    const ranks = emitsOf(effects, 'room:you').map((e) => [e.to, e.payload.rank]);
    expect(ranks).toEqual(
      [1, 1, 3, 3, 5].map((rank, i) => [{ kind: 'student', playerId: seatId(i + 1) }, rank]),
    );
  });

  it(`[${Rule.persistResults}] When places are shared, then the results keep the shared places in standing order`, () => {
    const { effects } = moveOn(sharedPlaces());
    const persisted = effects.find((e) => e.type === 'persist-results');
    const results = sessionResultsSchema.parse(
      persisted?.type === 'persist-results' ? persisted.results : null,
    );
    expect(results.players.map((p) => [p.playerId, p.rank])).toEqual([
      [seatId(1), 1],
      [seatId(2), 1],
      [seatId(3), 3],
      [seatId(4), 3],
      [seatId(5), 5],
    ]);
  });

  it(`[${Rule.ranking}] When a seat is ranked for the first time, then that place is kept as its first place; a late joiner's first place is its first ranking; play again starts anew`, () => {
    let state = playQuestion(openWith(2, { questionCount: 2 }), [
      [1, false, 1000],
      [2, true, 2000],
    ]);
    expect([state.players[seatId(1)]?.firstRank, state.players[seatId(2)]?.firstRank]).toEqual([
      2, 1,
    ]);
    const closedAt = state.stage.phase === 'question-closed' ? state.stage.closedAt : 0;
    state = accept(state, joinEvent(3), closedAt + 500).state;
    expect(state.players[seatId(3)]?.firstRank).toBeUndefined();
    state = moveOn(state).state;
    state = playQuestion(state, [
      [1, true, 500],
      [3, true, 600],
      [2, false, 700],
    ]);
    // The late joiner has answered once, quickest of all: first at its first ranking.
    expect(ranksOf(state, 3)).toEqual([2, 3, 1]);
    expect([1, 2, 3].map((i) => state.players[seatId(i)]?.firstRank)).toEqual([2, 1, 1]);
    state = moveOn(state).state;
    state = accept(
      state,
      { type: 'play-again', actor: HOST, sessionId: 'session-2' },
      T0 + 60_000,
    ).state;
    state = accept(state, { type: 'start', actor: HOST, seed: 3 }, T0 + 61_000).state;
    state = playQuestion(state, [
      [3, true, 100],
      [2, true, 200],
      [1, true, 300],
    ]);
    expect([1, 2, 3].map((i) => state.players[seatId(i)]?.firstRank)).toEqual([3, 2, 1]);
  });
});

describe('places hidden for a young class (options.hideRanks)', () => {
  it(`[${Rule.studentViewLimits}] When the host hides places, then after a close students get no top and no own rank; the host keeps the leaderboard`, () => {
    let state = openWith(3, { hideRanks: true, questionCount: 2 });
    state = playQuestion(state, [
      [1, true, 1000],
      [2, true, 2000],
      [3, false, 3000],
    ]);
    const view = studentView(state, seatId(1));
    expect(studentRoomViewSchema.parse(view?.room)).toMatchObject({ hideRanks: true, top: null });
    expect(studentSelfViewSchema.parse(view?.you)).toMatchObject({ rank: null, score: 100 });
    expect(hostView(state).leaderboard?.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(hostView(state).players.map((p) => p.rank)).toEqual([1, 2, 3]);
  });

  it(`[${Rule.studentViewLimits}] When the host hides places, then the tablets' podium has nobody on it and no most improved, and no rank; the host's podium keeps everything`, () => {
    // Seat 3 climbs from third to first: a most improved the host sees and the tablets do not.
    let state = openWith(3, { hideRanks: true, questionCount: 3 });
    state = playQuestion(state, [
      [1, true, 1000],
      [2, true, 2000],
      [3, false, 3000],
    ]);
    state = playQuestion(moveOn(state).state, [
      [3, true, 100],
      [1, false, 200],
      [2, false, 300],
    ]);
    state = playQuestion(moveOn(state).state, [
      [3, true, 100],
      [1, false, 200],
      [2, false, 300],
    ]);
    const { effects } = moveOn(state);
    const room = studentRoomViewSchema.parse(emitsOf(effects, 'room:state')[0]?.payload);
    expect(room.hideRanks).toBe(true);
    expect(room.podium?.top).toEqual([]);
    expect(room.podium?.stats.mostImproved).toBeNull();
    expect(room.podium?.stats.classGoal).toEqual({ correct: 4, asked: 9, goal: 0.8 });
    expect(emitsOf(effects, 'room:you').map((e) => e.payload.rank)).toEqual([null, null, null]);
    const host = hostViewSchema.parse(emitsOf(effects, 'room:host')[0]?.payload);
    expect(host.podium?.top.map((e) => e.playerId)).toEqual([seatId(3), seatId(1), seatId(2)]);
    expect(host.stats?.mostImproved).toMatchObject({ playerId: seatId(3), places: 2 });
  });

  it(`[${Rule.studentViewLimits}] When places are shown, then the tablets' most improved names the child but never the seat id`, () => {
    let state = openWith(3, { questionCount: 3 });
    state = playQuestion(state, [
      [1, true, 1000],
      [2, true, 2000],
      [3, false, 3000],
    ]);
    for (let question = 1; question < 3; question++) {
      state = playQuestion(moveOn(state).state, [
        [3, true, 100],
        [1, false, 200],
        [2, false, 300],
      ]);
    }
    const { state: podium } = moveOn(state);
    const room = studentRoomViewSchema.parse(studentRoomView(podium));
    expect(room.podium?.stats.mostImproved).toEqual({
      nickname: podium.players[seatId(3)]?.nickname,
      character: podium.players[seatId(3)]?.character,
      places: 2,
    });
    expect(JSON.stringify(room)).not.toContain('seat-');
  });
});
