import type { Language } from '@ttc/shared-protocol/clock/language';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { pickVoice } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';

type Props = {
  text: string;
  /** The session's language: the words and the voice. */
  language: Language;
  label: string;
  className?: string;
};

/**
 * The tablet's speaker button for a prompt, for children who cannot read yet: shown only where
 * the device has a voice for the session's language (no button that would read in the wrong
 * accent, or not at all).
 */
export function SpeakButton({ text, language, label, className }: Props) {
  const voices = useSpeechVoices();
  if (pickVoice(voices, language) === null) return null;
  return (
    <ReadAloudButton
      text={text}
      language={language}
      label={label}
      className={['live-speak', className ?? ''].filter(Boolean).join(' ')}
    />
  );
}
