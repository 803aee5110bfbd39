import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../clock/language';
import { toClockTime } from '../clock/time';
import { classifyAnswer, isFallbackTag } from './classify';
import { DIFFICULTIES, MINUTE_STEP } from './settings';
import { buildTimeChoices } from './time-choices';

const byLabel = (choices: ReturnType<typeof buildTimeChoices>) =>
  Object.fromEntries(choices.map((c) => [c.label, c.tag]));

describe('buildTimeChoices: examples', () => {
  it('When the target is 3:45 at quarter difficulty, then the anchors example comes out', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 45 },
      targetDayTime: null,
      step: 15,
    });
    expect(byLabel(choices)).toEqual({
      '3:45': null,
      '9:15': 'hands_swapped',
      '3:15': 'past_to_reversed',
      '4:45': 'next_hour',
    });
  });

  it('When the target is 3:00 at hour difficulty, then 12:15 (hands swapped) is among the options', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 0 },
      targetDayTime: null,
      step: 60,
    });
    expect(byLabel(choices)).toEqual({
      '3:00': null,
      '12:15': 'hands_swapped',
      '2:00': 'previous_hour',
      '4:00': 'off_by_one_step',
    });
  });

  it('When the target is 3:15 at 5 minutes, then 3:03 (numeral as minutes) is among the options', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 15 },
      targetDayTime: null,
      step: 5,
    });
    expect(byLabel(choices)).toMatchObject({ '3:03': 'numeral_as_minutes' });
  });

  it('When the target is 7:55, then 8:55 (next hour) is among the options', () => {
    const choices = buildTimeChoices({
      target: { hour: 7, minute: 55 },
      targetDayTime: null,
      step: 5,
    });
    expect(byLabel(choices)).toMatchObject({ '8:55': 'next_hour' });
  });

  it('When German words show 2:30, then "halb zwei" (1:30) is the halb trap', () => {
    const choices = buildTimeChoices({
      target: { hour: 2, minute: 30 },
      targetDayTime: null,
      step: 30,
      wordsLanguage: 'de',
    });
    expect(byLabel(choices)).toMatchObject({ '1:30': 'halb_trap', '3:30': 'next_hour' });
  });

  it('When playing 24-hour at 15:00 with the 24-hour focus, then 13:00 (h24_drop_ten) is an option and 03:00 is not', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 0 },
      targetDayTime: { hour: 15, minute: 0 },
      step: 60,
      preferTags: ['h24_drop_ten'],
    });
    const labels = byLabel(choices);
    expect(labels['15:00']).toBeNull();
    expect(labels['13:00']).toBe('h24_drop_ten');
    expect(labels).not.toHaveProperty('03:00');
  });
});

describe('buildTimeChoices: every time at every difficulty', () => {
  const check = (
    choices: ReturnType<typeof buildTimeChoices>,
    context: Parameters<typeof classifyAnswer>[2],
  ) => {
    expect(choices).toHaveLength(4);
    expect(new Set(choices.map((c) => c.label)).size).toBe(4);
    expect(new Set(choices.map((c) => `${c.time.hour}:${c.time.minute}`)).size).toBe(4);
    const [correct, ...wrong] = choices;
    expect(correct?.tag).toBeNull();
    for (const c of wrong) {
      expect(c.tag).not.toBeNull();
      if (!c.tag) continue;
      expect(isFallbackTag(c.tag)).toBe(false);
      if (c.dayTime) expect(toClockTime(c.dayTime)).toEqual(c.time);
      const again = classifyAnswer(correct?.time ?? c.time, c.time, {
        ...context,
        answerDayTime: c.dayTime,
      });
      expect(again?.tag).toBe(c.tag);
    }
  };

  it('When 12-hour, then 4 distinct options, one correct, every wrong one tagged by its classification', () => {
    for (const difficulty of DIFFICULTIES) {
      const step = MINUTE_STEP[difficulty];
      for (let hour = 1; hour <= 12; hour++) {
        for (let minute = 0; minute < 60; minute += step) {
          for (const wordsLanguage of [null, ...LANGUAGES]) {
            const target = { hour, minute };
            const choices = buildTimeChoices({ target, targetDayTime: null, step, wordsLanguage });
            check(choices, { step, wordsLanguage });
            expect(choices[0]?.label).toBe(`${hour}:${String(minute).padStart(2, '0')}`);
          }
        }
      }
    }
  });

  it('When 24-hour, then no two options show the same face (spec 5) and all is as above', () => {
    for (const difficulty of DIFFICULTIES) {
      const step = MINUTE_STEP[difficulty];
      for (let hour = 0; hour < 24; hour++) {
        for (let minute = 0; minute < 60; minute += step) {
          const targetDayTime = { hour, minute };
          const target = toClockTime(targetDayTime);
          for (const preferTags of [[], ['h24_drop_ten' as const]]) {
            const choices = buildTimeChoices({ target, targetDayTime, step, preferTags });
            check(choices, { step, targetDayTime });
            for (const c of choices) expect(c.label).toMatch(/^\d\d:\d\d$/);
          }
        }
      }
    }
  });
});
