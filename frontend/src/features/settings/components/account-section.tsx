import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useTranslation } from '../../../lib/i18n';
import { Section } from './controls';

/** The settings screen's account types (spec section 6) and how many features each lists. */
const ACCOUNT_TYPES = [
  { id: 'student', features: 4 },
  { id: 'teacher', features: 7 },
  { id: 'parent', features: 7 },
] as const;
type AccountType = (typeof ACCOUNT_TYPES)[number]['id'];

/** Which of the three account types a user has: teachers, parents, and everyone else a student. */
export function accountTypeOf(user: Pick<AuthUser, 'role' | 'plan'>): AccountType {
  if (user.role === 'teacher') return 'teacher';
  if (user.role === 'parent') return 'parent';
  return 'student';
}

/**
 * Account & Subscription: signed in, the email, role and plan, and the spec's three account
 * types with what each unlocks (the current one marked); plans are chosen on /pricing. Signed
 * out, a sign-in link.
 */
export function AccountSection() {
  const { t } = useTranslation('settings');
  const { user } = useAuthUser();
  if (!user) {
    return (
      <Section id="account" title={t('account.title')} intro={t('account.signedOut')}>
        <Link className="button button--primary button--large" to={paths.auth.login.getHref()}>
          {t('account.signIn')}
        </Link>
      </Section>
    );
  }
  const current = accountTypeOf(user);
  // A teacher on the free plan has not verified a school address yet (spec section 6).
  const needsVerification = current === 'teacher' && user.plan === 'free';
  return (
    <Section id="account" title={t('account.title')}>
      <dl className="settings-account">
        <div>
          <dt>{t('account.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('account.role')}</dt>
          <dd>{user.role ? t(`account.roles.${user.role}`) : t('account.noRole')}</dd>
        </div>
        <div>
          <dt>{t('account.plan')}</dt>
          <dd>{t(`account.plans.${user.plan}`)}</dd>
        </div>
      </dl>
      <h3 className="settings-subtitle">{t('account.types')}</h3>
      <ul className="settings-plans">
        {ACCOUNT_TYPES.map(({ id, features }) => (
          <li key={id} className="settings-plan" data-current={id === current || undefined}>
            <p className="settings-plan__name">
              {t(`account.type.${id}.name`)}
              <span className="settings-plan__price">{t(`account.type.${id}.price`)}</span>
            </p>
            {id === current && (
              <p className="settings-plan__badge">
                {needsVerification ? t('account.emailVerification') : t('account.current')}
              </p>
            )}
            {id === 'teacher' && (
              <p className="settings-field__note">{t('account.type.teacher.note')}</p>
            )}
            <ul className="settings-plan__features">
              {Array.from({ length: features }, (_, i) => `f${i + 1}`).map((feature) => (
                <li key={feature}>
                  {t(`account.type.${id}.${feature}` as 'account.type.student.f1')}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Link className="button button--primary button--large" to={paths.pricing.getHref()}>
        {t('account.seePlans')}
      </Link>
    </Section>
  );
}
