import type { Effect, EmitEffect } from '@ttc/shared-protocol/classroom/effects';
import { nicknameKey } from '@ttc/shared-protocol/classroom/nickname';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import { own, type RoomState } from '@ttc/shared-protocol/classroom/state';
import type { Logger } from 'pino';
import type { ResultsSink } from '../results/results-sink';
import type { RealtimeServer } from '../socket-types';
import type { RoomStore } from '../store/room-store';
import { sendToLocalRoom } from './direct-emit';
import { ProgressThrottle } from './progress-throttle';
import type { DirectReply } from './room-service';
import type { RoomTimers } from './room-timers';
import { ClaimScope, revokeSeatToken } from './seat-claims';
import type { SeatRelay } from './seat-relay';
import { sessionIndex } from './session-purge';
import { hostRoom, seatRoom, studentsRoom } from './socket-rooms';

export type EffectRunnerDeps = {
  io: RealtimeServer;
  store: RoomStore<RoomState>;
  timers: RoomTimers;
  results: ResultsSink;
  logger: Logger;
  /** Where the views for one seat go (all but `room:removed`, which its `drop` must follow). */
  seats: SeatRelay;
  /**
   * True when this node is the only one (the memory adapter): the emits for the host (and a
   * seat's `room:removed`) then go straight to their connections here, with no copy in the
   * recovery buffer (a recovered connection is resynced: `reconnect` in handlers/connection.ts).
   * With several nodes they go through the adapter. The shared student view is always broadcast.
   */
  singleNode?: boolean;
};

/**
 * Carries out the reducer's effects, in order: each emit goes to exactly the Socket.IO room of
 * its audience (the view was built for that role), except that the views for the seat whose own
 * connection sent the event (`reply`: a join or rejoin resync) go straight to that connection,
 * and the other views for one seat go through the seat relay (seat-relay.ts); timers go to the
 * lease holder; a removed seat is disconnected and its rejoin token revoked; results go to the
 * sink (which retries on its own) once everything else has run.
 */
export function createEffectRunner(deps: EffectRunnerDeps) {
  const { io, store, timers, results, logger, seats, singleNode = false } = deps;
  const progress = new ProgressThrottle((code, payload) => {
    if (singleNode) sendToLocalRoom(io, hostRoom(code), 'room:progress', payload);
    else io.to(hostRoom(code)).emit('room:progress', payload as never);
  });
  /** One emit, to exactly the Socket.IO room of its audience (see the function comment). */
  const emit = (code: string, effect: EmitEffect, reply: DirectReply | undefined): void => {
    const { to } = effect;
    if (effect.event === 'room:progress') {
      progress.push(code, effect.payload);
      return;
    }
    if (effect.event === 'room:host') progress.supersede(code);
    if (reply && to.kind === 'student' && to.playerId === reply.playerId) {
      reply.emit(effect.event, effect.payload);
      return;
    }
    // `room:removed` stays on the adapter: the `drop` that follows it disconnects through
    // the adapter too, so on every node the view arrives before the disconnect.
    if (to.kind === 'student' && effect.event !== 'room:removed') {
      seats.send(code, to.playerId, effect.event, effect.payload);
      return;
    }
    if (singleNode && to.kind !== 'students') {
      const room = to.kind === 'host' ? hostRoom(code) : seatRoom(code, to.playerId);
      sendToLocalRoom(io, room, effect.event, effect.payload);
      return;
    }
    const room =
      to.kind === 'host'
        ? hostRoom(code)
        : to.kind === 'students'
          ? studentsRoom(code)
          : seatRoom(code, to.playerId);
    // The effect union pairs each event with its payload; the emit's overloads cannot
    // follow that correlation through the union.
    (io.to(room).emit as (event: string, payload: unknown) => boolean)(
      effect.event,
      effect.payload,
    );
  };
  /**
   * An answer's effects (its seat's view, the host's counter) and a close's (views, a timer
   * cancelled) are carried out at once, with no promise: only timers to schedule, drops,
   * results and an ended room wait for the store.
   */
  const run = (
    code: string,
    effects: Effect[],
    state: RoomState,
    reply?: DirectReply,
  ): Promise<void> | undefined => {
    if (state.stage.phase === 'ended' || !effects.every(isImmediate)) {
      return runAll(code, effects, state, reply);
    }
    for (const effect of effects) {
      if (effect.type === 'emit') emit(code, effect, reply);
      else if (effect.type === 'cancel') timers.cancel(code, effect.timerId);
    }
    return undefined;
  };
  const runAll = async (
    code: string,
    effects: Effect[],
    state: RoomState,
    reply?: DirectReply,
  ): Promise<void> => {
    const handOver: SessionResults[] = [];
    for (const effect of effects) {
      switch (effect.type) {
        case 'emit':
          emit(code, effect, reply);
          break;
        case 'schedule':
          await timers.schedule(code, effect.timerId, effect.at);
          break;
        case 'cancel':
          timers.cancel(code, effect.timerId);
          break;
        case 'drop': {
          // A polite disconnect: the `room:removed` emitted just before reaches the client first.
          io.in(seatRoom(code, effect.playerId)).disconnectSockets(false);
          await revokeSeatToken(store, code, effect.playerId);
          const player = own(state.players, effect.playerId);
          if (effect.reason === 'kicked' && player) {
            // The reducer freed the name; the claim that guarded it goes too.
            await store.releaseClaim(
              code,
              ClaimScope.name,
              nicknameKey(player.nickname),
              player.id,
            );
          }
          break;
        }
        case 'persist-results':
          handOver.push(effect.results);
          break;
      }
    }
    // Results last: handing them over starts with serialising the whole round (synchronously,
    // before the sink's first await), which the podium's emits need not wait for.
    for (const round of handOver) {
      // Where this round was played, should its teacher delete it while the room lives.
      await store.addToIndex(sessionIndex(round.sessionId), code);
      results.persist(round).catch((error: unknown) => {
        logger.error(
          { err: error, code, sessionId: round.sessionId },
          'Session results could not be handed over',
        );
      });
    }
    if (state.stage.phase === 'ended') await timers.unserve(code);
  };
  return Object.assign(run, { close: () => progress.clear() });
}

/** Effects carried out without waiting for anything. */
function isImmediate(effect: Effect): boolean {
  return effect.type === 'emit' || effect.type === 'cancel';
}
