import type { ClockHand, DragDirection } from '@ttc/shared-protocol/clock/drag';
import type { HourMode } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { MinuteStep } from '@ttc/shared-protocol/clock/snap';
import type { ClockTime, DayPeriod } from '@ttc/shared-protocol/clock/time';

/** What one committed change of the clock was: which hand, how, and how far. */
export type ClockChange = {
  hand: ClockHand;
  source: 'drag' | 'keyboard';
  /** Direction of the whole change (null when the time did not move). */
  direction: DragDirection | null;
  /** Signed minutes the time moved, summed over the drag (can exceed 720 for several turns). */
  delta: number;
};

/**
 * The contract of the shared AnalogClock (`./analog-clock.tsx`): the Playground, the Student Game
 * and the live classroom all use it. Controlled: the parent owns `time`.
 */
export type AnalogClockProps = {
  /** The time shown. */
  time: ClockTime;
  /**
   * Called when the child changes the time: once when a drag is released, and on each key press.
   * Without it the clock is display-only (no sliders, no pointer handling).
   */
  onChange?: (time: ClockTime, change: ClockChange) => void;
  /** Called during a drag at most once per animation frame, for live readouts outside the clock. */
  onDragTime?: (time: ClockTime) => void;
  /**
   * Called when a drag ends in any way (release, cancel, lost capture), after onChange when the
   * time changed, and also when it did not: live readouts fed by onDragTime can let go then.
   */
  onDragEnd?: () => void;
  /** Diameter in CSS px (default 400); the clock shrinks to fit a narrower container. */
  size?: number;
  /** Minute snapping step while dragging the minute hand (default 1). */
  step?: MinuteStep;
  /** Beginners' mode: only the hour hand is shown and can be moved. */
  hourHandOnly?: boolean;
  /** Show the numerals 1-12 (the traditional face). */
  showTraditionalNumbers?: boolean;
  /** Show the 5, 10 ... 55 minute labels; always hidden when traditional numbers are on. */
  showHelperCircles?: boolean;
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
