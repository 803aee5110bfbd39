import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { getSettings } from '../../../lib/settings/settings-store';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from '../../../lib/speech/fake-speech';
import { AppSection } from './app-section';
import { GameSection } from './game-section';
import { LearningSection } from './learning-section';

beforeEach(async () => {
  await loadNamespaces(['settings']);
});

describe('Settings > Game Settings', () => {
  it('When How long? questions are switched on, then 24-hour goes off and is locked (spec section 4)', async () => {
    const user = userEvent.setup();
    render(<GameSection />);
    await user.click(screen.getByRole('radio', { name: '24-hour' }));
    expect(getSettings().use24Hour).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'How long?' }));
    expect(screen.getByRole('radio', { name: '12-hour' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '24-hour' })).toBeDisabled();
    expect(screen.getByText('24-hour is off while How long? questions are on.')).toBeVisible();
    expect(getSettings()).toMatchObject({
      use24Hour: false,
      questionTypes: ['multiple_choice', 'elapsed_time'],
      // Choosing the questions is free practice (the level never moves there).
      playMode: 'free',
    });
    expect(localStorage.getItem('studentGame_use24Hour')).toBe('false');
  });

  it('When one question type is left, then it cannot be switched off', async () => {
    const user = userEvent.setup();
    render(<GameSection />);
    const only = screen.getByRole('switch', { name: 'Pick the time' });
    expect(only).toBeChecked();
    expect(only).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Set the clock' }));
    expect(only).toBeEnabled();
    await user.click(only);
    expect(screen.getByRole('switch', { name: 'Set the clock' })).toBeDisabled();
    expect(getSettings().questionTypes).toEqual(['set_time']);
  });

  it('When the numbers face is chosen, then the helper circles go off and their switch is locked', async () => {
    const user = userEvent.setup();
    render(<GameSection />);
    await user.click(screen.getByRole('radio', { name: 'Numbers 1 to 12' }));
    const circles = screen.getByRole('switch', { name: /Helper circles/ });
    expect(circles).not.toBeChecked();
    expect(circles).toBeDisabled();
    expect(localStorage.getItem('playground_showTraditionalNumbers')).toBe('true');
  });

  it('When Test voice is pressed, then a quarter past three is read in the clock language at rate 0.65 and pitch 1.2', async () => {
    const synth = new FakeSpeechSynthesis([fakeVoice('en-US'), fakeVoice('de-DE')]);
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const user = userEvent.setup();
    render(<GameSection />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clock language' }), 'de');
    await user.click(screen.getByRole('radio', { name: 'Fast' }));
    await user.click(screen.getByRole('button', { name: 'Test voice' }));
    expect(synth.spoken.at(-1)).toMatchObject({
      text: 'Viertel nach drei',
      lang: 'de-DE',
      rate: 0.65,
      pitch: 1.2,
    });
  });

  it('When auto-advance is switched on, then it is kept on the device', async () => {
    const user = userEvent.setup();
    render(<GameSection />);
    await user.click(screen.getByRole('switch', { name: 'Next question after 3 seconds' }));
    expect(localStorage.getItem('studentGame_autoAdvance')).toBe('true');
  });
});

describe('Settings > App Settings and Learning Preferences', () => {
  it('When the app language is changed, then the app speaks it and remembers it under shared_language', async () => {
    const user = userEvent.setup();
    render(<AppSection />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'App language' }), 'it');
    await screen.findByRole('heading', { name: "Impostazioni dell'app" });
    expect(i18n.resolvedLanguage).toBe('it');
    expect(localStorage.getItem('shared_language')).toBe('it');
  });

  it('When sounds, hour hand only and read-aloud are switched, then the settings change', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AppSection />
        <LearningSection />
      </>,
    );
    await user.click(screen.getByRole('switch', { name: 'Sounds' }));
    expect(localStorage.getItem('soundMuted')).toBe('true');
    const learning = screen.getByTestId('settings-section-learning');
    await user.click(within(learning).getByRole('switch', { name: 'Beginners: hour hand only' }));
    await user.click(within(learning).getByRole('switch', { name: 'Read-aloud buttons' }));
    expect(getSettings()).toMatchObject({
      soundOn: false,
      hourHandOnly: true,
      voiceReading: false,
    });
  });
});
