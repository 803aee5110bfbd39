import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../clock/language';
import { toClockTime } from '../clock/time';
import { misconceptionTagArb, seedArb } from '../testing/game-arbitraries';
import { classifyAnswer, isFallbackTag } from './classify';
import { partOfDay } from './face-math';
import { MisconceptionTag } from './misconceptions';
import type { TimeChoice } from './question';
import { createRng } from './random';
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

  it('When the target is 3:00 at hour difficulty, then the hour after is off_by_one_hour, not a minute step', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 0 },
      targetDayTime: null,
      step: 60,
    });
    expect(byLabel(choices)).toEqual({
      '3:00': null,
      '12:15': 'hands_swapped',
      '2:00': 'previous_hour',
      '4:00': 'off_by_one_hour',
    });
  });

  it('When the target is 3:37 at any minute, then one minute off is tick_miscount', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 37 },
      targetDayTime: null,
      step: 1,
      preferTags: [MisconceptionTag.tickMiscount],
    });
    expect(byLabel(choices)).toMatchObject({ '3:36': 'tick_miscount' });
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

  it('When playing 24-hour at 14:00, then 02:00 (am_pm_swap) is an option beside 14:00', () => {
    const choices = buildTimeChoices({
      target: { hour: 2, minute: 0 },
      targetDayTime: { hour: 14, minute: 0 },
      step: 60,
    });
    expect(byLabel(choices)).toMatchObject({ '14:00': null, '02:00': 'am_pm_swap' });
  });

  it('When playing 24-hour at 15:00 with the 24-hour focus, then 05:00 (h24_drop_ten) is an option and, as it already contradicts the afternoon, 03:00 is not', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 0 },
      targetDayTime: { hour: 15, minute: 0 },
      step: 60,
      preferTags: [MisconceptionTag.h24DropTen],
    });
    const labels = byLabel(choices);
    expect(labels['15:00']).toBeNull();
    expect(labels['05:00']).toBe('h24_drop_ten');
    expect(labels).not.toHaveProperty('03:00');
    expect(labels).not.toHaveProperty('13:00');
  });
});

/** The checks every menu must pass, whatever built it. */
function checkMenu(
  choices: readonly TimeChoice[],
  context: Parameters<typeof classifyAnswer>[2] = {},
): void {
  expect(choices).toHaveLength(4);
  expect(new Set(choices.map((c) => c.label)).size).toBe(4);
  const [correct, ...wrong] = choices;
  if (!correct) return;
  expect(correct.tag).toBeNull();
  expect(wrong.every((c) => c.tag !== null)).toBe(true);
  const targetDay = correct.dayTime;
  // Faces: distinct, except the other half of the day beside the correct answer.
  const faces = new Set(wrong.map((c) => `${c.time.hour}:${c.time.minute}`));
  expect(faces.size).toBe(3);
  for (const c of wrong) {
    if (!c.tag) continue;
    expect(isFallbackTag(c.tag)).toBe(false);
    if (c.dayTime) expect(toClockTime(c.dayTime)).toEqual(c.time);
    const sameFace = c.time.hour === correct.time.hour && c.time.minute === correct.time.minute;
    if (sameFace) expect(c.tag).toBe('am_pm_swap');
    const again = classifyAnswer(correct.time, c.time, { ...context, answerDayTime: c.dayTime });
    expect(again?.tag).toBe(c.tag);
  }
  if (targetDay) {
    const period = partOfDay(targetDay);
    const outside = wrong.filter((c) => c.dayTime && partOfDay(c.dayTime) !== period);
    expect(outside.length).toBeLessThanOrEqual(1);
  }
}

describe('buildTimeChoices: every time at every difficulty', () => {
  it('When 12-hour, then 4 distinct options, one correct, every wrong one tagged by its classification', () => {
    for (const difficulty of DIFFICULTIES) {
      const step = MINUTE_STEP[difficulty];
      for (let hour = 1; hour <= 12; hour++) {
        for (let minute = 0; minute < 60; minute += step) {
          for (const wordsLanguage of [null, ...LANGUAGES]) {
            const target = { hour, minute };
            const choices = buildTimeChoices({ target, targetDayTime: null, step, wordsLanguage });
            checkMenu(choices, { step, wordsLanguage });
            expect(choices[0]?.label).toBe(`${hour}:${String(minute).padStart(2, '0')}`);
          }
        }
      }
    }
  });

  it('When 24-hour, then distinct times of day, at most one outside the stated part of the day, and am_pm_swap offered', () => {
    let withSwap = 0;
    let total = 0;
    for (const difficulty of DIFFICULTIES) {
      const step = MINUTE_STEP[difficulty];
      for (let hour = 0; hour < 24; hour++) {
        for (let minute = 0; minute < 60; minute += step) {
          const targetDayTime = { hour, minute };
          const target = toClockTime(targetDayTime);
          for (const preferTags of [[], [MisconceptionTag.h24DropTen]]) {
            const choices = buildTimeChoices({ target, targetDayTime, step, preferTags });
            checkMenu(choices, { step, targetDayTime });
            for (const c of choices) expect(c.label).toMatch(/^\d\d:\d\d$/);
            total++;
            if (choices.some((c) => c.tag === 'am_pm_swap')) withSwap++;
            // One option always asks for the part of the day: the other half of the day, or
            // (for the 24-hour focus at 13-22 h) 10 taken away instead of 12.
            const h24 = preferTags.length > 0 && hour >= 13 && hour <= 22;
            expect(choices.some((c) => c.tag === (h24 ? 'h24_drop_ten' : 'am_pm_swap'))).toBe(true);
          }
        }
      }
    }
    expect(withSwap / total).toBeGreaterThan(0.5);
  });
});

