import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalogClock } from './analog-clock';
import { polar } from './clock-geometry';
import { MINUTE_HAND_PATH } from './clock-hands';

beforeEach(() => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 200 }),
  );
});
afterEach(() => vi.restoreAllMocks());

const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

function pointer(svg: Element, type: 'pointerDown' | 'pointerMove' | 'pointerUp', angle: number) {
  const p = polar(angle, 30);
  fireEvent[type](svg, {
    clientX: p.x,
    clientY: p.y,
    pointerId: 1,
    button: 0,
    pointerType: 'touch',
  });
}

function ZonedClock() {
  const [time, setTime] = useState<ClockTime>({ hour: 4, minute: 30 });
  return <AnalogClock hands="independent" hourZones time={time} onChange={setTime} />;
}

function zoneOf(container: HTMLElement) {
  return container.querySelector('.analog-clock__hour-zone');
}

function texts(container: HTMLElement, selector: string): string[] {
  return [...container.querySelectorAll(selector)].map((n) => n.textContent ?? '');
}

describe('AnalogClock hour zones', () => {
  it('When hour zones are off, then there is no zone', async () => {
    const { container } = render(<AnalogClock time={{ hour: 4, minute: 30 }} />);
    await screen.findByRole('img');
    expect(zoneOf(container)).toBeNull();
  });

  it('When it is 4:30, then the zone runs from 4 to 5 and is hidden from screen readers', async () => {
    const { container } = render(<AnalogClock time={{ hour: 4, minute: 30 }} hourZones />);
    await screen.findByRole('img');
    const zone = zoneOf(container);
    expect(zone).toHaveAttribute('data-hour', '4');
    expect(zone).toHaveAttribute('transform', 'rotate(120 100 100)');
    expect(zone).toHaveAttribute('aria-hidden', 'true');
  });

  it('When the independent hour hand is moved by keys past a numeral, then the zone follows it', async () => {
    const { container } = render(<ZonedClock />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    hour.focus();
    const user = userEvent.setup();
    await user.keyboard('{PageUp}');
    expect(zoneOf(container)).toHaveAttribute('data-hour', '5');
    expect(zoneOf(container)).toHaveAttribute('transform', 'rotate(150 100 100)');
    // From 165 degrees (half way between 5 and 6) two quarter steps back is on 5, so the zone
    // stays; one more is 7.5 degrees short of 5 (nearly 5) and the zone is 4.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(hour).toHaveAttribute('transform', 'rotate(150 100 100)');
    expect(zoneOf(container)).toHaveAttribute('data-hour', '5');
    await user.keyboard('{ArrowLeft}');
    expect(hour).toHaveAttribute('transform', 'rotate(142.5 100 100)');
    expect(zoneOf(container)).toHaveAttribute('data-hour', '4');
  });

  it('When the hour hand is dragged, then the zone turns with it during the drag, before any render', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <AnalogClock
        hands="independent"
        hourZones
        time={{ hour: 4, minute: 30 }}
        onChange={onChange}
      />,
    );
    await screen.findByRole('slider', { name: 'Hour hand' });
    const svg = container.querySelector('svg') as SVGSVGElement;
    pointer(svg, 'pointerDown', 135);
    for (const angle of [160, 190, 200]) pointer(svg, 'pointerMove', angle);
    await nextFrame();
    expect(zoneOf(container)).toHaveAttribute('data-hour', '6');
    expect(zoneOf(container)).toHaveAttribute('transform', 'rotate(180 100 100)');
    expect(onChange).not.toHaveBeenCalled();
    pointer(svg, 'pointerUp', 200);
    expect(onChange).toHaveBeenCalledWith(
      { hour: 6, minute: 30 },
      expect.objectContaining({ hand: 'hour', hourAngle: 200 }),
    );
  });

  it('When a geared clock is at 3:59, then the zone is still 3 to 4', async () => {
    const { container } = render(<AnalogClock time={{ hour: 3, minute: 59 }} hourZones />);
    await screen.findByRole('img');
    expect(zoneOf(container)).toHaveAttribute('data-hour', '3');
  });
});

describe('AnalogClock learning face', () => {
  it('When minute labels and numerals are both on, then both rings show: numerals 1-12 and 00-55', async () => {
    const { container } = render(
      <AnalogClock time={{ hour: 4, minute: 30 }} showTraditionalNumbers minuteLabels />,
    );
    await screen.findByRole('img');
    expect(texts(container, '.analog-clock__numeral')).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    expect(texts(container, '.analog-clock__minute-label text')).toEqual([
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
      '00',
    ]);
    expect(container.querySelectorAll('.analog-clock__helper')).toHaveLength(0);
  });

  it('When the minute labels are on, then the numerals sit inside the ring and the minute hand ends before it', async () => {
    const { container } = render(
      <AnalogClock time={{ hour: 4, minute: 30 }} showTraditionalNumbers minuteLabels />,
    );
    await screen.findByRole('img');
    const radius = (el: Element | null) =>
      Math.hypot(Number(el?.getAttribute('x')) - 100, Number(el?.getAttribute('y')) - 100);
    const numeral = container.querySelector('.analog-clock__numeral');
    const label = container.querySelector('.analog-clock__minute-label text');
    expect(radius(numeral)).toBeLessThan(radius(label) - 20);
    const minuteBody = container.querySelector(
      '.analog-clock__hand--minute .analog-clock__hand-body',
    );
    expect(minuteBody?.getAttribute('d')).not.toBe(MINUTE_HAND_PATH);
    // The arrow tip (the smallest y of the path, the hand drawn pointing at 12) stays inside
    // the ring of minute labels.
    const ys = (minuteBody?.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const tip = Math.min(...ys.filter((_, i) => i % 2 === 1));
    const bubble = container.querySelector('.analog-clock__minute-label circle');
    const ringInner = radius(label) - Number(bubble?.getAttribute('r'));
    expect(100 - tip).toBeLessThanOrEqual(ringInner);
  });

  it('When only minute labels are on, then the ring shows without numerals', async () => {
    const { container } = render(<AnalogClock time={{ hour: 4, minute: 30 }} minuteLabels />);
    await screen.findByRole('img');
    expect(container.querySelectorAll('.analog-clock__minute-label')).toHaveLength(12);
    expect(container.querySelectorAll('.analog-clock__numeral')).toHaveLength(0);
  });

  it('When minute labels are off, then the face is as before: the numerals hide the helper circles', async () => {
    const { container } = render(
      <AnalogClock time={{ hour: 4, minute: 30 }} showTraditionalNumbers showHelperCircles />,
    );
    await screen.findByRole('img');
    expect(container.querySelectorAll('.analog-clock__minute-label')).toHaveLength(0);
    expect(container.querySelectorAll('.analog-clock__helper')).toHaveLength(0);
    expect(container.querySelectorAll('.analog-clock__numeral')).toHaveLength(12);
    const minuteBody = container.querySelector(
      '.analog-clock__hand--minute .analog-clock__hand-body',
    );
    expect(minuteBody?.getAttribute('d')).toBe(MINUTE_HAND_PATH);
  });
});
