import type { HandAngles } from '@ttc/shared-protocol/clock/angles';
import type { ClockHand } from '@ttc/shared-protocol/clock/drag';
import { CENTER, HAND_LENGTH, type Point, polar } from './clock-geometry';

/**
 * How far from a hand (viewBox units, out of 200) a touch still grabs it: about 36 px on the
 * game's 300 px clock and 48 px on the 400 px one, wider than a child's fingertip.
 */
export const GRAB_DISTANCE = 24;
/** A grab may start a little beyond the tip of a hand. */
export const TIP_MARGIN = 14;
/** Inside this radius both hands meet, so the nearer direction decides. */
export const HUB_RADIUS = 16;

/** Distance from p to the segment a-b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function angularDistance(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

/**
 * Which hand a pointer at `p` (viewBox units) grabs, or null when it is not near any of the
 * `hands` shown. Each hand counts as a thick band from the centre to a little beyond its tip, so
 * a child can grab it anywhere near it, not only on its thin line. Where the bands overlap the
 * nearer hand wins, and a touch past the hour hand's tip prefers the minute hand; around the hub,
 * the hand pointing closer to the touch wins.
 */
export function pickHand(
  p: Point,
  angles: HandAngles,
  hands: readonly ClockHand[],
): ClockHand | null {
  const center = { x: CENTER, y: CENTER };
  const r = Math.hypot(p.x - CENTER, p.y - CENTER);
  const pointerAngle = (Math.atan2(p.x - CENTER, CENTER - p.y) * 180) / Math.PI;
  let best: ClockHand | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const hand of hands) {
    const distance = distanceToSegment(
      p,
      center,
      polar(angles[hand], HAND_LENGTH[hand] + TIP_MARGIN),
    );
    if (distance > GRAB_DISTANCE) continue;
    // Near the hub every hand is close, so compare directions instead of distances. Elsewhere a
    // touch beyond a hand's tip counts against it, so where the hands overlap the short hour
    // hand is grabbed near the centre and the long minute hand further out.
    const score =
      r < HUB_RADIUS
        ? angularDistance(pointerAngle, angles[hand])
        : distance + Math.max(0, r - HAND_LENGTH[hand]) / 2;
    if (score < bestScore) {
      best = hand;
      bestScore = score;
    }
  }
  return best;
}
