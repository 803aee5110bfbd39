import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dragHourHandWholeHours,
  handDragDelta,
  handDragDirection,
  moveHandDrag,
  startHandDrag,
} from './hand-drag';

/** Feeds a sequence of pointer angles to a drag. */
function dragThrough(drag: ReturnType<typeof startHandDrag>, angles: number[]) {
  return angles.reduce(moveHandDrag, drag);
}

describe('hand drag', () => {
  it('When the minute hand is dragged from 12 to 3, then the time is x:15, clockwise, +15', () => {
    const drag = dragThrough(startHandDrag('minute', { hour: 4, minute: 0 }), [30, 60, 90]);
    expect(drag.time).toEqual({ hour: 4, minute: 15 });
    expect(handDragDelta(drag)).toBe(15);
    expect(handDragDirection(drag)).toBe('cw');
  });

  it('When the minute hand crosses 12 clockwise, then the hour goes forward; back again, it returns', () => {
    const forward = dragThrough(
      startHandDrag('minute', { hour: 3, minute: 50 }),
      [330, 350, 10, 30],
    );
    expect(forward.time).toEqual({ hour: 4, minute: 5 });
    const back = dragThrough(forward, [10, 350, 330]);
    expect(back.time).toEqual({ hour: 3, minute: 55 });
    expect(handDragDelta(back)).toBe(5);
  });

  it('When the minute hand goes round twice, then the delta is 720 and the hour moved 2', () => {
    const angles = Array.from({ length: 720 }, (_, i) => i + 1);
    const drag = dragThrough(startHandDrag('minute', { hour: 12, minute: 0 }), angles);
    expect(drag.time).toEqual({ hour: 2, minute: 0 });
    expect(handDragDelta(drag)).toBe(120);
  });

  it('When the step is 5, then the minute snaps to multiples of 5', () => {
    const drag = dragThrough(startHandDrag('minute', { hour: 3, minute: 0 }, 5), [40]);
    expect(drag.time).toEqual({ hour: 3, minute: 5 });
  });

  it('When the hour hand is dragged half way from 3 to 4, then the time is 3:30', () => {
    const drag = dragThrough(startHandDrag('hour', { hour: 3, minute: 0 }), [97, 105]);
    expect(drag.time).toEqual({ hour: 3, minute: 30 });
    expect(handDragDelta(drag)).toBe(30);
  });

  it('When the hour hand moves in whole hours, then it lands on the nearest hour', () => {
    expect(dragHourHandWholeHours({ hour: 3, minute: 0 }, 112).time).toEqual({
      hour: 4,
      minute: 0,
    });
    expect(dragHourHandWholeHours({ hour: 3, minute: 0 }, 100).time).toEqual({
      hour: 3,
      minute: 0,
    });
    expect(dragHourHandWholeHours({ hour: 1, minute: 0 }, 350).delta).toBe(-60);
    const drag = dragThrough(startHandDrag('hour', { hour: 3, minute: 0 }, 1, true), [118, 148]);
    expect(drag.time).toEqual({ hour: 5, minute: 0 });
  });

  it('When the pointer does not move the hand, then the drag is unchanged', () => {
    const drag = startHandDrag('minute', { hour: 3, minute: 15 });
    expect(moveHandDrag(drag, 90)).toBe(drag);
    expect(handDragDirection(drag)).toBeNull();
  });

  it('When the minute hand follows any path of small steps, then the net delta equals the time moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 719 }),
        fc.array(fc.integer({ min: -25, max: 25 }), { maxLength: 80 }),
        (start, steps) => {
          const time = { hour: Math.floor(start / 60) || 12, minute: start % 60 };
          let angle = time.minute * 6;
          let drag = startHandDrag('minute', time);
          for (const s of steps) {
            angle += s * 6;
            drag = moveHandDrag(drag, ((angle % 360) + 360) % 360);
          }
          const face = (t: { hour: number; minute: number }) => (t.hour % 12) * 60 + t.minute;
          const moved = (((face(drag.time) - face(time)) % 720) + 720) % 720;
          expect(((handDragDelta(drag) % 720) + 720) % 720).toBe(moved);
        },
      ),
    );
  });
});
