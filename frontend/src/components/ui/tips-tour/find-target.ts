import type { Box } from './place-tip';

/**
 * The element a step points at, if it is on the page and takes up space. A selector that is
 * not valid CSS counts as no target (the card is then centred) instead of breaking the tour.
 */
export function findTarget(selector: string): HTMLElement | null {
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    console.warn(`Tips tour: "${selector}" is not a valid CSS selector.`);
    return null;
  }
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return null;
  const { width, height } = element.getBoundingClientRect();
  return width > 0 || height > 0 ? (element as HTMLElement) : null;
}

/** An element's box in viewport px. */
export function boxOf(element: Element): Box {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}
