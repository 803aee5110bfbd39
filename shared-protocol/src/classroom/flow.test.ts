import { describe, expect, it } from 'vitest';
import { generateQuestions } from '../game/generate-questions';
import { gameSettingsFor } from './options';
import { sessionResultsSchema } from './results';
import { Rule } from './rules';
import type { RoomState } from './state';
import {
  accept,
  currentQuestion,
  emitsOf,
  HOST,
  lobbyWith,
  openWith,
  refuse,
  rightAnswer,
  SYSTEM,
  student,
  T0,
  wrongAnswer,
} from './testing/builders';
import { PODIUM_TIMELINE } from './timeline';
import { pendingTimers } from './timers';
import { hostViewSchema, studentRoomViewSchema, studentSelfViewSchema } from './view-schemas';

const OPENED = T0 + 10_000;

function answer(state: RoomState, i: number, right: boolean, at: number): RoomState {
  const question = currentQuestion(state);
  const index = state.stage.phase === 'question-open' ? state.stage.index : -1;
  return accept(
    state,
    {
      type: 'answer',
      actor: student(i),
      questionIndex: index,
      answer: right ? rightAnswer(question) : wrongAnswer(question),
    },
    at,
  ).state;
}

function fire(state: RoomState, at?: number) {
  const timer = state.timer;
  if (!timer) throw new Error('no timer');
  return accept(state, { type: 'timer-fired', actor: SYSTEM, timerId: timer.id }, at ?? timer.at);
}

describe('starting and opening questions', () => {
  it(`[${Rule.start}] When the host starts, then questions come from the seed and question 0 opens with a deadline timer`, () => {
    const state = lobbyWith(2, {
      questionCount: 3,
      questionTypes: ['multiple_choice', 'set_time'],
    });
    const { state: next, effects } = accept(
      state,
      { type: 'start', actor: HOST, seed: 42 },
      OPENED,
    );
    expect(next.questions).toEqual(
      generateQuestions(42, gameSettingsFor(next.options), next.options.questionCount),
    );
    expect(next.questions).toHaveLength(3);
    expect(next.stage).toMatchObject({
      phase: 'question-open',
      index: 0,
      openedAt: OPENED,
      deadline: OPENED + 20_000,
    });
    expect(effects).toContainEqual({
      type: 'schedule',
      timerId: '123456:1:question:0:1750000030000',
      at: OPENED + 20_000,
    });
    expect(pendingTimers(next)).toEqual([{ id: next.timer?.id, at: OPENED + 20_000 }]);
    expect(hostViewSchema.parse(emitsOf(effects, 'room:host')[0]?.payload).phase).toBe(
      'question-open',
    );
    const [broadcast] = emitsOf(effects, 'room:state');
    expect(broadcast?.to).toEqual({ kind: 'students' });
    expect(studentRoomViewSchema.parse(broadcast?.payload).question?.index).toBe(0);
    // Opening a question is one broadcast, not one message per student.
    expect(emitsOf(effects, 'room:you')).toHaveLength(0);
  });

  it(`[${Rule.start}] When nobody has joined, then start is refused; a second start too`, () => {
    expect(refuse(lobbyWith(0), { type: 'start', actor: HOST, seed: 1 }, T0 + 1)).toMatchObject({
      reason: 'no_players',
      rule: Rule.start,
    });
    const open = openWith(1);
    expect(refuse(open, { type: 'start', actor: HOST, seed: 1 }, OPENED + 1).reason).toBe(
      'wrong_phase',
    );
  });

  it(`[${Rule.hostOnly}] When a student or another teacher sends a host action, then it is refused`, () => {
    const lobby = lobbyWith(1);
    const open = openWith(1);
    const intruders = [student(1), { role: 'host' as const, userId: 'teacher-2' }];
    for (const actor of intruders) {
      expect(refuse(lobby, { type: 'start', actor, seed: 1 }, T0 + 1).reason).toBe('forbidden');
      expect(refuse(lobby, { type: 'lock', actor }, T0 + 1).reason).toBe('forbidden');
      expect(refuse(lobby, { type: 'kick', actor, playerId: 'seat-000001' }, T0 + 1).reason).toBe(
        'forbidden',
      );
      expect(refuse(open, { type: 'close', actor, questionIndex: 0 }, OPENED).reason).toBe(
        'forbidden',
      );
      expect(refuse(open, { type: 'skip', actor, questionIndex: 0 }, OPENED).reason).toBe(
        'forbidden',
      );
      expect(refuse(open, { type: 'pause', actor }, OPENED).reason).toBe('forbidden');
      expect(refuse(open, { type: 'end', actor }, OPENED).reason).toBe('forbidden');
    }
  });
});

