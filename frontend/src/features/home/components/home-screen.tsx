import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import './home.css';

const cards = [
  { key: 'playground', href: paths.playground.getHref() },
  { key: 'teacher', href: paths.teacher.getHref() },
  { key: 'join', href: paths.join.getHref() },
  { key: 'profile', href: paths.profile.getHref() },
] as const;

/** The signed-in home screen: a welcome and four cards (spec section 2). */
export function HomeScreen() {
  const { t } = useTranslation('screens');
  const { user } = useAuthUser();
  usePageTitle(t('home.title'));
  const name = user?.firstName?.trim();
  return (
    <div className="page">
      <h1>{name ? t('home.welcomeName', { name }) : t('home.welcome')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <ul className="home-cards">
        {cards.map((card) => (
          <li key={card.key}>
            <Link className={`home-card home-card--${card.key}`} to={card.href}>
              <span className="home-card__title">{t(`home.cards.${card.key}.title`)}</span>
              <span className="home-card__body">{t(`home.cards.${card.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
