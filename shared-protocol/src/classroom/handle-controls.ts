import type { Effect } from './effects';
import { emitHost, emitStudents } from './emit';
import { refuseUnlessHost } from './guards';
import { nicknameKey } from './nickname';
import { type Handled, OK } from './outcome';
import { rankPlayers } from './ranking';
import { Refusal, refusal } from './refusals';
import type { RoomEventOf } from './room-events';
import { Rule } from './rules';
import { own, type PauseReason, type Player, type RoomState } from './state';
import { deadlineTimerId } from './timers';
import { closeIfAllAnswered, setTimer } from './transitions';

/** Stops the open question's countdown, keeping what is left (rules R21, R22). */
export function pauseQuestion(state: RoomState, reason: PauseReason, now: number, fx: Effect[]) {
  const { stage } = state;
  if (stage.phase !== 'question-open' || stage.pause) return;
  stage.pause = { at: now, reason, remainingMs: Math.max(0, stage.deadline - now) };
  setTimer(state, null, fx);
}

/** Restarts the countdown with the time that was left, then closes if all have answered. */
export function resumeQuestion(state: RoomState, now: number, fx: Effect[]) {
  const { stage } = state;
  if (stage.phase !== 'question-open' || !stage.pause) return;
  stage.pausedMs += Math.max(0, now - stage.pause.at);
  stage.deadline = now + stage.pause.remainingMs;
  stage.pause = null;
  setTimer(
    state,
    { id: deadlineTimerId(state, stage.index, stage.deadline), at: stage.deadline },
    fx,
  );
}

/** Rule R21. */
export function pause(state: RoomState, event: RoomEventOf<'pause'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const { stage } = state;
  if (stage.phase !== 'question-open') return refusal(Refusal.wrongPhase, Rule.pause);
  if (stage.pause) return refusal(Refusal.alreadyPaused, Rule.pause);
  const effects: Effect[] = [];
  pauseQuestion(state, 'host', now, effects);
  emitHost(state, effects);
  emitStudents(state, effects);
  return { effects, ack: OK };
}

/** Rule R21 (a host-away pause may be resumed by hand too). */
export function resume(state: RoomState, event: RoomEventOf<'resume'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const { stage } = state;
  if (stage.phase !== 'question-open') return refusal(Refusal.wrongPhase, Rule.pause);
  if (!stage.pause) return refusal(Refusal.notPaused, Rule.pause);
  const effects: Effect[] = [];
  resumeQuestion(state, now, effects);
  emitHost(state, effects);
  emitStudents(state, effects);
  closeIfAllAnswered(state, now, effects);
  return { effects, ack: OK };
}

/** Rule R23. */
export function setLocked(
  state: RoomState,
  event: RoomEventOf<'lock'> | RoomEventOf<'unlock'>,
): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  state.locked = event.type === 'lock';
  const effects: Effect[] = [];
  emitHost(state, effects);
  return { effects, ack: OK };
}

/** Takes an active seat out of the room's counts and the open question (rule R24). */
function vacate(state: RoomState, player: Player): void {
  state.activeCount -= 1;
  if (player.connected) state.connectedCount -= 1;
  const { stage } = state;
  if (stage.phase === 'question-open') {
    const answers = state.answers[stage.index];
    if (answers && own(answers, player.id) !== undefined) {
      stage.answered -= 1;
      if (player.connected) stage.answeredConnected -= 1;
      delete answers[player.id];
    }
  }
  player.connected = false;
}

/** Rule R24: kick frees the seat and its name; ban keeps the name taken and bars the seat. */
export function remove(
  state: RoomState,
  event: RoomEventOf<'kick'> | RoomEventOf<'ban'>,
  now: number,
): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const player =
    typeof event.playerId === 'string' ? own(state.players, event.playerId) : undefined;
  const reason = event.type === 'kick' ? 'kicked' : 'banned';
  const removable =
    player && (player.status === 'active' || (reason === 'banned' && player.status === 'kicked'));
  if (!player || !removable) return refusal(Refusal.playerNotFound, Rule.kickBan);

  const wasActive = player.status === 'active';
  if (wasActive) vacate(state, player);
  player.status = reason;
  if (reason === 'kicked') {
    const key = nicknameKey(player.nickname);
    if (own(state.nicknames, key) === player.id) delete state.nicknames[key];
  }
  // Ranks stay 1..n without the removed seat; movement is not disturbed.
  if (wasActive && state.top.length > 0) rankPlayers(state, false);
  const effects: Effect[] = [];
  effects.push({
    type: 'emit',
    to: { kind: 'student', playerId: player.id },
    event: 'room:removed',
    payload: { reason },
  });
  effects.push({ type: 'drop', playerId: player.id, reason });
  emitHost(state, effects);
  emitStudents(state, effects);
  closeIfAllAnswered(state, now, effects);
  return { effects, ack: OK };
}
