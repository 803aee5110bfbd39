import type { SkillCell } from '../model/skill-rows';

const CENTER = 20;
const RADIUS = 17;

/** The wedge from 12 o'clock clockwise over `share` of the face, like the minute hand sweeping. */
function wedgePath(share: number): string {
  const angle = 2 * Math.PI * share;
  const x = CENTER + RADIUS * Math.sin(angle);
  const y = CENTER - RADIUS * Math.cos(angle);
  const large = share > 0.5 ? 1 : 0;
  return `M${CENTER} ${CENTER}V${CENTER - RADIUS}A${RADIUS} ${RADIUS} 0 ${large} 1 ${x.toFixed(2)} ${y.toFixed(2)}Z`;
}

const TICKS = Array.from({ length: 12 }, (_, i) => {
  const angle = (Math.PI / 6) * i;
  const outer = RADIUS - 1;
  const inner = RADIUS - (i % 3 === 0 ? 5 : 3);
  return {
    key: i,
    x1: CENTER + inner * Math.sin(angle),
    y1: CENTER - inner * Math.cos(angle),
    x2: CENTER + outer * Math.sin(angle),
    y2: CENTER - outer * Math.cos(angle),
  };
});

const STAR = 'M20 9.5l3.1 6.4 7 .9-5.1 4.9 1.3 7-6.3-3.4-6.3 3.4 1.3-7-5.1-4.9 7-.9z';

/**
 * A small clock face filled by the share of right answers: empty and dashed when the skill was
 * never tried, a growing wedge while it is being learned, a full green face with a star once it
 * is mastered. Decorative: the text beside it says the same.
 */
export function MasteryDial({ cell }: { cell: SkillCell }) {
  return (
    <svg
      className={`mastery-dial is-${cell.state}`}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="mastery-dial__face" cx={CENTER} cy={CENTER} r={RADIUS} />
      {cell.state === 'learning' &&
        (cell.share >= 1 ? (
          <circle className="mastery-dial__fill" cx={CENTER} cy={CENTER} r={RADIUS} />
        ) : (
          cell.share > 0 && <path className="mastery-dial__fill" d={wedgePath(cell.share)} />
        ))}
      {cell.state !== 'unseen' &&
        TICKS.map((t) => (
          <line
            key={t.key}
            className="mastery-dial__tick"
            x1={t.x1}
            y1={t.y1}
            x2={t.x2}
            y2={t.y2}
          />
        ))}
      {cell.state === 'mastered' && <path className="mastery-dial__star" d={STAR} />}
    </svg>
  );
}
