import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { hourHandAngle, minuteHandAngle } from '@ttc/shared-protocol/clock/angles';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeValueText } from '../../../components/clock/clock-text';
import { whenReady } from '../../../lib/i18n-core';
import { closedView } from '../testing/host-views';
import { sweepTime, WORKED_HOLD_MS, WORKED_SWEEP_MS } from './hooks/use-worked-sweep';
import { WorkedErrorReveal } from './worked-error-reveal';

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

// The texts are here before the first render, so nothing suspends while the timers are fake.
beforeEach(async () => {
  await whenReady('en', ['teacher', 'clock']);
  await whenReady('de', ['teacher', 'clock']);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const t = (hour: number, minute: number): ClockTime => ({ hour, minute });
const clockName = (label: string, time: ClockTime, lang: Language = 'en') =>
  `${label}: ${timeValueText(time, lang, '12h', 'am')}`;

/**
 * Question 0 of a real room (seed 7: "What time does the clock show?" at 4:40, options 5:40,
 * 8:20, 4:20, 4:40) closed with child 1 right and children 2 and 3 on 5:40, the next hour.
 */
function readingView(options: Parameters<typeof closedView>[1] = {}): HostView {
  return closedView(3, options);
}

function renderReveal(view: HostView) {
  const onClose = vi.fn();
  const events = userEvent.setup();
  const result = render(<WorkedErrorReveal view={view} onClose={onClose} />);
  return { ...result, onClose, events };
}

const stage = () => screen.getByTestId('worked-error-stage');
const transforms = (root: HTMLElement) => ({
  hour: root.querySelector('.analog-clock__hand--hour')?.getAttribute('transform'),
  minute: root.querySelector('.analog-clock__hand--minute')?.getAttribute('transform'),
});
const rotate = (angle: number) => `rotate(${angle} 100 100)`;

describe('sweepTime', () => {
  it('When the hands go from 5:40 back to 4:40, then half way the clock reads 5:10, a geared time', () => {
    expect(sweepTime(t(5, 40), t(4, 40), 0)).toEqual(t(5, 40));
    expect(sweepTime(t(5, 40), t(4, 40), 0.5)).toEqual(t(5, 10));
    expect(sweepTime(t(5, 40), t(4, 40), 1)).toEqual(t(4, 40));
  });

  it('When the way forwards is shorter (12:15 to 3:00), then the hands go forwards', () => {
    expect(sweepTime(t(12, 15), t(3, 0), 0.5)).toEqual(t(1, 38));
  });
});

describe('WorkedErrorReveal', () => {
  it('When it opens on a real closed question, then a dialog shows the wrong clock, who chose it, the right time and the line on that mistake', () => {
    reducedMotion(false);
    manualFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderReveal(readingView());

    const dialog = screen.getByRole('dialog', { name: "Let's look at the mistake" });
    expect(dialog).toHaveAttribute('data-testid', 'worked-error');
    expect(within(dialog).getByTestId('worked-error-line')).toHaveTextContent(
      'The short hand has not reached 5 yet, so the hour is still 4.',
    );
    expect(screen.getByTestId('worked-error-wrong')).toHaveTextContent('2 children chose 5:40');
    expect(screen.getByTestId('worked-error-right')).toHaveTextContent('The right time: 4:40');
    expect(stage()).toHaveAttribute('data-phase', 'wrong');
    expect(screen.getByRole('img', { name: clockName('The big clock', t(5, 40)) })).toBeVisible();
    // Focus is in the dialog, on its first button.
    expect(screen.getByRole('button', { name: 'Show it again' })).toHaveFocus();
  });

  it('When the wrong clock has stood, then the minute hand sweeps and the hour hand creeps with it to the right time', () => {
    reducedMotion(false);
    const frames = manualFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = renderReveal(readingView());
    expect(transforms(container)).toEqual({
      hour: rotate(hourHandAngle(t(5, 40))),
      minute: rotate(minuteHandAngle(t(5, 40))),
    });

    act(() => vi.advanceTimersByTime(WORKED_HOLD_MS));
    frames.run(1_000);
    frames.run(1_000 + WORKED_SWEEP_MS / 2);
    // Half way (eased): 5:10, with both hands where a geared clock has them.
    expect(stage()).toHaveAttribute('data-phase', 'sweep');
    expect(transforms(container)).toEqual({
      hour: rotate(hourHandAngle(t(5, 10))),
      minute: rotate(minuteHandAngle(t(5, 10))),
    });

    frames.run(1_000 + WORKED_SWEEP_MS);
    expect(stage()).toHaveAttribute('data-phase', 'right');
    expect(screen.getByRole('img', { name: clockName('The big clock', t(4, 40)) })).toBeVisible();
    expect(transforms(container)).toEqual({
      hour: rotate(hourHandAngle(t(4, 40))),
      minute: rotate(minuteHandAngle(t(4, 40))),
    });
  });

  it('When the teacher asks to see it again, then the wrong clock comes back and turns again', () => {
    reducedMotion(false);
    const frames = manualFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderReveal(readingView());
    act(() => vi.advanceTimersByTime(WORKED_HOLD_MS));
    frames.run(0);
    frames.run(WORKED_SWEEP_MS);
    expect(stage()).toHaveAttribute('data-phase', 'right');

    fireEvent.click(screen.getByRole('button', { name: 'Show it again' }));
    expect(stage()).toHaveAttribute('data-phase', 'wrong');
    expect(screen.getByRole('img', { name: clockName('The big clock', t(5, 40)) })).toBeVisible();
    act(() => vi.advanceTimersByTime(WORKED_HOLD_MS));
    frames.run(0);
    frames.run(WORKED_SWEEP_MS);
    expect(stage()).toHaveAttribute('data-phase', 'right');
  });

  it('When the teacher presses Back to the results or Escape, then it closes', async () => {
    reducedMotion(false);
    manualFrames();
    const { onClose, events } = renderReveal(readingView());
    await events.click(screen.getByRole('button', { name: 'Back to the results' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await events.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    // Also when a click on the board took the focus away.
    (document.activeElement as HTMLElement | null)?.blur();
    await events.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('When Tab is pressed on the last button, then focus stays in the dialog', async () => {
    reducedMotion(false);
    manualFrames();
    const { events } = renderReveal(readingView());
    await events.tab();
    expect(screen.getByRole('button', { name: 'Back to the results' })).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('button', { name: 'Show it again' })).toHaveFocus();
  });

  it('When the device asks for reduced motion, then both clocks stand side by side with an arrow and nothing moves', () => {
    reducedMotion(true);
    renderReveal(readingView());
    expect(
      screen.getByRole('img', { name: clockName('The clock of the mistake', t(5, 40)) }),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: clockName('The clock at the right time', t(4, 40)) }),
    ).toBeVisible();
    expect(screen.getByText('→')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show it again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the results' })).toHaveFocus();
    expect(screen.getByTestId('worked-error-line')).toHaveTextContent(
      'The short hand has not reached 5 yet, so the hour is still 4.',
    );
  });

  it('When the session runs in German, then the reveal speaks German whatever the page language', () => {
    reducedMotion(false);
    manualFrames();
    renderReveal(readingView({ language: 'de' }));
    expect(screen.getByRole('dialog', { name: 'Schauen wir uns den Fehler an' })).toBeVisible();
    expect(screen.getByTestId('worked-error-line')).toHaveTextContent(
      'Der kurze Zeiger ist noch nicht bei der 5, also ist die Stunde noch 4.',
    );
    expect(screen.getByTestId('worked-error-wrong')).toHaveTextContent(
      '2 Kinder haben 5:40 gewählt',
    );
    expect(screen.getByRole('button', { name: 'Zurück zu den Ergebnissen' })).toBeVisible();
  });

  it('When a set-the-clock question closes, then the commonest misconception is shown on the clock', () => {
    reducedMotion(false);
    manualFrames();
    // Set 4:40: child 1 right, children 2 and 3 one hour on (5:40).
    renderReveal(readingView({ questionTypes: ['set_time'] }));
    expect(screen.getByTestId('worked-error-wrong')).toHaveTextContent('A common mistake: 5:40');
    expect(screen.getByTestId('worked-error-right')).toHaveTextContent('The right time: 4:40');
    expect(screen.getByTestId('worked-error-line')).toHaveTextContent(
      'The short hand has not reached 5 yet, so the hour is still 4.',
    );
  });

  it('When nobody gave a wrong clock, then nothing is drawn', () => {
    reducedMotion(false);
    const { container } = renderReveal(closedView(2, {}, [true, null]));
    expect(container).toBeEmptyDOMElement();
  });
});
