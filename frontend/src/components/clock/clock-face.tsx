import { memo, type Ref } from 'react';
import {
  CENTER,
  FACE_RADIUS,
  HELPER_RADIUS,
  LABEL_RADIUS,
  LEARNING_FACE,
  polar,
  RIM_RADIUS,
  round2,
} from './clock-geometry';

const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The minute labels of the helper circles: "00" at 12, then 5 ... 55. */
export function helperLabel(index: number): string {
  return index === 0 ? '00' : String(index * 5);
}

/** The minute labels of the learning face's outer ring: "00", "05" ... "55", as a readout writes them. */
export function minuteRingLabel(index: number): string {
  return String((index % 12) * 5).padStart(2, '0');
}

// Alternating soft colours make neighbouring helper circles easy to tell apart.
const HELPER_FILLS = ['#fef9c3', '#dbeafe', '#fce7f3'] as const;

/** The rim and the white face. Memoised: nothing a drag does changes it. */
export const ClockDial = memo(function ClockDial({ idPrefix }: { idPrefix: string }) {
  const rimId = `${idPrefix}-rim`;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable.
    <g className="analog-clock__face" aria-hidden="true">
      <defs>
        <linearGradient id={rimId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="0.5" stopColor="#6366f1" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <circle cx={CENTER} cy={CENTER} r={RIM_RADIUS} fill={`url(#${rimId})`} />
      <circle cx={CENTER} cy={CENTER} r={FACE_RADIUS} className="analog-clock__dial" />
    </g>
  );
});

/** The hour ticks and minute dots, drawn over the hour zone. Memoised: a drag never changes them. */
export const ClockTicks = memo(function ClockTicks() {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable.
    <g className="analog-clock__ticks" aria-hidden="true">
      {MINUTES.map((minute) => {
        const angle = minute * 6;
        if (minute % 5 === 0) {
          const a = polar(angle, 78);
          const b = polar(angle, 86);
          return (
            <line
              key={minute}
              className="analog-clock__hour-tick"
              x1={round2(a.x)}
              y1={round2(a.y)}
              x2={round2(b.x)}
              y2={round2(b.y)}
            />
          );
        }
        const p = polar(angle, 84);
        return (
          <circle
            key={minute}
            className="analog-clock__minute-tick"
            cx={round2(p.x)}
            cy={round2(p.y)}
            r={1.3}
          />
        );
      })}
    </g>
  );
});

/** The sector from 12 to 1, turned onto the zone's hour by a rotation (see zoneTransform). */
const ZONE_PATH = (() => {
  const end = polar(30, FACE_RADIUS);
  return `M ${CENTER} ${CENTER} L ${CENTER} ${CENTER - FACE_RADIUS} A ${FACE_RADIUS} ${FACE_RADIUS} 0 0 1 ${round2(end.x)} ${round2(end.y)} Z`;
})();

/** The rotation that puts the zone on the sector from `hour` (1-12) to the next numeral. */
export function zoneTransform(hour: number): string {
  return `rotate(${(hour % 12) * 30} ${CENTER} ${CENTER})`;
}

type HourZoneProps = {
  /** The hour the hour hand has passed (1-12): the zone runs from its numeral to the next. */
  hour: number;
  zoneRef: Ref<SVGGElement>;
};

/**
 * The hour-zone helper: the sector the hour hand is in, from the numeral it has passed to the
 * next, softly shaded ("the hour hand belongs to the number behind it"). A drag turns it with
 * the hand through `zoneRef`, like the hands.
 */
export function HourZone({ hour, zoneRef }: HourZoneProps) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable.
    <g
      ref={zoneRef}
      className="analog-clock__hour-zone"
      data-hour={hour}
      transform={zoneTransform(hour)}
      aria-hidden="true"
    >
      <path d={ZONE_PATH} />
    </g>
  );
}

type LabelProps = {
  showTraditionalNumbers: boolean;
  showHelperCircles: boolean;
  /** The learning face: minute labels on an outer ring, numerals inside. */
  minuteLabels?: boolean;
};

function Numerals({ radius }: { radius: number }) {
  return HOURS.map((hour) => {
    const p = polar(hour * 30, radius);
    return (
      <text
        key={hour}
        className="analog-clock__numeral"
        x={round2(p.x)}
        y={round2(p.y)}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {hour}
      </text>
    );
  });
}

function MinuteRing() {
  return HOURS.map((hour) => {
    const index = hour % 12;
    const p = polar(index * 30, LEARNING_FACE.minuteRingRadius);
    return (
      <g key={hour} className="analog-clock__minute-label">
        <circle
          cx={round2(p.x)}
          cy={round2(p.y)}
          r={LEARNING_FACE.minuteBubbleRadius}
          fill={HELPER_FILLS[index % HELPER_FILLS.length]}
        />
        <text x={round2(p.x)} y={round2(p.y)} textAnchor="middle" dominantBaseline="central">
          {minuteRingLabel(index)}
        </text>
      </g>
    );
  });
}

/**
 * The labels, drawn above the hands so the number a hand points at is never hidden: the
 * numerals 1-12 or the helper circles (00, 5 ... 55; only when the numerals are off), or on the
 * learning face the minute ring 00-55 with the numerals inside it.
 */
export const ClockLabels = memo(function ClockLabels({
  showTraditionalNumbers,
  showHelperCircles,
  minuteLabels = false,
}: LabelProps) {
  if (minuteLabels) {
    return (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable.
      <g className="analog-clock__labels analog-clock__labels--learning" aria-hidden="true">
        <MinuteRing />
        {showTraditionalNumbers && <Numerals radius={LEARNING_FACE.numeralRadius} />}
      </g>
    );
  }
  if (!showTraditionalNumbers && !showHelperCircles) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable.
    <g className="analog-clock__labels" aria-hidden="true">
      {showTraditionalNumbers ? (
        <Numerals radius={LABEL_RADIUS} />
      ) : (
        HOURS.map((hour) => {
          const index = hour % 12;
          const p = polar(index * 30, LABEL_RADIUS);
          return (
            <g key={hour} className="analog-clock__helper">
              <circle
                cx={round2(p.x)}
                cy={round2(p.y)}
                r={HELPER_RADIUS}
                fill={HELPER_FILLS[index % HELPER_FILLS.length]}
              />
              <text x={round2(p.x)} y={round2(p.y)} textAnchor="middle" dominantBaseline="central">
                {helperLabel(index)}
              </text>
            </g>
          );
        })
      )}
    </g>
  );
});
