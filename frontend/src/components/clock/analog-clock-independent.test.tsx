import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalogClock } from './analog-clock';
import type { AnalogClockProps, ClockChange, ClockHands } from './analog-clock-props';
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
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  angle: number,
  radius = 65,
) {
  const p = polar(angle, radius);
  fireEvent[type](svg, {
    clientX: p.x,
    clientY: p.y,
    pointerId: 1,
    button: 0,
    pointerType: 'touch',
  });
}

const transformOf = (el: Element | null | undefined) => el?.getAttribute('transform');
const hourHand = () => screen.getByRole('slider', { name: 'Hour hand' });
const minuteHand = () => screen.getByRole('slider', { name: 'Minute hand' });

/** A parent that keeps the answer as the Student Game will: { time, hourAngle }. */
function Answer(
  props: Partial<AnalogClockProps> & {
    start: ClockHands;
    onAnswer?: (time: ClockTime, change: ClockChange) => void;
    onHands?: (hands: ClockHands) => void;
  },
) {
  const { start, onAnswer, onHands, ...rest } = props;
  const [hands, setHands] = useState(start);
  const [time, setTime] = useState<ClockTime>({ hour: 12, minute: start.minute });
  return (
    <AnalogClock
      hands="independent"
      {...rest}
      time={time}
      hourAngle={hands.hourAngle}
      onChange={(next, change) => {
        setTime(next);
        onAnswer?.(next, change);
      }}
      onHandsChange={(next) => {
        setHands(next);
        onHands?.(next);
      }}
    />
  );
}

/** Without hourAngle: the clock keeps the hour hand; a button changes the time from outside. */
function Uncontrolled() {
  const [time, setTime] = useState<ClockTime>({ hour: 4, minute: 30 });
  return (
    <>
      <AnalogClock hands="independent" time={time} onChange={setTime} />
      <button type="button" onClick={() => setTime({ hour: 9, minute: 0 })}>
        next question
      </button>
    </>
  );
}

function LockedGeared(props: Pick<AnalogClockProps, 'onChange' | 'onHandsChange'>) {
  const [time, setTime] = useState<ClockTime>({ hour: 3, minute: 0 });
  return (
    <AnalogClock
      time={time}
      lockedMinuteHand
      onHandsChange={props.onHandsChange}
      onChange={(next, change) => {
        setTime(next);
        props.onChange?.(next, change);
      }}
    />
  );
}

