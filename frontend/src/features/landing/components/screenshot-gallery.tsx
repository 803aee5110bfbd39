import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { screenFull, screenshots, screenThumb } from '../model/media';
import { MediaModal } from './media-modal';

/**
 * Screenshots of a live lesson (the smartboard and a child's tablet) as thumbnails; each opens
 * a full-size lightbox that the arrow keys (and the Previous and Next buttons) move through.
 */
export function ScreenshotGallery() {
  const { t } = useTranslation('landing');
  const [index, setIndex] = useState<number | null>(null);
  const count = screenshots.length;
  const move = (step: number) =>
    setIndex((current) => (current === null ? null : (current + step + count) % count));
  const shown = index === null ? undefined : screenshots[index];

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  return (
    <section className="landing-section screens" aria-labelledby="screens-title">
      <h2 id="screens-title">{t('screens.title')}</h2>
      <p className="lead">{t('screens.intro')}</p>
      <ul className="screen-grid">
        {screenshots.map((shot, i) => (
          <li key={shot.id}>
            <button
              type="button"
              className="screen-thumb"
              onClick={() => setIndex(i)}
              aria-label={t('screens.open', { name: t(`screens.items.${shot.id}`) })}
            >
              <img
                className="screen-thumb__image"
                src={screenThumb(shot)}
                alt=""
                width={480}
                height={Math.round((480 * shot.height) / shot.width)}
                loading="lazy"
                decoding="async"
              />
              <span className="screen-thumb__label">{t(`screens.items.${shot.id}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown && index !== null && (
        <MediaModal
          title={t(`screens.items.${shown.id}`)}
          closeLabel={t('screens.close')}
          onClose={() => setIndex(null)}
          onKey={onKey}
        >
          <figure className="lightbox">
            <img
              className="lightbox__image"
              src={screenFull(shown)}
              alt={t(`screens.alt.${shown.id}`)}
              width={shown.width}
              height={shown.height}
            />
            <figcaption className="lightbox__bar">
              <button type="button" className="lightbox__move" onClick={() => move(-1)}>
                <span aria-hidden="true">←</span> {t('screens.previous')}
              </button>
              <span className="lightbox__count" aria-live="polite">
                {t('screens.count', { n: index + 1, total: count })}
              </span>
              <button type="button" className="lightbox__move" onClick={() => move(1)}>
                {t('screens.next')} <span aria-hidden="true">→</span>
              </button>
            </figcaption>
          </figure>
        </MediaModal>
      )}
    </section>
  );
}
