import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ReadingSpeed } from '@ttc/shared-protocol/game/settings';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { speak, stopSpeaking } from '../../lib/speech/speech';
import { useSpeechVoices } from '../../lib/speech/use-speech-voices';
import './read-aloud-button.css';

/** Props of ReadAloudButton. */
export type ReadAloudButtonProps = {
  /** What to read: the time in words, or a question. */
  text: string;
  /** The language of `text` (the voice is chosen for it). */
  language: Language;
  /** Reading speed (default slow: rate 0.65). */
  speed?: ReadingSpeed;
  /** Accessible name; "Read aloud" (translated) by default. */
  label?: string;
  className?: string;
};

/**
 * A big round speaker button that reads `text` aloud with the Web Speech API (see speak). A tap
 * while reading stops it. Rendered only where the browser can speak and has at least one voice.
 */
export function ReadAloudButton({
  text,
  language,
  speed = 'slow',
  label,
  className,
}: ReadAloudButtonProps) {
  const { t } = useTranslation('clock');
  const voices = useSpeechVoices();
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  // Leaving the screen stops the voice.
  useEffect(
    () => () => {
      if (current.current) stopSpeaking();
    },
    [],
  );

  if (voices.length === 0) return null;

  const onClick = () => {
    if (speaking) {
      current.current = null;
      stopSpeaking();
      setSpeaking(false);
      return;
    }
    const utterance = speak(text, {
      language,
      speed,
      onEnd: () => {
        // Only the latest utterance may clear the state (a cancelled one ends too).
        if (current.current === utterance) {
          current.current = null;
          setSpeaking(false);
        }
      },
    });
    current.current = utterance;
    setSpeaking(utterance !== null);
  };

  return (
    <button
      type="button"
      className={['read-aloud', speaking ? 'is-speaking' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-label={label ?? t('readAloud')}
      aria-pressed={speaking}
      title={label ?? t('readAloud')}
      onClick={onClick}
    >
      <svg className="read-aloud__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path className="read-aloud__speaker" d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
        <path className="read-aloud__wave" d="M15.5 9a4 4 0 0 1 0 6" />
        <path className="read-aloud__wave read-aloud__wave--outer" d="M18 6.5a7.5 7.5 0 0 1 0 11" />
      </svg>
    </button>
  );
}