describe('AnalogClock with independent hands', () => {
  it('When the minute hand is moved by keys past 12, then the hour hand stays where it is', async () => {
    const onHands = vi.fn();
    const onAnswer = vi.fn();
    render(<Answer start={{ hourAngle: 135, minute: 58 }} onHands={onHands} onAnswer={onAnswer} />);
    const minute = await screen.findByRole('slider', { name: 'Minute hand' });
    minute.focus();
    await userEvent.setup().keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(transformOf(hourHand())).toBe('rotate(135 100 100)');
    expect(transformOf(minute)).toBe('rotate(6 100 100)');
    expect(onHands).toHaveBeenLastCalledWith({ hourAngle: 135, minute: 1 });
    // The reading of hands between 4 and 5 with the minute hand on 1 minute.
    expect(onAnswer).toHaveBeenLastCalledWith(
      { hour: 4, minute: 1 },
      { hand: 'minute', source: 'keyboard', direction: 'cw', delta: 1, hourAngle: 135 },
    );
    expect(screen.getByText('4:01')).toBeInTheDocument();
  });

  it('When the hour hand is moved by keys, then it turns a quarter of the way between numerals an arrow and an hour a PageUp, and the minute hand stays', async () => {
    const onHands = vi.fn();
    render(<Answer start={{ hourAngle: 120, minute: 30 }} onHands={onHands} />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    hour.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(transformOf(hour)).toBe('rotate(127.5 100 100)');
    await user.keyboard('{PageUp}');
    expect(transformOf(hour)).toBe('rotate(157.5 100 100)');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(transformOf(hour)).toBe('rotate(135 100 100)');
    expect(transformOf(minuteHand())).toBe('rotate(180 100 100)');
    expect(onHands).toHaveBeenLastCalledWith({ hourAngle: 135, minute: 30 });
  });

  it('When the hour hand is placed, then its slider tells where it is and the minute hand tells its minutes', async () => {
    render(<Answer start={{ hourAngle: 120, minute: 30 }} />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    expect(hour).toHaveAttribute('aria-valuetext', 'on 4');
    expect(hour).toHaveAttribute('aria-valuenow', '4');
    expect(minuteHand()).toHaveAttribute('aria-valuetext', '30 minutes');
    hour.focus();
    const user = userEvent.setup();
    // Each arrow is a place the value text names; the value is the hour the hands read.
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuetext', 'just after 4');
    expect(hour).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuetext', 'half way between 4 and 5');
    expect(hour).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuetext', 'nearly at 5');
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuetext', 'on 5');
    expect(hour).toHaveAttribute('aria-valuenow', '5');
    expect(hour).toHaveAttribute('aria-valuemin', '1');
    expect(hour).toHaveAttribute('aria-valuemax', '12');
  });

  it('When the minute hand is dragged across 12, then only the minute hand turns', async () => {
    const onHands = vi.fn();
    const { container } = render(
      <Answer start={{ hourAngle: 105, minute: 45 }} onHands={onHands} />,
    );
    await screen.findByRole('slider', { name: 'Minute hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 270);
    for (const angle of [300, 330, 0, 30]) pointer(svg, 'pointerMove', angle);
    await nextFrame();
    expect(transformOf(minuteHand())).toBe('rotate(30 100 100)');
    expect(transformOf(hourHand())).toBe('rotate(105 100 100)');
    pointer(svg, 'pointerUp', 30);
    expect(onHands).toHaveBeenCalledTimes(1);
    expect(onHands).toHaveBeenCalledWith({ hourAngle: 105, minute: 5 });
    expect(transformOf(hourHand())).toBe('rotate(105 100 100)');
  });

  it('When the hour hand is dragged, then it lands on the 2.5-degree grid and the minute hand stays', async () => {
    const onAnswer = vi.fn();
    const { container } = render(
      <Answer start={{ hourAngle: 120, minute: 30 }} onAnswer={onAnswer} />,
    );
    await screen.findByRole('slider', { name: 'Hour hand' });
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 120, 30);
    for (const angle of [125, 131, 134.2]) pointer(svg, 'pointerMove', angle, 30);
    pointer(svg, 'pointerUp', 134.2, 30);
    expect(onAnswer).toHaveBeenCalledWith(
      { hour: 4, minute: 30 },
      { hand: 'hour', source: 'drag', direction: 'cw', delta: 30, hourAngle: 135 },
    );
    expect(transformOf(hourHand())).toBe('rotate(135 100 100)');
    expect(transformOf(minuteHand())).toBe('rotate(180 100 100)');
  });

  it('When hourAngle is not given, then the clock keeps the hour hand itself until the time is changed from outside', async () => {
    render(<Uncontrolled />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    expect(transformOf(hour)).toBe('rotate(135 100 100)');
    const user = userEvent.setup();
    hour.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(transformOf(hour)).toBe('rotate(120 100 100)');
    minuteHand().focus();
    await user.keyboard('{PageUp}');
    expect(transformOf(hourHand())).toBe('rotate(120 100 100)');
    expect(screen.getByText('4:45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'next question' }));
    expect(transformOf(hourHand())).toBe('rotate(270 100 100)');
    expect(transformOf(minuteHand())).toBe('rotate(0 100 100)');
  });

  it('When only the hour hand is shown, then it is the one slider and its arrows go from numeral to numeral', async () => {
    const onHands = vi.fn();
    render(<Answer start={{ hourAngle: 90, minute: 0 }} hourHandOnly onHands={onHands} />);
    const sliders = await screen.findAllByRole('slider');
    expect(sliders).toHaveLength(1);
    sliders[0]?.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(onHands).toHaveBeenLastCalledWith({ hourAngle: 120, minute: 0 });
  });

  it('When the minute hand is locked (level 1), then each arrow on the hour hand moves the hour and the slider says it', async () => {
    const onAnswer = vi.fn();
    render(<Answer start={{ hourAngle: 0, minute: 0 }} lockedMinuteHand onAnswer={onAnswer} />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    expect(hour).toHaveAttribute('aria-valuenow', '12');
    hour.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(onAnswer).toHaveBeenLastCalledWith(
      { hour: 1, minute: 0 },
      { hand: 'hour', source: 'keyboard', direction: 'cw', delta: 60, hourAngle: 30 },
    );
    expect(hour).toHaveAttribute('aria-valuenow', '1');
    expect(hour).toHaveAttribute('aria-valuetext', 'on 1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(hour).toHaveAttribute('aria-valuenow', '11');
    expect(hour).toHaveAttribute('aria-valuetext', 'on 11');
    await user.keyboard('{End}');
    expect(hour).toHaveAttribute('aria-valuenow', '12');
  });

  it('When the minute hand is locked, then it shows but cannot be grabbed or focused', async () => {
    const onHands = vi.fn();
    const { container } = render(
      <Answer start={{ hourAngle: 90, minute: 0 }} lockedMinuteHand onHands={onHands} />,
    );
    const sliders = await screen.findAllByRole('slider');
    expect(sliders.map((s) => s.getAttribute('aria-label'))).toEqual(['Hour hand']);
    const minute = container.querySelector('.analog-clock__hand--minute');
    expect(minute).toHaveAttribute('aria-hidden', 'true');
    expect(transformOf(minute)).toBe('rotate(0 100 100)');
    const svg = svgOf(container);
    pointer(svg, 'pointerDown', 0, 75);
    pointer(svg, 'pointerMove', 90, 75);
    pointer(svg, 'pointerUp', 90, 75);
    expect(onHands).not.toHaveBeenCalled();
    expect(transformOf(minute)).toBe('rotate(0 100 100)');
  });
});

describe('AnalogClock geared with a locked minute hand', () => {
  it('When the hour hand moves by keys, then it goes a whole hour and the minute hand stays on 12', async () => {
    const onChange = vi.fn();
    const onHandsChange = vi.fn();
    render(<LockedGeared onChange={onChange} onHandsChange={onHandsChange} />);
    const sliders = await screen.findAllByRole('slider');
    expect(sliders).toHaveLength(1);
    sliders[0]?.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith(
      { hour: 4, minute: 0 },
      { hand: 'hour', source: 'keyboard', direction: 'cw', delta: 60 },
    );
    expect(onHandsChange).toHaveBeenCalledWith({ hourAngle: 120, minute: 0 });
    expect(screen.getByText('4:00')).toBeInTheDocument();
  });
});
