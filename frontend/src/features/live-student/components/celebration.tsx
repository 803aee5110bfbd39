import { motion, useReducedMotion } from 'framer-motion';
import { useMemo } from 'react';

const COLOURS = ['#facc15', '#ec4899', '#3b82f6', '#16a34a', '#f97316', '#a855f7'];

type Props = {
  /** How many pieces (a podium place gets more than a right answer). */
  pieces?: number;
};

/**
 * Confetti that bursts from the middle of the screen and falls away, for a right answer and the
 * podium. Decoration only (hidden from screen readers, no pointer events); nothing at all when
 * the user prefers reduced motion.
 */
export function Celebration({ pieces = 28 }: Props) {
  const reduced = useReducedMotion();
  const bits = useMemo(
    () =>
      Array.from({ length: pieces }, (_, i) => {
        const angle = (i / pieces) * Math.PI * 2 + (i % 3) * 0.2;
        const reach = 30 + ((i * 37) % 25);
        return {
          id: i,
          colour: COLOURS[i % COLOURS.length],
          x: Math.cos(angle) * reach,
          y: Math.sin(angle) * reach * 0.7 - 10,
          spin: ((i * 53) % 360) - 180,
          round: i % 4 === 0,
          delay: (i % 5) * 0.03,
        };
      }),
    [pieces],
  );
  if (reduced) return null;
  return (
    <div className="live-confetti" aria-hidden="true">
      {bits.map((bit) => (
        <motion.span
          key={bit.id}
          className={`live-confetti__bit${bit.round ? ' is-round' : ''}`}
          style={{ backgroundColor: bit.colour }}
          initial={{ x: '0vw', y: '0vh', opacity: 1, rotate: 0, scale: 0.4 }}
          animate={{
            x: `${bit.x}vw`,
            y: [`0vh`, `${bit.y}vh`, `${bit.y + 60}vh`],
            opacity: [1, 1, 0],
            rotate: bit.spin * 3,
            scale: 1,
          }}
          transition={{ duration: 2.2, delay: bit.delay, ease: 'easeOut', times: [0, 0.35, 1] }}
        />
      ))}
    </div>
  );
}
