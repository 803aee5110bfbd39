import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { EmailCapture } from './email-capture';
import { HeroClock } from './hero-clock';
import './landing.css';

type FeatureCard = {
  key: 'playground' | 'game' | 'progress' | 'classroom' | 'gamification' | 'sso';
  href?: string;
};

const featureCards: readonly FeatureCard[] = [
  { key: 'playground', href: paths.playground.getHref() },
  { key: 'game', href: paths.studentGame.getHref() },
  { key: 'progress', href: paths.progress.getHref() },
  { key: 'classroom' },
  { key: 'gamification' },
  { key: 'sso' },
];

/** The signed-out landing screen: hero, early-access capture, features and about. */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  usePageTitle();
  useScrollToHash();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="lead">{t('hero.tagline')}</p>
          <div className="button-row">
            <Link className="button button--primary button--large" to={paths.playground.getHref()}>
              {t('hero.tryPlayground')}
            </Link>
            <Link className="button button--large" to={paths.studentGame.getHref()}>
              {t('hero.playGame')}
            </Link>
          </div>
          <div className="hero__capture">
            <h2 className="hero__capture-title">{t('capture.title')}</h2>
            <p>{t('capture.body')}</p>
            <EmailCapture source="landing" />
          </div>
          <p className="hero__sign-in">
            {t('hero.haveAccount')} <Link to={paths.auth.login.getHref()}>{t('hero.signIn')}</Link>
          </p>
        </div>
        <div className="hero__art">
          <HeroClock />
        </div>
      </section>

      <section
        id={paths.features.id}
        className="landing-section"
        aria-labelledby="features-title"
        tabIndex={-1}
      >
        <h2 id="features-title">{t('features.title')}</h2>
        <p className="lead">{t('features.intro')}</p>
        <ul className="feature-grid">
          {featureCards.map((card) => (
            <li key={card.key} className={`feature-card feature-card--${card.key}`}>
              <h3>{t(`features.${card.key}.title`)}</h3>
              <p>{t(`features.${card.key}.body`)}</p>
              {card.href ? (
                <Link className="feature-card__link" to={card.href}>
                  {t('features.open')}
                  <span className="visually-hidden"> {t(`features.${card.key}.title`)}</span>
                </Link>
              ) : (
                <p className="badge badge--soon">{t('features.comingSoon')}</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section
        id={paths.about.id}
        className="landing-section landing-section--about"
        aria-labelledby="about-title"
        tabIndex={-1}
      >
        <h2 id="about-title">{t('about.title')}</h2>
        <p>{t('about.body1')}</p>
        <p>{t('about.body2')}</p>
        <Link className="button button--primary button--large" to={paths.playground.getHref()}>
          {t('hero.tryPlayground')}
        </Link>
      </section>
    </div>
  );
}
