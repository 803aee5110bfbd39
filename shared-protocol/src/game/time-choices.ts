import { formatTime } from '../clock/format';
import type { Language } from '../clock/language';
import { type ClockTime, type DayTime, toClockTime } from '../clock/time';
import { classifyAnswer, isFallbackTag, minuteUnit } from './classify';
import { type DistractorWeighting, pickDistractors } from './distractor-weight';
import {
  dayMinutes,
  dayTimeFromMinutes,
  nearestDayTime,
  nextHour,
  numeralOf,
  partOfDay,
  previousHour,
  shiftFace,
} from './face-math';
import { MISCONCEPTION_TAGS, MisconceptionTag } from './misconceptions';
import { OPTIONS_PER_QUESTION, type TimeChoice } from './question';
import type { Rng } from './random';

/** What a set of time options is built for. */
export type TimeChoicesInput = {
  /** The correct time on the face. */
  target: ClockTime;
  /** 24-hour play: the correct time of day (its face must be `target`); null for 12-hour. */
  targetDayTime: DayTime | null;
  /** Minute step of the difficulty. */
  step: number;
  /** When the options are shown in words, their language (German enables `halb_trap`). */
  wordsLanguage?: Language | null;
  /** Without `rng`: tags whose first candidate goes before the others (e.g. a level's focus). */
  preferTags?: readonly MisconceptionTag[];
  /** Tags active at the child's level (weight 1; the others 0.2). Used with `rng`. */
  levelTags?: readonly MisconceptionTag[];
  /** The child's own recent rate of each misconception (>= 0). Used with `rng`. */
  tagWeights?: Partial<Record<MisconceptionTag, number>>;
  /**
   * Draw the wrong options by weight (see distractorWeight) instead of the fixed order, so the
   * menu follows the level and the child. Without it the options are deterministic.
   */
  rng?: Rng;
};

/** A candidate wrong answer: a face time, or (24-hour tags) a time of day. */
type Candidate = { face: ClockTime } | { day: DayTime };

const at = (hour: number, minute: number): Candidate => ({ face: { hour, minute } });

/**
 * The wrong answers each misconception predicts for the target (learning-anchors section 4), in
 * the order the tag's variants are tried. Tags that do not apply give none.
 */
function candidatesByTag(input: TimeChoicesInput): {
  map: Map<MisconceptionTag, Candidate[]>;
  late: Candidate[];
} {
  const { target, targetDayTime, step } = input;
  const h = target.hour;
  const m = target.minute;
  const N = nextHour(h);
  const P = previousHour(h);
  const around = (minutes: number): Candidate => ({ face: shiftFace(target, minutes) });
  const map = new Map<MisconceptionTag, Candidate[]>();
  const late: Candidate[] = [];
  map.set(MisconceptionTag.handsSwapped, [at(numeralOf(m), (5 * h) % 60), at(numeralOf(m), h)]);
  if (m !== 0 && m !== 30) {
    map.set(
      MisconceptionTag.pastToReversed,
      m > 30 ? [at(h, 60 - m), at(N, 60 - m)] : [at(P, 60 - m), at(h, 60 - m)],
    );
  }
  if (input.wordsLanguage === 'de' && m === 30) {
    // H:30 named "halb H" as in English "half H": the words of (H-1):30.
    map.set(MisconceptionTag.halbTrap, [at(P, 30)]);
  }
  if (m >= 30) map.set(MisconceptionTag.nextHour, [at(N, m)]);
  map.set(MisconceptionTag.previousHour, [at(P, m)]);
  const numeral: Candidate[] = [];
  if (m >= 5) numeral.push(at(h, numeralOf(m)));
  if (m >= 1 && m <= 12) numeral.push(at(h, (5 * m) % 60));
  // "3:12" for 3:00 is rarer than the hour moves, so it only fills a gap (12:00 on the hour
  // level, where swapping the hands changes nothing).
  if (m < 5) late.push(at(h, numeralOf(m)));
  map.set(MisconceptionTag.numeralAsMinutes, numeral);
  if (step < 60) {
    const unit = minuteUnit(step);
    map.set(MisconceptionTag.offByOneStep, [around(unit), around(-unit)]);
  }
  if (step < 5) {
    map.set(MisconceptionTag.tickMiscount, [around(-1), around(1), around(-2), around(2)]);
  }
  map.set(MisconceptionTag.offByOneHour, [around(60), around(-60)]);
  if (targetDayTime) {
    // The same face in the other half of the day: 14:00 -> 02:00.
    map.set(MisconceptionTag.amPmSwap, [
      { day: dayTimeFromMinutes(dayMinutes(targetDayTime) + 720) },
    ]);
    // 10 taken away instead of 12: 15:00 -> 5 o'clock, written "05:00".
    if (targetDayTime.hour >= 13 && targetDayTime.hour <= 22) {
      map.set(MisconceptionTag.h24DropTen, [{ day: { hour: targetDayTime.hour - 10, minute: m } }]);
    }
  }
  if (m >= 30) map.set(MisconceptionTag.hourHandOnNumeral, [at(N, m)]);
  return { map, late };
}

/**
 * Candidates in the deterministic order: preferred tags first, then (24-hour play) the other
 * half of the day, so that one option asks for the part of the day the prompt names; then one
 * per tag in table order, then the other variants, then the rare ones.
 */
