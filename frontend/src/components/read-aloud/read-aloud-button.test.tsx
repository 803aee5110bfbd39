import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from '../../lib/speech/fake-speech';
import { ReadAloudButton } from './read-aloud-button';

function install(voices = [fakeVoice('en-US'), fakeVoice('es-ES')]) {
  const synth = new FakeSpeechSynthesis(voices);
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

afterEach(() => vi.unstubAllGlobals());

describe('ReadAloudButton', () => {
  it('When tapped, then it reads the text in its language at the slow rate', async () => {
    const synth = install();
    render(<ReadAloudButton text="Son las tres y cuarto" language="es" />);
    const button = await screen.findByRole('button', { name: 'Read aloud' });
    await userEvent.setup().click(button);
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({
      text: 'Son las tres y cuarto',
      lang: 'es-ES',
      rate: 0.65,
      pitch: 1.2,
    });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => synth.finish());
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('When tapped while reading, then it stops', async () => {
    const synth = install();
    render(<ReadAloudButton text="quarter past three" language="en" speed="fast" />);
    const button = await screen.findByRole('button', { name: 'Read aloud' });
    const user = userEvent.setup();
    await user.click(button);
    expect(synth.spoken[0]?.rate).toBe(1);
    await user.click(button);
    expect(synth.current).toBeNull();
    expect(synth.spoken).toHaveLength(1);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('When the browser has no speech synthesis, then there is no button', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const { container } = render(<ReadAloudButton text="three o'clock" language="en" />);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('When the browser has no voice at first, then the button appears once voices load', async () => {
    const synth = install([]);
    render(<ReadAloudButton text="three o'clock" language="en" label="Read the time" />);
    await act(async () => {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => synth.loadVoices([fakeVoice('en-GB')]));
    expect(await screen.findByRole('button', { name: 'Read the time' })).toBeInTheDocument();
  });

  it('When the screen closes while reading, then the voice stops', async () => {
    const synth = install();
    const { unmount } = render(<ReadAloudButton text="three o'clock" language="en" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Read aloud' }));
    unmount();
    expect(synth.current).toBeNull();
  });
});
