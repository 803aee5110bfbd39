import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /complete-profile: name and role after the first sign-in (the accounts feature builds it). */
export function CompleteProfileScreen() {
  const { t } = useTranslation('screens');
  return (
    <PlaceholderScreen title={t('completeProfile.title')} intro={t('completeProfile.intro')} />
  );
}
