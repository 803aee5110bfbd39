import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ReactNode } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { pickVoice } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';

type Props = {
  title: string;
  text: string;
  emoji: string;
  /** The way on: a button, so the child is never stuck. */
  children?: ReactNode;
};

/**
 * A full-screen, child-friendly message with a big picture and a way on; a speaker button reads
 * it aloud where the device has a voice for the screen's language.
 */
export function JoinNotice({ title, text, emoji, children }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const canSpeak = pickVoice(useSpeechVoices(), language) !== null;
  return (
    <section className="join-notice" role="status" aria-live="polite">
      <span className="join-notice__emoji" aria-hidden="true">
        {emoji}
      </span>
      <div className="join-heading">
        <h2>{title}</h2>
        {canSpeak && (
          <ReadAloudButton
            className="join-speak"
            text={`${title} ${text}`}
            language={language}
            label={t('readAloud')}
          />
        )}
      </div>
      <p>{text}</p>
      {children}
    </section>
  );
}
