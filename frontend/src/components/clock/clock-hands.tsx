import type { KeyboardEvent, Ref } from 'react';
import { CENTER } from './clock-geometry';

// Both hands are drawn pointing at 12 and turned with a transform. The hour hand is short and
// wide with a broad diamond tip; the minute hand long and slim with an arrow tip: different in
// shape and length as well as colour, so colour-blind children can tell them apart.
const C = CENTER;
// The minute hand's shaft passes under the labels (62 +- 10 from the centre) and its arrow head
// lies beyond them, so the number it points at stays readable; the hour hand ends before them.
/** The hour hand's outline (tip 44 units from the centre, see HAND_LENGTH). */
export const HOUR_HAND_PATH = `M ${C - 5} ${C + 12} L ${C - 5} ${C - 26} L ${C - 9} ${C - 32} L ${C} ${C - 44} L ${C + 9} ${C - 32} L ${C + 5} ${C - 26} L ${C + 5} ${C + 12} Z`;
/** The minute hand's outline with its tip `length` units from the centre (an 11-unit arrow head). */
export function minuteHandPath(length: number): string {
  const head = length - 11;
  return `M ${C - 2.5} ${C + 16} L ${C - 2.5} ${C - head} L ${C - 6.5} ${C - head} L ${C} ${C - length} L ${C + 6.5} ${C - head} L ${C + 2.5} ${C - head} L ${C + 2.5} ${C + 16} Z`;
}
/** The minute hand's outline (tip 82 units from the centre). */
export const MINUTE_HAND_PATH = minuteHandPath(82);

type SliderProps = {
  /** Accessible name ("Hour hand"). */
  name: string;
  valueNow: number;
  valueMin: number;
  valueMax: number;
  valueText: string;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
};

type HandProps = {
  kind: 'hour' | 'minute';
  transform: string;
  handRef: Ref<SVGGElement>;
  /** Present when the clock can be changed: the hand is then an ARIA slider. */
  slider?: SliderProps;
  /** The minute hand's length when not the usual 82 (the learning face's shorter hand). */
  length?: number;
};

/** One hand; an ARIA slider (focusable, with a visible focus ring) when the clock is interactive. */
export function ClockHandShape({ kind, transform, handRef, slider, length }: HandProps) {
  const path =
    kind === 'hour'
      ? HOUR_HAND_PATH
      : length === undefined
        ? MINUTE_HAND_PATH
        : minuteHandPath(length);
  const a11y = slider
    ? {
        role: 'slider',
        tabIndex: 0,
        'aria-label': slider.name,
        'aria-valuenow': slider.valueNow,
        'aria-valuemin': slider.valueMin,
        'aria-valuemax': slider.valueMax,
        'aria-valuetext': slider.valueText,
        onKeyDown: slider.onKeyDown,
      }
    : { 'aria-hidden': true };
  return (
    <g
      ref={handRef}
      className={`analog-clock__hand analog-clock__hand--${kind}`}
      transform={transform}
      {...a11y}
    >
      <path className="analog-clock__focus-ring" d={path} />
      <path className="analog-clock__hand-body" d={path} />
    </g>
  );
}
