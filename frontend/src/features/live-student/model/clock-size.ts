/** The live clock's smallest and largest size (px): big enough for small fingers, never huge. */
export const LIVE_CLOCK_MIN = 260;
export const LIVE_CLOCK_MAX = 500;

/**
 * How big the set-the-clock clock can be so the prompt, the clock and Submit all fit the screen
 * without scrolling: beside Submit on a landscape screen, above it on a portrait one (the rest
 * of the step takes about `chrome` px of height, and `side` px beside or below the clock).
 */
export function liveClockSize(width: number, height: number): number {
  const landscape = width > height && width >= 800;
  const chrome = 230;
  const fit = landscape
    ? Math.min(height - chrome - 40, width - 360 - 80)
    : Math.min(width - 40, height - chrome - 170);
  return Math.round(Math.max(LIVE_CLOCK_MIN, Math.min(LIVE_CLOCK_MAX, fit)));
}

/**
 * How big the clock to read can be on the tablet (each child at their own level: the child reads
 * its own clock, not the board's): beside the four answers on a landscape screen, above them on
 * a portrait one.
 */
export function readClockSize(width: number, height: number): number {
  const landscape = width > height && width >= 800;
  const fit = landscape
    ? Math.min(height - 270, (width - 120) * 0.4)
    : Math.min(width - 40, height - 230 - 300);
  return Math.round(Math.max(160, Math.min(420, fit)));
}
