import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeArb, minuteStepArb } from '../testing/clock-arbitraries';
import { isHandKey, stepHandByKey } from './hand-keys';
import { fromFaceMinutes, toFaceMinutes } from './time';

describe('stepHandByKey (ARIA slider keys, geared)', () => {
  it.each([
    [{ hour: 3, minute: 59 }, 'minute', 'ArrowUp', 1, { hour: 4, minute: 0 }, 1],
    [{ hour: 4, minute: 0 }, 'minute', 'ArrowDown', 1, { hour: 3, minute: 59 }, -1],
    [{ hour: 3, minute: 7 }, 'minute', 'ArrowRight', 5, { hour: 3, minute: 10 }, 3],
    [{ hour: 3, minute: 7 }, 'minute', 'ArrowLeft', 5, { hour: 3, minute: 5 }, -2],
    [{ hour: 3, minute: 10 }, 'minute', 'ArrowUp', 5, { hour: 3, minute: 15 }, 5],
    [{ hour: 3, minute: 55 }, 'minute', 'ArrowUp', 5, { hour: 4, minute: 0 }, 5],
    [{ hour: 12, minute: 0 }, 'minute', 'ArrowDown', 15, { hour: 11, minute: 45 }, -15],
    [{ hour: 3, minute: 50 }, 'minute', 'PageUp', 1, { hour: 4, minute: 5 }, 15],
    [{ hour: 3, minute: 0 }, 'minute', 'PageUp', 30, { hour: 3, minute: 30 }, 30],
    [{ hour: 3, minute: 5 }, 'minute', 'PageDown', 5, { hour: 2, minute: 50 }, -15],
    [{ hour: 3, minute: 7 }, 'hour', 'PageUp', 1, { hour: 4, minute: 7 }, 60],
    [{ hour: 12, minute: 30 }, 'hour', 'PageDown', 5, { hour: 11, minute: 30 }, -60],
    [{ hour: 3, minute: 0 }, 'hour', 'ArrowUp', 5, { hour: 4, minute: 0 }, 60],
    [{ hour: 3, minute: 20 }, 'hour', 'ArrowRight', 5, { hour: 4, minute: 20 }, 60],
    [{ hour: 3, minute: 20 }, 'hour', 'ArrowLeft', 1, { hour: 2, minute: 20 }, -60],
    [{ hour: 1, minute: 45 }, 'hour', 'ArrowDown', 15, { hour: 12, minute: 45 }, -60],
    [{ hour: 12, minute: 7 }, 'hour', 'ArrowUp', 1, { hour: 1, minute: 7 }, 60],
  ] as const)(
    'When %o has the %s hand and %s is pressed with step %i, then it is %o (%i)',
    (time, hand, key, step, to, delta) => {
      const move = stepHandByKey(time, hand, key, step);
      expect(move).toEqual({ time: to, delta, direction: delta > 0 ? 'cw' : 'ccw' });
    },
  );

  it.each(['Enter', 'Home', 'a', ' '])('When %j is pressed, then nothing is handled', (key) => {
    expect(stepHandByKey({ hour: 3, minute: 0 }, 'minute', key)).toBeNull();
    expect(isHandKey(key)).toBe(false);
  });

  it('When arrows are pressed on the minute hand, then the time goes to the neighbouring multiple of the step, never staying put', () => {
    fc.assert(
      fc.property(
        clockTimeArb,
        minuteStepArb,
        fc.constantFrom('ArrowUp', 'ArrowDown'),
        (time, step, key) => {
          const move = stepHandByKey(time, 'minute', key, step);
          expect(move).not.toBeNull();
          if (!move) return;
          expect(move.time.minute % step).toBe(0);
          expect(Math.abs(move.delta)).toBeGreaterThan(0);
          expect(Math.abs(move.delta)).toBeLessThanOrEqual(step);
          expect(move.direction).toBe(key === 'ArrowUp' ? 'cw' : 'ccw');
          expect(move.time).toEqual(fromFaceMinutes(toFaceMinutes(time) + move.delta));
        },
      ),
    );
  });

  it('When arrows are pressed on the hour hand, then the hour changes by one and the minutes stay, whatever the step', () => {
    fc.assert(
      fc.property(
        clockTimeArb,
        minuteStepArb,
        fc.constantFrom('ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'),
        (time, step, key) => {
          const move = stepHandByKey(time, 'hour', key, step);
          const up = key === 'ArrowUp' || key === 'ArrowRight';
          expect(move?.time.minute).toBe(time.minute);
          expect(move?.time.hour).toBe(((((time.hour - 1 + (up ? 1 : -1)) % 12) + 12) % 12) + 1);
          expect(move?.delta).toBe(up ? 60 : -60);
        },
      ),
    );
  });

  it('When PageUp then PageDown are pressed, then the time is back where it was', () => {
    fc.assert(
      fc.property(
        clockTimeArb,
        fc.constantFrom('hour' as const, 'minute' as const),
        minuteStepArb,
        (time, hand, step) => {
          const up = stepHandByKey(time, hand, 'PageUp', step);
          const down = up && stepHandByKey(up.time, hand, 'PageDown', step);
          expect(down?.time).toEqual(time);
        },
      ),
    );
  });
});
