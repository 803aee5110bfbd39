import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { Section } from './controls';

/** The tips tours' storage keys (spec section 3): the tour runs again once its key is gone. */
const TOUR_KEYS = { playground: 'playground-tips', studentGame: 'student-game-tips' } as const;

/** Help & Support: the tips tours again, the contact mailbox and the legal pages. */
export function HelpSection() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const replay = (key: string, href: string) => {
    storage.remove(key);
    void navigate(href);
  };
  return (
    <Section id="help" title={t('help.title')}>
      <div className="settings-field">
        <p className="settings-field__label">{t('help.tips')}</p>
        <div className="settings-actions">
          <button
            type="button"
            className="button"
            onClick={() => replay(TOUR_KEYS.playground, paths.playground.getHref())}
          >
            {t('help.tipsPlayground')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => replay(TOUR_KEYS.studentGame, paths.studentGame.getHref())}
          >
            {t('help.tipsGame')}
          </button>
        </div>
      </div>
      <div className="settings-field">
        <p className="settings-field__label">{t('help.contact')}</p>
        <p className="settings-field__note">
          {t('help.contactNote')} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
        </p>
      </div>
      <ul className="settings-links">
        <li>
          <Link to={paths.privacy.getHref()}>{t('help.privacy')}</Link>
        </li>
        <li>
          <Link to={paths.terms.getHref()}>{t('help.terms')}</Link>
        </li>
        <li>
          <Link to={paths.coppa.getHref()}>{t('help.coppa')}</Link>
        </li>
      </ul>
    </Section>
  );
}
