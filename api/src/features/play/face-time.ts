import type { Answer } from '@ttc/shared-protocol/game/question';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * The clock face a question showed, "H:MM" with the hour 1-12, from the game's `expected` label:
 * "3:15" as it is, a 24-hour "15:15" or "03:15" as the face shows it ("3:15"), and null for a
 * label that is no time ("1 h 30 min", "quarter past three").
 */
export function faceTime(expected: string | null | undefined): string | null {
  const match = TIME.exec(expected?.trim() ?? '');
  if (!match) return null;
  const hour = Number(match[1]) % 12 || 12;
  return `${hour}:${match[2]}`;
}

/** What the child answered as one short text: an option's label or the time set on the clock. */
export function givenText(given: Answer | null | undefined): string | null {
  if (!given) return null;
  if (given.kind === 'choice') return given.label.slice(0, 40);
  return `${given.time.hour}:${String(given.time.minute).padStart(2, '0')}`;
}
