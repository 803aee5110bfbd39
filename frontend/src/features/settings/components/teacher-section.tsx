import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Section } from './controls';

/** Teacher Access (spec section 2): the dashboard and joining a class. */
export function TeacherSection() {
  const { t } = useTranslation('settings');
  return (
    <Section id="teacher" title={t('teacher.title')} intro={t('teacher.intro')}>
      <div className="settings-actions">
        <Link className="button button--primary button--large" to={paths.teacher.getHref()}>
          {t('teacher.dashboard')}
        </Link>
        <Link className="button button--large" to={paths.join.getHref()}>
          {t('teacher.join')}
        </Link>
      </div>
    </Section>
  );
}
