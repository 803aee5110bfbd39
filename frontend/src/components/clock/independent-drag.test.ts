import { HOUR_HAND_TOLERANCE_DEGREES } from '@ttc/shared-protocol/clock/independent-hands';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOUR_HAND_KEY_STEP_DEGREES,
  HOUR_HAND_STEP_DEGREES,
  independentDragDirection,
  independentKeyMove,
  moveIndependentDrag,
  snapHourAngle,
  startIndependentDrag,
} from './independent-drag';

const hands = (hourAngle: number, minute: number) => ({ hourAngle, minute });

describe('independent drag', () => {
  it('When the minute hand is dragged across 12, then the minute wraps and the hour hand stays', () => {
    let drag = startIndependentDrag('minute', hands(105, 45));
    for (const angle of [300, 330, 0, 30]) drag = moveIndependentDrag(drag, angle);
    expect(drag.hands).toEqual(hands(105, 5));
    expect(drag.net).toBe(20);
    expect(independentDragDirection(drag)).toBe('cw');
  });

  it('When the hour hand is dragged, then it lands on the 2.5-degree grid and the minute stays', () => {
    let drag = startIndependentDrag('hour', hands(120, 30));
    drag = moveIndependentDrag(drag, 128.9);
    drag = moveIndependentDrag(drag, 134.1);
    expect(drag.hands).toEqual(hands(135, 30));
    expect(drag.net).toBe(30);
  });

  it('When the hour hand is dragged back across 12, then it goes the short way', () => {
    let drag = startIndependentDrag('hour', hands(10, 0));
    drag = moveIndependentDrag(drag, 350);
    expect(drag.hands.hourAngle).toBe(350);
    expect(drag.net).toBe(-40);
    expect(independentDragDirection(drag)).toBe('ccw');
  });

  it('When the minute hand is dragged with step 5, then it snaps to multiples of 5', () => {
    const drag = moveIndependentDrag(startIndependentDrag('minute', hands(0, 0), 5), 100);
    expect(drag.hands.minute).toBe(15);
  });

  it('When any angle is snapped, then it is on the grid, in [0, 360) and within half a step', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (angle) => {
        const snapped = snapHourAngle(angle);
        expect(snapped).toBeGreaterThanOrEqual(0);
        expect(snapped).toBeLessThan(360);
        expect((snapped / HOUR_HAND_STEP_DEGREES) % 1).toBe(0);
        const gap = Math.abs(((((snapped - angle) % 360) + 540) % 360) - 180);
        expect(gap).toBeLessThanOrEqual(HOUR_HAND_STEP_DEGREES / 2 + 1e-9);
      }),
    );
  });
});

