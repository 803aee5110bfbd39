import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { TipsStep } from './tips-step';
import { TipsTour } from './tips-tour';
import { useTipsTour } from './use-tips-tour';

const KEY = 'test-tips';

const STEPS: TipsStep[] = [
  {
    id: 'welcome',
    title: 'Welcome!',
    content: 'Let us look around.',
    target: 'body',
    position: 'center',
  },
  {
    id: 'clock',
    title: 'The clock',
    content: 'Drag the hands.',
    target: '#clock',
    position: 'right',
  },
  { id: 'done', title: 'All set', content: 'Have fun!', target: '#missing', position: 'top' },
];

function Harness({ autoStart }: { autoStart?: boolean }) {
  const tour = useTipsTour(KEY, { autoStart });
  return (
    <>
      <button type="button" onClick={tour.start}>
        Replay
      </button>
      <div id="clock">clock</div>
      <TipsTour steps={STEPS} tour={tour} />
    </>
  );
}

function renderTour(autoStart?: boolean) {
  const events = userEvent.setup();
  const result = render(
    <Suspense fallback={null}>
      <Harness autoStart={autoStart} />
    </Suspense>,
  );
  return { ...result, events };
}

beforeAll(async () => {
  await i18n.loadNamespaces('tour');
});

describe('TipsTour', () => {
  it('When the screen is first visited, then the tour opens at step 1 with Back disabled and focus inside', async () => {
    renderTour();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Let us look around.');
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeEnabled();
  });

  it('When Next and Back are pressed, then the steps change and Back disables again on step 1', async () => {
    const { events } = renderTour();
    await screen.findByRole('dialog', { name: 'Welcome!' });
    await events.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'The clock' });
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    const back = within(dialog).getByRole('button', { name: 'Back' });
    expect(back).toBeEnabled();
    await events.click(back);
    expect(screen.getByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // The disabled Back button cannot keep focus: it goes back to the main button.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('When the last step is reached, then Complete replaces Next and Skip, and completing is remembered', async () => {
    const { events, unmount } = renderTour();
    await screen.findByRole('dialog');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'All set' });
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe('completed');

    unmount();
    renderTour();
    await screen.findByRole('button', { name: 'Replay' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When Escape is pressed, then the tour is skipped and remembered as skipped', async () => {
    const { events } = renderTour();
    await screen.findByRole('dialog');
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe('skipped');
  });

  it('When Skip is pressed, then the tour closes and is remembered as skipped', async () => {
    const { events } = renderTour();
    await screen.findByRole('dialog');
    await events.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe('skipped');
  });

  it('When the tour was done before, then it stays closed until replayed, and focus returns to the replay button', async () => {
    window.localStorage.setItem(KEY, 'completed');
    const { events } = renderTour();
    const replay = await screen.findByRole('button', { name: 'Replay' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await events.click(replay);
    expect(screen.getByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(replay).toHaveFocus();
  });

  it('When Tab reaches the last button, then focus wraps to the first one inside the dialog', async () => {
    const { events } = renderTour();
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    await events.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('When the dimmed page is clicked, then the tour stays open and focus stays in the dialog', async () => {
    const { events } = renderTour();
    await screen.findByRole('dialog');
    const blocker = document.querySelector('.tips-tour__blocker');
    if (!blocker) throw new Error('no blocker');
    await events.click(blocker);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('When the stored state is unreadable, then it is reported and the tour shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(KEY, '{"oops"');
    renderTour();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(KEY));
    warn.mockRestore();
  });

  it('When the screen cannot show the tour yet, then it opens once it can', async () => {
    const { rerender } = renderTour(false);
    await screen.findByRole('button', { name: 'Replay' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Suspense fallback={null}>
        <Harness autoStart />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
  });

  it('When a target is missing or the selector is not valid CSS, then the step is still shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tour = {
      isOpen: true,
      stepIndex: 0,
      start: () => {},
      next: () => {},
      back: () => {},
      skip: () => {},
      complete: () => {},
    };
    render(
      <Suspense fallback={null}>
        <TipsTour
          steps={[{ id: 'x', title: 'Odd', content: 'Still here', target: '[[', position: 'left' }]}
          tour={tour}
        />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Odd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
