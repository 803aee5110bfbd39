import { useTranslation } from '../../../lib/i18n';

/** Shown instead of the clock while a phone or tablet is held upright (spec section 2). */
export function RotateNotice() {
  const { t } = useTranslation('playground');
  return (
    <section className="rotate-notice" aria-labelledby="rotate-notice-title">
      <svg className="rotate-notice__icon" viewBox="0 0 120 120" aria-hidden="true">
        <g className="rotate-notice__device">
          <rect x="38" y="18" width="44" height="78" rx="9" />
          <circle cx="60" cy="85" r="4" />
        </g>
        <path className="rotate-notice__turn" d="M92 40 a40 40 0 0 1 4 44" />
        <path className="rotate-notice__turn" d="M90 78 l6 8 l6 -9" />
      </svg>
      <h2 id="rotate-notice-title">{t('rotate.title')}</h2>
      <p>{t('rotate.body')}</p>
    </section>
  );
}
