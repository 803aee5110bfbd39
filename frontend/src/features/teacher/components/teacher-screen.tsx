import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /teacher: the teacher dashboard and live classroom host. */
export function TeacherScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('teacher.title')} intro={t('teacher.intro')} />;
}
