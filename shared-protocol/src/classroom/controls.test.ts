import { describe, expect, it } from 'vitest';
import { Rule } from './rules';
import type { RoomState } from './state';
import {
  accept,
  currentQuestion,
  emitsOf,
  generatedName,
  HOST,
  joinEvent,
  lobbyWith,
  openWith,
  refuse,
  rightAnswer,
  SYSTEM,
  student,
  T0,
} from './testing/builders';
import { studentRoomViewSchema } from './view-schemas';

const OPENED = T0 + 10_000;

function answerEvent(state: RoomState, i: number) {
  return {
    type: 'answer' as const,
    actor: student(i),
    questionIndex: 0,
    answer: rightAnswer(currentQuestion(state)),
  };
}

describe('pause and resume', () => {
  it(`[${Rule.pause}] When the host pauses, then the countdown stops with the time left and answers are refused`, () => {
    const state = openWith(2);
    const timerId = state.timer?.id;
    const { state: paused, effects } = accept(state, { type: 'pause', actor: HOST }, OPENED + 5000);
    expect(paused.stage).toMatchObject({
      pause: { at: OPENED + 5000, reason: 'host', remainingMs: 15_000 },
    });
    expect(effects).toContainEqual({ type: 'cancel', timerId });
    expect(paused.timer).toBeNull();
    const room = studentRoomViewSchema.parse(emitsOf(effects, 'room:state')[0]?.payload);
    expect(room.countdown).toMatchObject({ paused: 'host', remainingMs: 15_000 });
    expect(refuse(paused, answerEvent(paused, 1), OPENED + 6000)).toMatchObject({
      reason: 'paused',
      rule: Rule.pause,
    });
    expect(refuse(paused, { type: 'pause', actor: HOST }, OPENED + 6000).reason).toBe(
      'already_paused',
    );
  });

  it(`[${Rule.pause}] When the host resumes, then the deadline moves by the pause and answer times leave the pause out`, () => {
    let state = openWith(2);
    state = accept(state, { type: 'pause', actor: HOST }, OPENED + 5000).state;
    const { state: resumed, effects } = accept(
      state,
      { type: 'resume', actor: HOST },
      OPENED + 65_000,
    );
    expect(resumed.stage).toMatchObject({
      deadline: OPENED + 80_000,
      pausedMs: 60_000,
      pause: null,
    });
    expect(effects).toContainEqual({
      type: 'schedule',
      timerId: resumed.timer?.id,
      at: OPENED + 80_000,
    });
    const answered = accept(resumed, answerEvent(resumed, 1), OPENED + 66_000).state;
    expect(answered.answers[0]?.['seat-000001']?.answerMs).toBe(6000);
  });

  it(`[${Rule.pause}] When nothing is open or nothing is paused, then pause and resume are refused`, () => {
    expect(refuse(lobbyWith(1), { type: 'pause', actor: HOST }, T0 + 10).reason).toBe(
      'wrong_phase',
    );
    expect(refuse(openWith(1), { type: 'resume', actor: HOST }, OPENED + 10).reason).toBe(
      'not_paused',
    );
  });

  it(`[${Rule.closeWhenAllAnswered}] When everyone connected has answered during a pause, then the question waits and closes on resume`, () => {
    let state = openWith(2);
    state = accept(state, answerEvent(state, 1), OPENED + 1000).state;
    state = accept(state, { type: 'pause', actor: HOST }, OPENED + 2000).state;
    state = accept(state, { type: 'disconnect', actor: student(2) }, OPENED + 3000).state;
    expect(state.stage.phase).toBe('question-open');
    state = accept(state, { type: 'resume', actor: HOST }, OPENED + 4000).state;
    expect(state.stage.phase).toBe('question-closed');
  });
});

