import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeArb, misconceptionTagArb, seedArb } from '../testing/game-arbitraries';
import { classifyDurationAnswer, classifyEndTimeAnswer, isFallbackTag } from './classify';
import { buildDurationChoices, buildEndTimeChoices, formatDuration } from './elapsed-choices';
import { shiftFace } from './face-math';
import { maxElapsedMinutes } from './generate-questions';
import type { MisconceptionTag } from './misconceptions';
import { createRng } from './random';

describe('formatDuration', () => {
  it('When formatting, then minutes, hours, or both', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });
});

describe('elapsed-time options', () => {
  it('When asking how long 8:30 -> 11:00 is, then the Kamii answers are distractors', () => {
    const choices = buildDurationChoices({
      start: { hour: 8, minute: 30 },
      end: { hour: 11, minute: 0 },
      minutes: 150,
      step: 30,
    });
    expect(choices.map((c) => [c.label, c.tag])).toEqual([
      ['2 h 30 min', null],
      ['3 h 30 min', 'elapsed_units'],
      ['30 min', 'elapsed_units'],
      ['40 min', 'elapsed_units'],
    ]);
  });

  it('When asking how long 6:00 -> 9:00 is, then no option is the digits subtracted ("5 h")', () => {
    const choices = buildDurationChoices({
      start: { hour: 6, minute: 0 },
      end: { hour: 9, minute: 0 },
      minutes: 180,
      step: 60,
    });
    expect(choices.map((c) => [c.label, c.tag])).toEqual([
      ['3 h', null],
      ['15 min', 'elapsed_units'],
      ['4 h', 'off_by_one_hour'],
      ['2 h', 'off_by_one_hour'],
    ]);
  });

  it('When asking the time 90 minutes after 8:30, then no-carry and digit sums are distractors', () => {
    const choices = buildEndTimeChoices({
      start: { hour: 8, minute: 30 },
      end: { hour: 10, minute: 0 },
      minutes: 90,
      step: 30,
    });
    expect(choices.map((c) => [c.label, c.tag])).toEqual([
      ['10:00', null],
      ['9:00', 'elapsed_units'],
      ['9:20', 'elapsed_units'],
      ['10:30', 'off_by_one_step'],
    ]);
  });

  const itemArb = fc
    .record({
      start: clockTimeArb,
      step: fc.constantFrom(60, 30, 15, 10, 5, 1),
      k: fc.integer({ min: 1, max: 60 }),
    })
    .map(({ start, step, k }) => {
      const minutes = Math.min(719, step * k);
      return { start, step, minutes, end: shiftFace(start, minutes) };
    });

  it('When any elapsed item is asked as a duration, then 4 distinct tagged options in 1..719 minutes', () => {
    fc.assert(
      fc.property(itemArb, (item) => {
        const choices = buildDurationChoices(item);
        expect(choices).toHaveLength(4);
        expect(new Set(choices.map((c) => c.label)).size).toBe(4);
        expect(choices[0]?.tag).toBeNull();
        for (const c of choices.slice(1)) {
          expect(c.minutes).toBeGreaterThanOrEqual(1);
          expect(c.minutes).toBeLessThanOrEqual(719);
          expect(c.tag).not.toBeNull();
          expect(classifyDurationAnswer(item, c.minutes)?.tag).toBe(c.tag);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('When any elapsed item is asked as an end time, then 4 distinct named options', () => {
    fc.assert(
      fc.property(itemArb, (item) => {
        const choices = buildEndTimeChoices(item);
        expect(choices).toHaveLength(4);
        expect(new Set(choices.map((c) => c.label)).size).toBe(4);
        expect(choices[0]?.time).toEqual(item.end);
        for (const c of choices.slice(1)) {
          expect(c.tag).not.toBeNull();
          expect(classifyEndTimeAnswer(item, c.time)?.tag).toBe(c.tag);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('When a whole-hours span is asked, then no wrong option is a whole number of hours that a digit subtraction gives', () => {
    for (let s = 0; s < 720; s += 60) {
      const start = shiftFace({ hour: 12, minute: 0 }, s);
      for (let d = 60; d <= maxElapsedMinutes(60); d += 60) {
        const end = shiftFace(start, d);
        const digits = [
          100 * end.hour - 100 * start.hour,
          Math.abs(end.hour - start.hour) * 60,
          (end.hour - start.hour) * 60,
        ].filter((x) => x !== d);
        const item = { start, end, minutes: d, step: 60 };
        for (const rng of [undefined, createRng(s + d)]) {
          for (const c of buildDurationChoices(item, { rng }).slice(1)) {
            expect(digits, `${formatDuration(d)} from ${start.hour}:00`).not.toContain(c.minutes);
            // A bare number of hours only one hour off (the first hour counted, or one short).
            if (c.minutes % 60 === 0) expect(Math.abs(c.minutes - d)).toBe(60);
          }
        }
      }
    }
  });

  it('When any rng and weights are used, then the options keep every rule and a favoured tag comes more often', () => {
    fc.assert(
      fc.property(
        itemArb,
        seedArb,
        fc.array(misconceptionTagArb, { maxLength: 4 }),
        fc.dictionary(misconceptionTagArb, fc.double({ min: 0, max: 1, noNaN: true })),
        (item, seed, levelTags, tagWeights) => {
          const rng = createRng(seed);
          const duration = buildDurationChoices(item, { rng, levelTags, tagWeights });
          expect(duration).toHaveLength(4);
          expect(new Set(duration.map((c) => c.minutes)).size).toBe(4);
          for (const c of duration.slice(1)) {
            expect(classifyDurationAnswer(item, c.minutes)?.tag).toBe(c.tag);
          }
          const endTime = buildEndTimeChoices(item, { rng, levelTags, tagWeights });
          expect(endTime).toHaveLength(4);
          expect(new Set(endTime.map((c) => c.label)).size).toBe(4);
          for (const c of endTime.slice(1)) {
            expect(classifyEndTimeAnswer(item, c.time)?.tag).toBe(c.tag);
          }
        },
      ),
      { numRuns: 400 },
    );
    const item = {
      start: { hour: 3, minute: 10 },
      end: { hour: 4, minute: 25 },
      minutes: 75,
      step: 5,
    };
    const offered = (tagWeights: Partial<Record<MisconceptionTag, number>>): number => {
      const rng = createRng(11);
      let n = 0;
      for (let i = 0; i < 300; i++) {
        const choices = buildDurationChoices(item, { rng, tagWeights });
        if (choices.some((c) => c.tag === 'numeral_as_minutes')) n++;
      }
      return n;
    };
    expect(offered({ numeral_as_minutes: 1 })).toBeGreaterThan(offered({}) + 50);
  });

  it('When the item is one the game can ask, then every wrong option names a misconception', () => {
    // Tens of thousands of items: checked in plain code and reported once (an expect per option
    // made this test take most of a minute on a busy machine).
    const bad: string[] = [];
    for (const step of [60, 30, 15, 10, 5, 1]) {
      const unit = step < 5 ? 1 : step;
      // 1-minute games start on any minute: every 23rd (prime to 5 and 60, so every minute of
      // the 5-minute marks and every hour is met) covers the cases in a few seconds.
      for (let s = 0; s < 720; s += step === 1 ? 23 : step) {
        const start = shiftFace({ hour: 12, minute: 0 }, s);
        for (let d = Math.max(5, unit); d <= maxElapsedMinutes(step); d += unit) {
          const item = { start, end: shiftFace(start, d), minutes: d, step };
          for (const choices of [buildDurationChoices(item), buildEndTimeChoices(item)]) {
            const named = choices.slice(1).every((c) => c.tag && !isFallbackTag(c.tag));
            if (choices.length !== 4 || !named) {
              bad.push(`step ${step}, from ${s} min, ${d} min: ${choices.map((c) => c.tag)}`);
            }
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
