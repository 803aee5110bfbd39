import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnalogClock } from './analog-clock';
import type { AnalogClockProps, ClockChange } from './analog-clock-props';

function Controlled(props: Partial<AnalogClockProps> & { start: ClockTime }) {
  const [time, setTime] = useState(props.start);
  return (
    <AnalogClock
      {...props}
      time={time}
      onChange={(next, change) => {
        setTime(next);
        props.onChange?.(next, change);
      }}
    />
  );
}

describe('AnalogClock', () => {
  it('When interactive, then both hands are named sliders with the time in words', async () => {
    render(<AnalogClock time={{ hour: 3, minute: 15 }} onChange={() => {}} />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    const minute = screen.getByRole('slider', { name: 'Minute hand' });
    expect(hour).toHaveAttribute('aria-valuenow', '3');
    expect(hour).toHaveAttribute('aria-valuemin', '1');
    expect(hour).toHaveAttribute('aria-valuemax', '12');
    expect(minute).toHaveAttribute('aria-valuenow', '15');
    expect(minute).toHaveAttribute('aria-valuetext', 'quarter past three');
    expect(screen.getByRole('group', { name: 'Clock' })).toBeInTheDocument();
    expect(screen.getByText('3:15')).toBeInTheDocument();
  });

  it('When arrow keys and PageUp are pressed on the minute hand, then the time moves and onChange reports it', async () => {
    const changes: Array<[ClockTime, ClockChange]> = [];
    render(
      <Controlled start={{ hour: 3, minute: 58 }} onChange={(t, c) => changes.push([t, c])} />,
    );
    const minute = await screen.findByRole('slider', { name: 'Minute hand' });
    const user = userEvent.setup();
    minute.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(screen.getByText('4:00')).toBeInTheDocument();
    expect(minute).toHaveAttribute('aria-valuetext', "four o'clock");
    await user.keyboard('{PageUp}');
    expect(screen.getByText('4:15')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('4:14')).toBeInTheDocument();
    expect(changes.map(([, c]) => c)).toEqual([
      { hand: 'minute', source: 'keyboard', direction: 'cw', delta: 1 },
      { hand: 'minute', source: 'keyboard', direction: 'cw', delta: 1 },
      { hand: 'minute', source: 'keyboard', direction: 'cw', delta: 15 },
      { hand: 'minute', source: 'keyboard', direction: 'ccw', delta: -1 },
    ]);
  });

  it('When the hour hand has focus, then PageDown takes an hour away and Home goes to one o’clock', async () => {
    render(<Controlled start={{ hour: 3, minute: 20 }} />);
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    hour.focus();
    const user = userEvent.setup();
    await user.keyboard('{PageDown}');
    expect(screen.getByText('2:20')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByText('1:20')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByText('12:20')).toBeInTheDocument();
  });

  it('When arrows are pressed on the geared hour hand, then the hour changes, the minutes stay and the slider says the hour', async () => {
    const changes: Array<[ClockTime, ClockChange]> = [];
    render(
      <Controlled
        start={{ hour: 3, minute: 20 }}
        step={5}
        onChange={(t, c) => changes.push([t, c])}
      />,
    );
    const hour = await screen.findByRole('slider', { name: 'Hour hand' });
    hour.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('4:20')).toBeInTheDocument();
    expect(hour).toHaveAttribute('aria-valuenow', '4');
    expect(hour).toHaveAttribute('aria-valuetext', 'twenty past four');
    // The hour hand's place follows the gearing: a third of the way from 4 to 5.
    expect(hour.getAttribute('transform')).toBe('rotate(130 100 100)');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('5:20')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(screen.getByText('2:20')).toBeInTheDocument();
    expect(hour).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('12:20')).toBeInTheDocument();
    expect(hour).toHaveAttribute('aria-valuenow', '12');
    expect(changes.map(([, c]) => c.delta)).toEqual([60, 60, -60, -60, -60, -60, -60]);
    expect(changes.every(([, c]) => c.hand === 'hour' && c.source === 'keyboard')).toBe(true);
  });

  it('When the step is 5, then the arrows go to the next multiple of 5', async () => {
    render(<Controlled start={{ hour: 3, minute: 7 }} step={5} />);
    const minute = await screen.findByRole('slider', { name: 'Minute hand' });
    minute.focus();
    await userEvent.setup().keyboard('{ArrowUp}');
    expect(screen.getByText('3:10')).toBeInTheDocument();
  });

  it('When a key the slider does not use is pressed, then nothing changes', async () => {
    const onChange = vi.fn();
    render(<AnalogClock time={{ hour: 3, minute: 7 }} onChange={onChange} />);
    const minute = await screen.findByRole('slider', { name: 'Minute hand' });
    minute.focus();
    await userEvent.setup().keyboard('a{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('When there is no onChange, then the clock is one image with no sliders', async () => {
    render(<AnalogClock time={{ hour: 9, minute: 30 }} />);
    expect(await screen.findByRole('img', { name: 'Clock: half past nine' })).toBeInTheDocument();
    expect(screen.queryAllByRole('slider')).toEqual([]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('When traditional numbers are on, then the numerals show and the helper circles hide', async () => {
    const { container, rerender } = render(
      <AnalogClock time={{ hour: 3, minute: 0 }} showHelperCircles />,
    );
    await screen.findByRole('img');
    expect(container.querySelectorAll('.analog-clock__helper')).toHaveLength(12);
    expect(container.querySelectorAll('.analog-clock__numeral')).toHaveLength(0);
    rerender(
      <AnalogClock time={{ hour: 3, minute: 0 }} showHelperCircles showTraditionalNumbers />,
    );
    expect(container.querySelectorAll('.analog-clock__helper')).toHaveLength(0);
    const numerals = [...container.querySelectorAll('.analog-clock__numeral')];
    expect(numerals.map((n) => n.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
  });

  it('When helper circles are on, then they read 00, 5 ... 55', async () => {
    const { container } = render(<AnalogClock time={{ hour: 3, minute: 0 }} />);
    await screen.findByRole('img');
    const labels = [...container.querySelectorAll('.analog-clock__helper text')].map(
      (n) => n.textContent,
    );
    expect(labels).toEqual(['5', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55', '00']);
  });

  it('When only the hour hand is shown, then there is one slider and the arrows move whole hours', async () => {
    render(<Controlled start={{ hour: 3, minute: 0 }} hourHandOnly />);
    const sliders = await screen.findAllByRole('slider');
    expect(sliders).toHaveLength(1);
    sliders[0]?.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(screen.getByText('4:00')).toBeInTheDocument();
  });

  it('When in 24-hour mode in the afternoon, then the readout shows 15:15 and a sun', async () => {
    render(
      <AnalogClock time={{ hour: 3, minute: 15 }} hourMode="24h" period="pm" onChange={() => {}} />,
    );
    expect(await screen.findByText('15:15')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Daytime' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minute hand' })).toHaveAttribute(
      'aria-valuetext',
      'fifteen fifteen',
    );
  });

  it('When it is 11 at night in 24-hour mode, then a moon shows', async () => {
    render(<AnalogClock time={{ hour: 11, minute: 0 }} hourMode="24h" period="pm" />);
    expect(await screen.findByText('23:00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Night-time/ })).toBeInTheDocument();
  });

  it('When the language is French, then the names and the value text are French', async () => {
    render(<AnalogClock time={{ hour: 3, minute: 45 }} onChange={() => {}} language="fr" />);
    const minute = await screen.findByRole('slider', { name: 'Aiguille des minutes' });
    expect(minute).toHaveAttribute('aria-valuetext', 'quatre heures moins le quart');
  });

  it('When showDigital is false, then there is no readout', async () => {
    render(<AnalogClock time={{ hour: 3, minute: 15 }} showDigital={false} />);
    await screen.findByRole('img');
    expect(screen.queryByText('3:15')).not.toBeInTheDocument();
  });
});
