/** A decorative smiling clock for the hero, showing 10:10. */
export function HeroClock() {
  const ticks = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg className="hero-clock" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="92" className="hero-clock__rim" />
      <circle cx="100" cy="100" r="80" className="hero-clock__face" />
      {ticks.map((angle) => (
        <line
          key={angle}
          x1="100"
          y1="28"
          x2="100"
          y2={angle % 90 === 0 ? 42 : 36}
          className="hero-clock__tick"
          transform={`rotate(${angle} 100 100)`}
        />
      ))}
      <line
        x1="100"
        y1="100"
        x2="100"
        y2="58"
        className="hero-clock__hour"
        transform="rotate(-55 100 100)"
      />
      <line
        x1="100"
        y1="100"
        x2="100"
        y2="40"
        className="hero-clock__minute"
        transform="rotate(60 100 100)"
      />
      <circle cx="100" cy="100" r="7" className="hero-clock__pin" />
      <circle cx="76" cy="128" r="5" className="hero-clock__eye" />
      <circle cx="124" cy="128" r="5" className="hero-clock__eye" />
      <path d="M84 146 q16 14 32 0" className="hero-clock__smile" />
    </svg>
  );
}
