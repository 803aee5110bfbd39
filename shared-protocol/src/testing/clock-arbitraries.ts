import fc from 'fast-check';
import type { DragDirection } from '../clock/drag';
import { HOUR_MODES, type HourMode } from '../clock/format';
import { LANGUAGES, type Language } from '../clock/language';
import { MINUTE_STEPS, type MinuteStep } from '../clock/snap';
import {
  type ClockTime,
  type DayTime,
  fromFaceMinutes,
  MINUTES_PER_DAY,
  MINUTES_PER_FACE,
} from '../clock/time';

/** Any face time: hour 1-12, minute 0-59. */
export const clockTimeArb: fc.Arbitrary<ClockTime> = fc.record({
  hour: fc.integer({ min: 1, max: 12 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

/** Any time of day: hour 0-23, minute 0-59. */
export const dayTimeArb: fc.Arbitrary<DayTime> = fc.record({
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

/** Face minutes 0-719 (see toFaceMinutes). */
export const faceMinutesArb: fc.Arbitrary<number> = fc.integer({
  min: 0,
  max: MINUTES_PER_FACE - 1,
});

/** A minute 0-59. */
export const minuteArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 59 });

/** One of the snapping steps 1, 5, 15, 30. */
export const minuteStepArb: fc.Arbitrary<MinuteStep> = fc.constantFrom(...MINUTE_STEPS);

/** One of the five languages. */
export const languageArb: fc.Arbitrary<Language> = fc.constantFrom(...LANGUAGES);

/** '12h' or '24h'. */
export const hourModeArb: fc.Arbitrary<HourMode> = fc.constantFrom(...HOUR_MODES);

/** A known drag direction, or null when none was recorded. */
export const dragDirectionArb: fc.Arbitrary<DragDirection | null> = fc.constantFrom(
  'cw',
  'ccw',
  null,
);

/** Any finite angle in degrees, including negative ones and several turns. */
export const angleArb: fc.Arbitrary<number> = fc.double({
  min: -1080,
  max: 1080,
  noNaN: true,
  noDefaultInfinity: true,
});

/** Every face time, 12:00 to 11:59, for exhaustive tests (720 items). */
export function allClockTimes(): ClockTime[] {
  return Array.from({ length: MINUTES_PER_FACE }, (_, i) => fromFaceMinutes(i));
}

/** Every time of day, 0:00 to 23:59, for exhaustive tests (1440 items). */
export function allDayTimes(): DayTime[] {
  return Array.from({ length: MINUTES_PER_DAY }, (_, i) => ({
    hour: Math.floor(i / 60),
    minute: i % 60,
  }));
}
