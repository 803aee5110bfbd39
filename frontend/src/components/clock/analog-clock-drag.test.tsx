import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalogClock } from './analog-clock';
import type { ClockChange } from './analog-clock-props';
import { polar } from './clock-geometry';

// jsdom has no layout: the SVG is a 200 x 200 px box at the origin, so client px = viewBox units.
beforeEach(() => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 200 }),
  );
});
afterEach(() => vi.restoreAllMocks());

const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

function svgOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
}

function pointer(
  svg: Element,
  type: 'pointerDown' | 'pointerMove' | 'pointerUp' | 'pointerCancel',
  angle: number,
  radius = 65,
  pointerId = 1,
) {
  const p = polar(angle, radius);
  fireEvent[type](svg, { clientX: p.x, clientY: p.y, pointerId, button: 0, pointerType: 'touch' });
}

function Harness(props: {
  start: ClockTime;
  onChange: (t: ClockTime, c: ClockChange) => void;
  onDragTime?: (t: ClockTime) => void;
  onRender: () => void;
}) {
  const [time, setTime] = useState(props.start);
  return (
    <Profiler id="clock" onRender={props.onRender}>
      <AnalogClock
        time={time}
        onDragTime={props.onDragTime}
        onChange={(t, c) => {
          setTime(t);
          props.onChange(t, c);
        }}
      />
    </Profiler>
  );
}

describe('AnalogClock drag', () => {
  it('When the minute hand is dragged from 12 to 3, then the hands move without React renders and onChange runs once on release', async () => {
    const onChange = vi.fn();
    const onDragTime = vi.fn();
    const onRender = vi.fn();
    const { container } = render(
      <Harness
        start={{ hour: 4, minute: 0 }}
        onChange={onChange}
        onDragTime={onDragTime}
        onRender={onRender}
      />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    const rendersBefore = onRender.mock.calls.length;

    pointer(svg, 'pointerDown', 0);
    for (const angle of [20, 45, 70, 90]) pointer(svg, 'pointerMove', angle);
    await nextFrame();
    expect(screen.getByText('4:15')).toBeInTheDocument();
    const minute = screen.getByRole('slider', { name: 'Minute hand' });
    expect(minute.getAttribute('transform')).toBe('rotate(90 100 100)');
    expect(onChange).not.toHaveBeenCalled();
    expect(onRender.mock.calls.length).toBe(rendersBefore);
    expect(onDragTime).toHaveBeenCalledTimes(1);
    expect(onDragTime).toHaveBeenLastCalledWith({ hour: 4, minute: 15 });

    pointer(svg, 'pointerUp', 90);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(
      { hour: 4, minute: 15 },
      { hand: 'minute', source: 'drag', direction: 'cw', delta: 15 },
    );
    expect(screen.getByText('4:15')).toBeInTheDocument();
    expect(minute).toHaveAttribute('aria-valuetext', 'quarter past four');
  });

  it('When the minute hand is dragged across 12 clockwise, then the hour advances', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness start={{ hour: 3, minute: 45 }} onChange={onChange} onRender={() => {}} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 270);
    for (const angle of [300, 330, 0, 30]) pointer(svg, 'pointerMove', angle);
    pointer(svg, 'pointerUp', 30);
    expect(screen.getByText('4:05')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(
      { hour: 4, minute: 5 },
      { hand: 'minute', source: 'drag', direction: 'cw', delta: 20 },
    );
  });

  it('When a second finger touches during a drag, then it is ignored', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness start={{ hour: 3, minute: 0 }} onChange={onChange} onRender={() => {}} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerDown', 90, 40, 2);
    pointer(svg, 'pointerMove', 200, 40, 2);
    pointer(svg, 'pointerMove', 30);
    pointer(svg, 'pointerUp', 200, 40, 2);
    expect(onChange).not.toHaveBeenCalled();
    pointer(svg, 'pointerUp', 30);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('3:05')).toBeInTheDocument();
  });

  it('When the pointer is cancelled, then the drag ends and commits the time reached', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness start={{ hour: 3, minute: 0 }} onChange={onChange} onRender={() => {}} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerMove', 60);
    pointer(svg, 'pointerCancel', 60);
    expect(screen.getByText('3:10')).toBeInTheDocument();
    pointer(svg, 'pointerMove', 120);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('3:10')).toBeInTheDocument();
  });

  it('When the clock loses the pointer capture, then the drag ends and commits the time reached', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness start={{ hour: 3, minute: 0 }} onChange={onChange} onRender={() => {}} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerMove', 90);
    fireEvent.lostPointerCapture(svg, { pointerId: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('3:15')).toBeInTheDocument();
  });

  it('When the clock unmounts during a drag, then nothing is committed', async () => {
    const onChange = vi.fn();
    const { container, unmount } = render(
      <Harness start={{ hour: 3, minute: 0 }} onChange={onChange} onRender={() => {}} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerMove', 90);
    unmount();
    pointer(svg, 'pointerUp', 90);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('When a drag ends where it started, then onChange is not called but onDragEnd is', async () => {
    const onChange = vi.fn();
    const onDragEnd = vi.fn();
    const { container } = render(
      <AnalogClock time={{ hour: 3, minute: 0 }} onChange={onChange} onDragEnd={onDragEnd} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerMove', 30);
    pointer(svg, 'pointerMove', 0);
    pointer(svg, 'pointerUp', 0);
    expect(onChange).not.toHaveBeenCalled();
    expect(onDragEnd).toHaveBeenCalledTimes(1);
  });

  it('When the touch is far from both hands, then nothing is dragged', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness start={{ hour: 3, minute: 0 }} onChange={onChange} onRender={() => {}} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 200, 70);
    pointer(svg, 'pointerMove', 220, 70);
    pointer(svg, 'pointerUp', 220, 70);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('When the parent keeps its time, then the hands go back to it after the drag', async () => {
    const { container } = render(<AnalogClock time={{ hour: 3, minute: 0 }} onChange={() => {}} />);
    const minute = await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerMove', 60);
    await nextFrame();
    expect(minute.getAttribute('transform')).toBe('rotate(60 100 100)');
    pointer(svg, 'pointerUp', 60);
    expect(minute.getAttribute('transform')).toBe('rotate(0 100 100)');
    expect(screen.getByText('3:00')).toBeInTheDocument();
  });

  it('When the clock is display-only, then a pointer does nothing', async () => {
    const { container } = render(<AnalogClock time={{ hour: 3, minute: 0 }} />);
    await screen.findByRole('img');
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0);
    pointer(svg, 'pointerMove', 60);
    await nextFrame();
    expect(screen.getByText('3:00')).toBeInTheDocument();
  });
});
