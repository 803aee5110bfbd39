import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalogClock } from './analog-clock';
import { easeInOut, REVEAL_MS, revealFrame } from './reveal';

/** Animation frames run only when the test says so, with the timestamps it gives. */
function manualFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    id += 1;
    queue.set(id, cb);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queue.delete(handle));
  return {
    run(now: number) {
      const due = queue;
      queue = new Map();
      act(() => {
        for (const cb of due.values()) cb(now);
      });
    },
    pending: () => queue.size,
  };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

const hourOf = (c: HTMLElement) =>
  c.querySelector('.analog-clock__hand--hour')?.getAttribute('transform');
const minuteOf = (c: HTMLElement) =>
  c.querySelector('.analog-clock__hand--minute')?.getAttribute('transform');

describe('revealFrame', () => {
  it('When the progress is 0, half and 1, then the hands are at the answer, on the way and at the target', () => {
    const start = { angles: { hour: 120, minute: 180 }, time: { hour: 4, minute: 30 } };
    expect(revealFrame(start, { hour: 3, minute: 30 }, 0).angles).toEqual({
      hour: 120,
      minute: 180,
    });
    // 4:30 -> 3:30 is an hour back: the minute hand turns a whole turn back, the hour hand
    // from where the child put it (on 4) to half way between 3 and 4.
    const half = revealFrame(start, { hour: 3, minute: 30 }, 0.5);
    expect(half.angles).toEqual({ hour: 112.5, minute: 0 });
    expect(half.time).toEqual({ hour: 4, minute: 0 });
    expect(revealFrame(start, { hour: 3, minute: 30 }, 1)).toEqual({
      angles: { hour: 105, minute: 180 },
      time: { hour: 3, minute: 30 },
    });
  });

  it('When eased, then it starts and ends slowly and stays within 0 and 1', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(2)).toBe(1);
  });
});

describe('AnalogClock reveal', () => {
  it('When revealTo is set, then the hands turn from the answer to the target frame by frame and the clock is display-only', async () => {
    reducedMotion(false);
    const frames = manualFrames();
    const onChange = vi.fn();
    const { container, rerender } = render(
      <AnalogClock time={{ hour: 3, minute: 0 }} onChange={onChange} hourZones />,
    );
    expect(await screen.findAllByRole('slider')).toHaveLength(2);

    rerender(
      <AnalogClock
        time={{ hour: 3, minute: 0 }}
        onChange={onChange}
        hourZones
        revealTo={{ hour: 4, minute: 30 }}
      />,
    );
    expect(screen.queryAllByRole('slider')).toEqual([]);
    expect(screen.getByRole('img', { name: 'Clock: half past four' })).toBeInTheDocument();
    expect(hourOf(container)).toBe('rotate(90 100 100)');
    expect(minuteOf(container)).toBe('rotate(0 100 100)');

    frames.run(1000);
    frames.run(1000 + REVEAL_MS / 2);
    // Half way (eased 0.5) through 90 minutes: 3:45, the hands between the two times.
    expect(screen.getByText('3:45')).toBeInTheDocument();
    expect(hourOf(container)).toBe('rotate(112.5 100 100)');
    expect(minuteOf(container)).toBe('rotate(270 100 100)');
    expect(container.querySelector('.analog-clock__hour-zone')).toHaveAttribute('data-hour', '3');

    frames.run(1000 + REVEAL_MS);
    expect(screen.getByText('4:30')).toBeInTheDocument();
    expect(hourOf(container)).toBe('rotate(135 100 100)');
    expect(minuteOf(container)).toBe('rotate(180 100 100)');
    expect(container.querySelector('.analog-clock__hour-zone')).toHaveAttribute('data-hour', '4');
    expect(frames.pending()).toBe(0);
    expect(onChange).not.toHaveBeenCalled();

    rerender(
      <AnalogClock time={{ hour: 3, minute: 0 }} onChange={onChange} hourZones revealTo={null} />,
    );
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    expect(hourOf(container)).toBe('rotate(90 100 100)');
  });

  it('When the child placed the hour hand on its own, then the reveal starts from that hand', async () => {
    reducedMotion(false);
    const frames = manualFrames();
    const { container } = render(
      <AnalogClock
        hands="independent"
        time={{ hour: 12, minute: 30 }}
        hourAngle={120}
        revealTo={{ hour: 4, minute: 30 }}
      />,
    );
    await screen.findByRole('img');
    expect(hourOf(container)).toBe('rotate(120 100 100)');
    frames.run(0);
    frames.run(REVEAL_MS);
    expect(hourOf(container)).toBe('rotate(135 100 100)');
    expect(minuteOf(container)).toBe('rotate(180 100 100)');
  });

  it('When the child prefers reduced motion, then the hands jump to the target at once', async () => {
    reducedMotion(true);
    const frames = manualFrames();
    const { container } = render(
      <AnalogClock time={{ hour: 3, minute: 0 }} revealTo={{ hour: 4, minute: 30 }} />,
    );
    await screen.findByRole('img');
    expect(hourOf(container)).toBe('rotate(135 100 100)');
    expect(minuteOf(container)).toBe('rotate(180 100 100)');
    expect(screen.getByText('4:30')).toBeInTheDocument();
    expect(frames.pending()).toBe(0);
  });
});
