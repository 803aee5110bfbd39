import { evaluateAnswer } from '../game/check-answer';
import type { Answer, Question } from '../game/question';
import { seatQuestion } from './adaptive';
import type { Effect } from './effects';
import { emitProgress, emitSelf } from './emit';
import { isSeat, seatOf } from './guards';
import type { Handled } from './outcome';
import { Refusal, refusal } from './refusals';
import type { RoomEventOf } from './room-events';
import { Rule } from './rules';
import { own, type RoomState } from './state';
import { closeIfAllAnswered } from './transitions';

function isInt(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Whether the answer fits the question (rule R29): one of its option labels, or a face time for
 * set the clock. Anything else is bad input and changes nothing (it is not scored as wrong).
 */
export function fitsQuestion(question: Question, answer: Answer): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  if (question.type === 'set_time') {
    if (answer.kind !== 'clock' || typeof answer.time !== 'object' || answer.time === null) {
      return false;
    }
    return isInt(answer.time.hour, 1, 12) && isInt(answer.time.minute, 0, 59);
  }
  return answer.kind === 'choice' && question.options.includes(answer.label);
}

/** Only the fields of an answer, in a fresh object (nothing else a client sent survives). */
function cleanAnswer(answer: Answer): Answer {
  return answer.kind === 'clock'
    ? { kind: 'clock', time: { hour: answer.time.hour, minute: answer.time.minute } }
    : { kind: 'choice', label: answer.label };
}

/**
 * Rules R27-R30 (and R18): an answer is judged and kept with its tag, hidden until the close.
 * O(1): no player map copy, no ranking.
 */
export function answer(state: RoomState, event: RoomEventOf<'answer'>, now: number): Handled {
  const seat = seatOf(state, event.actor);
  if (!isSeat(seat)) return seat;
  const { stage } = state;
  if (stage.phase === 'lobby') return refusal(Refusal.wrongPhase, Rule.answerOpenOnly);
  if (stage.phase !== 'question-open') return refusal(Refusal.questionClosed, Rule.answerOpenOnly);
  if (event.questionIndex !== stage.index) {
    return refusal(Refusal.wrongQuestion, Rule.answerOpenOnly);
  }
  if (stage.pause) return refusal(Refusal.paused, Rule.pause);
  // Past the deadline the question is closed, even if its timer has not fired yet.
  if (now >= stage.deadline) return refusal(Refusal.questionClosed, Rule.answerOpenOnly);
  const answers = state.answers[stage.index];
  // Each seat is judged on its own question: its level's in an adaptive room (rule R42).
  const question = seatQuestion(state, seat, stage.index);
  if (!answers || !question) return refusal(Refusal.wrongQuestion, Rule.answerOpenOnly);
  if (own(answers, seat.id) !== undefined) {
    return refusal(Refusal.alreadyAnswered, Rule.oneAnswer);
  }
  if (!fitsQuestion(question, event.answer)) {
    return refusal(Refusal.invalidAnswer, Rule.scoring);
  }

  const given = cleanAnswer(event.answer);
  const outcome = evaluateAnswer(question, given);
  const limit = state.options.secondsPerQuestion * 1000;
  answers[seat.id] = {
    answer: given,
    correct: outcome.correct,
    tag: outcome.tag,
    matches: outcome.matches,
    answeredAt: now,
    answerMs: Math.min(limit, Math.max(0, now - stage.openedAt - stage.pausedMs)),
    ...(state.options.adaptive && seat.level !== undefined ? { level: seat.level } : {}),
  };
  stage.answered += 1;
  if (seat.connected) stage.answeredConnected += 1;
  const effects: Effect[] = [];
  emitSelf(state, seat, effects);
  emitProgress(state, effects);
  closeIfAllAnswered(state, now, effects);
  return { effects, ack: { kind: 'answered', questionIndex: stage.index } };
}
