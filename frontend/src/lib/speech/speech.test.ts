import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from './fake-speech';
import { getSpeechSynthesis, pickVoice, SPEECH_PITCH, SPEECH_RATE, speak } from './speech';

function install(voices = [fakeVoice('en-US')]) {
  const synth = new FakeSpeechSynthesis(voices);
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

afterEach(() => vi.unstubAllGlobals());

describe('speech', () => {
  it('When the browser has no speech synthesis, then there is none and speak does nothing', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(getSpeechSynthesis()).toBeNull();
    expect(speak('three o’clock', { language: 'en' })).toBeNull();
  });

  it('When text is read slowly, then the rate is 0.65 and the pitch 1.2 (the spec test values)', () => {
    const synth = install();
    const utterance = speak('quarter past three', { language: 'en' }) as unknown as FakeUtterance;
    expect(synth.spoken).toEqual([utterance]);
    expect(utterance.text).toBe('quarter past three');
    expect(utterance.rate).toBe(0.65);
    expect(utterance.pitch).toBe(SPEECH_PITCH);
    expect(SPEECH_PITCH).toBe(1.2);
    expect(utterance.lang).toBe('en-US');
  });

  it('When the speed is normal or fast, then the rate follows it', () => {
    install();
    expect((speak('a', { language: 'en', speed: 'normal' }) as unknown as FakeUtterance).rate).toBe(
      SPEECH_RATE.normal,
    );
    expect((speak('a', { language: 'en', speed: 'fast' }) as unknown as FakeUtterance).rate).toBe(
      1,
    );
    expect(SPEECH_RATE.slow < SPEECH_RATE.normal && SPEECH_RATE.normal < SPEECH_RATE.fast).toBe(
      true,
    );
  });

  it('When something is being read, then a new text stops it first instead of queueing', () => {
    const synth = install();
    speak('one', { language: 'en' });
    speak('two', { language: 'en' });
    expect(synth.cancels).toBe(2);
    expect(synth.current?.text).toBe('two');
  });

  it('When French is read, then a French voice is used, with its language', () => {
    const fr = fakeVoice('fr-FR', 'Amélie');
    install([fakeVoice('en-US'), fr]);
    const utterance = speak('trois heures', { language: 'fr' }) as unknown as FakeUtterance;
    expect(utterance.voice).toBe(fr);
    expect(utterance.lang).toBe('fr-FR');
  });

  it('When there is no voice for the language, then the locale is set and the browser chooses', () => {
    install([fakeVoice('en-US')]);
    const utterance = speak('drei Uhr', { language: 'de' }) as unknown as FakeUtterance;
    expect(utterance.voice).toBeNull();
    expect(utterance.lang).toBe('de-DE');
  });

  it('When the text is empty, then nothing is read', () => {
    const synth = install();
    expect(speak('  ', { language: 'en' })).toBeNull();
    expect(synth.spoken).toEqual([]);
  });
});

describe('pickVoice', () => {
  it('When several voices speak the language, then the preferred locale, on-device, default wins', () => {
    const gb = fakeVoice('en-GB', 'gb');
    const usRemote = fakeVoice('en-US', 'us remote', { localService: false });
    const usLocal = fakeVoice('en-US', 'us local');
    const es = fakeVoice('es-ES', 'es');
    expect(pickVoice([gb, usRemote, es], 'en')).toBe(usRemote);
    expect(pickVoice([gb, usRemote, usLocal, es], 'en')).toBe(usLocal);
    expect(pickVoice([gb, es], 'en')).toBe(gb);
    expect(pickVoice([gb, es], 'it')).toBeNull();
  });

  it('When a voice names its locale with an underscore or another region, then it still counts', () => {
    const android = fakeVoice('de_DE', 'android');
    const swiss = fakeVoice('de-LI', 'li');
    expect(pickVoice([swiss, android], 'de')).toBe(android);
    expect(pickVoice([swiss], 'de')).toBe(swiss);
    expect(pickVoice([fakeVoice('en-US')], 'es')).toBeNull();
  });
});
