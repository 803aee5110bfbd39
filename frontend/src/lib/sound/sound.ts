import { isSoundMuted } from './sound-mute';

/** The game's sound effects (files in public/sounds/, made by tools/generate-sounds.mjs). */
export const Sound = {
  correct: 'correct',
  incorrect: 'incorrect',
  complete: 'complete',
} as const;
export type Sound = (typeof Sound)[keyof typeof Sound];

const SOUNDS = Object.values(Sound);

/** Where each sound is served from (same origin: the CSP allows media from 'self'). */
export function soundUrl(sound: Sound): string {
  return `/sounds/${sound}.wav`;
}

type Player = { play(): unknown };
type Players = Record<Sound, Player>;

let players: Promise<Players> | null = null;
let warned = false;

// howler (~9 KiB gz) is imported on first use only, so it never weighs on a route's first load;
// audio needs a user gesture anyway.
function loadPlayers(): Promise<Players> {
  players ??= import('howler').then((module) => {
    const Howl = module.Howl ?? (module as unknown as { default: typeof module }).default.Howl;
    const entries = SOUNDS.map(
      (sound) =>
        [sound, new Howl({ src: [soundUrl(sound)], format: ['wav'], preload: true })] as const,
    );
    return Object.fromEntries(entries) as unknown as Players;
  });
  return players;
}

/**
 * Loads the sounds ahead of their first use (call it on a first tap, so the first "ding" is not
 * late). Does nothing while muted. Never throws.
 */
export function warmUpSounds(): void {
  if (isSoundMuted()) return;
  loadPlayers().catch(forget);
}

/**
 * Plays a sound unless sounds are muted on this device. Never throws: a page without audio, or a
 * failed download, just stays silent (logged once).
 */
export async function playSound(sound: Sound): Promise<void> {
  if (isSoundMuted()) return;
  try {
    const loaded = await loadPlayers();
    loaded[sound].play();
  } catch (error) {
    forget(error);
  }
}

function forget(error: unknown): void {
  players = null;
  if (!warned) {
    warned = true;
    console.warn('Sounds could not be played on this device.', error);
  }
}