describe('closing and moving on', () => {
  it(`[${Rule.deadline}] When the deadline timer fires, then the question closes and everyone gets the result`, () => {
    let state = openWith(2);
    state = answer(state, 1, true, OPENED + 1000);
    const { state: closed, effects } = fire(state);
    expect(closed.stage).toMatchObject({ phase: 'question-closed', index: 0 });
    expect(closed.timer).toBeNull();
    expect(closed.players['seat-000002']?.totalAnswerMs).toBe(20_000);
    const selves = emitsOf(effects, 'room:you');
    expect(selves.map((e) => e.to)).toEqual([
      { kind: 'student', playerId: 'seat-000001' },
      { kind: 'student', playerId: 'seat-000002' },
    ]);
    expect(studentSelfViewSchema.parse(selves[0]?.payload).lastResult).toEqual({
      questionIndex: 0,
      answered: true,
      correct: true,
      points: 100,
    });
    expect(closed.summaries[0]).toMatchObject({ correctCount: 1, noAnswerCount: 1 });
  });

  it(`[${Rule.closeEarly}] When the host closes early, then it closes now; a stale index is refused`, () => {
    const state = openWith(2);
    expect(
      refuse(state, { type: 'close', actor: HOST, questionIndex: 1 }, OPENED + 1),
    ).toMatchObject({ reason: 'wrong_question', rule: Rule.closeEarly });
    const timerId = state.timer?.id;
    const { state: closed, effects } = accept(
      state,
      { type: 'close', actor: HOST, questionIndex: 0 },
      OPENED + 5000,
    );
    expect(closed.stage.phase).toBe('question-closed');
    expect(effects[0]).toEqual({ type: 'cancel', timerId });
    expect(
      refuse(closed, { type: 'close', actor: HOST, questionIndex: 0 }, OPENED + 5001).reason,
    ).toBe('wrong_phase');
  });

  it(`[${Rule.next}] When the host moves on, then the next question opens; a double tap with the old index is refused`, () => {
    let state = openWith(1, { questionCount: 2 });
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, OPENED + 1000).state;
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 2000).state;
    expect(state.stage).toMatchObject({
      phase: 'question-open',
      index: 1,
      openedAt: OPENED + 2000,
    });
    expect(
      refuse(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 2001).reason,
    ).toBe('wrong_phase');
  });

  it(`[${Rule.skip}] When the host skips, then the question does not count and the next one opens`, () => {
    let state = openWith(2, { questionCount: 2 });
    state = answer(state, 1, true, OPENED + 1000);
    const { state: next, effects } = accept(
      state,
      { type: 'skip', actor: HOST, questionIndex: 0 },
      OPENED + 2000,
    );
    expect(next.stage).toMatchObject({ phase: 'question-open', index: 1 });
    expect(next.players['seat-000001']).toMatchObject({ score: 0, answeredCount: 0 });
    expect(next.summaries[0]).toMatchObject({ skipped: true, correctCount: 0 });
    expect(next.answers[0]).toEqual({});
    expect(effects.filter((e) => e.type === 'schedule')).toHaveLength(1);
  });

  it(`[${Rule.skip}] When the last question is skipped, then the podium begins`, () => {
    const state = openWith(1, { questionCount: 1 });
    const { state: next } = accept(
      state,
      { type: 'skip', actor: HOST, questionIndex: 0 },
      OPENED + 1,
    );
    expect(next.stage.phase).toBe('podium');
    expect(next.stats).toMatchObject({ totalQuestions: 0, mostMissedQuestion: null });
  });
});

