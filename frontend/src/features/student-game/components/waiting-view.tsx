import { useTranslation } from '../../../lib/i18n';

/** Spec section 2: what shows while there is no current question. */
export function WaitingView() {
  const { t } = useTranslation('student-game');
  return (
    <section className="waiting" aria-live="polite">
      <span className="waiting__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <h2>{t('waiting.title')}</h2>
      <p>{t('waiting.text')}</p>
    </section>
  );
}
