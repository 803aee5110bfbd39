import { CHARACTER_IDS, type CharacterId } from '../game/characters';
import { ensureLevelQuestions, joinLevel } from './adaptive';
import type { Effect } from './effects';
import { emitPlayerDelta, emitResync } from './emit';
import { ADJECTIVE_IDS, ANIMAL_IDS, renderGeneratedNickname } from './friendly-names';
import { checkTypedNickname, NicknameProblem, nicknameKey, normalizeNickname } from './nickname';
import { NicknameMode } from './options';
import type { Handled, ReducePolicy } from './outcome';
import { Refusal, refusal } from './refusals';
import type { RoomEventOf } from './room-events';
import { type RoomClass, roomClassOf, seatOfChild } from './roster';
import { Rule } from './rules';
import { isSafeKey, own, type RoomState } from './state';

const MAX_ID_LENGTH = 128;

/** The nickname's shown text, or a refusal (rules R7, R8, R10). */
function nicknameText(
  state: RoomState,
  event: RoomEventOf<'join'>,
  policy: ReducePolicy,
): string | ReturnType<typeof refusal> {
  const choice = event.nickname as unknown;
  if (typeof choice !== 'object' || choice === null) {
    return refusal(Refusal.nicknameInvalid, Rule.typedNickname);
  }
  const { kind } = choice as { kind?: unknown };
  if (kind === 'generated') {
    const { adjective, animal } = choice as { adjective?: unknown; animal?: unknown };
    if (
      !(ADJECTIVE_IDS as readonly unknown[]).includes(adjective) ||
      !(ANIMAL_IDS as readonly unknown[]).includes(animal)
    ) {
      return refusal(Refusal.nicknameInvalid, Rule.generatedNickname);
    }
    return renderGeneratedNickname(event.nickname as never, state.options.language);
  }
  if (kind !== 'typed') return refusal(Refusal.nicknameInvalid, Rule.typedNickname);
  if (state.options.nicknameMode !== NicknameMode.typed) {
    return refusal(Refusal.typedNamesOff, Rule.typedNickname);
  }
  const { text } = choice as { text?: unknown };
  if (typeof text !== 'string') return refusal(Refusal.nicknameInvalid, Rule.typedNickname);
  const normalized = normalizeNickname(text.slice(0, 200));
  const problem = checkTypedNickname(normalized);
  if (problem === NicknameProblem.fullNameWithDigits) {
    return refusal(Refusal.nicknamePersonal, Rule.typedNickname);
  }
  if (problem !== null) return refusal(Refusal.nicknameInvalid, Rule.typedNickname);
  if (policy.screenNickname?.(normalized) !== true) {
    return refusal(Refusal.nicknameRejected, Rule.nicknameScreen);
  }
  return normalized;
}

/** Who a new seat is: its shown name and character, and in a class room the roster child. */
type SeatIdentity = { nickname: string; character: CharacterId; childId?: string };

/** The roster child a join in a class room names, or a refusal (rule R41). */
function rosterIdentity(
  state: RoomState,
  room: RoomClass,
  event: RoomEventOf<'join'>,
): SeatIdentity | ReturnType<typeof refusal> {
  const choice = event.nickname as unknown;
  if (
    typeof choice !== 'object' ||
    choice === null ||
    (choice as { kind?: unknown }).kind !== 'roster'
  ) {
    return refusal(Refusal.rosterOnly, Rule.rosterSeat);
  }
  const { childId } = choice as { childId?: unknown };
  const child =
    typeof childId === 'string' ? room.roster.find((c) => c.childId === childId) : undefined;
  if (!child) return refusal(Refusal.notOnRoster, Rule.rosterSeat);
  if (seatOfChild(state, child.childId) !== undefined) {
    return refusal(Refusal.nicknameTaken, Rule.rosterSeat);
  }
  return { nickname: child.nickname, character: child.character, childId: child.childId };
}

/** Who the new seat is, or a refusal: a roster child in a class room, else a nickname. */
function seatIdentity(
  state: RoomState,
  event: RoomEventOf<'join'>,
  policy: ReducePolicy,
): SeatIdentity | ReturnType<typeof refusal> {
  const room = roomClassOf(state);
  if (room) return rosterIdentity(state, room, event);
  const choice = event.nickname as unknown;
  if (
    typeof choice === 'object' &&
    choice !== null &&
    (choice as { kind?: unknown }).kind === 'roster'
  ) {
    return refusal(Refusal.nicknameInvalid, Rule.rosterSeat);
  }
  const nickname = nicknameText(state, event, policy);
  if (typeof nickname !== 'string') return nickname;
  const key = nicknameKey(nickname);
  if (own(state.nicknames, key) !== undefined || !isSafeKey(key)) {
    return refusal(Refusal.nicknameTaken, Rule.nicknameUnique);
  }
  return { nickname, character: event.character };
}

/** Rules R3-R12 and R41: a new seat. */
export function join(
  state: RoomState,
  event: RoomEventOf<'join'>,
  now: number,
  policy: ReducePolicy,
): Handled {
  const { actor } = event;
  if (actor.role !== 'student') return refusal(Refusal.forbidden, Rule.studentOnly);
  const id = actor.playerId;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH || !isSafeKey(id)) {
    return refusal(Refusal.invalidEvent, Rule.joinOnce);
  }
  const phase = state.stage.phase;
  if (phase === 'podium') return refusal(Refusal.wrongPhase, Rule.joinPhase);
  const existing = own(state.players, id);
  if (existing?.status === 'banned') return refusal(Refusal.banned, Rule.banned);
  if (existing) return refusal(Refusal.alreadyJoined, Rule.joinOnce);
  const prior =
    typeof event.priorPlayerId === 'string' ? own(state.players, event.priorPlayerId) : undefined;
  if (prior?.status === 'banned') return refusal(Refusal.banned, Rule.banned);
  if (state.locked) return refusal(Refusal.roomLocked, Rule.joinLocked);
  if (state.activeCount >= state.options.roomCap) return refusal(Refusal.roomFull, Rule.joinCap);
  if (!(CHARACTER_IDS as readonly unknown[]).includes(event.character)) {
    return refusal(Refusal.badCharacter, Rule.joinCharacter);
  }
  const identity = seatIdentity(state, event, policy);
  if ('error' in identity) return identity;
  const { nickname, character, childId } = identity;
  const level = joinLevel(state, childId, event.level);

  const player = {
    id,
    seq: state.nextSeq,
    nickname,
    character,
    ...(childId !== undefined ? { childId } : {}),
    ...(level !== undefined ? { level } : {}),
    joinedAt: now,
    status: 'active' as const,
    connected: true,
    score: 0,
    correctCount: 0,
    answeredCount: 0,
    totalAnswerMs: 0,
    rank: null,
    previousRank: null,
    lastResult: null,
  };
  state.players[id] = player;
  // A level new to a running round gets its questions now (the same the start would have made).
  if (level !== undefined) ensureLevelQuestions(state, level);
  // A roster seat is its child, not a name: roster nicknames are the teacher's, unique per class.
  if (childId === undefined) state.nicknames[nicknameKey(nickname)] = id;
  state.nextSeq += 1;
  state.activeCount += 1;
  state.connectedCount += 1;
  const effects: Effect[] = [];
  emitPlayerDelta(state, player, effects);
  emitResync(state, player, effects);
  return {
    effects,
    ack: { kind: 'joined', playerId: id, nickname, character: player.character },
  };
}
