import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { SpeakButton } from './speak-button';

type Props = {
  title: string;
  text: string;
  emoji: string;
  /** The session's language, for the speaker button (none without it). */
  language?: Language;
  /** What the speaker button reads (title and text in the session's language). */
  spoken?: string;
  /** The way on (a button), so the child is never stuck. */
  children?: ReactNode;
};

/** A full-screen, child-friendly message with a big picture, a speaker button and a way on. */
export function LiveNotice({ title, text, emoji, language, spoken, children }: Props) {
  const { t } = useTranslation('live-student');
  return (
    <section className="live-notice" aria-live="polite">
      <span className="live-notice__emoji" aria-hidden="true">
        {emoji}
      </span>
      <div className="live-heading">
        <h1>{title}</h1>
        {language && (
          <SpeakButton
            text={spoken ?? `${title} ${text}`}
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
