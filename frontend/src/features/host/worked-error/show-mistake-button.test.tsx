import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { whenReady } from '../../../lib/i18n-core';
import { closedView } from '../testing/host-views';
import { ShowMistakeButton } from './show-mistake-button';

beforeEach(async () => {
  await whenReady('en', ['teacher', 'clock']);
  // Reduced motion: the reveal stands still, so nothing runs on after the test.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe('ShowMistakeButton', () => {
  it('When a closed question has a wrong clock, then the button opens the reveal and focus comes back to it on close', async () => {
    const events = userEvent.setup();
    // Children 2 and 3 of 3 on the same wrong option: above the mini-lesson share.
    render(<ShowMistakeButton view={closedView(3)} />);
    const button = screen.getByRole('button', { name: 'Show the mistake on the clock' });
    expect(button).toHaveAttribute('data-testid', 'host-show-mistake');
    expect(button).toHaveAttribute('data-suggested', 'true');
    expect(screen.queryByTestId('worked-error')).toBeNull();

    await events.click(button);
    expect(screen.getByRole('dialog', { name: "Let's look at the mistake" })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Back to the results' }));
    expect(screen.queryByTestId('worked-error')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('When one child of four was wrong, then the reveal is offered but not lit up', () => {
    render(<ShowMistakeButton view={closedView(4, {}, [true, true, true, false])} />);
    expect(screen.getByTestId('host-show-mistake')).toHaveAttribute('data-suggested', 'false');
  });

  it('When nobody was wrong, then there is no button', () => {
    render(<ShowMistakeButton view={closedView(2, {}, [true, true])} />);
    expect(screen.queryByTestId('host-show-mistake')).toBeNull();
  });
});
