import { useTranslation } from '../../../lib/i18n';

/** /school/join: a teacher accepts a school invitation (issue 14). */
export function SchoolJoinScreen() {
  const { t } = useTranslation('school');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
