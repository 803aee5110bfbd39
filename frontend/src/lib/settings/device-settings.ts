import {
  SETTING_CHECKS,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
} from '@ttc/shared-protocol/api/settings-sync';
import { SOUND_MUTED_KEY } from '../sound/sound-mute';
import { storage } from '../storage';

/**
 * Where each setting lives on the device: the spec's browser storage keys (section 3) where it
 * names one (studentGame_*, playground_*, shared_language, backgroundType, solidColor,
 * gradientStart, gradientEnd, customBackground), the same patterns for the rest. The clock face
 * and the helper circles are one setting for the Student Game and the Playground, kept under both
 * games' keys.
 */
export const SettingStorageKey = {
  language: 'studentGame_language',
  use24Hour: 'studentGame_use24Hour',
  clockFace: 'studentGame_showTraditionalNumbers',
  playgroundTraditionalNumbers: 'playground_showTraditionalNumbers',
  showHelperCircles: 'studentGame_showHelperCircles',
  playgroundHelperCircles: 'playground_showHelperCircles',
  questionTypes: 'studentGame_questionTypes',
  difficulty: 'studentGame_difficulty',
  readingSpeed: 'studentGame_readingSpeed',
  playMode: 'studentGame_playMode',
  autoAdvance: 'studentGame_autoAdvance',
  appLanguage: 'shared_language',
  soundOn: SOUND_MUTED_KEY,
  hourHandOnly: 'playground_hourHandOnly',
  /** The Playground's older settings object, read for hourHandOnly when the key above is not set. */
  playgroundSettings: 'playground_settings',
  voiceReading: 'shared_voiceReading',
  backgroundType: 'backgroundType',
  solidColor: 'solidColor',
  gradientStart: 'gradientStart',
  gradientEnd: 'gradientEnd',
  backgroundImage: 'customBackground',
  /** When each setting was last changed on this device: `{ [setting]: ISO time }`. */
  changedAt: 'settings_changedAt',
} as const;

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON at all: keep the text, so the value check reports it as invalid.
    return text;
  }
}

const json = (key: string) => parseJson(storage.get(key));
const text = (key: string) => storage.get(key) ?? undefined;
const face = (traditional: unknown) =>
  traditional === true ? 'traditional' : traditional === false ? 'dots' : traditional;

/** How each setting is read from the device; `undefined` when nothing is stored. */
const READ: { [K in SettingKey]: () => unknown } = {
  language: () => text(SettingStorageKey.language),
  use24Hour: () => json(SettingStorageKey.use24Hour),
  clockFace: () =>
    face(json(SettingStorageKey.clockFace) ?? json(SettingStorageKey.playgroundTraditionalNumbers)),
  showHelperCircles: () =>
    json(SettingStorageKey.showHelperCircles) ?? json(SettingStorageKey.playgroundHelperCircles),
  questionTypes: () => json(SettingStorageKey.questionTypes),
  difficulty: () => text(SettingStorageKey.difficulty),
  readingSpeed: () => text(SettingStorageKey.readingSpeed),
  playMode: () => text(SettingStorageKey.playMode),
  autoAdvance: () => json(SettingStorageKey.autoAdvance),
  appLanguage: () => text(SettingStorageKey.appLanguage),
  soundOn: () => {
    const muted = storage.get(SettingStorageKey.soundOn);
    return muted === null ? undefined : muted !== 'true';
  },
  hourHandOnly: () => {
    const own = json(SettingStorageKey.hourHandOnly);
    if (own !== undefined) return own;
    const old = json(SettingStorageKey.playgroundSettings);
    return typeof old === 'object' && old !== null
      ? (old as { hourHandOnly?: unknown }).hourHandOnly
      : undefined;
  },
  voiceReading: () => json(SettingStorageKey.voiceReading),
  backgroundType: () => text(SettingStorageKey.backgroundType),
  solidColor: () => text(SettingStorageKey.solidColor),
  gradientStart: () => text(SettingStorageKey.gradientStart),
  gradientEnd: () => text(SettingStorageKey.gradientEnd),
  backgroundImage: () => {
    const path = storage.get(SettingStorageKey.backgroundImage);
    return path === null ? undefined : path === '' ? null : path;
  },
};

const setJson = (key: string, value: unknown) => storage.set(key, JSON.stringify(value));