describe('the podium', () => {
  function atPodium() {
    let state = openWith(4, { questionCount: 2 });
    state = answer(state, 1, true, OPENED + 1000);
    state = answer(state, 2, true, OPENED + 2000);
    state = answer(state, 3, false, OPENED + 3000);
    state = answer(state, 4, false, OPENED + 4000);
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 5000).state;
    state = answer(state, 1, true, OPENED + 6000);
    state = answer(state, 2, false, OPENED + 7000);
    state = answer(state, 3, false, OPENED + 8000);
    state = answer(state, 4, false, OPENED + 9000);
    return accept(state, { type: 'next', actor: HOST, questionIndex: 1 }, OPENED + 10_000);
  }

  it(`[${Rule.podiumTimeline}] When the last question is done, then the podium schedules its timeline step by step (200 ... 7500 ms)`, () => {
    let { state, effects } = atPodium();
    const start = OPENED + 10_000;
    expect(state.stage).toEqual({ phase: 'podium', startedAt: start, step: -1 });
    const fired: Array<{ at: number; name: string }> = [];
    let schedule = effects.find((e) => e.type === 'schedule');
    while (schedule && schedule.type === 'schedule') {
      const result = fire(state, schedule.at);
      state = result.state;
      const [step] = emitsOf(result.effects, 'room:podium');
      fired.push({ at: schedule.at - start, name: step?.payload.stepName ?? '?' });
      schedule = result.effects.find((e) => e.type === 'schedule');
    }
    expect(fired).toEqual(PODIUM_TIMELINE.map((s) => ({ at: s.atMs, name: s.name })));
    expect(state.stage).toMatchObject({ phase: 'podium', step: 6 });
    expect(state.timer).toBeNull();
  });

  it(`[${Rule.podiumTimeline}] When a podium step is late, then the later steps keep their absolute times`, () => {
    let { state } = atPodium();
    const start = OPENED + 10_000;
    state = fire(state, start + 200).state;
    const late = fire(state, start + 1500);
    expect(late.state.timer?.at).toBe(start + 1800);
  });

  it(`[${Rule.finalStats}] When the podium begins, then the statistics hold students, questions, average time, the most missed question, the class goal and no most improved (nobody climbed)`, () => {
    const { state } = atPodium();
    expect(state.stats).toEqual({
      totalStudents: 4,
      totalQuestions: 2,
      averageTime: 2.5,
      averageTimeMs: 2500,
      mostMissedQuestion: {
        index: 1,
        questionText: state.questions[1]?.questionText,
        prompt: state.questions[1]?.prompt,
        missed: 3,
        students: 4,
      },
      classGoal: { correct: 3, asked: 8, goal: 0.8 },
      mostImproved: null,
    });
  });

  it(`[${Rule.persistResults}] When the podium begins, then the results are persisted once, with players, answers, times and tags, no tokens`, () => {
    const { state, effects } = atPodium();
    const persisted = effects.filter((e) => e.type === 'persist-results');
    expect(persisted).toHaveLength(1);
    const results = persisted[0]?.type === 'persist-results' ? persisted[0].results : null;
    const parsed = sessionResultsSchema.parse(results);
    expect(parsed).toMatchObject({
      sessionId: 'session-1',
      roomCode: '123456',
      hostId: 'teacher-1',
      round: 1,
      endedEarly: false,
    });
    expect(parsed.players.map((p) => [p.nickname, p.score, p.rank])).toEqual([
      ['Brave Panda', 200, 1],
      ['Quick Panda', 100, 2],
      ['Clever Panda', 0, 3],
      ['Friendly Panda', 0, 4],
    ]);
    expect(parsed.answers).toHaveLength(8);
    const wrong = parsed.answers.find((a) => !a.correct);
    expect(wrong?.tag).not.toBeNull();
    expect(wrong?.matches.length).toBeGreaterThan(0);
    expect(JSON.stringify(parsed)).not.toMatch(/token/i);
    const { state: ended, effects: endEffects } = accept(
      state,
      { type: 'end', actor: HOST },
      OPENED + 20_000,
    );
    expect(ended.stage).toMatchObject({ phase: 'ended', early: false });
    expect(endEffects.some((e) => e.type === 'persist-results')).toBe(false);
  });

  it(`[${Rule.persistResults}] When the results are handed out, then they share no object with the room`, () => {
    const { state, effects } = atPodium();
    const persisted = effects.find((e) => e.type === 'persist-results');
    const results = persisted?.type === 'persist-results' ? persisted.results : null;
    expect(results?.answers.length).toBeGreaterThan(0);
    const inRoom = objectsIn(state);
    const shared = [...objectsIn(results)].filter((object) => inRoom.has(object));
    expect(shared).toEqual([]);
  });

  it(`[${Rule.podiumTimeline}] When the podium begins, then every view shows the top 3 and each student gets their own rank`, () => {
    const { effects } = atPodium();
    const host = hostViewSchema.parse(emitsOf(effects, 'room:host')[0]?.payload);
    expect(host.podium?.top.map((e) => e.nickname)).toEqual([
      'Brave Panda',
      'Quick Panda',
      'Clever Panda',
    ]);
    expect(host.podium?.others.map((e) => e.rank)).toEqual([4]);
    const room = studentRoomViewSchema.parse(emitsOf(effects, 'room:state')[0]?.payload);
    expect(room.podium?.top).toHaveLength(3);
    const ranks = emitsOf(effects, 'room:you').map((e) => e.payload.rank);
    expect(ranks).toEqual([1, 2, 3, 4]);
  });
});

