import { isSoundMuted } from './sound-mute';

/** The game's sound effects (files in public/sounds/, made by tools/generate-sounds.mjs). */
export const Sound = {
  correct: 'correct',
  incorrect: 'incorrect',
  complete: 'complete',
  podiumIntro: 'podium-intro',
  podiumPlace: 'podium-place',
  celebration: 'celebration',
} as const;
export type Sound = (typeof Sound)[keyof typeof Sound];

/** The Student Game's sounds: what `warmUpSounds()` loads when not told which. */
export const GAME_SOUNDS: readonly Sound[] = [Sound.correct, Sound.incorrect, Sound.complete];
/** The podium's sounds (host screen). */
export const PODIUM_SOUNDS: readonly Sound[] = [
  Sound.podiumIntro,
  Sound.podiumPlace,
  Sound.celebration,
];

/** Where each sound is served from (same origin: the CSP allows media from 'self'). */
export function soundUrl(sound: Sound): string {
  return `/sounds/${sound}.wav`;
}

type Player = { play(): unknown };
type HowlClass = typeof import('howler').Howl;

let howl: Promise<HowlClass> | null = null;
/** One player per sound, made on first need: a game tablet never downloads the podium's files. */
const players = new Map<Sound, Player>();
let warned = false;

// howler (~9 KiB gz) is imported on first use only, so it never weighs on a route's first load;
// audio needs a user gesture anyway.
function loadHowl(): Promise<HowlClass> {
  howl ??= import('howler').then(
    (module) => module.Howl ?? (module as unknown as { default: typeof module }).default.Howl,
  );
  return howl;
}

async function player(sound: Sound): Promise<Player> {
  const Howl = await loadHowl();
  let found = players.get(sound);
  if (!found) {
    found = new Howl({ src: [soundUrl(sound)], format: ['wav'], preload: true });
    players.set(sound, found);
  }
  return found;
}

/**
 * Loads sounds ahead of their first use (call it on a first tap, so the first "ding" is not
 * late): the game's, or those given. Does nothing while muted. Never throws.
 */
export function warmUpSounds(sounds: readonly Sound[] = GAME_SOUNDS): void {
  if (isSoundMuted()) return;
  Promise.all(sounds.map(player)).catch(forget);
}

/**
 * Plays a sound unless sounds are muted on this device. Never throws: a page without audio, or a
 * failed download, just stays silent (logged once).
 */
export async function playSound(sound: Sound): Promise<void> {
  if (isSoundMuted()) return;
  try {
    (await player(sound)).play();
  } catch (error) {
    forget(error);
  }
}

function forget(error: unknown): void {
  howl = null;
  if (!warned) {
    warned = true;
    console.warn('Sounds could not be played on this device.', error);
  }
}
