import { hourHandAngle } from '@ttc/shared-protocol/clock/angles';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { nextHour, numeralOf } from '@ttc/shared-protocol/game/face-math';
import { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { Answer, Question } from '@ttc/shared-protocol/game/question';
import type { Rng } from '@ttc/shared-protocol/game/random';

/**
 * Simulated children for `npm run bench -- learning`: each reads the clock with a fixed habit.
 * A child answers a choice question by picking the option that matches what it reads (any
 * option when it guesses), and sets a clock to what it would read.
 */
export type SimulatedChild = {
  id: string;
  /** The misconception the child has, whose share of questions the bench reports. */
  own: MisconceptionTag | null;
  answer(question: Question, rng: Rng): Answer;
};

/** The time a child with a habit reads instead of `time`, or null when it reads it right. */
type Misread = (time: ClockTime, rng: Rng) => ClockTime | null;

const clockAnswer = (time: ClockTime): Answer => ({
  kind: 'clock',
  time,
  hourAngle: hourHandAngle(time),
});

/** A child that reads with `misread` and otherwise answers right. */
function habit(id: string, own: MisconceptionTag | null, misread: Misread): SimulatedChild {
  return {
    id,
    own,
    answer(question, rng) {
      const target = question.correctAnswer;
      const read = question.type === 'elapsed_time' ? null : misread(target, rng);
      if (question.type === 'set_time') {
        const set = read ?? target;
        // On an hour-only clock (level 1) the minute hand stays on the 12: only the hour moves.
        if (question.metadata.hands === 'hour_only')
          return clockAnswer({ hour: set.hour, minute: 0 });
        return clockAnswer(set);
      }
      const right = question.choices.find((c) => c.tag === null) ?? question.choices[0];
      if (!read) return { kind: 'choice', label: right?.label ?? question.options[0] ?? '' };
      const matching = question.choices.find(
        (c) => 'time' in c && c.time.hour === read.hour && c.time.minute === read.minute,
      );
      // The reading it makes is not offered: it looks again and finds the right one.
      return { kind: 'choice', label: (matching ?? right)?.label ?? '' };
    },
  };
}

export const perfectChild = habit('perfect', null, () => null);

export const guessingChild: SimulatedChild = {
  id: 'random guesser',
  own: null,
  answer(question, rng) {
    if (question.type !== 'set_time') return { kind: 'choice', label: rng.pick(question.options) };
    const hourOnly = question.metadata.hands === 'hour_only';
    const minute = hourOnly ? 0 : rng.int(0, 59);
    return { kind: 'clock', time: { hour: rng.int(1, 12), minute }, hourAngle: rng.int(0, 359) };
  },
};

/** Swaps the hands 60 % of the time: 3:00 read as 12:15. */
export const handsSwapper = habit(
  'swaps the hands (60 %)',
  MisconceptionTag.handsSwapped,
  (t, rng) => {
    const swapped = { hour: numeralOf(t.minute), minute: (5 * t.hour) % 60 };
    if (swapped.hour === t.hour && swapped.minute === t.minute) return null;
    return rng.next() < 0.6 ? swapped : null;
  },
);

/** Reads the hour the hand is heading for once the minute hand is past the half: 7:50 as 8:50. */
export const nextHourReader = habit(
  'reads the next hour past the half',
  MisconceptionTag.nextHour,
  (t, rng) =>
    t.minute >= 30 && rng.next() < 0.7 ? { hour: nextHour(t.hour), minute: t.minute } : null,
);

/** Counts the minutes by ones along the numerals: 3:15 read as 3:03. */
export const onesCounter = habit(
  'counts minutes by ones',
  MisconceptionTag.numeralAsMinutes,
  (t, rng) =>
    t.minute >= 5 && rng.next() < 0.7 ? { hour: t.hour, minute: numeralOf(t.minute) } : null,
);

export const SIMULATED_CHILDREN = [
  perfectChild,
  guessingChild,
  handsSwapper,
  nextHourReader,
  onesCounter,
];
