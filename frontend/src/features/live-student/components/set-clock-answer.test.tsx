import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSetClockQuestion } from '../testing/live-views';
import { SetClockAnswer } from './set-clock-answer';

function renderAnswer(question = makeSetClockQuestion()) {
  const onSubmit = vi.fn();
  render(
    <SetClockAnswer
      question={question}
      language="en"
      sent={null}
      disabled={false}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('SetClockAnswer', () => {
  it('When the class plays together, then both hands can be set', async () => {
    renderAnswer();
    const sliders = await screen.findAllByRole('slider');
    expect(sliders.map((s) => s.getAttribute('aria-label'))).toEqual(['Hour hand', 'Minute hand']);
  });

  it('When a child at level 1 sets its own clock, then only the hour hand moves and an arrow key moves it a whole hour', async () => {
    const onSubmit = renderAnswer(
      makeSetClockQuestion({
        level: 1,
        hands: 'hour_only',
        startClock: { hour: 12, minute: 0 },
        face: { hourNumerals: true, minuteLabels: false, hourZones: true },
      }),
    );
    const sliders = await screen.findAllByRole('slider');
    expect(sliders.map((s) => s.getAttribute('aria-label'))).toEqual(['Hour hand']);
    sliders[0]?.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(onSubmit).toHaveBeenCalledWith({ hour: 3, minute: 0 });
  });
});
