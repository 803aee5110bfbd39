import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Question } from '../game/question';
import { POINTS_PER_CORRECT } from '../game/score';
import { seatQuestion } from './adaptive';
import { Refusal } from './refusals';
import { Rule } from './rules';
import { activePlayers, own, type RoomState } from './state';
import {
  type RoomSetup,
  runCommands,
  type Step,
  samePlainData,
  setupArb,
  type TimedCommand,
  timedCommandsArb,
} from './testing/room-commands';
import { studentEmitProblems } from './testing/student-view-check';
import { roomServerEvents } from './view-schemas';

/**
 * Random sessions (joins, starts, answers from anyone to any index, closes, skips, pauses, kicks,
 * bans, locks, timers, drops and returns, ends, play again, malformed events) against the
 * properties the issue names. Each run is a fresh room; time never runs backwards.
 * Sized for well under 20 s on a busy 2-core machine; PROP_RUNS=2000 for a longer hunt.
 */
const RUNS = Number(process.env.PROP_RUNS ?? 120);
const MAX_COMMANDS = 60;
const SEED_NOTE = 'fast-check prints the seed and the shrunk commands of a failure';

const runArb = fc.tuple(setupArb, timedCommandsArb(MAX_COMMANDS));

function property(check: (setup: RoomSetup) => (step: Step) => void) {
  fc.assert(
    fc.property(runArb, ([setup, commands]: [RoomSetup, TimedCommand[]]) => {
      runCommands(setup, commands, check(setup));
    }),
    { numRuns: RUNS },
  );
}

function accepted(step: Step): RoomState | null {
  return 'error' in step.result ? null : step.result.state;
}

/** Independent of the game code: a choice is right when it is the correct label, a clock when
 * both hands are on the target (spec section 5). Whatever else the client sent is ignored. */
function isRight(question: Question, answer: unknown): boolean {
  const given = answer as {
    kind?: unknown;
    label?: unknown;
    time?: { hour?: unknown; minute?: unknown };
  };
  if (question.type === 'set_time') {
    const target = question.metadata.targetTime;
    return (
      given.kind === 'clock' &&
      given.time?.hour === target.hour &&
      given.time?.minute === target.minute
    );
  }
  return given.kind === 'choice' && given.label === question.correctLabel;
}

type AnswerEvent = {
  type: 'answer';
  actor: { playerId: string };
  questionIndex: number;
  answer: unknown;
};

function acceptedAnswer(step: Step): AnswerEvent | null {
  const event = step.event as { type?: unknown } | null;
  return accepted(step) && event?.type === 'answer' ? (step.event as AnswerEvent) : null;
}

/** Answers the model saw accepted: `round:question:seat` -> right (by the oracle above). */
type Given = Map<string, boolean>;
const key = (round: number, index: number, seat: string) => `${round}:${index}:${seat}`;

/** Records an accepted answer; false when that seat already had one for that question. */
function remember(step: Step, given: Given): boolean {
  const event = acceptedAnswer(step);
  const before = step.before;
  if (!event || !before) return true;
  const k = key(before.round, event.questionIndex, event.actor.playerId);
  if (given.has(k)) return false;
  const seat = own(before.players, event.actor.playerId);
  // The seat's own question: its level's in an adaptive room (rule R42).
  const question = seat ? seatQuestion(before, seat, event.questionIndex) : undefined;
  if (!question) throw new Error(`answer accepted for missing question ${event.questionIndex}`);
  given.set(k, isRight(question, event.answer));
  return true;
}

