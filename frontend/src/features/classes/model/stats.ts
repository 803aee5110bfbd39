/** A share as a whole percent (0-100), or null when nothing was answered. */
export function percent(correct: number, answered: number): number | null {
  return answered === 0 ? null : Math.round((correct / answered) * 100);
}

/** Seconds with one decimal from milliseconds ("4.2"), or null. */
export function secondsText(ms: number | null): string | null {
  return ms === null ? null : (Math.round(ms / 100) / 10).toFixed(1);
}

/** Shades of the heat-map: 0 (none) to 4 (the most). */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/**
 * A heat-map cell's shade: its count against the largest count of the map, in four steps, so
 * one child's many mistakes stand out and a single slip stays light.
 */
export function heatLevel(count: number, max: number): HeatLevel {
  if (count <= 0 || max <= 0) return 0;
  const share = count / max;
  if (share > 0.75) return 4;
  if (share > 0.5) return 3;
  if (share > 0.25) return 2;
  return 1;
}

/** A clock time as the digital readout writes it ("3:05"). */
export function clockText(time: { hour: number; minute: number }): string {
  return `${time.hour}:${String(time.minute).padStart(2, '0')}`;
}

/** A file name part from a class or child name: letters and digits, dashes between. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug || 'class';
}