describe('independentKeyMove', () => {
  it('When an arrow is pressed on the hour hand, then it moves a quarter of the way between numerals and the minute stays', () => {
    expect(independentKeyMove(hands(120, 30), 'hour', 'ArrowRight')).toEqual({
      hands: hands(127.5, 30),
      delta: 15,
      direction: 'cw',
    });
    expect(independentKeyMove(hands(0, 30), 'hour', 'ArrowLeft')?.hands).toEqual(hands(352.5, 30));
    // Off the key grid (a geared 3:07, or a dragged 2.5-degree place), the first step lands on it.
    expect(independentKeyMove(hands(93.5, 7), 'hour', 'ArrowUp')?.hands.hourAngle).toBe(97.5);
    expect(independentKeyMove(hands(93.5, 7), 'hour', 'ArrowDown')?.hands.hourAngle).toBe(90);
    expect(independentKeyMove(hands(122.5, 0), 'hour', 'ArrowRight')?.hands.hourAngle).toBe(127.5);
  });

  it('When arrows turn the hour hand from a numeral, then every place a geared clock gives an hour is within the tolerance of a stop', () => {
    // The keyboard can set every right answer: some stop is within HOUR_HAND_TOLERANCE_DEGREES.
    for (let minute = 0; minute < 60; minute++) {
      let at = hands(120, minute);
      const stops = [at.hourAngle];
      for (let i = 0; i < 4; i++) {
        const up = independentKeyMove(at, 'hour', 'ArrowUp');
        if (!up) throw new Error('no move');
        at = up.hands;
        stops.push(at.hourAngle);
      }
      const geared = 120 + minute / 2;
      const nearest = Math.min(...stops.map((stop) => Math.abs(stop - geared)));
      expect(nearest).toBeLessThanOrEqual(HOUR_HAND_TOLERANCE_DEGREES / 2);
    }
  });

  it('When the minute hand is locked on 12 (level 1), then the hour hand keys land on numerals', () => {
    expect(independentKeyMove(hands(90, 0), 'hour', 'ArrowRight', 1, true)).toEqual({
      hands: hands(120, 0),
      delta: 60,
      direction: 'cw',
    });
    expect(independentKeyMove(hands(0, 0), 'hour', 'ArrowLeft', 1, true)?.hands).toEqual(
      hands(330, 0),
    );
    // A hand dragged between numerals goes to the next or previous numeral.
    expect(independentKeyMove(hands(97.5, 0), 'hour', 'ArrowUp', 1, true)?.hands.hourAngle).toBe(
      120,
    );
    expect(independentKeyMove(hands(97.5, 0), 'hour', 'PageDown', 1, true)?.hands.hourAngle).toBe(
      90,
    );
    expect(independentKeyMove(hands(97.5, 0), 'hour', 'Home', 1, true)?.hands.hourAngle).toBe(30);
    expect(independentKeyMove(hands(97.5, 0), 'hour', 'End', 1, true)?.hands.hourAngle).toBe(0);
  });

  it('When PageUp, PageDown, Home or End is pressed on the hour hand, then it moves by whole hours', () => {
    expect(independentKeyMove(hands(135, 30), 'hour', 'PageUp')?.hands.hourAngle).toBe(165);
    expect(independentKeyMove(hands(15, 30), 'hour', 'PageDown')?.hands.hourAngle).toBe(345);
    expect(independentKeyMove(hands(135, 30), 'hour', 'Home')?.hands.hourAngle).toBe(45);
    expect(independentKeyMove(hands(135, 30), 'hour', 'End')?.hands.hourAngle).toBe(15);
  });

  it('When keys move the minute hand past 12, then the minute wraps and the hour hand stays', () => {
    expect(independentKeyMove(hands(100, 59), 'minute', 'ArrowUp')).toEqual({
      hands: hands(100, 0),
      delta: 1,
      direction: 'cw',
    });
    expect(independentKeyMove(hands(100, 0), 'minute', 'ArrowDown')?.hands).toEqual(hands(100, 59));
    expect(independentKeyMove(hands(100, 50), 'minute', 'PageUp')?.hands).toEqual(hands(100, 5));
    expect(independentKeyMove(hands(100, 7), 'minute', 'ArrowUp', 5)?.hands.minute).toBe(10);
    expect(independentKeyMove(hands(100, 40), 'minute', 'Home')?.hands.minute).toBe(0);
    expect(independentKeyMove(hands(100, 40), 'minute', 'End', 5)?.hands.minute).toBe(55);
  });

  it('When another key is pressed, then there is no move', () => {
    expect(independentKeyMove(hands(100, 40), 'minute', 'a')).toBeNull();
    expect(independentKeyMove(hands(100, 40), 'hour', 'Enter')).toBeNull();
  });

  it('When the hour hand steps up then down, then it is back on the key stop it started from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 0, max: 59 }), (i, m) => {
        const start = hands(i * HOUR_HAND_KEY_STEP_DEGREES, m);
        const up = independentKeyMove(start, 'hour', 'ArrowUp');
        const back = up && independentKeyMove(up.hands, 'hour', 'ArrowDown');
        expect(back?.hands).toEqual(start);
        expect(up?.delta).toBe(15);
      }),
    );
  });
});
