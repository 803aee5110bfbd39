import { memo } from 'react';
import {
  CENTER,
  FACE_RADIUS,
  HELPER_RADIUS,
  LABEL_RADIUS,
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

// Alternating soft colours make neighbouring helper circles easy to tell apart.
const HELPER_FILLS = ['#fef9c3', '#dbeafe', '#fce7f3'] as const;

/** The dial under the hands: rim, face and ticks. Memoised: a drag never changes it. */
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

type LabelProps = { showTraditionalNumbers: boolean; showHelperCircles: boolean };

/**
 * The numerals 1-12 or the helper circles (00, 5 ... 55), drawn above the hands so the number a
 * hand points at is never hidden; the helper circles only when the numerals are off.
 */
export const ClockLabels = memo(function ClockLabels({
  showTraditionalNumbers,
  showHelperCircles,
}: LabelProps) {
  if (!showTraditionalNumbers && !showHelperCircles) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable.
    <g className="analog-clock__labels" aria-hidden="true">
      {showTraditionalNumbers
        ? HOURS.map((hour) => {
            const p = polar(hour * 30, LABEL_RADIUS);
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
          })
        : HOURS.map((hour) => {
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
                <text
                  x={round2(p.x)}
                  y={round2(p.y)}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {helperLabel(index)}
                </text>
              </g>
            );
          })}
    </g>
  );
});
