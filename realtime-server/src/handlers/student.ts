import { timingSafeEqual } from 'node:crypto';
import { suggestNicknames } from '@ttc/shared-protocol/classroom/friendly-names';
import {
  checkTypedNickname,
  nicknameKey,
  normalizeNickname,
} from '@ttc/shared-protocol/classroom/nickname';
import { NicknameMode } from '@ttc/shared-protocol/classroom/options';
import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import { classroomChoices } from '@ttc/shared-protocol/classroom/roster';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import { own, type RoomState } from '@ttc/shared-protocol/classroom/state';
import { type Ack, ackError, ackOk, ErrorCode } from '@ttc/shared-protocol/errors';
import { CODES_BLOCKED_MESSAGE } from '@ttc/shared-protocol/realtime/join-codes';
import { hashRejoinToken, newPlayerId, newRejoinToken, newSeed } from '../room/codes';
import { sendDirect } from '../room/direct-emit';
import { type RoomContext, refusalAck } from '../room/room-context';
import type { DirectReply } from '../room/room-service';
import { ClaimScope, seatOfToken, storeSeatToken } from '../room/seat-claims';
import { seatRoom, studentsRoom } from '../room/socket-rooms';
import type { RealtimeSocket } from '../socket-types';
import type { ClientEventTable } from './client-event';

/** The answer to every typed code from a blocked connection or address, right or wrong. */
function codesBlocked(context: RoomContext): Ack<never> {
  context.counters.joinMissesLimited += 1;
  return ackError(ErrorCode.RateLimited, CODES_BLOCKED_MESSAGE);
}

/** A code (or QR key) that opens no room: counted against the connection and its address. */
async function missedCode(socket: RealtimeSocket, context: RoomContext): Promise<Ack<never>> {
  await context.joinCodes.miss(socket, socket.data.ip);
  return refusalAck(refusal(Refusal.roomNotFound, Rule.create));
}

/**
 * The room a code opens for this connection, or the answer to send instead. With the room's QR
 * key the limits do not apply (a wrong key is a wrong code, and tells nothing: the answer is the
 * same whether the code is live or not). A typed code goes through the limits: from a connection
 * or address over its limit it is refused before it is looked up, so a right code and a wrong one
 * get the same answer at the same speed. A right typed code is never counted.
 */
async function openRoom(
  socket: RealtimeSocket,
  context: RoomContext,
  code: string,
  key: string | undefined,
): Promise<{ state: RoomState } | { refused: Ack<never> }> {
  if (key !== undefined) {
    const state = await context.rooms.peek(code);
    if (state && sameSecret(state.joinKey, key)) return { state };
    return { refused: await missedCode(socket, context) };
  }
  const tried = await context.joinCodes.tryCode(socket, socket.data.ip, () =>
    context.rooms.peek(code),
  );
  if (tried.blocked) return { refused: codesBlocked(context) };
  if (!tried.found) return { refused: refusalAck(refusal(Refusal.roomNotFound, Rule.create)) };
  return { state: tried.found };
}

