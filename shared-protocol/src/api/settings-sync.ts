// The settings that follow a person from device to device: their names, defaults, zod-free value
// checks and the per-setting merge. Apart from settings.ts (the zod schemas of the HTTP payload)
// so the child's screens, which read and merge settings, do not download zod.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../clock/language';
import {
  ClockFace,
  DEFAULT_GAME_SETTINGS,
  DIFFICULTIES,
  type Difficulty,
  type GameSettings,
  normalizeSettings,
  PLAY_MODES,
  type PlayMode,
  QUESTION_TYPES,
  type QuestionType,
  ReadingSpeed,
} from '../game/settings';

/** The background behind the child's own screens (spec section 2, Appearance). */
export const BackgroundType = { gradient: 'gradient', solid: 'solid', image: 'image' } as const;
export type BackgroundType = (typeof BackgroundType)[keyof typeof BackgroundType];
export const BACKGROUND_TYPES = [
  BackgroundType.gradient,
  BackgroundType.solid,
  BackgroundType.image,
] as const satisfies readonly BackgroundType[];

/**
 * The default gradient (spec section 9): #3B82F6, #6366F1, #EC4899. Its start and end are the
 * two colours a person can choose; the middle colour is shown only while both are the defaults.
 */
export const DEFAULT_GRADIENT = ['#3B82F6', '#6366F1', '#EC4899'] as const;

/** Every synced setting with its value. */
export type Settings = {
  // Game settings (the Student Game; the face settings and the language also the Playground).
  /** The clocks' words and the reading voice. */
  language: Language;
  use24Hour: boolean;
  clockFace: ClockFace;
  showHelperCircles: boolean;
  questionTypes: QuestionType[];
  difficulty: Difficulty;
  readingSpeed: ReadingSpeed;
  playMode: PlayMode;
  /** The Student Game moves on by itself 3 s after the feedback. */
  autoAdvance: boolean;
  // App settings.
  /** The language of the app's texts. */
  appLanguage: Language;
  soundOn: boolean;
  // Learning preferences.
  /** Beginners: the clocks show the hour hand only. */
  hourHandOnly: boolean;
  /** The read-aloud buttons. */
  voiceReading: boolean;
  // Appearance.
  backgroundType: BackgroundType;
  solidColor: string;
  gradientStart: string;
  gradientEnd: string;
  /** A server-generated upload path (`/objects/uploads/<uuid>`), or null. */
  backgroundImage: string | null;
};
export type SettingKey = keyof Settings;

/** Defaults (spec section 9). */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  ...DEFAULT_GAME_SETTINGS,
  questionTypes: [...DEFAULT_GAME_SETTINGS.questionTypes],
  language: DEFAULT_LANGUAGE,
  autoAdvance: false,
  appLanguage: DEFAULT_LANGUAGE,
  soundOn: true,
  hourHandOnly: false,
  voiceReading: true,
  backgroundType: BackgroundType.gradient,
  solidColor: DEFAULT_GRADIENT[0],
  gradientStart: DEFAULT_GRADIENT[0],
  gradientEnd: DEFAULT_GRADIENT[2],
  backgroundImage: null,
});

/**
 * A server-generated upload path, as object-access.ts checks it (kept here without zod; a test
 * holds the two together).
 */
export const UPLOAD_PATH_PATTERN = /^\/objects\/uploads\/[0-9a-f-]+$/;

/** A colour as a colour input gives it: `#rrggbb`. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (allowed as readonly string[]).includes(v);
const isColor = (v: unknown): v is string => typeof v === 'string' && HEX_COLOR_PATTERN.test(v);

/**
 * One check per setting, without zod (the shared zod schemas in settings.ts accept exactly the
 * same values; a test holds them together).
 */
export const SETTING_CHECKS: { [K in SettingKey]: (value: unknown) => value is Settings[K] } = {
  language: isLanguage,
  use24Hour: isBoolean,
  clockFace: oneOf([ClockFace.traditional, ClockFace.dots]),
  showHelperCircles: isBoolean,
  questionTypes: (v): v is QuestionType[] =>
    Array.isArray(v) &&
    v.length > 0 &&
    v.length <= QUESTION_TYPES.length &&
    v.every(oneOf(QUESTION_TYPES)),
  difficulty: oneOf(DIFFICULTIES),
  readingSpeed: oneOf([ReadingSpeed.slow, ReadingSpeed.normal, ReadingSpeed.fast]),
  playMode: oneOf(PLAY_MODES),
  autoAdvance: isBoolean,
  appLanguage: isLanguage,
  soundOn: isBoolean,
  hourHandOnly: isBoolean,
  voiceReading: isBoolean,
  backgroundType: oneOf(BACKGROUND_TYPES),
  solidColor: isColor,
  gradientStart: isColor,
  gradientEnd: isColor,
  backgroundImage: (v): v is string | null =>
    v === null || (typeof v === 'string' && v.length <= 200 && UPLOAD_PATH_PATTERN.test(v)),
};

