import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /student-game: the scored 10-question game (the clock feature builds it). */
export function StudentGameScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('studentGame.title')} intro={t('studentGame.intro')} />;
}
