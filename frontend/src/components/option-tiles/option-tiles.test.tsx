import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPTION_TILES, OptionShape, optionTile, optionTileClass } from './option-tiles';

describe('the answer tiles', () => {
  it('When the four options are drawn, then each has its own shape and colour, in one fixed order', () => {
    expect(OPTION_TILES.map((t) => `${t.colour} ${t.shape}`)).toEqual([
      'red triangle',
      'blue diamond',
      'amber circle',
      'green square',
    ]);
    expect(new Set(OPTION_TILES.map((t) => t.shape)).size).toBe(4);
  });

  it('When an option index is past the fourth, then the tiles repeat in turn', () => {
    expect(optionTile(5)).toBe(OPTION_TILES[1]);
    expect(optionTileClass(6)).toBe('option-tile--2');
  });

  it('When a shape is drawn, then it is hidden from screen readers and names its shape', () => {
    const { container } = render(<OptionShape index={2} className="x" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-shape')).toBe('circle');
    expect(svg?.getAttribute('class')).toBe('option-shape x');
  });
});
