import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthStateContext } from '../../../lib/auth-state';
import { i18n } from '../../../lib/i18n';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from '../../../lib/speech/fake-speech';
import { makeUser } from '../../../testing/render-app';
import { PlaygroundStorageKey } from '../playground-storage';
import { PlaygroundScreen, PORTRAIT_QUERY } from './playground-screen';

type Options = { user?: AuthUser | null; now?: () => Date; tourDone?: boolean };

async function renderPlayground({ user = null, now, tourDone = true }: Options = {}) {
  if (tourDone) window.localStorage.setItem(PlaygroundStorageKey.tips, 'completed');
  const events = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={['/playground']}>
      <AuthStateContext.Provider value={{ user, isLoading: false }}>
        <Suspense fallback={<p>Loading…</p>}>
          <PlaygroundScreen now={now} />
        </Suspense>
      </AuthStateContext.Provider>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Playground' });
  return { ...result, events };
}

const minuteHand = () => screen.getByRole('slider', { name: 'Minute hand' });
const hourHand = () => screen.getByRole('slider', { name: 'Hour hand' });
const reading = () => screen.getByRole('region', { name: 'Time passed' });

/** Presses a key on a hand's slider the way a keyboard user does. */
async function press(events: ReturnType<typeof userEvent.setup>, hand: Element, key: string) {
  (hand as SVGElement).focus();
  await events.keyboard(`{${key}}`);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['playground', 'tour', 'clock']);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Playground', () => {
  it('When opened with nothing stored, then the clock shows 3:15 with its words and no time passed yet', async () => {
    await renderPlayground();
    expect(minuteHand()).toHaveAttribute('aria-valuetext', 'quarter past three');
    expect(screen.getByText('3:15')).toBeInTheDocument();
    expect(screen.getByText('quarter past three', { selector: 'p' })).toBeInTheDocument();
    expect(
      within(reading()).getByText('Press Set Start Time, then move the hands.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Start Time' })).toBeInTheDocument();
    expect(document.title).toBe('Playground · Tick Tock Class');
  });

  it('When the start time is set and the hands move forward with the keyboard, then "2 hours 15 minutes later" shows', async () => {
    const { events } = await renderPlayground();
    await events.click(screen.getByRole('button', { name: 'Set Start Time' }));
    expect(screen.getByRole('button', { name: 'Time Set' })).toBeInTheDocument();
    expect(within(reading()).getByText('No time has passed yet')).toBeInTheDocument();

    await press(events, hourHand(), 'PageUp');
    await press(events, hourHand(), 'PageUp');
    await press(events, minuteHand(), 'PageUp');
    expect(screen.getByText('5:30')).toBeInTheDocument();
    expect(within(reading()).getByText('From 3:15 to 5:30')).toBeInTheDocument();
    expect(within(reading()).getByText('2 hours 15 minutes later')).toBeInTheDocument();
  });

  it('When the hands go back, then the reading says earlier', async () => {
    const { events } = await renderPlayground();
    await events.click(screen.getByRole('button', { name: 'Set Start Time' }));
    for (let i = 0; i < 3; i++) await press(events, minuteHand(), 'PageDown');
    expect(within(reading()).getByText('45 minutes earlier')).toBeInTheDocument();
  });

  it('When the hands go forward past 10 hours, then the drag direction keeps it "later"', async () => {
    const { events } = await renderPlayground();
    await events.click(screen.getByRole('button', { name: 'Set Start Time' }));
    for (let i = 0; i < 11; i++) await press(events, hourHand(), 'PageUp');
    expect(within(reading()).getByText('11 hours later')).toBeInTheDocument();
  });

  it('When Reset is pressed, then the clock shows the real time and tracking stops', async () => {
    const now = () => new Date(2025, 8, 1, 14, 41);
    const { events } = await renderPlayground({ now });
    await events.click(screen.getByRole('button', { name: 'Set Start Time' }));
    await press(events, minuteHand(), 'PageUp');
    await events.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('2:41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Start Time' })).toBeInTheDocument();
    expect(
      within(reading()).getByText('Press Set Start Time, then move the hands.'),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('playground_settings') ?? '{}')).toMatchObject({
      clockTime: { hour: 2, minute: 41 },
    });
  });

  it('When traditional numbers are turned on, then helper circles go off and their switch is hidden', async () => {
    const { events } = await renderPlayground();
    const circles = screen.getByRole('switch', { name: 'Helper circles' });
    expect(circles).toBeChecked();
    await events.click(screen.getByRole('switch', { name: 'Numbers 1 to 12' }));
    expect(screen.getByRole('switch', { name: 'Numbers 1 to 12' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Helper circles' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('playground_showTraditionalNumbers')).toBe('true');
    expect(window.localStorage.getItem('playground_showHelperCircles')).toBe('false');

    await events.click(screen.getByRole('switch', { name: 'Numbers 1 to 12' }));
    expect(screen.getByRole('switch', { name: 'Helper circles' })).not.toBeChecked();
  });

  it('When hour hand only is turned on, then the minute hand goes away', async () => {
    const { events } = await renderPlayground();
    await events.click(screen.getByRole('switch', { name: 'Hour hand only' }));
    expect(screen.queryByRole('slider', { name: 'Minute hand' })).not.toBeInTheDocument();
    expect(hourHand()).toBeInTheDocument();
  });

  it('When the clock language is changed, then the words and the reading change but the app language stays', async () => {
    const { events } = await renderPlayground();
    await events.click(screen.getByRole('button', { name: 'Set Start Time' }));
    await press(events, minuteHand(), 'PageUp');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Clock language' }), 'es');
    expect(await screen.findByText('Son las tres y media')).toBeInTheDocument();
    expect(await within(reading()).findByText('15 minutos más tarde')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Playground' })).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('en');
    // The clock language is the shared game language (settings store, studentGame_language).
    expect(window.localStorage.getItem('studentGame_language')).toBe('es');
    expect(window.localStorage.getItem('shared_language')).not.toBe('es');
  });

  it('When Read aloud is tapped, then the time is spoken in the clock language', async () => {
    const synth = new FakeSpeechSynthesis([fakeVoice('en-US'), fakeVoice('fr-FR')]);
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { events } = await renderPlayground();
    await events.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(synth.spoken[0]).toMatchObject({
      text: 'quarter past three',
      lang: 'en-US',
      rate: 0.65,
    });

    await events.selectOptions(screen.getByRole('combobox', { name: 'Clock language' }), 'fr');
    await screen.findByText('trois heures et quart');
    act(() => synth.finish());
    await events.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(synth.spoken.at(-1)).toMatchObject({ text: 'trois heures et quart', lang: 'fr-FR' });
  });

  it('When settings were stored, then they come back', async () => {
    window.localStorage.setItem('playground_showTraditionalNumbers', 'true');
    window.localStorage.setItem(
      'playground_settings',
      JSON.stringify({ language: 'en', clockTime: { hour: 9, minute: 5 }, hourHandOnly: false }),
    );
    await renderPlayground();
    expect(screen.getByText('9:05')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Numbers 1 to 12' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Helper circles' })).not.toBeInTheDocument();
  });

  it('When the stored settings are corrupt, then they are reported and the Playground still shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('playground_settings', '{"clockTime": {"hour": 99');
    window.localStorage.setItem('playground_showHelperCircles', 'maybe');
    await renderPlayground();
    expect(screen.getByText('3:15')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Helper circles' })).toBeChecked();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('playground_settings'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('playground_showHelperCircles'));
  });

  it('When signed in without a subscription, then Subscribe now leads to /pricing; signed out it is not there', async () => {
    const { unmount } = await renderPlayground({ user: makeUser() });
    expect(screen.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/pricing');
    unmount();
    await renderPlayground();
    expect(screen.queryByRole('link', { name: 'Subscribe now' })).not.toBeInTheDocument();
  });

  it('When signed in with a subscription id, then Subscribe now is not shown', async () => {
    const user = { ...makeUser(), stripeSubscriptionId: 'sub_123' } as AuthUser;
    await renderPlayground({ user });
    expect(screen.queryByRole('link', { name: 'Subscribe now' })).not.toBeInTheDocument();
  });
});

describe('Playground tips tour', () => {
  it('When first visited, then the 8-step tour runs and Complete is remembered', async () => {
    const { events, unmount } = await renderPlayground({ tourDone: false });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the Playground!' });
    expect(within(dialog).getByText('Step 1 of 8')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    for (let i = 0; i < 7; i++) await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Pick a language' })).toBeInTheDocument();
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Change the clock face' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('playground-tips')).toBe('completed');

    unmount();
    const { events: again } = await renderPlayground({ tourDone: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const replay = screen.getByRole('button', { name: 'Show tips' });
    await again.click(replay);
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to the Playground!' }),
    ).toBeInTheDocument();
    await again.keyboard('{Escape}');
    expect(replay).toHaveFocus();
  });

  it('Every tour step points at something on the screen', async () => {
    await renderPlayground();
    const { playgroundTips } = await import('../playground-tips');
    for (const step of playgroundTips(i18n.getFixedT('en', 'playground'))) {
      expect(document.querySelector(step.target), step.id).not.toBeNull();
    }
  });
});

describe('Playground in portrait', () => {
  it('When a phone is upright, then the rotate notice shows instead of the clock and the tour waits', async () => {
    let portrait = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === PORTRAIT_QUERY ? portrait : false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    await renderPlayground({ tourDone: false });
    expect(screen.getByRole('heading', { name: 'Turn your device sideways' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    portrait = false;
    act(() => {
      for (const listener of listeners) listener();
    });
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Minute hand' })).toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to the Playground!' }),
    ).toBeInTheDocument();
  });
});
