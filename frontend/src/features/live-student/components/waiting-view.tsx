import type { Language } from '@ttc/shared-protocol/clock/language';
import { i18n, useTranslation } from '../../../lib/i18n';
import { SpeakButton } from './speak-button';

/** Spec sections 2 and 8: the lobby, and any time there is no current question. */
export function WaitingView({ language }: { language: Language }) {
  const { t } = useTranslation('live-student');
  const sayT = i18n.getFixedT(language, 'live-student');
  return (
    <section className="live-waiting" aria-live="polite" data-testid="tablet-step-waiting">
      <span className="live-waiting__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <div className="live-heading">
        <h1>{t('waiting.title')}</h1>
        <SpeakButton
          text={`${sayT('waiting.title')} ${sayT('waiting.text')}`}
          language={language}
          label={t('readAloud')}
        />
      </div>
      <p>{t('waiting.text')}</p>
    </section>
  );
}
