import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { type Demo, demos } from '../model/media';
import { MediaModal } from './media-modal';

/**
 * "See it in action": a card per recording (Playground, Student Game, a live lesson) with its
 * poster, a Watch button that opens the recording full size, and a link to the screen itself.
 * Nothing is fetched before a card scrolls into view (lazy posters) or is opened
 * (preload="none"), so the recordings never slow the page's first paint.
 */
export function DemoVideos() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<Demo | null>(null);

  return (
    <section className="landing-section demos" aria-labelledby="demos-title">
      <h2 id="demos-title">{t('demos.title')}</h2>
      <p className="lead">{t('demos.intro')}</p>
      <ul className="demo-grid">
        {demos.map((demo) => (
          <li key={demo.id} className={`demo-card demo-card--${demo.id}`}>
            <button
              type="button"
              className="demo-card__watch"
              onClick={() => setOpen(demo)}
              aria-label={t('demos.watch', { name: t(`demos.${demo.id}.title`) })}
            >
              <img
                src={demo.poster}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
              />
              <span className="demo-card__play" aria-hidden="true">
                <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
                  <path d="M8 5.5v13l11-6.5z" />
                </svg>
              </span>
              <span className="demo-card__length" aria-hidden="true">
                {t('demos.seconds', { count: demo.seconds })}
              </span>
            </button>
            <div className="demo-card__text">
              <h3>{t(`demos.${demo.id}.title`)}</h3>
              <p>{t(`demos.${demo.id}.body`)}</p>
              <Link className="demo-card__link" to={demo.href}>
                {t(`demos.${demo.id}.open`)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {open && (
        <MediaModal
          title={t(`demos.${open.id}.title`)}
          closeLabel={t('demos.close')}
          onClose={() => setOpen(null)}
        >
          {/* A silent screen recording (no sound track to caption); described below. */}
          <video
            className="media-modal__video"
            src={open.video}
            poster={open.poster}
            muted
            controls
            loop
            autoPlay
            playsInline
            preload="none"
            aria-describedby="demo-description"
          />
          <p id="demo-description" className="media-modal__caption">
            {t(`demos.${open.id}.caption`)}
          </p>
        </MediaModal>
      )}
    </section>
  );
}