describe('host away', () => {
  it(`[${Rule.hostAway}] When the host drops mid-question, then it pauses and students see the teacher is away; on return it resumes`, () => {
    const state = openWith(2);
    const { state: away, effects } = accept(
      state,
      { type: 'disconnect', actor: HOST },
      OPENED + 4000,
    );
    expect(away.hostConnected).toBe(false);
    expect(away.stage).toMatchObject({ pause: { reason: 'host-away', remainingMs: 16_000 } });
    const room = studentRoomViewSchema.parse(emitsOf(effects, 'room:state')[0]?.payload);
    expect(room.hostConnected).toBe(false);
    const back = accept(away, { type: 'reconnect', actor: HOST }, OPENED + 94_000);
    expect(back.state.hostConnected).toBe(true);
    expect(back.state.stage).toMatchObject({ pause: null, deadline: OPENED + 110_000 });
    expect(emitsOf(back.effects, 'room:host')).toHaveLength(1);
  });

  it(`[${Rule.hostAway}] When the host had paused by hand and drops, then coming back keeps the pause`, () => {
    let state = openWith(1);
    state = accept(state, { type: 'pause', actor: HOST }, OPENED + 1000).state;
    state = accept(state, { type: 'disconnect', actor: HOST }, OPENED + 2000).state;
    state = accept(state, { type: 'reconnect', actor: HOST }, OPENED + 3000).state;
    expect(state.stage).toMatchObject({ pause: { reason: 'host' } });
  });

  it(`[${Rule.hostAway}] When the host drops in the lobby, then the room stays as it is (not reset)`, () => {
    let state = lobbyWith(3);
    state = accept(state, { type: 'disconnect', actor: HOST }, T0 + 100).state;
    expect(state).toMatchObject({
      hostConnected: false,
      activeCount: 3,
      stage: { phase: 'lobby' },
    });
    state = accept(state, { type: 'reconnect', actor: HOST }, T0 + 90_000).state;
    expect(state.hostConnected).toBe(true);
  });

  it(`[${Rule.hostOnly}] When another teacher claims the host's connection, then it is refused`, () => {
    const other = { role: 'host' as const, userId: 'teacher-2' };
    expect(refuse(lobbyWith(1), { type: 'disconnect', actor: other }, T0 + 1).reason).toBe(
      'forbidden',
    );
    expect(refuse(lobbyWith(1), { type: 'reconnect', actor: other }, T0 + 1).reason).toBe(
      'forbidden',
    );
  });
});

describe('lock', () => {
  it(`[${Rule.lock}] When the host locks and unlocks, then the flag follows and the host view shows it`, () => {
    let state = lobbyWith(1);
    const locked = accept(state, { type: 'lock', actor: HOST }, T0 + 10);
    expect(locked.state.locked).toBe(true);
    expect(emitsOf(locked.effects, 'room:host')[0]?.payload.locked).toBe(true);
    state = accept(locked.state, { type: 'unlock', actor: HOST }, T0 + 11).state;
    expect(state.locked).toBe(false);
  });
});

