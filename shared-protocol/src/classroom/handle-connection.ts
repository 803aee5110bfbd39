import type { Effect } from './effects';
import { emitHost, emitPlayerDelta, emitProgress, emitResync, emitStudents } from './emit';
import { isSeat, seatOf } from './guards';
import { pauseQuestion, resumeQuestion } from './handle-controls';
import { type Handled, OK } from './outcome';
import { Refusal, refusal } from './refusals';
import type { RoomEventOf } from './room-events';
import { Rule } from './rules';
import { own, type RoomState } from './state';
import { closeIfAllAnswered } from './transitions';

function answeredOpenQuestion(state: RoomState, playerId: string): boolean {
  const { stage } = state;
  return (
    stage.phase === 'question-open' && own(state.answers[stage.index] ?? {}, playerId) !== undefined
  );
}

/** Rules R22, R38: a connection closed. A seat keeps everything; the host's absence pauses. */
export function disconnect(
  state: RoomState,
  event: RoomEventOf<'disconnect'>,
  now: number,
): Handled {
  const { actor } = event;
  const effects: Effect[] = [];
  if (actor.role === 'host') {
    if (actor.userId !== state.hostId) return refusal(Refusal.forbidden, Rule.hostOnly);
    state.hostConnected = false;
    pauseQuestion(state, 'host-away', now, effects);
    emitStudents(state, effects);
    return { effects, ack: OK };
  }
  const seat = seatOf(state, actor);
  if (!isSeat(seat)) return seat;
  if (seat.connected) {
    seat.connected = false;
    state.connectedCount -= 1;
    const { stage } = state;
    if (stage.phase === 'question-open' && answeredOpenQuestion(state, seat.id)) {
      stage.answeredConnected -= 1;
    }
    emitPlayerDelta(state, seat, effects);
    emitProgress(state, effects);
    closeIfAllAnswered(state, now, effects);
  }
  return { effects, ack: OK };
}

/** Rules R22, R38: back in the same seat (or the host back in the room), with a resync. */
export function reconnect(state: RoomState, event: RoomEventOf<'reconnect'>, now: number): Handled {
  const { actor } = event;
  const effects: Effect[] = [];
  if (actor.role === 'host') {
    if (actor.userId !== state.hostId) return refusal(Refusal.forbidden, Rule.hostOnly);
    state.hostConnected = true;
    const { stage } = state;
    if (stage.phase === 'question-open' && stage.pause?.reason === 'host-away') {
      resumeQuestion(state, now, effects);
    }
    emitHost(state, effects);
    emitStudents(state, effects);
    closeIfAllAnswered(state, now, effects);
    return { effects, ack: OK };
  }
  const seat = seatOf(state, actor);
  if (!isSeat(seat)) return seat;
  if (!seat.connected) {
    seat.connected = true;
    state.connectedCount += 1;
    const { stage } = state;
    if (stage.phase === 'question-open' && answeredOpenQuestion(state, seat.id)) {
      stage.answeredConnected += 1;
    }
    emitPlayerDelta(state, seat, effects);
    emitProgress(state, effects);
    // A student who answered, dropped and came back may be the last one the question waited
    // for: with nobody else connected it stayed open, and now everyone connected has answered.
    closeIfAllAnswered(state, now, effects);
  }
  emitResync(state, seat, effects);
  return { effects, ack: OK };
}