describe('the session reducer under random sessions (fast-check)', () => {
  it(`[${Rule.scoring}] When any sequence of events is applied, then a score only moves by +100 per right answer of the question that closes, never otherwise and never down (a new round starts at 0)`, () => {
    property(() => {
      const given: Given = new Map();
      return (step) => {
        remember(step, given);
        const after = accepted(step);
        const { before } = step;
        if (!after) return;
        if (!before || after.round !== before.round) {
          for (const p of Object.values(after.players)) expect(p.score).toBe(0);
          return;
        }
        const stage = before.stage;
        const closing =
          stage.phase === 'question-open' && after.summaries[stage.index]?.skipped === false
            ? stage.index
            : null;
        for (const id of Object.keys(before.players)) expect(own(after.players, id)).toBeDefined();
        for (const p of Object.values(after.players)) {
          const was = own(before.players, p.id)?.score ?? 0;
          const right =
            closing !== null &&
            p.status === 'active' &&
            given.get(key(after.round, closing, p.id)) === true;
          expect(p.score - was, `${p.id} after ${JSON.stringify(step.event)} (${SEED_NOTE})`).toBe(
            right ? POINTS_PER_CORRECT : 0,
          );
          expect(p.score).toBe(p.correctCount * POINTS_PER_CORRECT);
        }
      };
    });
  });

  it(`[${Rule.oneAnswer}] When any sequence of events is applied, then at most one answer per student per question is recorded, and a recorded answer never changes`, () => {
    property(() => {
      const given: Given = new Map();
      return (step) => {
        expect(remember(step, given), `second answer accepted: ${JSON.stringify(step.event)}`).toBe(
          true,
        );
        const after = accepted(step);
        const { before } = step;
        if (!after || !before || after.round !== before.round) return;
        const event = acceptedAnswer(step);
        let added = 0;
        after.answers.forEach((records, index) => {
          for (const [seat, record] of Object.entries(records)) {
            const earlier = own(before.answers[index] ?? {}, seat);
            if (earlier) {
              expect(record, `answer of ${seat} to ${index} changed`).toStrictEqual(earlier);
              continue;
            }
            added += 1;
            expect(event, `an answer recorded by ${JSON.stringify(step.event)}`).not.toBeNull();
            expect([index, seat]).toEqual([event?.questionIndex, event?.actor.playerId]);
            const player = own(after.players, seat);
            const question = player ? seatQuestion(after, player, index) : undefined;
            if (question) expect(record.correct).toBe(isRight(question, event?.answer));
          }
        });
        expect(added).toBeLessThanOrEqual(1);
      };
    });
  });

  it(`[${Rule.noAnswerBeforeClose}][${Rule.studentViewLimits}] When any sequence of events is applied, then no student payload holds the open question's answer or result, and room views carry at most the top 5`, () => {
    property(() => (step) => {
      const after = accepted(step);
      if (!after) return;
      const effects = 'error' in step.result ? [] : step.result.effects;
      expect(studentEmitProblems(step.before, after, effects), JSON.stringify(step.event)).toEqual(
        [],
      );
    });
  });

  it(`[${Rule.version}] When any event is refused, then the room is exactly as before and the refusal names a known reason and rule; reduce never throws`, () => {
    const reasons = new Set<string>(Object.values(Refusal));
    const rules = new Set<string>(Object.values(Rule));
    property(() => (step) => {
      if (!('error' in step.result)) return;
      if (!samePlainData(step.live, step.before)) {
        expect(step.live).toStrictEqual(step.before);
        throw new Error(`refused ${JSON.stringify(step.event)} changed the room`);
      }
      const { error } = step.result;
      expect(reasons.has(error.reason), error.reason).toBe(true);
      expect(rules.has(error.rule), error.rule).toBe(true);
      expect(typeof error.code).toBe('string');
      expect(error.message.length).toBeGreaterThan(0);
    });
  });

  it(`[${Rule.version}] When any event is accepted, then the version grows by exactly 1 and the room's time never runs backwards`, () => {
    property(() => (step) => {
      const after = accepted(step);
      if (!after) return;
      const { before } = step;
      expect(after.version).toBe((before?.version ?? 0) + 1);
      expect(after.updatedAt).toBe(Math.max(before?.updatedAt ?? step.now, step.now));
    });
  });

  it(`[${Rule.closeWhenAllAnswered}] When any sequence of events is applied, then the room's counts match its seats and an unpaused question never stays open once every connected student has answered`, () => {
    property(() => (step) => {
      const after = accepted(step);
      if (!after) return;
      const active = activePlayers(after);
      const event = JSON.stringify(step.event);
      expect(after.activeCount, event).toBe(active.length);
      expect(after.connectedCount, event).toBe(active.filter((p) => p.connected).length);
      const { stage } = after;
      if (stage.phase !== 'question-open') return;
      const records = after.answers[stage.index] ?? {};
      const answered = active.filter((p) => own(records, p.id) !== undefined);
      expect(Object.keys(records).length, `answers only from active seats: ${event}`).toBe(
        answered.length,
      );
      expect(stage.answered, event).toBe(answered.length);
      expect(stage.answeredConnected, event).toBe(answered.filter((p) => p.connected).length);
      if (!stage.pause && after.connectedCount > 0) {
        expect(stage.answeredConnected, event).toBeLessThan(after.connectedCount);
      }
    });
  });

  it(`[${Rule.staleTimer}][${Rule.viewsOnly}] When any sequence of events is applied, then a server following the schedule and cancel effects holds exactly the room's one pending timer, and every payload fits its schema`, () => {
    property(() => (step) => {
      const after = accepted(step);
      if (!after || 'error' in step.result) return;
      const event = JSON.stringify(step.event);
      const table = new Map<string, number>();
      if (step.before?.timer) table.set(step.before.timer.id, step.before.timer.at);
      // A timer that fired is no longer pending on the server.
      const fired = step.event as { type?: unknown; timerId?: unknown };
      if (fired.type === 'timer-fired' && typeof fired.timerId === 'string') {
        table.delete(fired.timerId);
      }
      for (const effect of step.result.effects) {
        if (effect.type === 'schedule') table.set(effect.timerId, effect.at);
        if (effect.type === 'cancel') table.delete(effect.timerId);
        if (effect.type === 'emit') {
          const parsed = roomServerEvents[effect.event].safeParse(effect.payload);
          expect(parsed.success, `${effect.event} after ${event}`).toBe(true);
        }
      }
      const pending = [...table].map(([id, at]) => ({ id, at }));
      expect(pending, event).toEqual(after.timer ? [after.timer] : []);
    });
  });
});
