// The HTTP contract of GET and PUT /api/settings (issue 16): `{ values: { [setting]: { value,
// changedAt } } }`. The settings' names, defaults, zod-free checks and the merge are in
// settings-sync.ts (the child's screens use those without zod).
import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { PLAY_MODES, QUESTION_TYPES } from '../game/settings';
import {
  clockFaceSchema,
  difficultySchema,
  questionTypeSchema,
  readingSpeedSchema,
} from '../game/settings-schema';
import { objectPathSchema } from './object-access';
import {
  BACKGROUND_TYPES,
  HEX_COLOR_PATTERN,
  type SettingEntries,
  type SettingKey,
  type Settings,
} from './settings-sync';

export * from './settings-sync';

const colorSchema = z.string().regex(HEX_COLOR_PATTERN, 'A colour is written #rrggbb.');

/** The value of each synced setting. */
export const settingValueSchemas = {
  language: languageSchema,
  use24Hour: z.boolean(),
  clockFace: clockFaceSchema,
  showHelperCircles: z.boolean(),
  questionTypes: z.array(questionTypeSchema).min(1).max(QUESTION_TYPES.length),
  difficulty: difficultySchema,
  readingSpeed: readingSpeedSchema,
  playMode: z.enum(PLAY_MODES),
  autoAdvance: z.boolean(),
  appLanguage: languageSchema,
  soundOn: z.boolean(),
  hourHandOnly: z.boolean(),
  voiceReading: z.boolean(),
  backgroundType: z.enum(BACKGROUND_TYPES),
  solidColor: colorSchema,
  gradientStart: colorSchema,
  gradientEnd: colorSchema,
  backgroundImage: objectPathSchema.max(200).nullable(),
} satisfies { [K in SettingKey]: z.ZodType<Settings[K]> };

/** An ISO 8601 time with its offset, as `Date.prototype.toISOString` writes it. */
export const changedAtSchema = z.iso.datetime({ offset: true });

const entrySchemas = {} as Record<SettingKey, z.ZodOptional<z.ZodType>>;
for (const key of Object.keys(settingValueSchemas) as SettingKey[]) {
  entrySchemas[key] = z
    .object({ value: settingValueSchemas[key], changedAt: changedAtSchema })
    .strict()
    .optional();
}

/**
 * Some or all settings with their time of change. Settings this version does not know are
 * dropped (a newer app may sync settings an older server has not heard of yet); a known setting
 * with a wrong value is refused.
 */
export const settingEntriesSchema = z.object(entrySchemas);

/** Body of PUT /api/settings and of both answers. */
export const settingsPayloadSchema = z
  .object({ values: settingEntriesSchema })
  .strict()
  .transform((payload) => ({ values: payload.values as SettingEntries }));
export type SettingsPayloadInput = z.input<typeof settingsPayloadSchema>;
