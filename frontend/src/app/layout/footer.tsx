import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useTranslation } from '../../lib/i18n';
import { Brand } from './brand';

/**
 * The footer of spec section 2: tagline; Product, Company and Support columns; four social
 * links; the copyright line.
 */
export function Footer() {
  const { t } = useTranslation();
  const newTab = t('footer.newTab');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Brand />
          <p>{t('footer.tagline')}</p>
          <ul className="social-links" aria-label={t('footer.followUs')}>
            {site.social.map((network) => (
              <li key={network.id}>
                <a
                  className={`social-link social-link--${network.id}`}
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('footer.social', { network: network.name })} ${newTab}`}
                >
                  <img src={`/icons/${network.id}.svg`} alt="" width="24" height="24" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__columns" aria-label={t('footer.label')}>
          <div className="site-footer__column">
            <h2>{t('footer.product')}</h2>
            <ul>
              <li>
                <Link to={paths.features.getHref()}>{t('nav.features')}</Link>
              </li>
              <li>
                <Link to={paths.playground.getHref()}>{t('nav.playground')}</Link>
              </li>
              <li>
                <Link to={paths.pricing.getHref()}>{t('nav.pricing')}</Link>
              </li>
            </ul>
          </div>
          <div className="site-footer__column">
            <h2>{t('footer.company')}</h2>
            <ul>
              <li>
                <Link to={paths.about.getHref()}>{t('nav.about')}</Link>
              </li>
              <li>
                <a href={`mailto:${site.contactEmail}`}>{t('footer.contact')}</a>
              </li>
              <li>
                <Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to={paths.coppa.getHref()}>{t('footer.coppa')}</Link>
              </li>
            </ul>
          </div>
          <div className="site-footer__column">
            <h2>{t('footer.support')}</h2>
            <ul>
              <li>
                <a href={site.donationUrl} target="_blank" rel="noopener noreferrer">
                  {t('footer.donate')}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: site.copyrightYear })}
      </p>
    </footer>
  );
}
