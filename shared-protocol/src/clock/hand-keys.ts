import { type ClockHand, type GearedMove, moveByMinutes } from './drag';
import type { MinuteStep } from './snap';
import { type ClockTime, toFaceMinutes } from './time';

/**
 * PageUp/PageDown move the minute hand a quarter hour and the hour hand one hour. The hour hand's
 * arrows move one hour too: its slider's value is the hour, and a 12-value slider needs no bigger
 * step (so PageUp there does what the arrows do, as before).
 */
export const BIG_STEP_MINUTES = { minute: 15, hour: 60 } as const satisfies Record<
  ClockHand,
  number
>;

/** The keys a clock-hand slider answers (ARIA slider pattern). */
export const HAND_KEYS = [
  'ArrowUp',
  'ArrowRight',
  'ArrowDown',
  'ArrowLeft',
  'PageUp',
  'PageDown',
] as const;
export type HandKey = (typeof HAND_KEYS)[number];

/** Narrowing guard for KeyboardEvent.key. */
export function isHandKey(key: string): key is HandKey {
  return (HAND_KEYS as readonly string[]).includes(key);
}

/**
 * What a key does to a geared clock when a hand's slider has focus (e.g. pass
 * KeyboardEvent.key). Returns null for keys it does not handle, so the caller only calls
 * preventDefault when something moved.
 *
 * - Minute hand: ArrowUp/ArrowRight and ArrowDown/ArrowLeft go to the next or previous multiple
 *   of `step` minutes (3:07 with step 5 goes up to 3:10, down to 3:05; 3:55 up to 4:00).
 * - Hour hand: the arrows add or take away one hour, keeping the minutes (3:20 goes to 4:20 and
 *   2:20); the hand's place between the numerals follows the gearing. Before, they moved `step`
 *   minutes, so the hour slider's value did not change for a dozen presses.
 * - PageUp/PageDown add or take away the big step: 15 minutes for the minute hand (or the step
 *   when it is larger, so a 30-minute grid is kept), 60 minutes for the hour hand.
 */
export function stepHandByKey(
  time: ClockTime,
  hand: ClockHand,
  key: string,
  step: MinuteStep = 1,
): GearedMove | null {
  const face = toFaceMinutes(time);
  if (hand === 'hour') {
    switch (key) {
      case 'ArrowUp':
      case 'ArrowRight':
      case 'PageUp':
        return moveByMinutes(time, BIG_STEP_MINUTES.hour);
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'PageDown':
        return moveByMinutes(time, -BIG_STEP_MINUTES.hour);
      default:
        return null;
    }
  }
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return moveByMinutes(time, (Math.floor(face / step) + 1) * step - face);
    case 'ArrowDown':
    case 'ArrowLeft':
      return moveByMinutes(time, (Math.ceil(face / step) - 1) * step - face);
    case 'PageUp':
      return moveByMinutes(time, Math.max(BIG_STEP_MINUTES.minute, step));
    case 'PageDown':
      return moveByMinutes(time, -Math.max(BIG_STEP_MINUTES.minute, step));
    default:
      return null;
  }
}
