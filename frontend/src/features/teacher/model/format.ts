import { CHARACTERS, type CharacterId } from '@ttc/shared-protocol/game/characters';

/** A session's date and time in the reader's language ("23 Nov 2026, 11:48"). */
export function formatDateTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(epochMs),
  );
}

/** Seconds with one decimal from milliseconds ("4.2"), or null. */
export function seconds(ms: number | null): string | null {
  return ms === null ? null : (Math.round(ms / 100) / 10).toFixed(1);
}

/** A character's emoji (the cat when unknown). */
export function characterEmoji(id: CharacterId): string {
  return CHARACTERS.find((c) => c.id === id)?.emoji ?? '🐱';
}
