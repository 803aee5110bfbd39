/** Where a tip's card sits relative to its target (spec section 3, "Tips step"). */
export const TipsPosition = {
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  center: 'center',
} as const;
export type TipsPosition = (typeof TipsPosition)[keyof typeof TipsPosition];

/** One step of a tips tour (spec section 3, "Tips step"). Texts arrive already translated. */
export type TipsStep = {
  /** Stable id, unique within the tour. */
  id: string;
  title: string;
  content: string;
  /**
   * CSS selector of the element the step points at. When nothing matches (or the element is
   * hidden), the card is shown in the middle of the screen instead.
   */
  target: string;
  /** Preferred side of the card; it moves to another side when it would not fit. */
  position: TipsPosition;
  /** Draw the pointer arrow from the card to the target (default true; never when centred). */
  arrow?: boolean;
  /** Space in CSS px between the target and the highlight ring (default 8). */
  highlightPadding?: number;
};
