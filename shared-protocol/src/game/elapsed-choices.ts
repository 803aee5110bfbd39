import { formatTime } from '../clock/format';
import type { ClockTime } from '../clock/time';
import {
  classifyDurationAnswer,
  classifyEndTimeAnswer,
  type ElapsedItem,
  elapsedUnitsDurations,
  elapsedUnitsEndTimes,
  isFallbackTag,
} from './classify';
import { shiftFace } from './face-math';
import { type DurationChoice, OPTIONS_PER_QUESTION, type TimeChoice } from './question';
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

function stepOf(item: ElapsedItem): number {
  return item.step && item.step > 0 ? item.step : 5;
}

/**
 * Options for "how long from start to end?": the correct duration first, then wrong ones from
 * `elapsed_units` (hours and minutes not coordinated), the numerals counted as minutes, one step
 * off and one hour off, then farther steps if still short. Durations stay within 1..719 minutes,
 * are distinct, and are kept only when the classifier names a misconception for them (a
 * fallback tag only as a last resort).
 */
export function buildDurationChoices(item: ElapsedItem): DurationChoice[] {
  const step = stepOf(item);
  const d = item.minutes;
  const out: DurationChoice[] = [{ label: formatDuration(d), minutes: d, tag: null }];
  const seen = new Set([d]);
  function* candidates(): Generator<number> {
    yield* elapsedUnitsDurations(item.start, item.end);
    if (d % 5 === 0) yield d / 5;
    yield* [d + step, d - step, d + 60, d - 60];
  }
  function* farther(): Generator<number> {
    for (let k = 2; k < 720; k++) yield* [d + k * step, d - k * step];
  }
  const consider = (minutes: number, allowFallback: boolean): void => {
    if (minutes < 1 || minutes > 719 || seen.has(minutes)) return;
    const classification = classifyDurationAnswer(item, minutes);
    if (classification === null) return;
    if (!allowFallback && isFallbackTag(classification.tag)) return;
    seen.add(minutes);
    out.push({ label: formatDuration(minutes), minutes, tag: classification.tag });
  };
  for (const [source, allowFallback] of [
    [candidates, false],
    [farther, false],
    [farther, true],
  ] as const) {
    for (const minutes of source()) {
      if (out.length >= OPTIONS_PER_QUESTION) break;
      consider(minutes, allowFallback);
    }
  }
  return out;
}

/**
 * Options for "what time is it N minutes after start?": the correct end time first, then wrong
 * ones from `elapsed_units` (no carry into the hour; the digits as one number), one step and one
 * hour off, then the clock-reading misconceptions of the end time. 12-hour labels, distinct face
 * times, each named by the classifier.
 */
export function buildEndTimeChoices(item: ElapsedItem): TimeChoice[] {
  const step = stepOf(item);
  const end = item.end;
  const out: TimeChoice[] = [
    { label: formatTime(end, '12h'), time: end, dayTime: null, tag: null },
  ];
  const seen = new Set([`${end.hour}:${end.minute}`]);
  function* candidates(): Generator<ClockTime> {
    yield* elapsedUnitsEndTimes(item.start, item.minutes);
    for (const minutes of [step, -step, 60, -60]) yield shiftFace(end, minutes);
    for (const choice of buildTimeChoices({ target: end, targetDayTime: null, step })) {
      yield choice.time;
    }
  }
  for (const time of candidates()) {
    if (out.length >= OPTIONS_PER_QUESTION) break;
    const key = `${time.hour}:${time.minute}`;
    if (seen.has(key)) continue;
    const classification = classifyEndTimeAnswer(item, time);
    if (classification === null || isFallbackTag(classification.tag)) continue;
    seen.add(key);
    out.push({ label: formatTime(time, '12h'), time, dayTime: null, tag: classification.tag });
  }
  return out;
}
