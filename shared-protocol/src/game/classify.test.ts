import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockTime } from '../clock/time';
import { clockTimeArb, dayTimeArb } from '../testing/game-arbitraries';
import {
  classifyAnswer,
  classifyDurationAnswer,
  classifyEndTimeAnswer,
  elapsedUnitsDurations,
  elapsedUnitsEndTimes,
  isFallbackTag,
} from './classify';
import { MISCONCEPTION_TAGS } from './misconceptions';

const t = (hour: number, minute: number): ClockTime => ({ hour, minute });
const tagOf = (target: ClockTime, answer: ClockTime, step = 5) =>
  classifyAnswer(target, answer, { step })?.tag;

describe('classifyAnswer: the taxonomy examples', () => {
  it('When the hands are swapped, then hands_swapped (3:00 -> 12:15, 3:50 -> 10:15)', () => {
    expect(tagOf(t(3, 0), t(12, 15), 60)).toBe('hands_swapped');
    expect(tagOf(t(3, 50), t(10, 15))).toBe('hands_swapped');
    expect(tagOf(t(3, 50), t(10, 3))).toBe('hands_swapped');
  });

  it('When the next hour is read from half past on, then next_hour, with hour_hand_on_numeral beside it', () => {
    const c = classifyAnswer(t(7, 55), t(8, 55));
    expect(c?.tag).toBe('next_hour');
    expect(c?.matches).toEqual(['next_hour', 'hour_hand_on_numeral']);
    expect(tagOf(t(2, 30), t(3, 30), 30)).toBe('next_hour');
  });

  it('When past and to are reversed, then past_to_reversed (6:45 -> 6:15 / 7:15, 7:15 -> 6:45)', () => {
    expect(tagOf(t(6, 45), t(6, 15), 15)).toBe('past_to_reversed');
    expect(tagOf(t(6, 45), t(7, 15), 15)).toBe('past_to_reversed');
    expect(tagOf(t(7, 15), t(6, 45), 15)).toBe('past_to_reversed');
    expect(tagOf(t(7, 15), t(7, 45), 15)).toBe('past_to_reversed');
  });

  it('When the numeral is read as minutes, then numeral_as_minutes (3:15 -> 3:03; set 4:10 as 4:50)', () => {
    expect(tagOf(t(3, 15), t(3, 3))).toBe('numeral_as_minutes');
    expect(tagOf(t(4, 8), t(4, 40), 1)).toBe('numeral_as_minutes');
    // 4:10 set as 4:50 is also "ten past" taken as "ten to": the table order puts that first.
    const c = classifyAnswer(t(4, 10), t(4, 50));
    expect(c?.tag).toBe('past_to_reversed');
    expect(c?.matches).toContain('numeral_as_minutes');
  });

  it('When the hour before is read, then previous_hour (4:05 -> 3:05)', () => {
    expect(tagOf(t(4, 5), t(3, 5))).toBe('previous_hour');
  });

  it('When the minute is one step off, then off_by_one_step, across the hour too', () => {
    expect(tagOf(t(3, 25), t(3, 20))).toBe('off_by_one_step');
    expect(tagOf(t(3, 55), t(4, 0))).toBe('off_by_one_step');
    expect(tagOf(t(3, 55), t(3, 0))).toBe('off_by_one_step');
    expect(tagOf(t(3, 30), t(3, 40), 10)).toBe('off_by_one_step');
    // On 1-minute items the step is a numeral's 5 minutes.
    expect(tagOf(t(3, 37), t(3, 42), 1)).toBe('off_by_one_step');
  });

  it("When the o'clock level is played, then the hour after is off_by_one_hour and the hour before previous_hour, never a minute step", () => {
    expect(classifyAnswer(t(3, 0), t(4, 0), { step: 60 })?.matches).toEqual(['off_by_one_hour']);
    expect(classifyAnswer(t(3, 0), t(2, 0), { step: 60 })?.matches).toEqual(['previous_hour']);
    expect(tagOf(t(12, 0), t(1, 0), 60)).toBe('off_by_one_hour');
  });

  it('When 1-minute marks are miscounted, then tick_miscount (3:37 -> 3:36, 3:35; 3:59 -> 4:00)', () => {
    expect(tagOf(t(3, 37), t(3, 36), 1)).toBe('tick_miscount');
    expect(tagOf(t(3, 37), t(3, 38), 1)).toBe('tick_miscount');
    expect(tagOf(t(3, 37), t(3, 35), 1)).toBe('tick_miscount');
    expect(tagOf(t(3, 59), t(4, 0), 1)).toBe('tick_miscount');
    expect(classifyAnswer(t(3, 37), t(3, 36), { step: 1 })?.matches).toEqual(['tick_miscount']);
    expect(tagOf(t(3, 37), t(3, 35), 5)).toBe('minute_wrong_other');
  });

  it('When the hour is one ahead before half past, then off_by_one_hour (3:10 -> 4:10)', () => {
    expect(tagOf(t(3, 10), t(4, 10))).toBe('off_by_one_hour');
  });

  it('When German words are read as English half past, then halb_trap (2:30 -> "halb zwei" = 1:30)', () => {
    expect(classifyAnswer(t(2, 30), t(1, 30), { step: 30, wordsLanguage: 'de' })?.tag).toBe(
      'halb_trap',
    );
    expect(classifyAnswer(t(2, 30), t(1, 30), { step: 30, wordsLanguage: 'en' })?.tag).toBe(
      'previous_hour',
    );
  });

  it('When 24-hour times are confused, then am_pm_swap or h24_drop_ten', () => {
    expect(
      classifyAnswer(t(2, 0), t(2, 0), {
        targetDayTime: { hour: 14, minute: 0 },
        answerDayTime: { hour: 2, minute: 0 },
      })?.tag,
    ).toBe('am_pm_swap');
    // "Set the clock to 15:00" set as 5:00 (hour - 10, the anchors' direction).
    expect(classifyAnswer(t(3, 0), t(5, 0), { targetDayTime: { hour: 15, minute: 0 } })?.tag).toBe(
      'h24_drop_ten',
    );
    // 15:00 on the clock, "05:00" picked.
    expect(
      classifyAnswer(t(3, 0), t(5, 0), {
        targetDayTime: { hour: 15, minute: 0 },
        answerDayTime: { hour: 5, minute: 0 },
      })?.tag,
    ).toBe('h24_drop_ten');
    // "17:00" shows the same wrong face, but is no 10 taken away.
    expect(
      classifyAnswer(t(3, 0), t(5, 0), {
        targetDayTime: { hour: 15, minute: 0 },
        answerDayTime: { hour: 17, minute: 0 },
      })?.tag,
    ).toBe('hour_wrong_other');
    // Before 13:00 there is no 10 to take away.
    expect(
      classifyAnswer(t(12, 0), t(2, 0), { targetDayTime: { hour: 12, minute: 0 } })?.tag,
    ).not.toBe('h24_drop_ten');
  });

  it('When nothing named explains the answer, then the fitting fallback', () => {
    expect(tagOf(t(3, 0), t(7, 0))).toBe('hour_wrong_other');
    expect(tagOf(t(3, 0), t(3, 40))).toBe('minute_wrong_other');
    expect(tagOf(t(3, 0), t(8, 41))).toBe('unclassified');
  });

  it('When the answer is right, then there is no tag; in 24-hour play the day must match too', () => {
    expect(classifyAnswer(t(3, 0), t(3, 0))).toBeNull();
    expect(
      classifyAnswer(t(3, 0), t(3, 0), {
        targetDayTime: { hour: 15, minute: 0 },
        answerDayTime: { hour: 15, minute: 0 },
      }),
    ).toBeNull();
    expect(classifyAnswer(t(3, 0), t(3, 0), { targetDayTime: { hour: 15, minute: 0 } })).toBeNull();
  });
});

