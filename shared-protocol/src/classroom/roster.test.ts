import { describe, expect, it } from 'vitest';
import { buildResults } from './results';
import { classroomChoices } from './roster';
import { Rule } from './rules';
import {
  accept,
  CLASS_ID,
  classCreateEvent,
  classLobbyWith,
  currentQuestion,
  emitsOf,
  HOST,
  joinEvent,
  ROSTER,
  refuse,
  rightAnswer,
  rosterJoin,
  student,
  T0,
} from './testing/builders';
import { hostViewSchema, playerDeltaSchema } from './view-schemas';

const MIA = ROSTER[0].childId;
const LEO = ROSTER[1].childId;

describe('class rooms', () => {
  it(`[${Rule.rosterSeat}] When a class room is created, then it holds the class and its roster, and the host sees them`, () => {
    const { state, effects } = accept(null, classCreateEvent(), T0);
    expect(state.classroom).toEqual({
      id: CLASS_ID,
      name: 'Room 4',
      roster: ROSTER.map((child) => ({ ...child })),
    });
    expect(state.options.classId).toBe(CLASS_ID);
    const [host] = emitsOf(effects, 'room:host');
    const view = hostViewSchema.parse(host?.payload);
    expect(view.classroom?.roster.map((child) => child.nickname)).toEqual(['Mia', 'Leo', 'Ian']);
  });

  it(`[${Rule.rosterSeat}] When a student taps a roster child, then the seat takes the child's nickname and character, whatever character was sent`, () => {
    const state = classLobbyWith(0);
    const { state: next, ack, effects } = accept(state, rosterJoin(1, 0), T0 + 5);
    expect(ack).toEqual({
      kind: 'joined',
      playerId: student(1).playerId,
      nickname: 'Mia',
      character: 'cat',
    });
    expect(next.players[student(1).playerId]).toMatchObject({ childId: MIA, nickname: 'Mia' });
    const [delta] = emitsOf(effects, 'room:player');
    expect(playerDeltaSchema.parse(delta?.payload).player.childId).toBe(MIA);
    // Roster names are the teacher's (unique per class): they take no room-wide nickname.
    expect(next.nicknames).toEqual({});
  });

  it(`[${Rule.rosterSeat}] When a roster child is seated, then a second device tapping it is refused and the roster shows it taken`, () => {
    const state = classLobbyWith(1);
    expect(refuse(state, rosterJoin(2, 0), T0 + 10)).toMatchObject({
      reason: 'nickname_taken',
      rule: Rule.rosterSeat,
    });
    expect(classroomChoices(state)?.roster.map((child) => child.taken)).toEqual([
      true,
      false,
      false,
    ]);
    expect(classroomChoices(state)?.name).toBe('Room 4');
  });

  it(`[${Rule.rosterSeat}] When the seat holding a child is kicked or banned, then the child may be tapped again from another device`, () => {
    for (const type of ['kick', 'ban'] as const) {
      let state = classLobbyWith(1);
      state = accept(state, { type, actor: HOST, playerId: student(1).playerId }, T0 + 10).state;
      expect(classroomChoices(state)?.roster[0]?.taken).toBe(false);
      const { ack } = accept(state, rosterJoin(2, 0), T0 + 20);
      expect(ack).toMatchObject({ kind: 'joined', nickname: 'Mia' });
    }
  });

  it(`[${Rule.rosterSeat}] When the device of a banned seat taps another child, then it is still barred`, () => {
    let state = classLobbyWith(1);
    state = accept(
      state,
      { type: 'ban', actor: HOST, playerId: student(1).playerId },
      T0 + 10,
    ).state;
    const event = { ...rosterJoin(2, 1), priorPlayerId: student(1).playerId };
    expect(refuse(state, event, T0 + 20)).toMatchObject({ reason: 'banned' });
  });

  it(`[${Rule.rosterSeat}] When a generated or typed name is sent in a class room, then it is refused`, () => {
    const state = classLobbyWith(0);
    expect(refuse(state, joinEvent(1), T0 + 10)).toMatchObject({ reason: 'roster_only' });
    const typed = {
      type: 'join' as const,
      actor: student(1),
      nickname: { kind: 'typed' as const, text: 'Sam' },
      character: 'fox' as const,
    };
    expect(refuse(state, typed, T0 + 10)).toMatchObject({ reason: 'roster_only' });
  });

  it(`[${Rule.rosterSeat}] When an unknown child is tapped, then it is refused; a roster choice outside a class room too`, () => {
    const state = classLobbyWith(0);
    const unknown = {
      type: 'join' as const,
      actor: student(1),
      nickname: { kind: 'roster' as const, childId: '44444444-4444-4444-8444-444444444444' },
      character: 'fox' as const,
    };
    expect(refuse(state, unknown, T0 + 10)).toMatchObject({ reason: 'not_on_roster' });
    const open = accept(
      null,
      {
        ...classCreateEvent(),
        options: { ...classCreateEvent().options, classId: undefined },
        classroom: undefined,
      },
      T0,
    ).state;
    expect(refuse(open, rosterJoin(1, 0), T0 + 10)).toMatchObject({
      reason: 'nickname_invalid',
      rule: Rule.rosterSeat,
    });
  });

  it(`[${Rule.create}] When the roster's class is not the one the options name, or a roster comes without a class id, then the room is not created`, () => {
    const other = classCreateEvent();
    other.classroom = { ...(other.classroom ?? { name: '', roster: [] }), id: LEO };
    expect(refuse(null, other, T0)).toMatchObject({ reason: 'invalid_event' });
    const noId = {
      ...classCreateEvent(),
      options: { ...classCreateEvent().options, classId: undefined },
    };
    expect(refuse(null, noId, T0)).toMatchObject({ reason: 'invalid_event' });
    const twice = classCreateEvent();
    twice.classroom?.roster.push({ ...ROSTER[0] });
    expect(refuse(null, twice, T0)).toMatchObject({ reason: 'invalid_event' });
  });

  it(`[${Rule.persistResults}] When a class round ends, then its results carry each seat's roster child and the class in the options`, () => {
    let state = classLobbyWith(2, { questionCount: 1 });
    state = accept(state, { type: 'start', actor: HOST, seed: 3 }, T0 + 100).state;
    const answer = rightAnswer(currentQuestion(state));
    state = accept(
      state,
      { type: 'answer', actor: student(1), questionIndex: 0, answer },
      T0 + 200,
    ).state;
    state = accept(state, { type: 'end', actor: HOST }, T0 + 300).state;
    const results = buildResults(state, T0 + 300, true);
    expect(results.options.classId).toBe(CLASS_ID);
    expect(Object.fromEntries(results.players.map((p) => [p.nickname, p.childId]))).toEqual({
      Mia: MIA,
      Leo: LEO,
    });
  });

  it(`[${Rule.playAgain}] When a class room plays again, then the seats keep their children`, () => {
    let state = classLobbyWith(1, { questionCount: 1 });
    state = accept(state, { type: 'start', actor: HOST, seed: 3 }, T0 + 100).state;
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, T0 + 200).state;
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, T0 + 300).state;
    state = accept(
      state,
      { type: 'play-again', actor: HOST, sessionId: 'session-2' },
      T0 + 400,
    ).state;
    expect(state.players[student(1).playerId]?.childId).toBe(MIA);
    expect(state.classroom?.id).toBe(CLASS_ID);
  });
});
