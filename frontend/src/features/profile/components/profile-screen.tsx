import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignOut } from '../../../lib/use-sign-out';
import { initials } from '../initials';
import { PlanPanel } from './plan-panel';
import { RoleSwitch } from './role-switch';
import './profile.css';

/**
 * /profile (spec section 2): avatar, email, name, role badge, plan badge, Sign Out and an
 * Upgrade Plan link to /upgrade, and the role switch among student, parent and teacher. The route
 * lets only signed-in users in (spec section 6).
 */
export function ProfileScreen() {
  const { t } = useTranslation('auth');
  usePageTitle(t('profile.title'));
  const { user } = useAuthUser();
  return (
    <div className="page page--narrow profile-page">
      <h1>{t('profile.title')}</h1>
      {user && <ProfileCard user={user} />}
    </div>
  );
}

function ProfileCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const name = user.fullName?.trim() || null;
  return (
    <section className="profile-card" aria-labelledby="profile-name">
      <div className="profile-card__header">
        <span className="profile-avatar" aria-hidden="true">
          {initials(name ?? user.email)}
        </span>
        <div>
          <h2 id="profile-name" className="profile-card__name">
            {name ?? t('profile.noName')}
          </h2>
          <p className="profile-card__badges">
            {user.role && (
              <span className="profile-badge profile-badge--role">
                <span className="visually-hidden">{t('profile.role')}: </span>
                {t(`profile.roles.${user.role}`)}
              </span>
            )}
            <span className={`profile-badge profile-badge--plan profile-badge--${user.plan}`}>
              <span className="visually-hidden">{t('profile.plan')}: </span>
              {t(`profile.plans.${user.plan}`)}
            </span>
          </p>
        </div>
      </div>
      <dl className="profile-details">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>{name ?? t('profile.noName')}</dd>
        </div>
      </dl>
      <PlanPanel key={user.plan} />
      <RoleSwitch user={user} />
      <div className="button-row">
        <Link className="button button--primary button--large" to={paths.upgrade.getHref()}>
          {t('profile.upgrade')}
        </Link>
        <button type="button" className="button button--large" onClick={signOut}>
          {t('profile.signOut')}
        </button>
      </div>
    </section>
  );
}
