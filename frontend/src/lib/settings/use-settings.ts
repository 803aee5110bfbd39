import { gameSettingsOf, type Settings } from '@ttc/shared-protocol/api/settings-sync';
import { isLanguage } from '@ttc/shared-protocol/clock/language';
import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, setLanguage } from '../i18n';
import { setSoundMuted } from '../sound/sound-mute';
import { startSettingsSync } from './account-sync';
import { getSettings, subscribeSettings, updateSettings } from './settings-store';

let wired = false;

/**
 * Ties the settings to the parts of the app that keep their own state: the app's language (the
 * top bar's switcher changes it too) and the sound switch. Then starts the account sync.
 */
function wire(): void {
  if (wired) return;
  wired = true;
  subscribeSettings((changed) => {
    const settings = getSettings();
    if (changed.includes('appLanguage') && settings.appLanguage !== currentLanguage()) {
      void setLanguage(settings.appLanguage);
    }
    if (changed.includes('soundOn')) setSoundMuted(!settings.soundOn);
  });
  i18n.on('languageChanged', (lng: string) => {
    if (isLanguage(lng) && lng !== getSettings().appLanguage) updateSettings({ appLanguage: lng });
  });
  startSettingsSync();
}

const subscribe = (onChange: () => void) => subscribeSettings(onChange);

/**
 * The one settings store of the app (the settings screen, the Student Game's dialog, the
 * Playground): every setting, kept on the device and, signed in, in the account. `update`
 * changes some settings at once; every screen that reads them follows.
 */
export function useSettings(): { settings: Settings; update: (patch: Partial<Settings>) => void } {
  wire();
  const settings = useSyncExternalStore(subscribe, getSettings, getSettings);
  return { settings, update: updateSettings };
}

/** The Student Game's settings out of all settings (with the rules between them applied). */
export function useGameSettings(): GameSettings {
  const { settings } = useSettings();
  return useMemo(() => gameSettingsOf(settings), [settings]);
}
