import { describe, expect, it } from 'vitest';
import { clientToViewBox, polar, rotateAbout } from './clock-geometry';

describe('clock geometry', () => {
  it('When a clock angle is turned into a point, then 0 is up and 90 is right', () => {
    expect(polar(0, 50)).toEqual({ x: 100, y: 50 });
    const right = polar(90, 50);
    expect(right.x).toBeCloseTo(150);
    expect(right.y).toBeCloseTo(100);
  });

  it('When a transform is written, then it turns about the centre with 2 decimals', () => {
    expect(rotateAbout(97.5)).toBe('rotate(97.5 100 100)');
    expect(rotateAbout(1 / 3)).toBe('rotate(0.33 100 100)');
  });

  it('When a client point is mapped, then the box is scaled to the 200-unit viewBox', () => {
    expect(clientToViewBox(250, 150, { left: 50, top: 50, width: 400, height: 400 })).toEqual({
      x: 100,
      y: 50,
    });
  });
});