/** How each setting is written to the device. */
const WRITE: { [K in SettingKey]: (value: Settings[K]) => void } = {
  language: (v) => storage.set(SettingStorageKey.language, v),
  use24Hour: (v) => setJson(SettingStorageKey.use24Hour, v),
  clockFace: (v) => {
    setJson(SettingStorageKey.clockFace, v === 'traditional');
    setJson(SettingStorageKey.playgroundTraditionalNumbers, v === 'traditional');
  },
  showHelperCircles: (v) => {
    setJson(SettingStorageKey.showHelperCircles, v);
    setJson(SettingStorageKey.playgroundHelperCircles, v);
  },
  questionTypes: (v) => setJson(SettingStorageKey.questionTypes, v),
  difficulty: (v) => storage.set(SettingStorageKey.difficulty, v),
  readingSpeed: (v) => storage.set(SettingStorageKey.readingSpeed, v),
  playMode: (v) => storage.set(SettingStorageKey.playMode, v),
  autoAdvance: (v) => setJson(SettingStorageKey.autoAdvance, v),
  appLanguage: (v) => storage.set(SettingStorageKey.appLanguage, v),
  // Sounds are on unless the device says muted (lib/sound keeps reading the same key).
  soundOn: (v) => {
    if (v) storage.remove(SettingStorageKey.soundOn);
    else storage.set(SettingStorageKey.soundOn, 'true');
  },
  hourHandOnly: (v) => setJson(SettingStorageKey.hourHandOnly, v),
  voiceReading: (v) => setJson(SettingStorageKey.voiceReading, v),
  backgroundType: (v) => storage.set(SettingStorageKey.backgroundType, v),
  solidColor: (v) => storage.set(SettingStorageKey.solidColor, v),
  gradientStart: (v) => storage.set(SettingStorageKey.gradientStart, v),
  gradientEnd: (v) => storage.set(SettingStorageKey.gradientEnd, v),
  backgroundImage: (v) => storage.set(SettingStorageKey.backgroundImage, v ?? ''),
};

/** The device keys a setting is read from, for warnings. */
function deviceKeysOf(key: SettingKey): string {
  if (key === 'clockFace') {
    return `${SettingStorageKey.clockFace}" or "${SettingStorageKey.playgroundTraditionalNumbers}`;
  }
  if (key === 'showHelperCircles') {
    return `${SettingStorageKey.showHelperCircles}" or "${SettingStorageKey.playgroundHelperCircles}`;
  }
  return SettingStorageKey[key];
}

/** What the device holds: each valid stored setting and, when known, when it was changed. */
export type DeviceSettings = {
  values: Partial<Settings>;
  changedAt: Partial<Record<SettingKey, string>>;
};

function readChangedAt(): Partial<Record<SettingKey, string>> {
  const stored = json(SettingStorageKey.changedAt);
  const out: Partial<Record<SettingKey, string>> = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return out;
  for (const key of SETTING_KEYS) {
    const time = (stored as Record<string, unknown>)[key];
    if (typeof time === 'string' && !Number.isNaN(Date.parse(time))) out[key] = time;
  }
  return out;
}

/**
 * The settings stored on this device. A value that is corrupt or hand-edited is reported with
 * console.warn and left out (its default applies); one bad value never costs the others.
 */
export function readDeviceSettings(): DeviceSettings {
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of SETTING_KEYS) {
    const value = READ[key]();
    if (value === undefined) continue;
    if (SETTING_CHECKS[key](value)) values[key] = value;
    else
      console.warn(
        `Settings: ignoring the stored "${deviceKeysOf(key)}" (not valid); using the default.`,
      );
  }
  const changedAt = readChangedAt();
  // A time without a value means nothing: the value was removed since.
  for (const key of SETTING_KEYS) if (!(key in values)) delete changedAt[key];
  return { values: values as Partial<Settings>, changedAt };
}

/** Writes some settings, and their times of change, to the device. */
export function writeDeviceSettings(
  values: Partial<Settings>,
  changedAt: Partial<Record<SettingKey, string>>,
): void {
  for (const key of Object.keys(values) as SettingKey[]) {
    (WRITE[key] as (value: unknown) => void)(values[key]);
  }
  setJson(SettingStorageKey.changedAt, changedAt);
}

/** Every device key a setting may live under (another tab's change to one of them is news). */
export const DEVICE_KEYS: ReadonlySet<string> = new Set(Object.values(SettingStorageKey));
