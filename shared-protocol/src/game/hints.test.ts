import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toClockTime } from '../clock/time';
import { dayTimeArb, misconceptionTagArb } from '../testing/game-arbitraries';
import { evaluateAnswer } from './check-answer';
import { exampleHint, HINT_PARAMS, type HintItem, hintFor, hintItemOf } from './hints';
import { MisconceptionTag } from './misconceptions';
import type { Question } from './question';

const reading = (hour: number, minute: number, step = 5): HintItem => ({
  kind: 'reading',
  target: { hour, minute },
  targetDayTime: null,
  step,
});

describe('hintFor', () => {
  it('When 15:00 is set as 5:00, then the hint takes away 12 from 15', () => {
    const item: HintItem = {
      kind: 'setting',
      target: { hour: 3, minute: 0 },
      targetDayTime: { hour: 15, minute: 0 },
      step: 60,
    };
    expect(hintFor(MisconceptionTag.h24DropTen, item)).toEqual({
      key: 'h24_drop_ten',
      params: { hour: 15, face: 3 },
    });
  });

  it("When the hour is one off at o'clock, then the hint says the short hand points right at the hour", () => {
    for (const tag of [MisconceptionTag.offByOneHour, MisconceptionTag.previousHour]) {
      expect(hintFor(tag, reading(3, 0, 60))).toEqual({
        key: 'hour_at_oclock',
        params: { hour: 3 },
      });
    }
    expect(hintFor(MisconceptionTag.previousHour, reading(4, 5))).toEqual({
      key: 'previous_hour',
      params: { hour: 4 },
    });
  });

  it('When the next hour is read, then the hint names both hours (7:50: not 8 yet, still 7)', () => {
    expect(hintFor(MisconceptionTag.nextHour, reading(7, 50))).toEqual({
      key: 'next_hour',
      params: { hour: 7, next: 8 },
    });
    expect(hintFor(MisconceptionTag.nextHour, reading(12, 45)).params).toEqual({
      hour: 12,
      next: 1,
    });
  });

  it('When a one-minute miss is logged at any minute, then the little-marks hint is given', () => {
    // 3:37 answered 3:36 at the 1-minute difficulty.
    const question = {
      id: 1,
      type: 'set_time',
      questionText: '',
      prompt: { key: 'game.prompt.set_clock', params: { time: '3:37' } },
      correctAnswer: { hour: 3, minute: 37 },
      clockTime: { hour: 12, minute: 0 },
      hourMode: '12h',
      difficulty: '1',
      metadata: { targetTime: { hour: 3, minute: 37 }, targetDayTime: null },
    } as Question;
    const outcome = evaluateAnswer(question, { kind: 'clock', time: { hour: 3, minute: 36 } });
    expect(outcome.tag).toBe('tick_miscount');
    expect(hintFor(MisconceptionTag.tickMiscount, hintItemOf(question)).key).toBe('tick_miscount');
  });

  it('When German halb words are mixed up, then the hint names the words and the hour they go to', () => {
    expect(hintFor(MisconceptionTag.halbTrap, reading(4, 30, 30))).toEqual({
      key: 'halb_trap',
      params: { words: 'halb fünf', next: 5 },
    });
  });

  it('When morning and afternoon are swapped, then the hint fits the part of the day', () => {
    const at = (hour: number): HintItem => ({
      kind: 'reading',
      target: toClockTime({ hour, minute: 0 }),
      targetDayTime: { hour, minute: 0 },
      step: 60,
    });
    expect(hintFor(MisconceptionTag.amPmSwap, at(14))).toEqual({
      key: 'am_pm_swap',
      params: { face: 2, hour: 14 },
    });
    expect(hintFor(MisconceptionTag.amPmSwap, at(9)).key).toBe('am_pm_swap_am');
    expect(hintFor(MisconceptionTag.amPmSwap, at(12)).key).toBe('am_pm_swap_noon');
    expect(hintFor(MisconceptionTag.amPmSwap, at(0)).key).toBe('am_pm_swap_noon');
  });

  it('When a how-long answer is an hour off, then the hint counts jumps', () => {
    const item: HintItem = {
      kind: 'elapsed',
      target: { hour: 9, minute: 0 },
      targetDayTime: null,
      step: 60,
    };
    expect(hintFor(MisconceptionTag.offByOneHour, item).key).toBe('elapsed_hour_jumps');
    expect(hintFor(MisconceptionTag.elapsedUnits, item).key).toBe('elapsed_units');
  });

  it('When any tag and item are given, then the hint names exactly the numbers its key declares', () => {
    fc.assert(
      fc.property(
        misconceptionTagArb,
        dayTimeArb,
        fc.boolean(),
        fc.constantFrom('reading' as const, 'setting' as const, 'elapsed' as const),
        (tag, day, use24, kind) => {
          const hint = hintFor(tag, {
            kind,
            target: toClockTime(day),
            targetDayTime: use24 ? day : null,
            step: 5,
          });
          expect(Object.keys(hint.params).sort()).toEqual([...HINT_PARAMS[hint.key]].sort());
        },
      ),
    );
  });
});

describe('exampleHint', () => {
  it('When a tip is shown before the answer, then it names the anchors example, each tag its own key', () => {
    expect(exampleHint(MisconceptionTag.h24DropTen)).toEqual({
      key: 'h24_drop_ten',
      params: { hour: 15, face: 3 },
    });
    expect(exampleHint(MisconceptionTag.nextHour)).toEqual({
      key: 'next_hour',
      params: { hour: 7, next: 8 },
    });
    fc.assert(
      fc.property(misconceptionTagArb, (tag) => {
        const hint = exampleHint(tag);
        expect(hint.key).toBe(tag);
        expect(Object.keys(hint.params).sort()).toEqual([...HINT_PARAMS[hint.key]].sort());
      }),
    );
  });
});
