import type { TipsPosition } from './tips-step';

/** A box in viewport CSS px (as getBoundingClientRect gives it). */
export type Box = { top: number; left: number; width: number; height: number };
/** A width and height in CSS px. */
export type Size = { width: number; height: number };

/** The side the card ended up on; 'docked' when no side fits and it sits at a screen edge. */
export type PlacedSide = Exclude<TipsPosition, 'center'> | 'center' | 'docked';

/** Where to draw the tour: the card, its arrow and the highlight ring. */
export type TipPlacement = {
  side: PlacedSide;
  /** The card's top-left corner in viewport px. */
  top: number;
  left: number;
  /**
   * Where the arrow sits along the card's edge that faces the target, in px from the card's
   * left (top and bottom) or top (left and right); null when no arrow is drawn.
   */
  arrowOffset: number | null;
  /** The ring around the target (the target plus padding), null when nothing is highlighted. */
  highlight: Box | null;
};

export type PlaceTipInput = {
  /** The target's box, or null when the step has no visible target. */
  target: Box | null;
  card: Size;
  viewport: Size;
  position: TipsPosition;
  /** Ring padding around the target. */
  padding: number;
  /** Space between the ring and the card (room for the arrow). */
  gap: number;
  /** Smallest distance kept between the card and the screen edges. */
  margin: number;
  /** Smallest distance from the arrow to a card corner (rounded corners). */
  arrowInset: number;
  arrow: boolean;
};

const OPPOSITE = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
type Side = keyof typeof OPPOSITE;

function clamp(value: number, min: number, max: number): number {
  // When the range is empty (a card wider than the screen) the start wins: its top-left shows.
  return Math.max(min, Math.min(value, max));
}

/** The sides to try, best first: the preferred one, its opposite, then below, above, right, left. */
function candidates(preferred: Side): Side[] {
  const order: Side[] = [preferred, OPPOSITE[preferred], 'bottom', 'top', 'right', 'left'];
  return order.filter((side, index) => order.indexOf(side) === index);
}

/** The card's top-left on `side` of the ring, kept inside the screen along that side. */
function besideRing(side: Side, ring: Box, { card, viewport, gap, margin }: PlaceTipInput) {
  if (side === 'top' || side === 'bottom') {
    const left = clamp(
      ring.left + ring.width / 2 - card.width / 2,
      margin,
      viewport.width - card.width - margin,
    );
    const top = side === 'bottom' ? ring.top + ring.height + gap : ring.top - gap - card.height;
    return { top, left };
  }
  const top = clamp(
    ring.top + ring.height / 2 - card.height / 2,
    margin,
    viewport.height - card.height - margin,
  );
  const left = side === 'right' ? ring.left + ring.width + gap : ring.left - gap - card.width;
  return { top, left };
}

function onScreen(
  { top, left }: { top: number; left: number },
  { card, viewport, margin }: PlaceTipInput,
): boolean {
  return (
    top >= margin &&
    left >= margin &&
    top + card.height + margin <= viewport.height &&
    left + card.width + margin <= viewport.width
  );
}

function centred({ card, viewport, margin }: PlaceTipInput): { top: number; left: number } {
  return {
    top: clamp((viewport.height - card.height) / 2, margin, viewport.height - card.height - margin),
    left: clamp((viewport.width - card.width) / 2, margin, viewport.width - card.width - margin),
  };
}

/**
 * Places a tour card beside its target: on the preferred side when it fits, else the opposite
 * side, else any side that fits, else docked at the screen edge farthest from the target (small
 * screens), and in the middle for 'center' steps or when there is no target. The card is kept
 * inside the screen; the arrow follows the target's centre but stays off the rounded corners.
 */
export function placeTip(input: PlaceTipInput): TipPlacement {
  const { target, card, viewport, padding, margin } = input;
  if (target === null || input.position === 'center') {
    return { side: 'center', ...centred(input), arrowOffset: null, highlight: null };
  }
  const ring: Box = {
    top: target.top - padding,
    left: target.left - padding,
    width: target.width + 2 * padding,
    height: target.height + 2 * padding,
  };
  const placed = candidates(input.position)
    .map((side) => ({ side, ...besideRing(side, ring, input) }))
    .find((spot) => onScreen(spot, input));

  if (placed === undefined) {
    // Nothing fits beside the target: dock the card at the top or bottom edge, whichever is
    // farther from the target, so as much of the target as possible stays visible.
    const { left } = centred(input);
    const top =
      ring.top + ring.height / 2 < viewport.height / 2
        ? Math.max(margin, viewport.height - card.height - margin)
        : margin;
    return { side: 'docked', top, left, arrowOffset: null, highlight: ring };
  }

  const { side, top, left } = placed;
  const vertical = side === 'top' || side === 'bottom';
  const along = vertical ? ring.left + ring.width / 2 - left : ring.top + ring.height / 2 - top;
  const length = vertical ? card.width : card.height;
  const arrowOffset = input.arrow
    ? clamp(along, input.arrowInset, Math.max(input.arrowInset, length - input.arrowInset))
    : null;
  return { side, top, left, arrowOffset, highlight: ring };
}