/** Constant-time comparison of a room's QR key with the one a client sent. */
function sameSecret(expected: string | null | undefined, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Into the room's student broadcast and the seat's own room (out of an earlier seat's). */
async function takeSeat(socket: RealtimeSocket, code: string, playerId: string) {
  const previous = socket.data.seat;
  if (previous && (previous.code !== code || previous.playerId !== playerId)) {
    await socket.leave(seatRoom(previous.code, previous.playerId));
    if (previous.code !== code) await socket.leave(studentsRoom(previous.code));
  }
  await socket.join([studentsRoom(code), seatRoom(code, playerId)]);
  socket.data.seat = { code, playerId };
}

/** A join with this seat token is still on its way (a double tap, or a retry racing it). */
function seatInTheMaking(): Ack<never> {
  return ackError(ErrorCode.Unavailable, 'Still joining. Try again in a moment.');
}

/** The emits meant for this connection's own seat, sent to it directly (see `DirectReply`). */
export function replyTo(socket: RealtimeSocket, playerId: string): DirectReply {
  return {
    playerId,
    emit: (event, payload) => sendDirect(socket, event, payload),
  };
}

/** A student's events: name suggestions, join, rejoin by token, answer. */
export function registerStudentHandlers(events: ClientEventTable, context: RoomContext): void {
  const { roomStore: store } = context;

  events.on('room:suggest-names', async ({ code, key, count, character }, socket) => {
    const opened = await openRoom(socket, context, code, key);
    if ('refused' in opened) return opened.refused;
    const { state } = opened;
    // Said at code entry, before the child picks a character and a name only to be refused.
    if (state.locked) return refusalAck(refusal(Refusal.roomLocked, Rule.joinLocked));
    // A class room's names are its roster's, shown only here: after the code (or QR key) passed.
    const classroom = classroomChoices(state);
    // Each child at their own level: the join screen asks a level where the device has none.
    const adaptive = state.options.adaptive === true;
    if (classroom) return ackOk({ names: [], classroom, adaptive });
    const names = suggestNicknames({
      seed: newSeed(),
      language: state.options.language,
      count,
      character,
      isTaken: (text) => own(state.nicknames, nicknameKey(text)) !== undefined,
    });
    return ackOk({
      names,
      typedNames: state.options.nicknameMode === NicknameMode.typed,
      adaptive,
    });
  });

  events.on('room:join', async (payload, socket) => {
    const { code } = payload;
    if (socket.data.seat && !payload.seatToken) {
      return refusalAck(refusal(Refusal.alreadyJoined, Rule.joinOnce));
    }
    const opened = await openRoom(socket, context, code, payload.key);
    if ('refused' in opened) return opened.refused;

    // A join made with a device-made token that already opens a seat is a repeat (its ack was
    // lost): the answer is that seat, not a second one.
    const seatHash = payload.seatToken ? hashRejoinToken(payload.seatToken) : null;
    const earlier = seatHash ? await seatOfToken(store, code, seatHash) : null;
    if (earlier && !earlier.revoked && payload.seatToken) {
      return repeatJoin(socket, code, earlier.playerId, payload.seatToken);
    }
    if (socket.data.seat) return refusalAck(refusal(Refusal.alreadyJoined, Rule.joinOnce));

    const playerId = newPlayerId();
    // The seat this device held before (its old token), so a ban sticks to the device.
    const prior = payload.rejoinToken
      ? await seatOfToken(store, code, hashRejoinToken(payload.rejoinToken))
      : earlier;
    // The device's own token for the new seat, claimed first so two copies of one join in flight
    // cannot both take a seat (a revoked one is not reused: the server makes one).
    const ownToken = payload.seatToken && !earlier ? payload.seatToken : null;
    if (ownToken && seatHash) {
      const claimed = await store.claim(code, ClaimScope.token, seatHash, playerId);
      if (!claimed.ok) return seatInTheMaking();
    }

    // A typed name is claimed first: of simultaneous joins with one name exactly one gets it.
    let nameKey: string | null = null;
    if (payload.nickname.kind === 'typed') {
      const normalized = normalizeNickname(payload.nickname.text);
      if (checkTypedNickname(normalized) === null) {
        nameKey = nicknameKey(normalized);
        const claimed = await store.claim(code, ClaimScope.name, nameKey, playerId);
        if (!claimed.ok) {
          if (ownToken && seatHash) {
            await store.releaseClaim(code, ClaimScope.token, seatHash, playerId);
          }
          return claimed.reason === 'taken'
            ? refusalAck(refusal(Refusal.nicknameTaken, Rule.nicknameUnique))
            : missedCode(socket, context);
        }
      }
    }

    const rejoinToken = ownToken ?? newRejoinToken();
    const releaseName = async () => {
      if (nameKey !== null) await store.releaseClaim(code, ClaimScope.name, nameKey, playerId);
      if (ownToken && seatHash)
        await store.releaseClaim(code, ClaimScope.token, seatHash, playerId);
    };
    const result = await context.rooms
      .dispatch(
        code,
        {
          type: 'join',
          actor: { role: 'student', playerId },
          nickname: payload.nickname,
          character: payload.character,
          priorPlayerId: prior?.playerId ?? null,
          // Adaptive rooms: the device's level (a roster child's level from the API comes first).
          ...(payload.level !== undefined ? { level: payload.level } : {}),
        },
        async () => {
          await storeSeatToken(store, code, playerId, hashRejoinToken(rejoinToken));
          await takeSeat(socket, code, playerId);
        },
        replyTo(socket, playerId),
      )
      .catch(async (error: unknown) => {
        // Whether or not the seat was saved is unknown: the name must not stay blocked by a seat
        // that may not exist (the reducer still refuses a name a saved seat holds).
        await releaseName().catch(() => {});
        throw error;
      });
    if ('error' in result) {
      await releaseName();
      return refusalAck(result);
    }
    await context.timers.serve(code);
    if (result.ack.kind !== 'joined') throw new Error('A join was acknowledged as something else');
    const { nickname, character } = result.ack;
    return ackOk({ playerId, nickname, character, rejoinToken });
  });

  events.on('room:rejoin', async ({ code, rejoinToken }, socket) => {
    // A token that opens a seat is a 144-bit secret: it is let in whatever the code limits say.
    const seat = await seatOfToken(store, code, hashRejoinToken(rejoinToken));
    if (!seat) {
      // Otherwise it is one more try at a code, under the same limits as a typed one, and counted
      // even when the room exists (a join cut short by a reload meets this, seldom).
      const tried = await context.joinCodes.tryCode(socket, socket.data.ip, async () => {
        if (!(await store.exists(code))) return null;
        await context.joinCodes.miss(socket, socket.data.ip);
        return code;
      });
      if (tried.blocked) return codesBlocked(context);
      if (!tried.found) return refusalAck(refusal(Refusal.roomNotFound, Rule.create));
      return ackError(ErrorCode.Forbidden, 'This seat cannot be found. Join again.');
    }
    const back = await backIntoSeat(socket, code, seat.playerId);
    if (back.ok && seat.revoked) throw new Error('A revoked seat was let back in');
    return back;
  });

  /** The reducer's reconnect for `playerId` on this connection: same seat, same score. */
  async function backIntoSeat(socket: RealtimeSocket, code: string, playerId: string) {
    const result = await context.rooms.dispatch(
      code,
      { type: 'reconnect', actor: { role: 'student', playerId } },
      async () => {
        await takeSeat(socket, code, playerId);
      },
      replyTo(socket, playerId),
    );
    if ('error' in result) return refusalAck(result);
    const player = own(result.state.players, playerId);
    if (!player) throw new Error('A rejoined seat is missing');
    await context.timers.serve(code);
    return ackOk({ playerId, nickname: player.nickname, character: player.character });
  }

  /** A join repeated with its seat token: the seat the first one took, with the same token. */
  async function repeatJoin(
    socket: RealtimeSocket,
    code: string,
    playerId: string,
    seatToken: string,
  ) {
    const seat = socket.data.seat;
    if (seat && (seat.code !== code || seat.playerId !== playerId)) {
      return refusalAck(refusal(Refusal.alreadyJoined, Rule.joinOnce));
    }
    // The first copy holds the token but its seat is not in the room yet.
    const state = await context.rooms.peek(code);
    if (!state || !own(state.players, playerId)) return seatInTheMaking();
    const back = await backIntoSeat(socket, code, playerId);
    return back.ok ? ackOk({ ...back.data, rejoinToken: seatToken }) : back;
  }

  events.on('answer:submit', async ({ questionIndex, answer }, socket) => {
    const seat = socket.data.seat;
    if (!seat) return refusalAck(refusal(Refusal.notInRoom, Rule.studentOnly));
    const event = {
      type: 'answer',
      actor: { role: 'student', playerId: seat.playerId },
      questionIndex,
      answer,
    } as const;
    // Applied by the node holding the room's lease, this one or another.
    const outcome = await context.forwarding.submit(seat.code, event);
    if ('failed' in outcome) throw new Error('The forwarded answer could not be applied');
    if ('error' in outcome) return refusalAck(outcome);
    return ackOk({ questionIndex });
  });
}
