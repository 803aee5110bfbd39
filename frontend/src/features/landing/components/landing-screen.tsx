import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { DemoVideos } from './demo-videos';
import { EmailCapture } from './email-capture';
import { HeroClock } from './hero-clock';
import { ScreenshotGallery } from './screenshot-gallery';
import './landing.css';

type BuiltFeature = 'playground' | 'game' | 'progress' | 'classroom' | 'gamification';
type FeatureCard = { key: BuiltFeature; icon: string; href: string } | { key: 'sso'; icon: string };

/**
 * The six cards of spec section 2, marked as they are in the product today: everything but
 * single sign-on is built (the spec marked the K-3 classroom and gamification coming soon too;
 * live lessons with QR joining, leaderboards, the podium, lesson plans, class analytics and
 * report export exist, as do points, streaks, levels and a class goal).
 */
const featureCards: readonly FeatureCard[] = [
  { key: 'playground', icon: '🕒', href: paths.playground.getHref() },
  { key: 'game', icon: '🎯', href: paths.studentGame.getHref() },
  { key: 'progress', icon: '📈', href: paths.progress.getHref() },
  { key: 'classroom', icon: '🏫', href: paths.teacher.getHref() },
  { key: 'gamification', icon: '🏆', href: paths.studentGame.getHref() },
  { key: 'sso', icon: '🔑' },
];

const heroFacts = ['ages', 'free', 'languages', 'noAccount'] as const;
const promises = ['kind', 'clock', 'privacy'] as const;

/**
 * The signed-out landing screen (spec section 2): hero with the early-access capture, demo
 * recordings, features, screenshots, why we built it, about, the crowdfunding notify capture
 * and a last call to action.
 */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  const crowdfundingTitle = useId();
  usePageTitle();
  useScrollToHash();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="lead">{t('hero.tagline')}</p>
          <ul className="hero__facts">
            {heroFacts.map((fact) => (
              <li key={fact}>{t(`hero.facts.${fact}`)}</li>
            ))}
          </ul>
          <div className="button-row">
            <Link className="button button--primary button--large" to={paths.playground.getHref()}>
              {t('hero.tryPlayground')}
            </Link>
            <Link className="button button--large" to={paths.studentGame.getHref()}>
              {t('hero.playGame')}
            </Link>
          </div>
          <div className="hero__capture">
            <h2 className="hero__capture-title" id="capture-title">
              {t('capture.title')}
            </h2>
            <p>{t('capture.body')}</p>
            <EmailCapture source="landing" labelledBy="capture-title" />
          </div>
          <p className="hero__sign-in">
            {t('hero.haveAccount')} <Link to={paths.auth.login.getHref()}>{t('hero.signIn')}</Link>
          </p>
        </div>
        <div className="hero__art">
          <HeroClock />
        </div>
      </section>

      <DemoVideos />

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
              <span className="feature-card__icon" aria-hidden="true">
                {card.icon}
              </span>
              <h3>{t(`features.${card.key}.title`)}</h3>
              <p>{t(`features.${card.key}.body`)}</p>
              {card.key !== 'sso' ? (
                <Link className="feature-card__link" to={card.href}>
                  {t(`features.${card.key}.open`)}
                  <span aria-hidden="true">&nbsp;→</span>
                </Link>
              ) : (
                <p className="badge badge--soon">{t('features.comingSoon')}</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <ScreenshotGallery />

      <section className="landing-section story" aria-labelledby="story-title">
        <div className="story__card">
          <p className="story__kicker">{t('story.kicker')}</p>
          <h2 id="story-title">{t('story.title')}</h2>
          <p>{t('story.body1')}</p>
          <p>{t('story.body2')}</p>
          <p>{t('story.body3')}</p>
          <ul className="story__promises">
            {promises.map((key) => (
              <li key={key}>
                <strong>{t(`story.promises.${key}.title`)}</strong>
                <span>{t(`story.promises.${key}.body`)}</span>
              </li>
            ))}
          </ul>
        </div>
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
      </section>

      <section
        className="landing-section crowdfunding"
        aria-labelledby={crowdfundingTitle}
        data-testid="crowdfunding"
      >
        <div className="crowdfunding__card">
          <span className="crowdfunding__icon" aria-hidden="true">
            🚀
          </span>
          <div>
            <h2 id={crowdfundingTitle}>{t('crowdfunding.title')}</h2>
            <p>{t('crowdfunding.body')}</p>
            <EmailCapture
              source="crowdfunding"
              labelledBy={crowdfundingTitle}
              submitLabel={t('crowdfunding.submit')}
            />
          </div>
        </div>
      </section>

      <section className="landing-section final-cta" aria-labelledby="final-title">
        <div className="final-cta__card">
          <h2 id="final-title">{t('final.title')}</h2>
          <p>{t('final.body')}</p>
          <div className="button-row final-cta__buttons">
            <Link className="button button--sun button--large" to={paths.playground.getHref()}>
              {t('hero.tryPlayground')}
            </Link>
            <Link className="button button--large" to={paths.studentGame.getHref()}>
              {t('hero.playGame')}
            </Link>
            <Link className="button button--large" to={paths.auth.signup.getHref()}>
              {t('final.teacher')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
