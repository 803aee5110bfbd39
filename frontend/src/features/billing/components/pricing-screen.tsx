import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';
import { useTranslation } from '../../../lib/i18n';

/** /pricing: the plans, all free for now. */
export function PricingScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('pricing.title')} intro={t('pricing.intro')} />;
}