describe('ending and playing again', () => {
  it(`[${Rule.end}] When the host ends mid-question, then the open question is scored, results persisted as ended early, timers cancelled`, () => {
    let state = openWith(2);
    state = answer(state, 1, true, OPENED + 1000);
    const timerId = state.timer?.id;
    const { state: ended, effects } = accept(state, { type: 'end', actor: HOST }, OPENED + 2000);
    expect(ended.stage).toEqual({ phase: 'ended', endedAt: OPENED + 2000, early: true });
    expect(ended.players['seat-000001']?.score).toBe(100);
    expect(effects).toContainEqual({ type: 'cancel', timerId });
    const persisted = effects.find((e) => e.type === 'persist-results');
    expect(persisted?.type === 'persist-results' && persisted.results.endedEarly).toBe(true);
    expect(ended.timer).toBeNull();
  });

  it(`[${Rule.end}] When the host ends in the lobby, then nothing is persisted; the ended room refuses everything but connections`, () => {
    const { state, effects } = accept(lobbyWith(1), { type: 'end', actor: HOST }, T0 + 100);
    expect(effects.some((e) => e.type === 'persist-results')).toBe(false);
    expect(refuse(state, { type: 'lock', actor: HOST }, T0 + 101)).toMatchObject({
      reason: 'room_ended',
    });
    expect(refuse(state, { type: 'end', actor: HOST }, T0 + 101).reason).toBe('room_ended');
    const version = state.version;
    expect(accept(state, { type: 'disconnect', actor: student(1) }, T0 + 102).state.version).toBe(
      version + 1,
    );
  });

  it(`[${Rule.playAgain}] When the host plays again from the podium, then a new round starts in the lobby with seats kept and scores at 0`, () => {
    let state = openWith(2, { questionCount: 1 });
    state = answer(state, 1, true, OPENED + 1000);
    state = answer(state, 2, true, OPENED + 1000);
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 2000).state;
    expect(
      refuse(state, { type: 'play-again', actor: HOST, sessionId: 'session-1' }, OPENED + 3000),
    ).toMatchObject({
      reason: 'same_session',
    });
    const { state: again, effects } = accept(
      state,
      { type: 'play-again', actor: HOST, sessionId: 'session-2' },
      OPENED + 3000,
    );
    expect(again).toMatchObject({
      round: 2,
      sessionId: 'session-2',
      stage: { phase: 'lobby' },
      questions: [],
      stats: null,
      persisted: false,
      activeCount: 2,
      timer: null,
    });
    expect(again.players['seat-000001']).toMatchObject({ score: 0, rank: null, connected: true });
    expect(effects).toContainEqual({
      type: 'cancel',
      timerId: expect.stringContaining(':podium:'),
    });
    expect(emitsOf(effects, 'room:you')).toHaveLength(2);
    const restarted = accept(again, { type: 'start', actor: HOST, seed: 9 }, OPENED + 4000).state;
    expect(restarted.timer?.id.startsWith('123456:2:question:0:')).toBe(true);
  });

  it(`[${Rule.playAgain}] When play again comes outside the podium, then it is refused`, () => {
    expect(
      refuse(openWith(1), { type: 'play-again', actor: HOST, sessionId: 's2' }, OPENED).reason,
    ).toBe('wrong_phase');
  });
});

describe('timers', () => {
  it(`[${Rule.staleTimer}] When an old or unknown timer fires, then nothing changes`, () => {
    let state = openWith(1, { questionCount: 2 });
    const old = state.timer?.id ?? '';
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, OPENED + 100).state;
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 200).state;
    const before = structuredClone(state);
    expect(
      refuse(state, { type: 'timer-fired', actor: SYSTEM, timerId: old }, OPENED + 300),
    ).toMatchObject({
      reason: 'stale_timer',
      rule: Rule.staleTimer,
    });
    expect(
      refuse(state, { type: 'timer-fired', actor: SYSTEM, timerId: 'x' }, OPENED + 300).reason,
    ).toBe('stale_timer');
    expect(state).toEqual(before);
  });

  it(`[${Rule.staleTimer}] When a client (not the system) fires a timer, then it is refused`, () => {
    const state = openWith(1);
    const timerId = state.timer?.id ?? '';
    expect(refuse(state, { type: 'timer-fired', actor: HOST, timerId }, OPENED + 1).reason).toBe(
      'forbidden',
    );
  });

  it(`[${Rule.version}] When events are accepted, then the version goes up by one each time; time never runs backwards`, () => {
    let state = lobbyWith(1);
    const version = state.version;
    state = accept(state, { type: 'lock', actor: HOST }, T0 + 100).state;
    state = accept(state, { type: 'unlock', actor: HOST }, T0 + 50).state;
    expect(state.version).toBe(version + 2);
    expect(state.updatedAt).toBe(T0 + 100);
  });
});

/** Every object and array reachable from `value`. */
function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const child of Object.values(value)) objectsIn(child, into);
  return into;
}
