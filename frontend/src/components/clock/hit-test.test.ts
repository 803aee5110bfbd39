import { handAngles } from '@ttc/shared-protocol/clock/angles';
import { describe, expect, it } from 'vitest';
import { polar } from './clock-geometry';
import { distanceToSegment, GRAB_DISTANCE, pickHand } from './hit-test';

const BOTH = ['hour', 'minute'] as const;

describe('pickHand', () => {
  it('When the touch is on the minute hand tip at 3:00, then the minute hand is grabbed', () => {
    expect(pickHand(polar(0, 70), handAngles({ hour: 3, minute: 0 }), BOTH)).toBe('minute');
  });

  it('When the touch is on the hour hand at 3:00, then the hour hand is grabbed', () => {
    expect(pickHand(polar(90, 40), handAngles({ hour: 3, minute: 0 }), BOTH)).toBe('hour');
  });

  it('When the touch is a finger-width beside the thin minute hand, then it still grabs it', () => {
    const p = polar(0, 60);
    expect(
      pickHand({ x: p.x + GRAB_DISTANCE - 2, y: p.y }, handAngles({ hour: 6, minute: 0 }), BOTH),
    ).toBe('minute');
  });

  it('When the touch is far from both hands, then nothing is grabbed', () => {
    expect(pickHand(polar(200, 70), handAngles({ hour: 3, minute: 0 }), BOTH)).toBeNull();
  });

  it('When both hands point at 12, then near the centre it is the hour hand and further out the minute hand', () => {
    const noon = handAngles({ hour: 12, minute: 0 });
    expect(pickHand(polar(0, 35), noon, BOTH)).toBe('hour');
    expect(pickHand(polar(0, 60), noon, BOTH)).toBe('minute');
  });

  it('When the touch is at the hub, then the hand pointing towards it wins', () => {
    const angles = handAngles({ hour: 3, minute: 45 });
    expect(pickHand(polar(270, 8), angles, BOTH)).toBe('minute');
    expect(pickHand(polar(100, 8), angles, BOTH)).toBe('hour');
  });

  it('When only the hour hand is shown, then the minute hand is never grabbed', () => {
    expect(pickHand(polar(0, 70), handAngles({ hour: 3, minute: 0 }), ['hour'])).toBeNull();
    expect(pickHand(polar(90, 40), handAngles({ hour: 3, minute: 0 }), ['hour'])).toBe('hour');
  });
});

describe('distanceToSegment', () => {
  it('When the point is beside, beyond or on the segment, then the distance is to the nearest point', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 10, y: 0 };
    expect(distanceToSegment({ x: 5, y: 3 }, a, b)).toBe(3);
    expect(distanceToSegment({ x: 13, y: 4 }, a, b)).toBe(5);
    expect(distanceToSegment({ x: 4, y: 0 }, a, b)).toBe(0);
    expect(distanceToSegment({ x: 3, y: 4 }, a, a)).toBe(5);
  });
});
