import { pointsFor } from '../game/score';
import type { Effect } from './effects';
import { emitHost, emitSelves, emitStudents } from './emit';
import { rankPlayers } from './ranking';
import { buildResults } from './results';
import { activePlayers, own, type QuestionOpenStage, type RoomState } from './state';
import { finalStats, summarizeQuestion } from './summary';
import { PODIUM_TIMELINE } from './timeline';
import { deadlineTimerId, podiumTimer } from './timers';

/** The steps several events share: open, close, skip, move on, podium, finish. */

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function questionMs(state: RoomState): number {
  return state.options.secondsPerQuestion * 1000;
}

/** Time the open question has run, without pauses, capped at its length. */
export function elapsedOpenMs(state: RoomState, stage: QuestionOpenStage, now: number): number {
  const pausedNow = stage.pause ? now - stage.pause.at : 0;
  return clamp(now - stage.openedAt - stage.pausedMs - pausedNow, 0, questionMs(state));
}

/** Sets the room's one timer, asking the server to cancel the previous one. */
export function setTimer(state: RoomState, timer: { id: string; at: number } | null, fx: Effect[]) {
  if (state.timer && state.timer.id !== timer?.id) {
    fx.push({ type: 'cancel', timerId: state.timer.id });
  }
  state.timer = timer;
  if (timer) fx.push({ type: 'schedule', timerId: timer.id, at: timer.at });
}

/** Opens question `index` with a fresh countdown (rules R15, R16, R19). */
export function openQuestion(state: RoomState, index: number, now: number, fx: Effect[]): void {
  const deadline = now + questionMs(state);
  state.answers[index] = {};
  state.stage = {
    phase: 'question-open',
    index,
    openedAt: now,
    deadline,
    pausedMs: 0,
    pause: null,
    answered: 0,
    answeredConnected: 0,
  };
  setTimer(state, { id: deadlineTimerId(state, index, deadline), at: deadline }, fx);
  emitHost(state, fx);
  // Adaptive rooms: each tablet's own question comes in its seat's view, sent first so a tablet
  // never shows the class question meant for the board (rule R42).
  if (state.options.adaptive) emitSelves(state, fx);
  emitStudents(state, fx);
}

/**
 * Closes the open question (rules R16-R18, R29-R31): points for right answers, answer times
 * (a missing answer counts the time it was open), the summary, one ranking. O(n log n), once.
 */
export function closeQuestion(
  state: RoomState,
  now: number,
  fx: Effect[],
  options: { emit: boolean } = { emit: true },
): void {
  const stage = state.stage;
  if (stage.phase !== 'question-open') return;
  const { index } = stage;
  const openMs = elapsedOpenMs(state, stage, now);
  const answers = state.answers[index] ?? {};
  for (const player of activePlayers(state)) {
    const record = own(answers, player.id);
    if (record) {
      const points = pointsFor(record.correct);
      player.score += points;
      if (record.correct) player.correctCount += 1;
      player.answeredCount += 1;
      player.totalAnswerMs += record.answerMs;
      player.lastResult = { questionIndex: index, answered: true, correct: record.correct, points };
    } else {
      player.totalAnswerMs += openMs;
      player.lastResult = { questionIndex: index, answered: false, correct: false, points: 0 };
    }
  }
  state.summaries[index] = summarizeQuestion(state, index, openMs, false);
  rankPlayers(state, true);
  setTimer(state, null, fx);
  state.stage = { phase: 'question-closed', index, closedAt: now };
  if (options.emit) {
    emitHost(state, fx);
    emitStudents(state, fx);
    emitSelves(state, fx);
  }
}

/**
 * Rule R18: closes the open question once every connected student has answered. Not while
 * paused, and not when nobody is connected (a classroom Wi-Fi drop must not end a question).
 */
export function closeIfAllAnswered(state: RoomState, now: number, fx: Effect[]): void {
  const { stage } = state;
  if (stage.phase !== 'question-open' || stage.pause) return;
  if (state.connectedCount > 0 && stage.answeredConnected >= state.connectedCount) {
    closeQuestion(state, now, fx);
  }
}

/** Rule R20: drops the open question (its answers do not count) and moves on. */
export function skipQuestion(state: RoomState, now: number, fx: Effect[]): void {
  const stage = state.stage;
  if (stage.phase !== 'question-open') return;
  state.answers[stage.index] = {};
  state.summaries[stage.index] = summarizeQuestion(state, stage.index, 0, true);
  setTimer(state, null, fx);
  advance(state, stage.index, now, fx);
}

/** After question `fromIndex`: the next question, or the podium after the last (rule R19). */
export function advance(state: RoomState, fromIndex: number, now: number, fx: Effect[]): void {
  if (fromIndex + 1 < state.questions.length) openQuestion(state, fromIndex + 1, now, fx);
  else enterPodium(state, now, fx);
}

/**
 * Statistics and results once per round (rules R36, R37): results are handed out only if a
 * question was asked, and only the first time.
 */
export function finishRound(state: RoomState, now: number, early: boolean, fx: Effect[]): void {
  state.stats = finalStats(state);
  if (!state.persisted && state.summaries.length > 0) {
    state.persisted = true;
    fx.push({ type: 'persist-results', results: buildResults(state, now, early) });
  }
}

/** The podium (rule R35): final ranking, statistics, results, then the timeline's first step. */
export function enterPodium(state: RoomState, now: number, fx: Effect[]): void {
  // Late joiners since the last close get a place too; movement stays as the last close left it.
  rankPlayers(state, false);
  finishRound(state, now, false, fx);
  state.stage = { phase: 'podium', startedAt: now, step: -1 };
  setTimer(state, podiumTimer(state, now, 0), fx);
  emitHost(state, fx);
  emitStudents(state, fx);
  emitSelves(state, fx);
}

/** The podium timeline reached its next step. */
export function advancePodium(state: RoomState, now: number, fx: Effect[]): void {
  const stage = state.stage;
  if (stage.phase !== 'podium') return;
  const step = stage.step + 1;
  const entry = PODIUM_TIMELINE[step];
  if (!entry) return;
  stage.step = step;
  state.timer = null;
  setTimer(state, podiumTimer(state, stage.startedAt, step + 1), fx);
  const payload = { step, stepName: entry.name, at: now };
  fx.push({ type: 'emit', to: { kind: 'host' }, event: 'room:podium', payload: { ...payload } });
  fx.push({
    type: 'emit',
    to: { kind: 'students' },
    event: 'room:podium',
    payload: { ...payload },
  });
}
