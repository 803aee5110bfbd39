import { isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { storage } from '../../lib/storage';

/** The Playground's browser storage keys (spec section 3, "Browser storage keys"). */
export const PlaygroundStorageKey = {
  showTraditionalNumbers: 'playground_showTraditionalNumbers',
  showHelperCircles: 'playground_showHelperCircles',
  /** The remaining settings as one JSON object: language, clockTime (and hourHandOnly). */
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

function readBoolean(key: string, fallback: boolean): boolean {
  const stored = storage.get(key);
  if (stored === null) return fallback;
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  warnIgnored(key, 'not true or false');
  return fallback;
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

/**
 * The Playground's settings from this device. Anything missing takes its default; anything
 * unreadable (corrupt, from another version, hand-edited) is reported with console.warn and
 * also takes its default, one field at a time, so one bad value never costs the others.
 */
export function readPlaygroundSettings(appLanguage: Language = 'en'): PlaygroundSettings {
  const defaults = defaultPlaygroundSettings(appLanguage);
  const object = readSettingsObject();
  const key = PlaygroundStorageKey.settings;

  let language = defaults.language;
  if (object.language !== undefined) {
    if (isLanguage(object.language)) language = object.language;
    else warnIgnored(`${key}.language`, 'not one of en, es, fr, de, it');
  }
  let clockTime = defaults.clockTime;
  if (object.clockTime !== undefined) {
    const time = toClockTime(object.clockTime);
    if (time) clockTime = time;
    else warnIgnored(`${key}.clockTime`, 'not a clock time');
  }
  let hourHandOnly = defaults.hourHandOnly;
  if (object.hourHandOnly !== undefined) {
    if (typeof object.hourHandOnly === 'boolean') hourHandOnly = object.hourHandOnly;
    else warnIgnored(`${key}.hourHandOnly`, 'not true or false');
  }

  const showTraditionalNumbers = readBoolean(
    PlaygroundStorageKey.showTraditionalNumbers,
    defaults.showTraditionalNumbers,
  );
  const showHelperCircles =
    !showTraditionalNumbers &&
    readBoolean(PlaygroundStorageKey.showHelperCircles, defaults.showHelperCircles);
  return { showTraditionalNumbers, showHelperCircles, language, clockTime, hourHandOnly };
}

/** Remembers the Playground's settings on this device. */
export function savePlaygroundSettings(settings: PlaygroundSettings): void {
  storage.set(PlaygroundStorageKey.showTraditionalNumbers, String(settings.showTraditionalNumbers));
  storage.set(PlaygroundStorageKey.showHelperCircles, String(settings.showHelperCircles));
  storage.set(
    PlaygroundStorageKey.settings,
    JSON.stringify({
      language: settings.language,
      clockTime: { hour: settings.clockTime.hour, minute: settings.clockTime.minute },
      hourHandOnly: settings.hourHandOnly,
    }),
  );
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
