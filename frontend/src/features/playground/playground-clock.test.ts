import { MINUTES_PER_FACE, toFaceMinutes } from '@ttc/shared-protocol/clock/time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialPlaygroundClock,
  isTracking,
  type PlaygroundClock,
  type PlaygroundClockEvent,
  playgroundClockReducer,
  timePassed,
} from './playground-clock';

const run = (state: PlaygroundClock, ...events: PlaygroundClockEvent[]) =>
  events.reduce(playgroundClockReducer, state);

const start = initialPlaygroundClock({ hour: 3, minute: 15 });

describe('the Playground clock', () => {
  it('When nothing is set, then there is no tracking and no time passed', () => {
    const moved = run(start, { type: 'move', time: { hour: 4, minute: 0 }, delta: 45 });
    expect(moved.clockTime).toEqual({ hour: 4, minute: 0 });
    expect(isTracking(moved)).toBe(false);
    expect(timePassed(moved)).toBeNull();
  });

  it('When the start is set and the hands go forward 2 h 15 min, then 135 minutes have passed', () => {
    const state = run(
      start,
      { type: 'setStart' },
      { type: 'move', time: { hour: 4, minute: 15 }, delta: 60 },
      { type: 'move', time: { hour: 5, minute: 30 }, delta: 75 },
    );
    expect(isTracking(state)).toBe(true);
    expect(state.startTime).toEqual({ hour: 3, minute: 15 });
    expect(timePassed(state)).toBe(135);
  });

  it('When the hands go back 45 minutes, then the time passed is -45', () => {
    const state = run(
      start,
      { type: 'setStart' },
      { type: 'move', time: { hour: 2, minute: 30 }, delta: -45 },
    );
    expect(timePassed(state)).toBe(-45);
  });

  it('When the hands go forward 11 hours, then the drag direction wins over the 600-minute wrap', () => {
    const state = run(
      initialPlaygroundClock({ hour: 12, minute: 10 }),
      { type: 'setStart' },
      { type: 'move', time: { hour: 11, minute: 50 }, delta: 700 },
    );
    expect(timePassed(state)).toBe(700);
  });

  it('When the moves cancel out, then the undirected rule wraps beyond 600 minutes', () => {
    // Keyboard steps may come with no delta information at all (a full turn back and forth).
    const state = run(
      initialPlaygroundClock({ hour: 12, minute: 10 }),
      { type: 'setStart' },
      { type: 'move', time: { hour: 11, minute: 50 }, delta: 10 },
      { type: 'move', time: { hour: 11, minute: 50 }, delta: -10 },
    );
    expect(timePassed(state)).toBe(-20);
  });

  it('When a drag is still going on, then its time and minutes count as one more move', () => {
    const state = run(
      start,
      { type: 'setStart' },
      { type: 'move', time: { hour: 3, minute: 45 }, delta: 30 },
    );
    expect(timePassed(state, { time: { hour: 2, minute: 15 }, delta: -90 })).toBe(-60);
    expect(timePassed(state, { time: { hour: 1, minute: 45 }, delta: 660 })).toBe(630);
    expect(timePassed(state, null)).toBe(30);
    expect(
      timePassed(initialPlaygroundClock(start.clockTime), { time: start.clockTime, delta: 5 }),
    ).toBeNull();
  });

  it('When the start is set again, then the moves before it are forgotten', () => {
    const state = run(
      start,
      { type: 'setStart' },
      { type: 'move', time: { hour: 4, minute: 15 }, delta: 60 },
      { type: 'setStart' },
    );
    expect(state.startTime).toEqual({ hour: 4, minute: 15 });
    expect(timePassed(state)).toBe(0);
  });

  it('When Reset is pressed, then the clock shows the given time and tracking stops', () => {
    const state = run(
      start,
      { type: 'setStart' },
      { type: 'move', time: { hour: 4, minute: 15 }, delta: 60 },
      { type: 'reset', now: { hour: 9, minute: 41 } },
    );
    expect(state).toEqual(initialPlaygroundClock({ hour: 9, minute: 41 }));
    expect(isTracking(state)).toBe(false);
  });

  it('When a move carries a broken delta, then the time still changes and nothing throws', () => {
    const state = run(
      start,
      { type: 'setStart' },
      { type: 'move', time: { hour: 3, minute: 20 }, delta: Number.NaN },
    );
    expect(state.clockTime).toEqual({ hour: 3, minute: 20 });
    expect(timePassed(state)).toBe(5);
  });

  it('For any moves from the start, start + time passed is the time shown, in the direction moved', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -400, max: 400 }), { maxLength: 20 }), (deltas) => {
        let state = run(start, { type: 'setStart' });
        let face = toFaceMinutes(start.clockTime);
        for (const delta of deltas) {
          face += delta;
          const m = ((face % MINUTES_PER_FACE) + MINUTES_PER_FACE) % MINUTES_PER_FACE;
          const time = { hour: Math.floor(m / 60) || 12, minute: m % 60 };
          state = run(state, { type: 'move', time, delta });
        }
        const passed = timePassed(state) ?? Number.NaN;
        const net = deltas.reduce((a, b) => a + b, 0);
        const expectedEnd = toFaceMinutes(start.clockTime) + passed;
        const gap = (expectedEnd - face) % MINUTES_PER_FACE;
        expect(Math.abs(gap)).toBe(0);
        if (net > 0) expect(passed).toBeGreaterThanOrEqual(0);
        if (net < 0) expect(passed).toBeLessThanOrEqual(0);
      }),
    );
  });
});
