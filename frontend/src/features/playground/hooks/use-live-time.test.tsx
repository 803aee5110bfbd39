import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { describe, expect, it } from 'vitest';
import { type LiveTime, useLiveDrag, useLiveTime, useLiveTimeStore } from './use-live-time';

let store: LiveTime | null = null;

function Readout({ committed }: { committed: ClockTime }) {
  const live = useLiveTimeStore(committed);
  store = live;
  const shown = useLiveTime(live, committed);
  const drag = useLiveDrag(live);
  return (
    <>
      <p>{`${shown.hour}:${shown.minute}`}</p>
      <p data-testid="delta">{drag ? drag.delta : 'none'}</p>
    </>
  );
}

describe('live time', () => {
  it('When a drag reports times, then they show; when the pointer lifts, the committed time is back', () => {
    render(<Readout committed={{ hour: 3, minute: 15 }} />);
    expect(screen.getByText('3:15')).toBeInTheDocument();
    act(() => store?.set({ hour: 3, minute: 16 }));
    expect(screen.getByText('3:16')).toBeInTheDocument();
    // The drag went back to 3:15 and was released: the clock commits nothing.
    fireEvent.pointerUp(window);
    expect(screen.getByText('3:15')).toBeInTheDocument();
  });

  it('When a drag goes round past 12 and on, then the minutes moved add up frame by frame', () => {
    render(<Readout committed={{ hour: 11, minute: 50 }} />);
    act(() => store?.set({ hour: 11, minute: 55 }));
    act(() => store?.set({ hour: 12, minute: 10 }));
    act(() => store?.set({ hour: 2, minute: 40 }));
    act(() => store?.set({ hour: 5, minute: 0 }));
    expect(screen.getByTestId('delta')).toHaveTextContent('310');
    act(() => store?.set({ hour: 4, minute: 50 }));
    expect(screen.getByTestId('delta')).toHaveTextContent('300');
    fireEvent.pointerUp(window);
    expect(screen.getByTestId('delta')).toHaveTextContent('none');
  });

  it('When a drag is cancelled, then the live time is forgotten', () => {
    render(<Readout committed={{ hour: 9, minute: 0 }} />);
    act(() => store?.set({ hour: 9, minute: 40 }));
    fireEvent.pointerCancel(window);
    expect(screen.getByText('9:0')).toBeInTheDocument();
  });
});