function orderedCandidates(input: TimeChoicesInput): Candidate[] {
  const { map, late } = candidatesByTag(input);
  const prefer = new Set(input.preferTags ?? []);
  if (input.targetDayTime) prefer.add(MisconceptionTag.amPmSwap);
  const preferred = [...(input.preferTags ?? []), MisconceptionTag.amPmSwap].filter((t) =>
    prefer.has(t),
  );
  const tags = [...new Set(preferred), ...MISCONCEPTION_TAGS.filter((t) => !prefer.has(t))];
  const firsts = tags.flatMap((t) => (map.get(t) ?? []).slice(0, 1));
  const rest = tags.flatMap((t) => (map.get(t) ?? []).slice(1));
  return [...firsts, ...rest, ...late];
}

/** Farther and farther moves, used only if the misconceptions leave fewer than 3 options. */
function* safetyCandidates(target: ClockTime, step: number): Generator<Candidate> {
  for (let k = 2; k <= 720; k++) {
    yield { face: shiftFace(target, k * step) };
    yield { face: shiftFace(target, -k * step) };
    yield { face: shiftFace(target, k * 60) };
    yield { face: shiftFace(target, -k * 60) };
  }
}

const faceKey = (t: ClockTime): string => `${t.hour}:${t.minute}`;

/**
 * True when `option` may join `chosen` (wrong options) beside the correct answer: a face of its
 * own (only the other half of the day may share the correct answer's face, since the prompt
 * names the part of the day), a time of day of its own, and in 24-hour play at most one option
 * outside the part of the day the prompt names, so the answer cannot be found by striking
 * out the options that contradict the prompt.
 */
function fitsBeside(
  correct: TimeChoice,
): (chosen: readonly TimeChoice[], o: TimeChoice) => boolean {
  const target = correct.dayTime;
  const period = target ? partOfDay(target) : null;
  const outside = (c: TimeChoice): boolean =>
    period !== null && c.dayTime !== null && partOfDay(c.dayTime) !== period;
  return (chosen, option) => {
    const key = faceKey(option.time);
    if (chosen.some((c) => faceKey(c.time) === key)) return false;
    if (key === faceKey(correct.time)) {
      if (!target || !option.dayTime) return false;
      if (Math.abs(dayMinutes(option.dayTime) - dayMinutes(target)) !== 720) return false;
    }
    if (outside(option) && chosen.some(outside)) return false;
    return true;
  };
}

/**
 * The options of a time question: the correct choice first, then 3 wrong ones built from the
 * misconceptions. Each candidate is kept only if it is a valid time, not the correct answer,
 * and named by the classifier (no fallback tag): its tag is the classifier's first match, so
 * the tag a child's pick logs is the one it was built from (or an earlier rule in the table
 * that explains it equally well). Options are distinct faces and times of day; in 24-hour play
 * the other half of the day (am_pm_swap, 14:00 -> 02:00) may share the correct face, and at most
 * one option lies outside the part of the day the prompt names.
 *
 * Without `rng` the options are deterministic: preferred tags, the other half of the day in
 * 24-hour play, then table order. With `rng` the wrong options' tags are drawn by
 * distractorWeight (the level's tags and the child's own rates), one option per tag, then
 * topped up in the deterministic order. Not shuffled.
 */
export function buildTimeChoices(input: TimeChoicesInput): TimeChoice[] {
  const { target, targetDayTime, step } = input;
  const mode = targetDayTime ? '24h' : '12h';
  const correct: TimeChoice = {
    label: formatTime(targetDayTime ?? target, mode),
    time: target,
    dayTime: targetDayTime,
    tag: null,
  };
  const resolve = (candidate: Candidate, allowFallback: boolean): TimeChoice | null => {
    const face = 'face' in candidate ? candidate.face : toClockTime(candidate.day);
    if (!isFaceTime(face)) return null;
    const day = targetDayTime
      ? 'day' in candidate
        ? candidate.day
        : nearestDayTime(face, targetDayTime)
      : null;
    const classification = classifyAnswer(target, face, {
      step,
      targetDayTime,
      answerDayTime: day,
      wordsLanguage: input.wordsLanguage ?? null,
    });
    if (classification === null) return null;
    if (!allowFallback && isFallbackTag(classification.tag)) return null;
    return {
      label: formatTime(day ?? face, mode),
      time: face,
      dayTime: day,
      tag: classification.tag,
    };
  };
  const usable = (candidates: Iterable<Candidate>, allowFallback: boolean): TimeChoice[] => {
    const out: TimeChoice[] = [];
    const labels = new Set([correct.label]);
    for (const candidate of candidates) {
      const option = resolve(candidate, allowFallback);
      if (!option || labels.has(option.label)) continue;
      labels.add(option.label);
      out.push(option);
    }
    return out;
  };
  const fits = fitsBeside(correct);
  const wanted = OPTIONS_PER_QUESTION - 1;
  const weighting: DistractorWeighting = {
    levelTags: input.levelTags,
    tagWeights: input.tagWeights,
  };
  const chosen = pickDistractors(
    usable(orderedCandidates(input), false),
    wanted,
    fits,
    input.rng ? { rng: input.rng, weighting } : null,
  );
  // Never needed for a time on the difficulty's grid (tested for all of them); it keeps the
  // four options for any other time.
  for (const allowFallback of [false, true]) {
    if (chosen.length >= wanted) break;
    for (const option of usable(safetyCandidates(target, step), allowFallback)) {
      if (chosen.length >= wanted) break;
      if (!chosen.some((c) => c.label === option.label) && fits(chosen, option)) {
        chosen.push(option);
      }
    }
  }
  return [correct, ...chosen];
}

function isFaceTime(t: ClockTime): boolean {
  return (
    Number.isInteger(t.hour) &&
    t.hour >= 1 &&
    t.hour <= 12 &&
    Number.isInteger(t.minute) &&
    t.minute >= 0 &&
    t.minute <= 59
  );
}
