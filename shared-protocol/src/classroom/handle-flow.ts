import { generateQuestions } from '../game/generate-questions';
import { makeRoundLevelQuestions } from './adaptive';
import type { Effect } from './effects';
import { emitHost, emitSelves, emitStudents } from './emit';
import { refuseUnlessHost } from './guards';
import { gameSettingsFor } from './options';
import { type Handled, OK } from './outcome';
import { Refusal, refusal } from './refusals';
import type { RoomEventOf } from './room-events';
import { Rule } from './rules';
import type { RoomState } from './state';
import {
  advance,
  advancePodium,
  closeQuestion,
  finishRound,
  openQuestion,
  setTimer,
  skipQuestion,
} from './transitions';

const MAX_ID_LENGTH = 128;

/** Rule R15. */
export function start(state: RoomState, event: RoomEventOf<'start'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  if (state.stage.phase !== 'lobby') return refusal(Refusal.wrongPhase, Rule.start);
  if (state.activeCount < 1) return refusal(Refusal.noPlayers, Rule.start);
  if (typeof event.seed !== 'number' || !Number.isFinite(event.seed)) {
    return refusal(Refusal.invalidEvent, Rule.start);
  }
  state.questions = generateQuestions(
    event.seed,
    gameSettingsFor(state.options),
    state.options.questionCount,
  );
  // Adaptive rooms: every level in play gets its own questions from the same seed (rule R42).
  if (state.options.adaptive) {
    state.seed = event.seed;
    makeRoundLevelQuestions(state);
  }
  state.answers = [];
  state.summaries = [];
  state.startedAt = now;
  const effects: Effect[] = [];
  openQuestion(state, 0, now, effects);
  return { effects, ack: OK };
}

/** Rule R19. */
export function next(state: RoomState, event: RoomEventOf<'next'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const { stage } = state;
  if (stage.phase !== 'question-closed') return refusal(Refusal.wrongPhase, Rule.next);
  if (event.questionIndex !== stage.index) return refusal(Refusal.wrongQuestion, Rule.next);
  const effects: Effect[] = [];
  advance(state, stage.index, now, effects);
  return { effects, ack: OK };
}

/** Rule R17. */
export function close(state: RoomState, event: RoomEventOf<'close'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const { stage } = state;
  if (stage.phase !== 'question-open') return refusal(Refusal.wrongPhase, Rule.closeEarly);
  if (event.questionIndex !== stage.index) return refusal(Refusal.wrongQuestion, Rule.closeEarly);
  const effects: Effect[] = [];
  closeQuestion(state, now, effects);
  return { effects, ack: OK };
}

/** Rule R20. */
export function skip(state: RoomState, event: RoomEventOf<'skip'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const { stage } = state;
  if (stage.phase !== 'question-open') return refusal(Refusal.wrongPhase, Rule.skip);
  if (event.questionIndex !== stage.index) return refusal(Refusal.wrongQuestion, Rule.skip);
  const effects: Effect[] = [];
  skipQuestion(state, now, effects);
  return { effects, ack: OK };
}

/** Rules R16, R35, R39: only the room's current timer counts. */
export function timerFired(
  state: RoomState,
  event: RoomEventOf<'timer-fired'>,
  now: number,
): Handled {
  if (event.actor.role !== 'system') return refusal(Refusal.forbidden, Rule.staleTimer);
  if (!state.timer || state.timer.id !== event.timerId) {
    return refusal(Refusal.staleTimer, Rule.staleTimer);
  }
  const effects: Effect[] = [];
  const { stage } = state;
  if (stage.phase === 'question-open') {
    state.timer = null;
    closeQuestion(state, now, effects);
  } else if (stage.phase === 'podium') {
    advancePodium(state, now, effects);
  } else {
    state.timer = null;
  }
  return { effects, ack: OK };
}

/** Rule R25. */
export function end(state: RoomState, event: RoomEventOf<'end'>, now: number): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  const effects: Effect[] = [];
  const early = state.stage.phase !== 'podium';
  if (state.stage.phase === 'question-open') closeQuestion(state, now, effects, { emit: false });
  if (early && state.summaries.length > 0) finishRound(state, now, true, effects);
  setTimer(state, null, effects);
  state.stage = { phase: 'ended', endedAt: now, early };
  emitHost(state, effects);
  emitStudents(state, effects);
  emitSelves(state, effects);
  return { effects, ack: OK };
}

/** Rule R26: same room, same options, same seats; a new round from zero. */
export function playAgain(
  state: RoomState,
  event: RoomEventOf<'play-again'>,
  _now: number,
): Handled {
  const denied = refuseUnlessHost(state, event.actor);
  if (denied) return denied;
  if (state.stage.phase !== 'podium') return refusal(Refusal.wrongPhase, Rule.playAgain);
  const { sessionId } = event;
  if (typeof sessionId !== 'string' || sessionId === '' || sessionId.length > MAX_ID_LENGTH) {
    return refusal(Refusal.invalidEvent, Rule.playAgain);
  }
  if (sessionId === state.sessionId) return refusal(Refusal.sameSession, Rule.playAgain);
  const effects: Effect[] = [];
  setTimer(state, null, effects);
  for (const player of Object.values(state.players)) {
    player.score = 0;
    player.correctCount = 0;
    player.answeredCount = 0;
    player.totalAnswerMs = 0;
    player.rank = null;
    player.previousRank = null;
    player.lastResult = null;
  }
  state.sessionId = sessionId;
  state.round += 1;
  state.questions = [];
  delete state.levelQuestions;
  delete state.seed;
  state.answers = [];
  state.summaries = [];
  state.top = [];
  state.stats = null;
  state.persisted = false;
  state.startedAt = null;
  state.stage = { phase: 'lobby' };
  emitHost(state, effects);
  emitStudents(state, effects);
  emitSelves(state, effects);
  return { effects, ack: OK };
}
