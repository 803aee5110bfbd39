import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeArb, minuteArb } from '../testing/clock-arbitraries';
import { moveMinuteHand } from './drag';
import {
  type DragSession,
  dragSessionDirection,
  dragSessionReducer,
  initialDragSession,
} from './drag-session';
import { elapsedMinutes } from './elapsed';

function run(deltas: number[]): DragSession {
  return deltas.reduce(
    (s, delta) => dragSessionReducer(s, { type: 'move', delta }),
    initialDragSession,
  );
}

describe('dragSessionReducer', () => {
  it('When nothing has moved, then there is no direction', () => {
    expect(initialDragSession).toEqual({ net: 0, travelled: 0, moves: 0, lastDirection: null });
    expect(dragSessionDirection(initialDragSession)).toBeNull();
  });

  it('When the hands go forward 30 and back 10, then the session is clockwise by 20 over 40 minutes', () => {
    const s = run([10, 20, -10]);
    expect(s).toEqual({ net: 20, travelled: 40, moves: 3, lastDirection: 'ccw' });
    expect(dragSessionDirection(s)).toBe('cw');
  });

  it('When the hands go round more than a full turn, then the net is the true distance', () => {
    const s = run(Array.from({ length: 25 }, () => -30));
    expect(s.net).toBe(-750);
    expect(dragSessionDirection(s)).toBe('ccw');
  });

  it('When moves of 0 come in, then the state is the same object', () => {
    const s = run([5]);
    expect(dragSessionReducer(s, { type: 'move', delta: 0 })).toBe(s);
  });

  it('When reset, then it starts over', () => {
    expect(dragSessionReducer(run([5, 6]), { type: 'reset' })).toEqual(initialDragSession);
  });

  it('When a delta is not an integer, then it throws a RangeError', () => {
    expect(() => dragSessionReducer(initialDragSession, { type: 'move', delta: 1.5 })).toThrow(
      RangeError,
    );
  });

  it('When a drag is a series of minute-hand moves, then net is the face change and the elapsed reading agrees', () => {
    fc.assert(
      fc.property(clockTimeArb, fc.array(minuteArb, { maxLength: 40 }), (start, targets) => {
        let time = start;
        let session = initialDragSession;
        for (const to of targets) {
          const move = moveMinuteHand(time, to);
          time = move.time;
          session = dragSessionReducer(session, { type: 'move', delta: move.delta });
        }
        expect(session.travelled).toBeGreaterThanOrEqual(Math.abs(session.net));
        const dir = dragSessionDirection(session);
        const elapsed = elapsedMinutes(start, time, dir);
        expect((((elapsed - session.net) % 720) + 720) % 720).toBe(0);
        if (Math.abs(session.net) < 720) expect(elapsed).toBe(session.net);
      }),
    );
  });
});
