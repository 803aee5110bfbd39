import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  it('When an arrow is pressed on the hour hand, then it moves one 2.5-degree step and the minute stays', () => {
    expect(independentKeyMove(hands(120, 30), 'hour', 'ArrowRight')).toEqual({
      hands: hands(122.5, 30),
      delta: 5,
      direction: 'cw',
    });
    expect(independentKeyMove(hands(0, 30), 'hour', 'ArrowLeft')?.hands).toEqual(hands(357.5, 30));
    // Off the grid (a geared 3:07), the first step lands on the grid.
    expect(independentKeyMove(hands(93.5, 7), 'hour', 'ArrowUp')?.hands.hourAngle).toBe(95);
    expect(independentKeyMove(hands(93.5, 7), 'hour', 'ArrowDown')?.hands.hourAngle).toBe(92.5);
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

  it('When the hour hand steps up then down, then it is back on the grid point it reached first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 143 }), fc.integer({ min: 0, max: 59 }), (i, m) => {
        const start = hands(i * HOUR_HAND_STEP_DEGREES, m);
        const up = independentKeyMove(start, 'hour', 'ArrowUp');
        const back = up && independentKeyMove(up.hands, 'hour', 'ArrowDown');
        expect(back?.hands).toEqual(start);
        expect(up?.delta).toBe(5);
      }),
    );
  });
});