describe('buildTimeChoices: weighted by the level and the child', () => {
  const stepArb = fc.constantFrom(...DIFFICULTIES.map((d) => MINUTE_STEP[d]));
  const weightsArb = fc.dictionary(
    misconceptionTagArb,
    fc.double({ min: 0, max: 1, noNaN: true }),
  ) as fc.Arbitrary<Partial<Record<MisconceptionTag, number>>>;
  const itemArb = fc
    .record({
      step: stepArb,
      hour: fc.integer({ min: 0, max: 23 }),
      k: fc.integer({ min: 0, max: 59 }),
      use24: fc.boolean(),
      words: fc.constantFrom(null, ...LANGUAGES),
    })
    .map(({ step, hour, k, use24, words }) => {
      const minute = (k * step) % 60;
      const day = { hour, minute };
      return {
        target: toClockTime(day),
        targetDayTime: use24 ? day : null,
        step,
        wordsLanguage: use24 ? null : words,
      };
    });

  it('When any rng, level and weights are given, then the menu keeps every rule', () => {
    fc.assert(
      fc.property(
        itemArb,
        seedArb,
        fc.array(misconceptionTagArb, { maxLength: 6 }),
        weightsArb,
        (item, seed, levelTags, tagWeights) => {
          const choices = buildTimeChoices({
            ...item,
            rng: createRng(seed),
            levelTags,
            tagWeights,
          });
          checkMenu(choices, {
            step: item.step,
            targetDayTime: item.targetDayTime,
            wordsLanguage: item.wordsLanguage,
          });
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('When the same seed is given twice, then the same menu comes out', () => {
    fc.assert(
      fc.property(itemArb, seedArb, (item, seed) => {
        const a = buildTimeChoices({ ...item, rng: createRng(seed) });
        const b = buildTimeChoices({ ...item, rng: createRng(seed) });
        expect(a).toEqual(b);
      }),
      { numRuns: 200 },
    );
  });

  it('When an rng is given, then the menu of one target time varies from question to question', () => {
    const rng = createRng(7);
    const menus = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const choices = buildTimeChoices({
        target: { hour: 3, minute: 25 },
        targetDayTime: null,
        step: 5,
        rng,
      });
      menus.add(
        choices
          .map((c) => c.label)
          .sort()
          .join(' '),
      );
    }
    expect(menus.size).toBeGreaterThan(5);
  });

  it('When a child swaps the hands often, then hands_swapped is offered far more often', () => {
    const share = (tagWeights: Partial<Record<MisconceptionTag, number>>): number => {
      const rng = createRng(42);
      let offered = 0;
      let total = 0;
      for (let hour = 1; hour <= 12; hour++) {
        for (let minute = 5; minute < 60; minute += 5) {
          for (let i = 0; i < 3; i++) {
            const choices = buildTimeChoices({
              target: { hour, minute },
              targetDayTime: null,
              step: 5,
              rng,
              levelTags: [MisconceptionTag.numeralAsMinutes, MisconceptionTag.offByOneStep],
              tagWeights,
            });
            total++;
            if (choices.some((c) => c.tag === 'hands_swapped')) offered++;
          }
        }
      }
      return offered / total;
    };
    const plain = share({});
    const swapper = share({ hands_swapped: 0.6 });
    expect(swapper).toBeGreaterThan(plain + 0.25);
    expect(swapper).toBeGreaterThan(0.5);
  });

  it('When a tag is active at the level, then it is offered more often than when it is not', () => {
    const count = (levelTags: MisconceptionTag[]): number => {
      const rng = createRng(3);
      let n = 0;
      for (let i = 0; i < 400; i++) {
        const choices = buildTimeChoices({
          target: { hour: 3, minute: 45 },
          targetDayTime: null,
          step: 15,
          rng,
          levelTags,
        });
        if (choices.some((c) => c.tag === 'previous_hour')) n++;
      }
      return n;
    };
    expect(count([MisconceptionTag.previousHour])).toBeGreaterThan(
      count([MisconceptionTag.nextHour]) + 100,
    );
  });
});
