import { gameSettingsOf, type Settings } from '@ttc/shared-protocol/api/settings-sync';
import { isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { SettingStorageKey } from '../../lib/settings/device-settings';
import { getSettings, updateSettings } from '../../lib/settings/settings-store';
import { storage } from '../../lib/storage';

/** The Playground's browser storage keys (spec section 3, "Browser storage keys"). */
export const PlaygroundStorageKey = {
  showTraditionalNumbers: 'playground_showTraditionalNumbers',
  showHelperCircles: 'playground_showHelperCircles',
  /**
   * The clock's time as JSON (`{clockTime}`). Older versions kept the language and hourHandOnly
   * here too; those are read once when the shared settings have none.
   */
  settings: 'playground_settings',
  /** The tips tour: completed or skipped. */
  tips: 'playground-tips',
} as const;

/** What the Playground remembers on the device. */
export type PlaygroundSettings = {
  showTraditionalNumbers: boolean;
  /** Always false while showTraditionalNumbers is on (spec section 4). */
  showHelperCircles: boolean;
  /** The clock's words and the read-aloud voice; the app's own language is separate. */
  language: Language;
  clockTime: ClockTime;
  /** Beginners' mode: only the hour hand. */
  hourHandOnly: boolean;
};

/** The spec's defaults (sections 3 and 9); the language follows the app's when none is stored. */
export function defaultPlaygroundSettings(language: Language = 'en'): PlaygroundSettings {
  return {
    showTraditionalNumbers: false,
    showHelperCircles: true,
    language,
    clockTime: { hour: 3, minute: 15 },
    hourHandOnly: false,
  };
}

function warnIgnored(key: string, detail: string): void {
  console.warn(`Playground: ignoring the stored "${key}" (${detail}); using the default.`);
}

function isClockTime(value: unknown): value is ClockTime {
  if (typeof value !== 'object' || value === null) return false;
  const { hour, minute } = value as Record<string, unknown>;
  return (
    Number.isInteger(hour) &&
    Number.isInteger(minute) &&
    (hour as number) >= 1 &&
    (hour as number) <= 12 &&
    (minute as number) >= 0 &&
    (minute as number) <= 59
  );
}

/** "3:15" as well as {hour: 3, minute: 15}, since the spec writes the default that way. */
function toClockTime(value: unknown): ClockTime | null {
  if (isClockTime(value)) return { hour: value.hour, minute: value.minute };
  if (typeof value !== 'string') return null;
  const match = /^(1[0-2]|[1-9]):([0-5]\d)$/.exec(value.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

function readSettingsObject(): Record<string, unknown> {
  const stored = storage.get(PlaygroundStorageKey.settings);
  if (stored === null) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Reported below, like any other unreadable value.
  }
  warnIgnored(PlaygroundStorageKey.settings, 'not a settings object');
  return {};
}

/** Whether a clock language was ever chosen on this device (else the app's language is used). */
function hasChosenLanguage(): boolean {
  return storage.get(SettingStorageKey.language) !== null;
}

function readClockTime(object: Record<string, unknown>): ClockTime | null {
  if (object.clockTime === undefined) return null;
  const time = toClockTime(object.clockTime);
  if (!time) warnIgnored(`${PlaygroundStorageKey.settings}.clockTime`, 'not a clock time');
  return time;
}

/**
 * The Playground's settings. The face (numbers, helper circles, hour hand only) and the clock's
 * language come from the app's one settings store (lib/settings: this device and, signed in, the
 * account), shared with /settings and the Student Game; the clock's time stays on this device.
 * Anything unreadable (corrupt, from another version, hand-edited) is reported with
 * console.warn and takes its default, one field at a time.
 */
export function readPlaygroundSettings(appLanguage: Language = 'en'): PlaygroundSettings {
  const defaults = defaultPlaygroundSettings(appLanguage);
  const object = readSettingsObject();
  const shared = getSettings();
  const game = gameSettingsOf(shared);

  let language = defaults.language;
  if (hasChosenLanguage()) language = game.language;
  else if (object.language !== undefined) {
    // Chosen before the settings were shared (the Playground's own object).
    if (isLanguage(object.language)) language = object.language;
    else warnIgnored(`${PlaygroundStorageKey.settings}.language`, 'not one of en, es, fr, de, it');
  }
  const showTraditionalNumbers = game.clockFace === 'traditional';
  return {
    showTraditionalNumbers,
    showHelperCircles: game.showHelperCircles,
    language,
    clockTime: readClockTime(object) ?? defaults.clockTime,
    hourHandOnly: shared.hourHandOnly,
  };
}

/** Remembers the clock's time on this device (it is not a setting that follows the account). */
export function savePlaygroundClockTime(clockTime: ClockTime): void {
  storage.set(
    PlaygroundStorageKey.settings,
    JSON.stringify({ clockTime: { hour: clockTime.hour, minute: clockTime.minute } }),
  );
}

/** The shared settings a Playground change is made of (for the settings store). */
export function sharedPlaygroundPatch(
  settings: Omit<PlaygroundSettings, 'clockTime'>,
): Partial<Settings> {
  return {
    clockFace: settings.showTraditionalNumbers ? 'traditional' : 'dots',
    showHelperCircles: settings.showHelperCircles,
    language: settings.language,
    hourHandOnly: settings.hourHandOnly,
  };
}

/** Remembers the Playground's settings: the shared ones in the settings store, the time here. */
export function savePlaygroundSettings(settings: PlaygroundSettings): void {
  updateSettings(sharedPlaygroundPatch(settings));
  savePlaygroundClockTime(settings.clockTime);
}

/**
 * Turns traditional numbers on or off. Turning them on switches helper circles off (spec
 * section 4); turning them off leaves helper circles off until the child turns them on.
 */
export function withTraditionalNumbers(
  settings: PlaygroundSettings,
  on: boolean,
): PlaygroundSettings {
  return {
    ...settings,
    showTraditionalNumbers: on,
    showHelperCircles: on ? false : settings.showHelperCircles,
  };
}
