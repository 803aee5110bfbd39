import './option-tiles.css';

/**
 * The one look of the four answer tiles, on the smartboard and on every tablet (issue 15: a child
 * finds "the red triangle" on the board and taps the same tile): option `i` always has tile `i`'s
 * colour and shape, so a child who cannot tell the colours apart can still say "the triangle".
 * The colours live in option-tiles.css as `--tile-bg` / `--tile-edge` on `optionTileClass(i)`.
 */
export const OPTION_TILES = [
  { shape: 'triangle', colour: 'red' },
  { shape: 'diamond', colour: 'blue' },
  { shape: 'circle', colour: 'amber' },
  { shape: 'square', colour: 'green' },
] as const;

export type OptionTile = (typeof OPTION_TILES)[number];

/** The tile of option `index` (options beyond four reuse the tiles in turn). */
export function optionTile(index: number): OptionTile {
  return OPTION_TILES[((index % 4) + 4) % 4] as OptionTile;
}

/** The class that gives an element option `index`'s tile colours (`--tile-bg`, `--tile-edge`). */
export function optionTileClass(index: number): string {
  return `option-tile--${OPTION_TILES.indexOf(optionTile(index))}`;
}

const PATHS: Record<OptionTile['shape'], React.ReactElement> = {
  triangle: <path d="M12 3l10 18H2z" />,
  diamond: <path d="M12 1.5l10.5 10.5L12 22.5 1.5 12z" />,
  circle: <circle cx="12" cy="12" r="9" />,
  square: <rect x="3.5" y="3.5" width="17" height="17" rx="2" />,
};

/** Option `index`'s shape, drawn in the current text colour (decorative: the text says the time). */
export function OptionShape({ index, className }: { index: number; className?: string }) {
  const tile = optionTile(index);
  return (
    <svg
      className={['option-shape', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-shape={tile.shape}
    >
      {PATHS[tile.shape]}
    </svg>
  );
}
