import type { ClockHand, DragDirection } from '@ttc/shared-protocol/clock/drag';
import type { HourMode } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { MinuteStep } from '@ttc/shared-protocol/clock/snap';
import type { ClockTime, DayPeriod } from '@ttc/shared-protocol/clock/time';

/** How the hands move: together like a real clock, or each on its own. */
export type HandsMode = 'geared' | 'independent';

/** Where the hands point: the hour hand's angle and the minute the minute hand is on. */
export type ClockHands = {
  /** Degrees, 0 = 12, clockwise, in [0, 360). On a geared clock 30 h + m / 2. */
  hourAngle: number;
  /** The minute hand's minute, 0-59. */
  minute: number;
};

/** What one committed change of the clock was: which hand, how, and how far. */
export type ClockChange = {
  hand: ClockHand;
  source: 'drag' | 'keyboard';
  /** Direction of the whole change (null when the time did not move). */
  direction: DragDirection | null;
  /**
   * Signed minutes the time moved, summed over the drag (can exceed 720 for several turns). With
   * independent hands it is how far the moved hand itself turned: minutes for the minute hand,
   * and for the hour hand the minutes a geared clock would need for that turn (2 per degree).
   */
  delta: number;
  /** Only with independent hands: the hour hand's angle after the change (see ClockHands). */
  hourAngle?: number;
};

/**
 * The contract of the shared AnalogClock (`./analog-clock.tsx`): the Playground, the Student Game
 * and the live classroom all use it. Controlled: the parent owns `time`.
 *
 * Setting the clock with the hour hand practised (issue 13), for example:
 *
 * ```tsx
 * <AnalogClock
 *   hands="independent"           // the child places each hand
 *   time={{ hour: 12, minute: answer.minute }}
 *   hourAngle={answer.hourAngle}  // controlled hour hand
 *   onHandsChange={setAnswer}     // { hourAngle, minute }: send { time, hourAngle } as the answer
 *   hourZones                     // shade the hour the hand has passed
 *   showTraditionalNumbers
 *   minuteLabels                  // 00-55 on an outer ring, with the numerals inside
 *   lockedMinuteHand              // level 1: the minute hand stays on 12
 *   revealTo={hintStep === 'show' ? target : null}  // the hint ladder's last step
 * />
 * ```
 */
export type AnalogClockProps = {
  /**
   * The time shown. With independent hands only its minute places the minute hand; the hour
   * hand is at `hourAngle` (see there).
   */
  time: ClockTime;
  /**
   * Called when the child changes the time: once when a drag is released, and on each key press.
   * With independent hands `time` is what a reader of the hands says (readIndependentHands in
   * shared-protocol), and `change.hourAngle` is the hour hand's angle.
   * Without it (and without onHandsChange) the clock is display-only (no sliders, no pointers).
   */
  onChange?: (time: ClockTime, change: ClockChange) => void;
  /**
   * Called with both hands' positions after every change onChange reports, in either mode: the
   * set-the-clock answer is `{ time, hourAngle }`, checked by classifyIndependentSet
   * (shared-protocol clock/independent-hands). Enough on its own to make the clock interactive.
   */
  onHandsChange?: (hands: ClockHands) => void;
  /** Called during a drag at most once per animation frame, for live readouts outside the clock. */
  onDragTime?: (time: ClockTime) => void;
  /**
   * Called when a drag ends in any way (release, cancel, lost capture), after onChange when the
   * time changed, and also when it did not: live readouts fed by onDragTime can let go then.
   */
  onDragEnd?: () => void;
  /** Diameter in CSS px (default 400); the clock shrinks to fit a narrower container. */
  size?: number;
  /**
   * Minute snapping step while dragging the minute hand and for its arrow keys (default 1). The
   * hour hand's keys do not use it: they move the hour (see `hands`).
   */
  step?: MinuteStep;
  /**
   * 'geared' (default): the hands move together like a real clock. 'independent': the child
   * moves each hand on its own, so the hour hand's place is part of the answer. The hour hand
   * then drags in steps of 2.5 degrees (5 minutes' worth); its arrow keys move a quarter of the way
   * between numerals (the places its value text names, see HOUR_HAND_KEY_STEP_DEGREES), or a
   * whole hour when the minute hand is locked or hidden, PageUp/PageDown a whole hour, Home/End go
   * to 1 and to 12 keeping the place between numerals. The minute hand's keys move the minutes
   * without touching the hour hand. On a geared clock the hour hand's arrows move the hour and
   * keep the minutes.
   */
  hands?: HandsMode;
  /**
   * Independent hands only: the hour hand's angle (degrees, 0 = 12, clockwise). Without it the
   * hour hand starts where a geared clock shows `time`, and the clock keeps it where the child
   * leaves it until `time` is changed from outside (to a value the clock did not report).
   */
  hourAngle?: number;
  /** Beginners' mode: only the hour hand is shown and can be moved. */
  hourHandOnly?: boolean;
  /**
   * The minute hand is shown but cannot be moved (level 1 with the minute hand fixed on 12).
   * On a geared clock the hour hand then moves in whole hours, as with hourHandOnly.
   */
  lockedMinuteHand?: boolean;
  /**
   * Shade the hour the hour hand has passed: the sector from that numeral to the next (between
   * 4 and 5 at 4:30), following the hand as it moves, also during a drag. With independent hands
   * it is the hour readIndependentHands reads, so a hand resting just short of a numeral (within
   * 5 degrees, before the minute hand reaches 45) already shades that numeral's hour. Decorative
   * (hidden from screen readers).
   */
  hourZones?: boolean;
  /** Show the numerals 1-12 (the traditional face). */
  showTraditionalNumbers?: boolean;
  /**
   * Show the 5, 10 ... 55 minute labels in circles where the numerals go; always hidden when
   * traditional numbers are on (use minuteLabels to show both).
   */
  showHelperCircles?: boolean;
  /**
   * The learning face: the minute labels 00, 05 ... 55 on a small outer ring, with the numerals
   * (showTraditionalNumbers) inside it, so both can be read at once. Replaces the helper circles.
   */
  minuteLabels?: boolean;
  /**
   * The hint ladder's last step: when set, the hands sweep (geared) from what they show now (the
   * child's answer) to this time in about 1.2 s, then show it; a jump with prefers-reduced-motion.
   * The clock is display-only while this is set; set it back to null to hand the clock back.
   * Keep `time` (and `hourAngle`) at the child's answer meanwhile: the sweep starts from them.
   */
  revealTo?: ClockTime | null;
  /** Show the live digital readout under the face (default true). */
  showDigital?: boolean;
  /** 12- or 24-hour readout (default '12h'). */
  hourMode?: HourMode;
  /** Morning or afternoon, for the 24-hour readout and the day/night hint. */
  period?: DayPeriod;
  /** Language of the sliders' aria-valuetext (default: the current UI language). */
  language?: Language;
  /** Accessible name of the whole clock. */
  label?: string;
  className?: string;
};
