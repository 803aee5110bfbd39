import { useHasSession } from '../../../lib/auth-session';
import { useTranslation } from '../../../lib/i18n';
import { ParentLockGate } from '../../../lib/parent-lock/gate';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountSection } from './account-section';
import { AppSection } from './app-section';
import { AppearanceSection } from './appearance-section';
import { DataPrivacySection } from './data-privacy-section';
import { GameSection } from './game-section';
import { HelpSection } from './help-section';
import { LearningSection } from './learning-section';
import { ParentControlsSection } from './parent-controls-section';
import { TeacherSection } from './teacher-section';
import './settings.css';

/**
 * /settings (spec sections 2, 4, 6, 8 and 9): the nine sections, each change saved at once on
 * this device and, signed in, in the account (the newer change wins per setting on another
 * device). Behind the parent lock when a parent has set one.
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const signedIn = useHasSession();
  return (
    <ParentLockGate area="settings">
      <div className="page settings-page">
        <header className="settings-page__header">
          <h1>{t('title')}</h1>
          <p className="settings-page__intro">{t('intro')}</p>
          <p className="settings-page__sync">{signedIn ? t('synced') : t('deviceOnly')}</p>
        </header>
        <div className="settings-page__grid">
          <GameSection />
          <AppSection />
          <LearningSection />
          <AppearanceSection />
          <ParentControlsSection />
          <DataPrivacySection />
          <HelpSection />
          <AccountSection />
          <TeacherSection />
        </div>
      </div>
    </ParentLockGate>
  );
}
