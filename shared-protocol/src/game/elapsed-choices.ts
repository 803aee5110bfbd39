import { formatTime } from '../clock/format';
import type { ClockTime } from '../clock/time';
import {
  classifyDurationAnswer,
  classifyEndTimeAnswer,
  type ElapsedItem,
  elapsedUnitsDurations,
  elapsedUnitsEndTimes,
  isFallbackTag,
  minuteUnit,
  numeralsAsMinutesDurations,
} from './classify';
import { type DistractorWeighting, pickDistractors, type WeightedPick } from './distractor-weight';
import { shiftFace } from './face-math';
import type { MisconceptionTag } from './misconceptions';
import { type DurationChoice, OPTIONS_PER_QUESTION, type TimeChoice } from './question';
import type { Rng } from './random';
import { buildTimeChoices } from './time-choices';

/**
 * A duration as the options show it (English, compact): "45 min", "2 h", "1 h 30 min".
 * The UI may render `minutes` in the player's language instead; the label is what is compared.
 */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}

/** Optional weighting of the wrong options, as for buildTimeChoices. */
export type ElapsedChoicesOptions = {
  /** Tags active at the child's level (weight 1; the others 0.2). Used with `rng`. */
  levelTags?: readonly MisconceptionTag[];
  /** The child's own recent rate of each misconception (>= 0). Used with `rng`. */
  tagWeights?: Partial<Record<MisconceptionTag, number>>;
  /** Draw the wrong options' tags by weight; without it the options are deterministic. */
  rng?: Rng;
};

function stepOf(item: ElapsedItem): number {
  return item.step && item.step > 0 ? item.step : 5;
}

function weightedPick(options: ElapsedChoicesOptions): WeightedPick | null {
  if (!options.rng) return null;
  const weighting: DistractorWeighting = {
    levelTags: options.levelTags,
    tagWeights: options.tagWeights,
  };
  return { rng: options.rng, weighting };
}

const WANTED = OPTIONS_PER_QUESTION - 1;

/**
 * Options for "how long from start to end?": the correct duration first, then wrong ones from
 * what children do (Kamii & Russell 2012): hours and minutes subtracted apart (8:30 -> 11:00
 * "3 h 30 min"), the minutes alone, the hour jumps counted in fives (`elapsed_units`); the first
 * hour counted too (6:00 -> 9:00 "4 h", `off_by_one_hour`); the minute hand's numerals counted
 * as minutes; one minute step off; 1-4 minutes off on 1-minute items; one hour short. Never the
 * digits subtracted as one number ("5 h" for 6:00 -> 9:00). Durations stay within 1..719
 * minutes, are distinct, and are kept only when the classifier names a misconception for them
 * (a fallback tag only as a last resort). With `rng`, the tags are drawn by weight
 * (distractorWeight), one option per tag, then topped up in the order above.
 */
export function buildDurationChoices(
  item: ElapsedItem,
  options: ElapsedChoicesOptions = {},
): DurationChoice[] {
  const step = stepOf(item);
  const d = item.minutes;
  const correct: DurationChoice = { label: formatDuration(d), minutes: d, tag: null };
  const candidates: number[] = [
    ...elapsedUnitsDurations(item.start, item.end),
    d + 60,
    ...numeralsAsMinutesDurations(d),
  ];
  if (step < 60) candidates.push(d + minuteUnit(step), d - minuteUnit(step));
  if (step < 5) candidates.push(d - 1, d + 1, d - 2, d + 2);
  candidates.push(d - 60);
  const usable = (source: Iterable<number>, allowFallback: boolean): DurationChoice[] => {
    const out: DurationChoice[] = [];
    const seen = new Set([d]);
    for (const minutes of source) {
      if (minutes < 1 || minutes > 719 || seen.has(minutes)) continue;
      const classification = classifyDurationAnswer(item, minutes);
      if (classification === null) continue;
      if (!allowFallback && isFallbackTag(classification.tag)) continue;
      seen.add(minutes);
      out.push({ label: formatDuration(minutes), minutes, tag: classification.tag });
    }
    return out;
  };
  const distinct = (chosen: readonly DurationChoice[], o: DurationChoice): boolean =>
    !chosen.some((c) => c.minutes === o.minutes);
  const chosen = pickDistractors(
    usable(candidates, false),
    WANTED,
    distinct,
    weightedPick(options),
  );
  function* farther(): Generator<number> {
    for (let k = 2; k < 720; k++) yield* [d + k * step, d - k * step];
  }
  for (const allowFallback of [false, true]) {
    for (const option of usable(farther(), allowFallback)) {
      if (chosen.length >= WANTED) break;
      if (distinct(chosen, option)) chosen.push(option);
    }
  }
  return [correct, ...chosen];
}

/**
 * Options for "what time is it N minutes after start?": the correct end time first, then wrong
 * ones from `elapsed_units` (no carry into the hour; the digits as one number), one step and one
 * hour off, then the clock-reading misconceptions of the end time. 12-hour labels, distinct face
 * times, each named by the classifier. With `rng`, the tags are drawn by weight, one option per
 * tag, then topped up in that order.
 */
export function buildEndTimeChoices(
  item: ElapsedItem,
  options: ElapsedChoicesOptions = {},
): TimeChoice[] {
  const step = stepOf(item);
  const end = item.end;
  const correct: TimeChoice = {
    label: formatTime(end, '12h'),
    time: end,
    dayTime: null,
    tag: null,
  };
  function* candidates(): Generator<ClockTime> {
    yield* elapsedUnitsEndTimes(item.start, item.minutes);
    const unit = step < 60 ? minuteUnit(step) : 60;
    for (const minutes of [unit, -unit, 60, -60]) yield shiftFace(end, minutes);
    if (step < 5) for (const minutes of [-1, 1]) yield shiftFace(end, minutes);
    for (const choice of buildTimeChoices({ target: end, targetDayTime: null, step })) {
      yield choice.time;
    }
  }
  const usable: TimeChoice[] = [];
  const seen = new Set([correct.label]);
  for (const time of candidates()) {
    const label = formatTime(time, '12h');
    if (seen.has(label)) continue;
    const classification = classifyEndTimeAnswer(item, time);
    if (classification === null || isFallbackTag(classification.tag)) continue;
    seen.add(label);
    usable.push({ label, time, dayTime: null, tag: classification.tag });
  }
  const distinct = (chosen: readonly TimeChoice[], o: TimeChoice): boolean =>
    !chosen.some((c) => c.label === o.label);
  return [correct, ...pickDistractors(usable, WANTED, distinct, weightedPick(options))];
}