describe('classifyAnswer: properties', () => {
  const stepArb = fc.constantFrom(60, 30, 15, 10, 5, 1);

  it('When any answer is given, then it is tagged exactly when it is wrong, first match first', () => {
    fc.assert(
      fc.property(clockTimeArb, clockTimeArb, stepArb, (target, answer, step) => {
        const c = classifyAnswer(target, answer, { step });
        const same = target.hour === answer.hour && target.minute === answer.minute;
        if (same) {
          expect(c).toBeNull();
          return;
        }
        expect(c).not.toBeNull();
        if (!c) return;
        expect(c.matches[0]).toBe(c.tag);
        const order = c.matches.map((m) => MISCONCEPTION_TAGS.indexOf(m));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        if (isFallbackTag(c.tag)) expect(c.matches).toEqual([c.tag]);
      }),
      { numRuns: 2000 },
    );
  });

  it('When any 24-hour answer is given, then it is tagged exactly when the time of day differs', () => {
    fc.assert(
      fc.property(dayTimeArb, dayTimeArb, stepArb, (target, answer, step) => {
        const face = (d: { hour: number; minute: number }) => ({
          hour: d.hour % 12 === 0 ? 12 : d.hour % 12,
          minute: d.minute,
        });
        const c = classifyAnswer(face(target), face(answer), {
          step,
          targetDayTime: target,
          answerDayTime: answer,
        });
        const same = target.hour === answer.hour && target.minute === answer.minute;
        expect(c === null).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('elapsed time', () => {
  const item = { start: t(8, 30), end: t(11, 0), minutes: 150, step: 30 };

  it('When hours and minutes are not coordinated, then the durations are the Kamii examples', () => {
    // 3 h 30 min (hours and minutes apart), 30 min (the hours ignored), 40 min (the 2 hour
    // jumps counted in fives); never 270, the digits subtracted as one number.
    expect(elapsedUnitsDurations(t(8, 30), t(11, 0))).toEqual([210, 30, 40]);
    expect(elapsedUnitsDurations(t(11, 0), t(1, 0))).toEqual([10]);
    expect(elapsedUnitsDurations(t(6, 0), t(9, 0))).toEqual([15]);
    expect(classifyDurationAnswer(item, 210)?.tag).toBe('elapsed_units');
    expect(classifyDurationAnswer(item, 30)?.tag).toBe('elapsed_units');
    expect(classifyDurationAnswer(item, 40)?.tag).toBe('elapsed_units');
    expect(classifyDurationAnswer(item, 270)?.tag).toBe('hour_wrong_other');
    expect(classifyDurationAnswer(item, 126)?.tag).toBe('numeral_as_minutes');
    expect(classifyDurationAnswer(item, 180)?.tag).toBe('off_by_one_step');
    expect(classifyDurationAnswer({ ...item, minutes: 60, end: t(9, 30) }, 12)?.tag).toBe(
      'numeral_as_minutes',
    );
    expect(classifyDurationAnswer(item, 90)?.tag).toBe('off_by_one_hour');
    expect(classifyDurationAnswer(item, 330)?.tag).toBe('hour_wrong_other');
    expect(classifyDurationAnswer(item, 155)?.tag).toBe('minute_wrong_other');
    expect(classifyDurationAnswer(item, 150)).toBeNull();
  });

  it('When a whole-hours span is asked, then the first hour counted too is off_by_one_hour and the digit difference names nothing', () => {
    const span = { start: t(6, 0), end: t(9, 0), minutes: 180, step: 60 };
    expect(classifyDurationAnswer(span, 240)?.matches).toEqual(['off_by_one_hour']);
    expect(classifyDurationAnswer(span, 120)?.matches).toEqual(['off_by_one_hour']);
    expect(classifyDurationAnswer(span, 15)?.tag).toBe('elapsed_units');
    expect(classifyDurationAnswer(span, 300)?.tag).toBe('hour_wrong_other');
  });

  it('When the end time is added without carrying, then elapsed_units (8:30 + 90 -> 9:00 or 9:20)', () => {
    expect(elapsedUnitsEndTimes(t(8, 30), 90)).toEqual([t(9, 0), t(9, 20)]);
    const end = { start: t(8, 30), end: t(10, 0), minutes: 90, step: 30 };
    const c = classifyEndTimeAnswer(end, t(9, 0));
    expect(c?.tag).toBe('elapsed_units');
    expect(c?.matches).toContain('previous_hour');
    expect(classifyEndTimeAnswer(end, t(9, 20))?.tag).toBe('elapsed_units');
    expect(classifyEndTimeAnswer(end, t(10, 30))?.tag).toBe('off_by_one_step');
    expect(classifyEndTimeAnswer(end, t(10, 0))).toBeNull();
  });
});
