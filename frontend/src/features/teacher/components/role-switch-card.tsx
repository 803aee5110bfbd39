import type { UserRole } from '@ttc/shared-protocol/api/auth-user';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useSwitchRole } from '../api/switch-role';

/**
 * For a student or parent account on the teacher tools: why they are for teachers, and a button
 * that switches the profile's role to teacher (it can be switched back on the profile).
 */
export function RoleSwitchCard({ role }: { role: UserRole | null }) {
  const { t } = useTranslation('teacher');
  const id = useId();
  const switchRole = useSwitchRole();
  return (
    <section className="teacher-card role-switch" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('roleGate.title')}</h2>
      <p>{t('roleGate.why')}</p>
      {role && role !== 'teacher' && role !== 'admin' && (
        <p>{t('roleGate.current', { role: t(`roleGate.roles.${role}`) })}</p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={switchRole.isPending}
          onClick={() => switchRole.mutate('teacher')}
        >
          {switchRole.isPending ? t('roleGate.switching') : t('roleGate.switch')}
        </button>
        <Link className="button button--large" to={paths.home.getHref()}>
          {t('roleGate.notNow')}
        </Link>
      </div>
      <p className="teacher-card__intro">
        {t('roleGate.note')} <Link to={paths.profile.getHref()}>{t('roleGate.profile')}</Link>.
      </p>
      {switchRole.isError && (
        <p role="alert" className="teacher-status teacher-status--error">
          {t('roleGate.error', { message: switchRole.error.message })}
        </p>
      )}
    </section>
  );
}
