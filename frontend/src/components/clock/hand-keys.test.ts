import { describe, expect, it } from 'vitest';
import { handKeyMove } from './hand-keys';

describe('handKeyMove', () => {
  it('When an arrow is pressed, then it follows stepHandByKey (next multiple of the step)', () => {
    expect(handKeyMove({ hour: 3, minute: 58 }, 'minute', 'ArrowUp')?.time).toEqual({
      hour: 3,
      minute: 59,
    });
    expect(handKeyMove({ hour: 3, minute: 7 }, 'minute', 'ArrowDown', 5)?.time).toEqual({
      hour: 3,
      minute: 5,
    });
    expect(handKeyMove({ hour: 3, minute: 50 }, 'minute', 'PageUp')?.time).toEqual({
      hour: 4,
      minute: 5,
    });
    expect(handKeyMove({ hour: 3, minute: 50 }, 'hour', 'PageDown')?.time).toEqual({
      hour: 2,
      minute: 50,
    });
  });

  it('When Home or End is pressed on the minute hand, then it goes to :00 or the last step of the hour', () => {
    expect(handKeyMove({ hour: 3, minute: 40 }, 'minute', 'Home')).toEqual({
      time: { hour: 3, minute: 0 },
      delta: -40,
      direction: 'ccw',
    });
    expect(handKeyMove({ hour: 3, minute: 40 }, 'minute', 'End')?.time).toEqual({
      hour: 3,
      minute: 59,
    });
    expect(handKeyMove({ hour: 3, minute: 40 }, 'minute', 'End', 5)?.time).toEqual({
      hour: 3,
      minute: 55,
    });
  });

  it('When Home or End is pressed on the hour hand, then it goes to 1 or 12 keeping the minutes', () => {
    expect(handKeyMove({ hour: 3, minute: 40 }, 'hour', 'Home')?.time).toEqual({
      hour: 1,
      minute: 40,
    });
    expect(handKeyMove({ hour: 3, minute: 40 }, 'hour', 'End')?.time).toEqual({
      hour: 12,
      minute: 40,
    });
    expect(handKeyMove({ hour: 12, minute: 0 }, 'hour', 'End')?.delta).toBe(0);
  });

  it('When an arrow is pressed on the geared hour hand, then the hour changes by one and the minutes stay', () => {
    expect(handKeyMove({ hour: 3, minute: 20 }, 'hour', 'ArrowRight', 5)).toEqual({
      time: { hour: 4, minute: 20 },
      delta: 60,
      direction: 'cw',
    });
    expect(handKeyMove({ hour: 1, minute: 45 }, 'hour', 'ArrowDown', 15)?.time).toEqual({
      hour: 12,
      minute: 45,
    });
  });

  it('When only the hour hand is used, then every key lands on a whole hour', () => {
    expect(handKeyMove({ hour: 3, minute: 20 }, 'hour', 'PageUp', 1, true)?.time).toEqual({
      hour: 4,
      minute: 0,
    });
    expect(handKeyMove({ hour: 3, minute: 20 }, 'hour', 'PageDown', 1, true)?.time).toEqual({
      hour: 3,
      minute: 0,
    });
    expect(handKeyMove({ hour: 3, minute: 20 }, 'hour', 'Home', 1, true)?.time).toEqual({
      hour: 1,
      minute: 0,
    });
    expect(handKeyMove({ hour: 3, minute: 20 }, 'hour', 'End', 1, true)?.time).toEqual({
      hour: 12,
      minute: 0,
    });
  });

  it('When only the hour hand is used, then the arrows go to the next or previous whole hour', () => {
    expect(handKeyMove({ hour: 3, minute: 0 }, 'hour', 'ArrowRight', 1, true)?.time).toEqual({
      hour: 4,
      minute: 0,
    });
    expect(handKeyMove({ hour: 3, minute: 20 }, 'hour', 'ArrowLeft', 1, true)?.time).toEqual({
      hour: 3,
      minute: 0,
    });
    expect(handKeyMove({ hour: 12, minute: 0 }, 'hour', 'ArrowDown', 1, true)?.time).toEqual({
      hour: 11,
      minute: 0,
    });
  });

  it('When another key is pressed, then nothing happens', () => {
    expect(handKeyMove({ hour: 3, minute: 0 }, 'minute', 'Enter')).toBeNull();
    expect(handKeyMove({ hour: 3, minute: 0 }, 'minute', 'a')).toBeNull();
  });
});
