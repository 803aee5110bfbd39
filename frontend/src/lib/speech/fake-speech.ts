/**
 * A stand-in for the Web Speech API in tests (jsdom has none): records what was spoken, and
 * `finish()` ends the current utterance as the browser would.
 */
export class FakeUtterance extends EventTarget {
  text: string;
  lang = '';
  rate = 1;
  pitch = 1;
  voice: SpeechSynthesisVoice | null = null;
  constructor(text: string) {
    super();
    this.text = text;
  }
}

/** A voice as the browser lists it. */
export function fakeVoice(lang: string, name = lang, extra: Partial<SpeechSynthesisVoice> = {}) {
  return {
    lang,
    name,
    voiceURI: name,
    localService: true,
    default: false,
    ...extra,
  } as SpeechSynthesisVoice;
}

export class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[];
  spoken: FakeUtterance[] = [];
  cancels = 0;
  current: FakeUtterance | null = null;
  constructor(voices: SpeechSynthesisVoice[] = []) {
    super();
    this.voices = voices;
  }
  getVoices() {
    return [...this.voices];
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
    this.current = utterance;
  }
  cancel() {
    this.cancels++;
    const current = this.current;
    this.current = null;
    current?.dispatchEvent(new Event('error'));
  }
  /** The current utterance ends normally. */
  finish() {
    const current = this.current;
    this.current = null;
    current?.dispatchEvent(new Event('end'));
  }
  /** The browser has loaded its voices. */
  loadVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}
