import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /profile: the signed-in user's profile (the accounts feature builds it). */
export function ProfileScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('profile.title')} intro={t('profile.intro')} />;
}
