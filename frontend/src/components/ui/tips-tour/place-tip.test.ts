import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, type PlaceTipInput, placeTip } from './place-tip';

const base: PlaceTipInput = {
  target: { top: 300, left: 500, width: 100, height: 60 },
  card: { width: 300, height: 200 },
  viewport: { width: 1180, height: 820 },
  position: 'bottom',
  padding: 8,
  gap: 16,
  margin: 12,
  arrowInset: 24,
  arrow: true,
};

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('placeTip', () => {
  it('When the preferred side fits, then the card sits there with the arrow at the target centre', () => {
    const placed = placeTip(base);
    expect(placed.side).toBe('bottom');
    expect(placed.top).toBe(300 + 60 + 8 + 16);
    expect(placed.left).toBe(550 - 150);
    expect(placed.arrowOffset).toBe(150);
    expect(placed.highlight).toEqual({ top: 292, left: 492, width: 116, height: 76 });
  });

  it('When the preferred side has no room, then the opposite side is used', () => {
    const placed = placeTip({
      ...base,
      position: 'top',
      target: { top: 40, left: 500, width: 100, height: 60 },
    });
    expect(placed.side).toBe('bottom');
  });

  it('When left and right have no room, then it falls back to below', () => {
    const placed = placeTip({
      ...base,
      position: 'right',
      target: { top: 100, left: 100, width: 980, height: 60 },
    });
    expect(placed.side).toBe('bottom');
  });

  it('When the target sits near an edge, then the card stays on screen and the arrow still points at it', () => {
    const placed = placeTip({ ...base, target: { top: 100, left: 1120, width: 40, height: 40 } });
    expect(placed.left).toBe(1180 - 12 - 300);
    // The ring's centre (1140) is 272 px from the card's left edge.
    expect(placed.arrowOffset).toBe(272);
  });

  it('When no side fits (a phone and a big target), then the card docks at the far edge without an arrow', () => {
    const placed = placeTip({
      ...base,
      viewport: { width: 390, height: 500 },
      card: { width: 366, height: 220 },
      target: { top: 60, left: 10, width: 370, height: 300 },
    });
    expect(placed.side).toBe('docked');
    expect(placed.top).toBe(500 - 220 - 12);
    expect(placed.arrowOffset).toBeNull();
    expect(placed.highlight).not.toBeNull();
  });

  it('When the step is centred or has no target, then the card is centred with no ring and no arrow', () => {
    for (const input of [
      { ...base, position: 'center' as const },
      { ...base, target: null },
    ]) {
      const placed = placeTip(input);
      expect(placed).toEqual({
        side: 'center',
        top: 310,
        left: 440,
        arrowOffset: null,
        highlight: null,
      });
    }
  });

  it('When the target is at the very corner, then the arrow stays off the rounded corner', () => {
    const placed = placeTip({ ...base, target: { top: 100, left: 1170, width: 10, height: 10 } });
    expect(placed.arrowOffset).toBe(300 - 24);
  });

  it('When the arrow is turned off, then no arrow offset is given', () => {
    expect(placeTip({ ...base, arrow: false }).arrowOffset).toBeNull();
  });

  it('For any target, card and screen that fit, the card stays on screen and never covers the ring', () => {
    const box = fc
      .record({
        top: fc.integer({ min: -50, max: 1000 }),
        left: fc.integer({ min: -50, max: 1800 }),
        width: fc.integer({ min: 0, max: 900 }),
        height: fc.integer({ min: 0, max: 700 }),
      })
      .map((b): Box => b);
    fc.assert(
      fc.property(
        box,
        fc.integer({ min: 320, max: 1920 }),
        fc.integer({ min: 320, max: 1080 }),
        fc.constantFrom('top', 'bottom', 'left', 'right', 'center' as const),
        (target, vw, vh, position) => {
          const card = { width: Math.min(360, vw - 24), height: 180 };
          const placed = placeTip({
            ...base,
            target,
            card,
            viewport: { width: vw, height: vh },
            position,
          });
          expect(placed.left).toBeGreaterThanOrEqual(0);
          expect(placed.top).toBeGreaterThanOrEqual(0);
          expect(placed.left + card.width).toBeLessThanOrEqual(vw);
          expect(placed.top + card.height).toBeLessThanOrEqual(vh);
          const cardBox = { top: placed.top, left: placed.left, ...card };
          if (placed.highlight && placed.side !== 'docked') {
            expect(overlaps(cardBox, placed.highlight)).toBe(false);
          }
          if (placed.arrowOffset !== null) {
            const length =
              placed.side === 'top' || placed.side === 'bottom' ? card.width : card.height;
            expect(placed.arrowOffset).toBeGreaterThanOrEqual(0);
            expect(placed.arrowOffset).toBeLessThanOrEqual(length);
          }
        },
      ),
    );
  });
});
