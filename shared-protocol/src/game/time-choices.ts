import { formatTime } from '../clock/format';
import type { Language } from '../clock/language';
import { type ClockTime, type DayTime, toClockTime } from '../clock/time';
import { classifyAnswer, isFallbackTag } from './classify';
import {
  dayMinutes,
  dayTimeFromMinutes,
  nearestDayTime,
  nextHour,
  numeralOf,
  previousHour,
  shiftFace,
} from './face-math';
import { MISCONCEPTION_TAGS, MisconceptionTag } from './misconceptions';
import { OPTIONS_PER_QUESTION, type TimeChoice } from './question';

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
  /** Tags whose first candidate goes before the others (e.g. a level's focus). */
  preferTags?: readonly MisconceptionTag[];
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
  // "3:12" for 3:00 is rarer than the step and hour moves, so it only fills a gap (12:00 on the
  // hour level, where swapping the hands changes nothing).
  if (m < 5) late.push(at(h, numeralOf(m)));
  map.set(MisconceptionTag.numeralAsMinutes, numeral);
  map.set(MisconceptionTag.offByOneStep, [around(step), around(-step)]);
  if (step < 5) map.set(MisconceptionTag.tickMiscount, [around(2), around(-2)]);
  map.set(MisconceptionTag.offByOneHour, [around(60), around(-60)]);
  if (targetDayTime) {
    // Spec section 5 removes options that differ from another only by 12 hours, so this one is
    // always dropped when the correct answer is among the options; it is listed for the record.
    map.set(MisconceptionTag.amPmSwap, [
      { day: dayTimeFromMinutes(dayMinutes(targetDayTime) + 720) },
    ]);
    if (h >= 3) map.set(MisconceptionTag.h24DropTen, [{ day: { hour: h + 10, minute: m } }]);
  }
  if (m >= 30) map.set(MisconceptionTag.hourHandOnNumeral, [at(N, m)]);
  return { map, late };
}

/**
 * Candidates in build order: preferred tags first, then one per tag in table order, then the
 * other variants, then the rare ones.
 */
function orderedCandidates(input: TimeChoicesInput): Candidate[] {
  const { map, late } = candidatesByTag(input);
  const prefer = new Set(input.preferTags ?? []);
  const tags = [
    ...MISCONCEPTION_TAGS.filter((t) => prefer.has(t)),
    ...MISCONCEPTION_TAGS.filter((t) => !prefer.has(t)),
  ];
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

/**
 * The options of a time question: the correct choice first, then 3 wrong ones built from the
 * misconceptions in table order. Candidates that are invalid, the correct answer, or the same
 * face time as an option already taken are dropped: in 24-hour play this is spec section 5's
 * rule that options differing only by 12 hours are removed. So are candidates the classifier
 * cannot name (a fallback tag): every wrong option stands for a named misconception. Each wrong option's tag is the
 * classifier's first match for it, so the tag a child's pick logs is the one it was built from
 * (or an earlier rule in the table that explains it equally well). Not shuffled.
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
  const out: TimeChoice[] = [correct];
  const seenFaces = new Set([`${target.hour}:${target.minute}`]);
  const consider = (candidate: Candidate, allowFallback: boolean): void => {
    const face = 'face' in candidate ? candidate.face : toClockTime(candidate.day);
    if (!isFaceTime(face)) return;
    const key = `${face.hour}:${face.minute}`;
    if (seenFaces.has(key)) return;
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
    if (classification === null) return;
    if (!allowFallback && isFallbackTag(classification.tag)) return;
    seenFaces.add(key);
    out.push({
      label: formatTime(day ?? face, mode),
      time: face,
      dayTime: day,
      tag: classification.tag,
    });
  };
  for (const candidate of orderedCandidates(input)) {
    if (out.length >= OPTIONS_PER_QUESTION) break;
    consider(candidate, false);
  }
  // Never needed for a time on the difficulty's grid (tested for all of them); it keeps the
  // four options for any other time.
  for (const allowFallback of [false, true]) {
    for (const candidate of safetyCandidates(target, step)) {
      if (out.length >= OPTIONS_PER_QUESTION) break;
      consider(candidate, allowFallback);
    }
  }
  return out;
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
