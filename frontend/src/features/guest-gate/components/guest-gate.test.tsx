import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import type { GateClock } from '../hooks/use-guest-gate';
import { GuestGate } from './guest-gate';

/** A clock moved by hand: `advance` runs the every-second callbacks as time passes. */
function manualClock() {
  let now = 1_000_000;
  const ticks = new Set<{ ms: number; due: number; fn: () => void }>();
  const clock: GateClock = {
    now: () => now,
    every: (ms, fn) => {
      const entry = { ms, due: now + ms, fn };
      ticks.add(entry);
      return () => ticks.delete(entry);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...ticks].sort((a, b) => a.due - b.due)[0];
      if (!next || next.due > end) break;
      now = next.due;
      next.due += next.ms;
      act(() => next.fn());
    }
    now = end;
  };
  return { clock, advance };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderGate() {
  const { clock, advance } = manualClock();
  render(
    <MemoryRouter initialEntries={['/playground']}>
      <div id="root">
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <GuestGate page="playground" clock={clock} />
      </div>
    </MemoryRouter>,
  );
  /** `seconds` of play with an input every 10 s, so the guest stays active. */
  const play = (seconds: number) => {
    for (let s = 0; s < seconds; s += 10) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
      advance(Math.min(10, seconds - s) * 1000);
    }
  };
  return { play };
}

const modal = () => screen.queryByRole('dialog', { name: "You're doing great!" });

describe('Guest gate', () => {
  // The modal's texts load with its namespace; loaded first, the modal renders at once.
  beforeAll(() => loadNamespaces(['guest-gate']));

  it('When a guest has played for 3 minutes, then the sign-up modal opens and stays open as time goes on', () => {
    const { play } = renderGate();
    play(179);
    expect(modal()).not.toBeInTheDocument();
    play(1);
    expect(modal()).toBeInTheDocument();
    for (let second = 0; second < 5; second++) {
      play(1);
      expect(modal()).toBeInTheDocument();
    }
  });

  it('When Remind me later is pressed, then the modal stays away for 60 s and comes back after', async () => {
    const { play } = renderGate();
    play(180);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(modal()).not.toBeInTheDocument();
    play(59);
    expect(modal()).not.toBeInTheDocument();
    play(1);
    expect(modal()).toBeInTheDocument();
    play(1);
    expect(modal()).toBeInTheDocument();
  });

  it('When another modal is open at 3 minutes, then the gate waits until it closes', () => {
    const { play } = renderGate();
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    play(200);
    expect(modal()).not.toBeInTheDocument();
    other.remove();
    play(1);
    expect(modal()).toBeInTheDocument();
  });

  it('When Continue is pressed, then Join opens with next and source=guest', async () => {
    const { play } = renderGate();
    play(180);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/auth/signup?next=%2Fplayground&source=guest',
    );
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/playground');
  });
});
