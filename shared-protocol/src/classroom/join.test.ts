import { describe, expect, it } from 'vitest';
import {
  FULL_NAMES_WITH_DIGITS,
  LOOK_ALIKE_NAMES,
  NOT_FULL_NAMES_WITH_DIGITS,
} from '../testing/nickname-corpus';
import { reduce } from './reduce';
import type { RoomEvent } from './room-events';
import { Rule } from './rules';
import {
  accept,
  createEvent,
  emitsOf,
  generatedName,
  HOST,
  joinEvent,
  lobbyWith,
  openWith,
  refuse,
  screenAllowing,
  student,
  T0,
} from './testing/builders';
import { playerDeltaSchema, studentRoomViewSchema, studentSelfViewSchema } from './view-schemas';

function typedJoin(i: number, text: string): RoomEvent {
  return { type: 'join', actor: student(i), nickname: { kind: 'typed', text }, character: 'cat' };
}

function typedLobby() {
  return accept(null, createEvent({ nicknameMode: 'typed' }), T0).state;
}

describe('joining', () => {
  it(`[${Rule.joinPhase}] When a student joins the lobby, then the seat is active and connected, the host gets a delta and the student a resync`, () => {
    const state = lobbyWith(0);
    const { state: next, effects, ack } = accept(state, joinEvent(1), T0 + 5);
    expect(ack).toEqual({
      kind: 'joined',
      playerId: 'seat-000001',
      nickname: 'Brave Panda',
      character: 'fox',
    });
    expect(next.players['seat-000001']).toMatchObject({
      status: 'active',
      connected: true,
      score: 0,
      seq: 1,
      joinedAt: T0 + 5,
    });
    expect(next.activeCount).toBe(1);
    expect(next.connectedCount).toBe(1);
    const [delta] = emitsOf(effects, 'room:player');
    expect(playerDeltaSchema.parse(delta?.payload).playerCount).toBe(1);
    const [room] = emitsOf(effects, 'room:state');
    expect(room?.to).toEqual({ kind: 'student', playerId: 'seat-000001' });
    studentRoomViewSchema.parse(room?.payload);
    const [you] = emitsOf(effects, 'room:you');
    expect(studentSelfViewSchema.parse(you?.payload).nickname).toBe('Brave Panda');
    // No broadcast per join: 3000 joins must not mean 3000 x 3000 messages.
    expect(effects.some((e) => e.type === 'emit' && e.to.kind === 'students')).toBe(false);
  });

  it(`[${Rule.joinPhase}] When a question is open or closed, then a student may still join; at the podium not`, () => {
    let state = openWith(1);
    state = accept(state, joinEvent(2), T0 + 10_001).state;
    expect(state.activeCount).toBe(2);
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, T0 + 10_002).state;
    state = accept(state, joinEvent(3), T0 + 10_003).state;
    expect(state.activeCount).toBe(3);
    const podium = openWith(1, { questionCount: 1 });
    const closed = accept(podium, { type: 'close', actor: HOST, questionIndex: 0 }, T0 + 11_000);
    const atPodium = accept(
      closed.state,
      { type: 'next', actor: HOST, questionIndex: 0 },
      T0 + 12_000,
    );
    expect(refuse(atPodium.state, joinEvent(9), T0 + 12_001)).toMatchObject({
      reason: 'wrong_phase',
      rule: Rule.joinPhase,
    });
  });

  it(`[${Rule.joinLocked}] When the room is locked, then new students are refused; after unlocking they get in`, () => {
    let state = lobbyWith(1);
    state = accept(state, { type: 'lock', actor: HOST }, T0 + 100).state;
    expect(refuse(state, joinEvent(2), T0 + 101)).toMatchObject({
      reason: 'room_locked',
      code: 'forbidden',
      rule: Rule.joinLocked,
    });
    state = accept(state, { type: 'unlock', actor: HOST }, T0 + 102).state;
    expect(accept(state, joinEvent(2), T0 + 103).state.activeCount).toBe(2);
  });

  it(`[${Rule.joinCap}] When the room holds its cap, then the next student is refused with room_full`, () => {
    const state = lobbyWith(3, { roomCap: 3 });
    expect(refuse(state, joinEvent(4), T0 + 100)).toMatchObject({
      reason: 'room_full',
      rule: Rule.joinCap,
    });
  });

  it(`[${Rule.joinCap}] When a seat is kicked, then it no longer counts against the cap`, () => {
    let state = lobbyWith(3, { roomCap: 3 });
    state = accept(state, { type: 'kick', actor: HOST, playerId: 'seat-000002' }, T0 + 100).state;
    expect(accept(state, joinEvent(4), T0 + 101).state.activeCount).toBe(3);
  });

  it(`[${Rule.joinCharacter}] When the character is not one of the 20, then the join is refused`, () => {
    const event = { ...joinEvent(1), character: 'shark' } as never;
    expect(refuse(lobbyWith(0), event, T0 + 1)).toMatchObject({
      reason: 'bad_character',
      rule: Rule.joinCharacter,
    });
  });

  it(`[${Rule.generatedNickname}] When a generated name is picked, then it is shown in the session language`, () => {
    const room = accept(null, createEvent({ language: 'de' }), T0).state;
    const event: RoomEvent = {
      type: 'join',
      actor: student(1),
      nickname: { kind: 'generated', adjective: 'happy', animal: 'cat' },
      character: 'cat',
    };
    expect(accept(room, event, T0 + 1).ack).toMatchObject({ nickname: 'Frohe Katze' });
  });

  it(`[${Rule.generatedNickname}] When the generated word ids are unknown, then the join is refused`, () => {
    const event: RoomEvent = {
      type: 'join',
      actor: student(1),
      nickname: { kind: 'generated', adjective: 'evil', animal: 'cat' } as never,
      character: 'cat',
    };
    expect(refuse(lobbyWith(0), event, T0 + 1)).toMatchObject({
      reason: 'nickname_invalid',
      rule: Rule.generatedNickname,
    });
  });

  it(`[${Rule.typedNickname}] When typed names are off (the default), then a typed name is refused`, () => {
    expect(refuse(lobbyWith(0), typedJoin(1, 'Mia'), T0 + 1)).toMatchObject({
      reason: 'typed_names_off',
      rule: Rule.typedNickname,
    });
  });

  it(`[${Rule.typedNickname}] When a typed name is accepted, then it is NFKC-normalised with spaces collapsed`, () => {
    const { ack } = accept(typedLobby(), typedJoin(1, '  Ｍｉａ   Rose '), T0 + 1);
    expect(ack).toMatchObject({ nickname: 'Mia Rose' });
  });

  it(`[${Rule.typedNickname}] When a typed name breaks the limits, then it is refused with nickname_invalid`, () => {
    const bad = [
      'A',
      'A'.repeat(21),
      '<img src=x onerror=alert(1)>',
      'Mia\u200BRose',
      'Mia\u202ERose',
      'mia@example.com',
      '0176 1234567',
      '12',
      '😀😀',
    ];
    for (const text of bad) {
      expect(refuse(typedLobby(), typedJoin(1, text), T0 + 1)).toMatchObject({
        reason: 'nickname_invalid',
        rule: Rule.typedNickname,
      });
    }
  });

  it(`[${Rule.typedNickname}] When a typed name is a full name with a number (Mia Smith 2016), then it is refused with nickname_personal; one name with a number or a full name without one passes`, () => {
    for (const text of FULL_NAMES_WITH_DIGITS) {
      expect(refuse(typedLobby(), typedJoin(1, text), T0 + 1)).toMatchObject({
        reason: 'nickname_personal',
        code: 'validation_failed',
        rule: Rule.typedNickname,
      });
    }
    for (const text of NOT_FULL_NAMES_WITH_DIGITS) {
      expect(accept(typedLobby(), typedJoin(1, text), T0 + 1).ack).toMatchObject({
        kind: 'joined',
      });
    }
  });

  it(`[${Rule.nicknameScreen}] When the injected screen rejects a typed name, then it is refused; with no screen every typed name is refused`, () => {
    expect(
      refuse(typedLobby(), typedJoin(1, 'Badword'), T0 + 1, screenAllowing('badword')),
    ).toMatchObject({ reason: 'nickname_rejected', rule: Rule.nicknameScreen });
    expect(refuse(typedLobby(), typedJoin(1, 'Mia'), T0 + 1, {})).toMatchObject({
      reason: 'nickname_rejected',
      rule: Rule.nicknameScreen,
    });
  });

  it(`[${Rule.nicknameUnique}] When a name differs only by case or width, then it is taken`, () => {
    let state = typedLobby();
    state = accept(state, typedJoin(1, 'Straße'), T0 + 1).state;
    for (const text of ['STRASSE', 'straße', 'ＳＴＲＡＳＳＥ']) {
      expect(refuse(state, typedJoin(2, text), T0 + 2)).toMatchObject({
        reason: 'nickname_taken',
        code: 'conflict',
        rule: Rule.nicknameUnique,
      });
    }
  });

  it(`[${Rule.nicknameUnique}] When a name only looks like a seated one (Alice in Cyrillic or Greek letters, B0b), then it is taken`, () => {
    for (const [first, ...alike] of LOOK_ALIKE_NAMES) {
      const state = accept(typedLobby(), typedJoin(1, first ?? ''), T0 + 1).state;
      for (const text of alike) {
        expect(refuse(state, typedJoin(2, text), T0 + 2)).toMatchObject({
          reason: 'nickname_taken',
          rule: Rule.nicknameUnique,
        });
      }
    }
  });

  it(`[${Rule.nicknameUnique}] When a typed name equals a generated one, then it is taken too`, () => {
    let state = typedLobby();
    state = accept(state, joinEvent(1), T0 + 1).state;
    expect(refuse(state, typedJoin(2, 'brave panda'), T0 + 2).reason).toBe('nickname_taken');
  });

  it(`[${Rule.nicknameUnique}] When 50 students race for the same name, then exactly one gets it`, () => {
    let state = typedLobby();
    let seated = 0;
    for (let i = 1; i <= 50; i++) {
      const result = reduce(state, typedJoin(i, 'Leo'), T0 + i, screenAllowing());
      if (!('error' in result)) {
        state = result.state;
        seated++;
      }
    }
    expect(seated).toBe(1);
  });

  it(`[${Rule.joinOnce}] When a seat id joins a second time, then it is refused`, () => {
    const state = lobbyWith(1);
    const again = { ...joinEvent(1), nickname: generatedName(99) };
    expect(refuse(state, again, T0 + 10)).toMatchObject({ reason: 'already_joined' });
  });

  it(`[${Rule.joinOnce}] When the seat id is empty or __proto__, then the join is refused`, () => {
    for (const playerId of ['', '__proto__']) {
      const event = { ...joinEvent(1), actor: { role: 'student', playerId } } as never;
      expect(refuse(lobbyWith(0), event, T0 + 1).reason).toBe('invalid_event');
    }
  });

  it(`[${Rule.banned}] When a banned device joins with a new seat, then it is refused; a kicked one gets back in`, () => {
    let state = lobbyWith(2);
    state = accept(state, { type: 'ban', actor: HOST, playerId: 'seat-000001' }, T0 + 10).state;
    state = accept(state, { type: 'kick', actor: HOST, playerId: 'seat-000002' }, T0 + 11).state;
    const bannedAgain = { ...joinEvent(3), priorPlayerId: 'seat-000001' };
    expect(refuse(state, bannedAgain, T0 + 12)).toMatchObject({
      reason: 'banned',
      rule: Rule.banned,
    });
    const kickedAgain = {
      ...joinEvent(4),
      priorPlayerId: 'seat-000002',
      nickname: generatedName(2),
    };
    expect(accept(state, kickedAgain, T0 + 13).state.activeCount).toBe(1);
  });

  it(`[${Rule.studentOnly}] When the host sends a join, then it is refused`, () => {
    expect(refuse(lobbyWith(0), { ...joinEvent(1), actor: HOST }, T0 + 1).reason).toBe('forbidden');
  });
});
