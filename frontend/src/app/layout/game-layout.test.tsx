import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSeat, saveSeat } from '../../lib/realtime/seat-storage';
import { renderApp } from '../../testing/render-app';

describe('game layout', () => {
  it('When /join opens, then no site header or footer shows, only the small leave button', async () => {
    renderApp('/join');
    await screen.findByRole('heading', { level: 1, name: 'Join a Class' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByTestId('tablet-leave')).toHaveAccessibleName('Leave');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('When the child taps Leave, then the app asks first; Keep playing stays, Leave gives up the seat and goes home', async () => {
    const user = userEvent.setup();
    renderApp('/join');
    await screen.findByRole('heading', { level: 1, name: 'Join a Class' });
    saveSeat({ code: '123456', playerId: 'player-1', rejoinToken: 'a'.repeat(32) });

    await user.click(screen.getByTestId('tablet-leave'));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a Class' })).toBeInTheDocument();
    expect(currentSeat()?.code).toBe('123456');

    await user.click(screen.getByTestId('tablet-leave'));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Learn to tell time, one tick at a time',
      }),
    ).toBeInTheDocument();
    expect(currentSeat()).toBeNull();
    expect(screen.queryByTestId('tablet-leave')).not.toBeInTheDocument();
  });
});
