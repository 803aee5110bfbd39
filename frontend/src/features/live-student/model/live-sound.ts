import { playSound, type Sound, warmUpSounds } from '../../../lib/sound/sound';

/** The user asked the device for less motion; the tablet then stays quiet too. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

type Play = (sound: Sound) => Promise<void> | void;
let play: Play = playSound;

/** Test seam: what plays a sound (lib/sound's player by default; `null` puts it back). */
export function setLiveSoundPlayer(player: Play | null): void {
  play = player ?? playSound;
}

/**
 * A sound on the tablet: never while the device's sounds are muted (lib/sound checks the
 * remembered switch) nor when the user prefers reduced motion.
 */
export function playLiveSound(sound: Sound): void {
  if (prefersReducedMotion()) return;
  void play(sound);
}

/** Loads sounds ahead of their first use, on the same terms as playing them. */
export function warmUpLiveSounds(sounds: readonly Sound[]): void {
  if (prefersReducedMotion()) return;
  warmUpSounds(sounds);
}