describe('kick and ban', () => {
  it(`[${Rule.kickBan}] When the host kicks a student, then the seat leaves the counts, the name is free and the connection is dropped`, () => {
    const state = lobbyWith(2);
    const { state: next, effects } = accept(
      state,
      { type: 'kick', actor: HOST, playerId: 'seat-000001' },
      T0 + 10,
    );
    expect(next.players['seat-000001']).toMatchObject({ status: 'kicked', connected: false });
    expect(next).toMatchObject({ activeCount: 1, connectedCount: 1 });
    expect(effects).toContainEqual({ type: 'drop', playerId: 'seat-000001', reason: 'kicked' });
    expect(emitsOf(effects, 'room:removed')[0]).toMatchObject({
      to: { kind: 'student', playerId: 'seat-000001' },
      payload: { reason: 'kicked' },
    });
    expect(emitsOf(effects, 'room:host')[0]?.payload.players).toHaveLength(1);
    const sameName = { ...joinEvent(3), nickname: generatedName(1) };
    expect(accept(next, sameName, T0 + 11).ack).toMatchObject({ nickname: 'Brave Panda' });
  });

  it(`[${Rule.kickBan}] When the host bans a student, then the name stays taken and the seat cannot come back`, () => {
    let state = lobbyWith(2);
    state = accept(state, { type: 'ban', actor: HOST, playerId: 'seat-000001' }, T0 + 10).state;
    expect(state.players['seat-000001']?.status).toBe('banned');
    const sameName = { ...joinEvent(3), nickname: generatedName(1) };
    expect(refuse(state, sameName, T0 + 11).reason).toBe('nickname_taken');
    expect(refuse(state, { type: 'reconnect', actor: student(1) }, T0 + 12)).toMatchObject({
      reason: 'banned',
      rule: Rule.banned,
    });
  });

  it(`[${Rule.kickBan}] When a kicked seat tries to come back into its old seat, then it is refused as kicked; it may ban afterwards`, () => {
    let state = lobbyWith(1);
    state = accept(state, { type: 'kick', actor: HOST, playerId: 'seat-000001' }, T0 + 10).state;
    expect(refuse(state, { type: 'reconnect', actor: student(1) }, T0 + 11).reason).toBe('kicked');
    expect(
      refuse(state, { type: 'kick', actor: HOST, playerId: 'seat-000001' }, T0 + 12).reason,
    ).toBe('player_not_found');
    state = accept(state, { type: 'ban', actor: HOST, playerId: 'seat-000001' }, T0 + 13).state;
    expect(state.players['seat-000001']?.status).toBe('banned');
  });

  it(`[${Rule.kickBan}] When the kicked student had answered the open question, then the answer leaves the counts; if the rest have answered it closes`, () => {
    let state = openWith(3);
    state = accept(state, answerEvent(state, 1), OPENED + 100).state;
    state = accept(state, answerEvent(state, 2), OPENED + 200).state;
    state = accept(
      state,
      { type: 'kick', actor: HOST, playerId: 'seat-000001' },
      OPENED + 300,
    ).state;
    expect(state.stage).toMatchObject({ answered: 1 });
    state = accept(
      state,
      { type: 'kick', actor: HOST, playerId: 'seat-000003' },
      OPENED + 400,
    ).state;
    expect(state.stage.phase).toBe('question-closed');
    expect(state.players['seat-000002']).toMatchObject({ score: 100, rank: 1 });
  });

  it(`[${Rule.kickBan}] When an unknown seat is kicked, then it is refused`, () => {
    expect(
      refuse(lobbyWith(1), { type: 'kick', actor: HOST, playerId: 'seat-999999' }, T0 + 1),
    ).toMatchObject({ reason: 'player_not_found', code: 'not_found' });
  });

  it(`[${Rule.ranking}] When a ranked student is kicked, then ranks close up without gaps`, () => {
    let state = openWith(3);
    // Right answers at different times: places 1, 2, 3.
    for (const i of [1, 2, 3]) state = accept(state, answerEvent(state, i), OPENED + i * 10).state;
    state = accept(
      state,
      { type: 'kick', actor: HOST, playerId: 'seat-000001' },
      OPENED + 200,
    ).state;
    expect([state.players['seat-000002']?.rank, state.players['seat-000003']?.rank]).toEqual([
      1, 2,
    ]);
    expect(state.players['seat-000002']?.previousRank).toBeNull();
  });
});

describe('students dropping and coming back', () => {
  it(`[${Rule.reconnect}] When a student drops and comes back, then the seat, score and answer are unchanged and the student is resynced`, () => {
    let state = openWith(2, { questionCount: 2 });
    state = accept(state, answerEvent(state, 1), OPENED + 100).state;
    state = accept(state, { type: 'disconnect', actor: student(1) }, OPENED + 200).state;
    expect(state).toMatchObject({
      connectedCount: 1,
      stage: { answered: 1, answeredConnected: 0 },
    });
    const { state: back, effects } = accept(
      state,
      { type: 'reconnect', actor: student(1) },
      OPENED + 300,
    );
    expect(back).toMatchObject({ connectedCount: 2, stage: { answered: 1, answeredConnected: 1 } });
    expect(back.players['seat-000001']?.connected).toBe(true);
    expect(emitsOf(effects, 'room:player')[0]?.payload.player.connected).toBe(true);
    const you = emitsOf(effects, 'room:you')[0];
    expect(you?.to).toEqual({ kind: 'student', playerId: 'seat-000001' });
    expect(you?.payload.answer?.questionIndex).toBe(0);
    expect(emitsOf(effects, 'room:state')[0]?.to).toEqual({
      kind: 'student',
      playerId: 'seat-000001',
    });
  });

  it(`[${Rule.reconnect}] When a second tab comes back into a connected seat, then counts do not double`, () => {
    let state = lobbyWith(1);
    state = accept(state, { type: 'reconnect', actor: student(1) }, T0 + 10).state;
    state = accept(state, { type: 'disconnect', actor: student(1) }, T0 + 11).state;
    state = accept(state, { type: 'disconnect', actor: student(1) }, T0 + 12).state;
    expect(state.connectedCount).toBe(0);
  });

  it(`[${Rule.studentOnly}] When an unknown seat or the system reconnects, then it is refused`, () => {
    expect(refuse(lobbyWith(1), { type: 'reconnect', actor: student(5) }, T0).reason).toBe(
      'not_in_room',
    );
    expect(refuse(lobbyWith(1), { type: 'reconnect', actor: SYSTEM }, T0).reason).toBe('forbidden');
  });
});
