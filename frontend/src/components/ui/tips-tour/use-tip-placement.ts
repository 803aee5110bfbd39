import { type RefObject, useLayoutEffect, useState } from 'react';
import { boxOf, findTarget } from './find-target';
import { placeTip, type TipPlacement } from './place-tip';
import type { TipsStep } from './tips-step';

const DEFAULT_PADDING = 8;
/** Ring-to-card distance: the arrow (0.9rem square, half of it sticks out) plus air. */
const GAP = 18;
const MARGIN = 12;
const ARROW_INSET = 28;

/**
 * Where to draw `step`'s card (measured from `card`) and ring; measured before the first paint
 * and again whenever the window resizes or anything scrolls, one frame at a time.
 */
export function useTipPlacement(
  step: TipsStep,
  card: RefObject<HTMLElement | null>,
): TipPlacement | null {
  const [placement, setPlacement] = useState<TipPlacement | null>(null);

  const { target: selector, position, highlightPadding, arrow } = step;
  useLayoutEffect(() => {
    const initialTarget = position === 'center' ? null : findTarget(selector);
    initialTarget?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

    const measure = () => {
      const cardElement = card.current;
      if (!cardElement) return;
      const target = position === 'center' ? null : findTarget(selector);
      setPlacement(
        placeTip({
          target: target ? boxOf(target) : null,
          card: { width: cardElement.offsetWidth, height: cardElement.offsetHeight },
          viewport: {
            width: document.documentElement.clientWidth || window.innerWidth,
            height: document.documentElement.clientHeight || window.innerHeight,
          },
          position,
          padding: highlightPadding ?? DEFAULT_PADDING,
          gap: GAP,
          margin: MARGIN,
          arrowInset: ARROW_INSET,
          arrow: arrow ?? true,
        }),
      );
    };
    measure();

    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    // The card changes size with its text (another step, another language) and the target
    // with the layout around it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (card.current) observer?.observe(card.current);
    if (initialTarget) observer?.observe(initialTarget);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      observer?.disconnect();
    };
  }, [selector, position, highlightPadding, arrow, card]);

  return placement;
}
