import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ReadingSpeed } from '@ttc/shared-protocol/game/settings';

/**
 * Speech rate per reading speed. Slow is the spec's test rate (section 9: "rate 0.65"), the
 * default for children who are just learning the words.
 */
export const SPEECH_RATE = {
  slow: 0.65,
  normal: 0.85,
  fast: 1,
} as const satisfies Record<ReadingSpeed, number>;

/** A slightly raised, friendly pitch (spec section 9: "pitch 1.2"). */
export const SPEECH_PITCH = 1.2;

/** The locales to look for, best first, and the first one as the utterance's language. */
export const SPEECH_LOCALES = {
  en: ['en-US', 'en-GB', 'en-AU', 'en-CA'],
  es: ['es-ES', 'es-MX', 'es-US'],
  fr: ['fr-FR', 'fr-CA', 'fr-BE'],
  de: ['de-DE', 'de-AT', 'de-CH'],
  it: ['it-IT', 'it-CH'],
} as const satisfies Record<Language, readonly string[]>;

/** The browser's speech synthesis, or null where there is none (old browsers, some webviews). */
export function getSpeechSynthesis(): SpeechSynthesis | null {
  const g = globalThis as { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: unknown };
  return g.speechSynthesis && typeof g.SpeechSynthesisUtterance === 'function'
    ? g.speechSynthesis
    : null;
}

/** The browser's voices, or none when there is no speech synthesis. */
export function getVoices(
  synth: SpeechSynthesis | null = getSpeechSynthesis(),
): SpeechSynthesisVoice[] {
  try {
    return synth?.getVoices() ?? [];
  } catch {
    return [];
  }
}

const normalizeLang = (lang: string) => lang.replace('_', '-').toLowerCase();

/**
 * The best voice for a language: one of its preferred locales in order (en-US before en-GB),
 * then any voice of the language; among equals an on-device voice (works offline, starts at
 * once), then the browser's default. Null when no voice speaks the language.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: Language,
): SpeechSynthesisVoice | null {
  const preferred = SPEECH_LOCALES[language].map((l) => l.toLowerCase());
  const rank = (voice: SpeechSynthesisVoice): number => {
    const lang = normalizeLang(voice.lang);
    const locale = preferred.indexOf(lang);
    const base = locale >= 0 ? locale : preferred.length;
    return base * 4 + (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
  };
  let best: SpeechSynthesisVoice | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const voice of voices) {
    const lang = normalizeLang(voice.lang);
    if (lang !== language && !lang.startsWith(`${language}-`)) continue;
    const r = rank(voice);
    if (r < bestRank) {
      best = voice;
      bestRank = r;
    }
  }
  return best;
}

/** How to read a text aloud. */
export type SpeakOptions = {
  language: Language;
  /** Reading speed (default slow, spec section 9). */
  speed?: ReadingSpeed;
  onEnd?: () => void;
};

/**
 * Reads `text` aloud in `language` at the reading speed's rate with pitch 1.2, stopping anything
 * still being read first (a second tap restarts rather than queues). Without a voice for the
 * language the browser's own choice for its locale is used. Returns the utterance, or null when
 * the browser cannot speak or the text is empty.
 */
export function speak(
  text: string,
  { language, speed = 'slow', onEnd }: SpeakOptions,
  synth: SpeechSynthesis | null = getSpeechSynthesis(),
): SpeechSynthesisUtterance | null {
  const words = text.trim();
  if (!synth || words === '') return null;
  const utterance = new SpeechSynthesisUtterance(words);
  const voice = pickVoice(getVoices(synth), language);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? SPEECH_LOCALES[language][0];
  utterance.rate = SPEECH_RATE[speed];
  utterance.pitch = SPEECH_PITCH;
  if (onEnd) {
    utterance.addEventListener('end', onEnd);
    utterance.addEventListener('error', onEnd);
  }
  try {
    synth.cancel();
    synth.speak(utterance);
  } catch (error) {
    console.warn('Could not read the text aloud.', error);
    return null;
  }
  return utterance;
}

/** Stops reading aloud, if anything is being read. */
export function stopSpeaking(synth: SpeechSynthesis | null = getSpeechSynthesis()): void {
  try {
    synth?.cancel();
  } catch {
    // Nothing was being read.
  }
}
