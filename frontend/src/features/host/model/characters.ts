import { CHARACTERS, type CharacterId } from '@ttc/shared-protocol/game/characters';

/** A character's emoji and card colour (the cat when unknown). */
export function characterLook(id: CharacterId): { emoji: string; color: string; name: string } {
  const found = CHARACTERS.find((c) => c.id === id) ?? CHARACTERS[1];
  return { emoji: found?.emoji ?? '🐱', color: found?.color ?? '#F59E0B', name: found?.name ?? id };
}

/**
 * The join address the QR code holds: `<origin>/join?code=123456&key=<the room's QR key>`. The key
 * shows the server the child scanned the board rather than guessed the code, so QR joins are
 * never slowed by the limits on typed codes.
 */
export function joinUrl(origin: string, code: string, key: string | null = null): string {
  const params = new URLSearchParams({ code });
  if (key) params.set('key', key);
  return `${origin}/join?${params}`;
}

/** The join address as it is read out and typed: host and path, no scheme ("school.example/join"). */
export function joinAddressInWords(origin: string): string {
  return `${origin.replace(/^https?:\/\//, '')}/join`;
}

/** A room code spaced for reading from the back of the room: "123 456". */
export function spacedCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
