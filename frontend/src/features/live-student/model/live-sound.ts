import { playSound, type Sound, warmUpSounds } from '../../../lib/sound/sound';

type Play = (sound: Sound) => Promise<void> | void;
let play: Play = playSound;

/** Test seam: what plays a sound (lib/sound's player by default; `null` puts it back). */
export function setLiveSoundPlayer(player: Play | null): void {
  play = player ?? playSound;
}

/**
 * A sound on the tablet: never while the device's sounds are muted (lib/sound checks the
 * remembered switch). Reduced motion calms the animations, not the sounds: the switch decides.
 */
export function playLiveSound(sound: Sound): void {
  void play(sound);
}

/** Loads sounds ahead of their first use. */
export function warmUpLiveSounds(sounds: readonly Sound[]): void {
  warmUpSounds(sounds);
}