/** Every synced setting, in the order of the settings screen. */
export const SETTING_KEYS = Object.keys(SETTING_CHECKS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_CHECKS, key);
}

/** One setting as it travels and is stored: its value and when a person last changed it. */
export type SettingEntry<K extends SettingKey = SettingKey> = {
  value: Settings[K];
  /** ISO 8601 time of the change. */
  changedAt: string;
};

/** Some or all settings, each with its time of change. */
export type SettingEntries = { [K in SettingKey]?: SettingEntry<K> };

/** The body of GET and PUT /api/settings. */
export type SettingsPayload = { values: SettingEntries };

function timeOf(entry: { changedAt: string } | undefined): number {
  if (!entry) return Number.NEGATIVE_INFINITY;
  const ms = Date.parse(entry.changedAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Merges two sets of settings, one setting at a time: the newer change wins; on a tie the stored
 * one stays (so sending the same thing twice changes nothing). A setting present on one side
 * only is kept. Pure: neither argument is changed.
 */
export function mergeSettings(stored: SettingEntries, incoming: SettingEntries): SettingEntries {
  const merged: Record<string, SettingEntry> = { ...(stored as Record<string, SettingEntry>) };
  for (const [key, entry] of Object.entries(incoming) as [SettingKey, SettingEntry][]) {
    if (!entry) continue;
    if (timeOf(entry) > timeOf(merged[key])) merged[key] = entry;
  }
  return merged as SettingEntries;
}

/**
 * Keeps only the entries whose value passes its check and whose time is a real date (anything
 * else, from an old version or a hand edit, is dropped, never applied). Times later than
 * `notAfter` are brought back to it, so a device whose clock runs ahead cannot win every merge
 * to come.
 */
export function cleanEntries(input: unknown, notAfter?: Date): SettingEntries {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const out: Record<string, SettingEntry> = {};
  for (const [key, raw] of Object.entries(input)) {
    if (!isSettingKey(key) || typeof raw !== 'object' || raw === null) continue;
    const { value, changedAt } = raw as { value?: unknown; changedAt?: unknown };
    if (!SETTING_CHECKS[key](value) || typeof changedAt !== 'string') continue;
    const ms = Date.parse(changedAt);
    if (Number.isNaN(ms)) continue;
    const capped = notAfter && ms > notAfter.getTime() ? notAfter.getTime() : ms;
    out[key] = { value: value as Settings[typeof key], changedAt: new Date(capped).toISOString() };
  }
  return out as SettingEntries;
}

/** Every setting's value: the entry's where there is one, otherwise the default. */
export function settingsFromEntries(entries: SettingEntries): Settings {
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const entry = entries[key];
    const value = entry ? entry.value : DEFAULT_SETTINGS[key];
    out[key] = Array.isArray(value) ? [...value] : value;
  }
  return out as Settings;
}

/** The settings the Student Game reads (GameSettings), in its order. */
const GAME_SETTING_KEYS = [
  'language',
  'use24Hour',
  'clockFace',
  'showHelperCircles',
  'questionTypes',
  'difficulty',
  'readingSpeed',
  'playMode',
] as const satisfies readonly (keyof GameSettings)[];

/** Just the Student Game's fields of `source` (all settings, or game settings with extras). */
export function gameFieldsOf(source: GameSettings | Settings): GameSettings {
  return Object.fromEntries(GAME_SETTING_KEYS.map((key) => [key, source[key]])) as GameSettings;
}

/**
 * The Student Game's settings out of all settings, with the rules between them applied
 * (`normalizeSettings`: elapsed time turns 24-hour off, the numbers face turns the helper circles
 * off, no question type left means multiple choice).
 */
export function gameSettingsOf(settings: Settings): GameSettings {
  return normalizeSettings(gameFieldsOf(settings));
}

/** The CSS background of the chosen gradient or colour (an image is drawn by the screen). */
export function backgroundCss(settings: Settings): string {
  if (settings.backgroundType === BackgroundType.solid) return settings.solidColor;
  const start = settings.gradientStart.toUpperCase();
  const end = settings.gradientEnd.toUpperCase();
  const isDefault = start === DEFAULT_GRADIENT[0] && end === DEFAULT_GRADIENT[2];
  const stops = isDefault ? [start, DEFAULT_GRADIENT[1], end] : [start, end];
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}
