import type { ClockHand } from '@ttc/shared-protocol/clock/drag';

/** The clock is drawn in a 200 x 200 viewBox and scaled by CSS, so it is crisp at any size. */
export const VIEWBOX_SIZE = 200;
/** Centre of the face in viewBox units. */
export const CENTER = VIEWBOX_SIZE / 2;
/** Radius of the coloured rim. */
export const RIM_RADIUS = 97;
/** Radius of the white face inside the rim. */
export const FACE_RADIUS = 90;
/** Where the numerals and the helper circles sit (drawn above the hands, see ClockLabels). */
export const LABEL_RADIUS = 62;
/** Radius of one helper circle. */
export const HELPER_RADIUS = 10;

/**
 * The learning face (numerals and minute labels together): the minute labels sit on an outer
 * ring of small circles over the hour ticks, and the numerals move in to make room. The minute
 * hand is shortened so its arrow ends at the minute label it points at instead of under it.
 */
export const LEARNING_FACE = {
  numeralRadius: 52.5,
  minuteRingRadius: 80.5,
  minuteBubbleRadius: 8.5,
  minuteHandLength: 71,
} as const;

/**
 * Hand lengths from the centre. The hour hand is short and wide, the minute hand long and slim,
 * so the two differ in shape as well as in colour (for colour-blind children).
 */
export const HAND_LENGTH = { hour: 44, minute: 82 } as const satisfies Record<ClockHand, number>;

/** A point in viewBox units. */
export type Point = { x: number; y: number };

/** The point at `radius` from the centre in the direction of a clock angle (0 = 12, clockwise). */
export function polar(angle: number, radius: number): Point {
  const rad = (angle * Math.PI) / 180;
  return { x: CENTER + radius * Math.sin(rad), y: CENTER - radius * Math.cos(rad) };
}

/** Rounds to 2 decimals so attribute strings stay short and stable. */
export function round2(n: number): number {
  const r = Math.round(n * 100) / 100;
  return r === 0 ? 0 : r;
}

/** The SVG `transform` that turns a hand drawn pointing at 12 to a clock angle. */
export function rotateAbout(angle: number): string {
  return `rotate(${round2(angle)} ${CENTER} ${CENTER})`;
}

/** A client (CSS pixel) position as a point in viewBox units, given the SVG's client box. */
export function clientToViewBox(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Point {
  return {
    x: ((clientX - box.left) / box.width) * VIEWBOX_SIZE,
    y: ((clientY - box.top) / box.height) * VIEWBOX_SIZE,
  };
}

/** Distance of a point from the centre, in viewBox units. */
export function distanceFromCenter(p: Point): number {
  return Math.hypot(p.x - CENTER, p.y - CENTER);
}
