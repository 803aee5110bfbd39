import { CENTER } from './clock-geometry';

type Props = { daytime: boolean; label: string };

const SUN_RAYS = Array.from({ length: 8 }, (_, i) => i * 45);

/** A small sun (day) or moon (night) on the face, the a.m./p.m. hint of the 24-hour mode. */
export function DayNightHint({ daytime, label }: Props) {
  const cx = CENTER;
  const cy = CENTER + 36;
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive.
    <g className="analog-clock__day-night" role="img" aria-label={label}>
      {daytime ? (
        <g className="analog-clock__sun">
          {SUN_RAYS.map((angle) => (
            <line
              key={angle}
              x1={cx}
              y1={cy - 8}
              x2={cx}
              y2={cy - 11.5}
              transform={`rotate(${angle} ${cx} ${cy})`}
            />
          ))}
          <circle cx={cx} cy={cy} r={5.5} />
        </g>
      ) : (
        <path
          className="analog-clock__moon"
          d={`M ${cx + 2} ${cy - 9} A 9 9 0 1 0 ${cx + 8} ${cy + 5} A 7 7 0 0 1 ${cx + 2} ${cy - 9} Z`}
        />
      )}
    </g>
  );
}
