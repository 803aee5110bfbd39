import { useTranslation } from '../../../lib/i18n';

/** Spec sections 2 and 8: the lobby, and any time there is no current question. */
export function WaitingView() {
  const { t } = useTranslation('live-student');
  return (
    <section className="live-waiting" aria-live="polite">
      <span className="live-waiting__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <h1>{t('waiting.title')}</h1>
      <p>{t('waiting.text')}</p>
    </section>
  );
}
