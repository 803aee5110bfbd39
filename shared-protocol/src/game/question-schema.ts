// The zod schemas of Student Game questions and answers; the types and constants are in question.ts.
import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { clockTimeSchema, dayTimeSchema } from '../clock/time-schema';
import { levelNumberSchema, purposeSchema } from './learner/learner-schema';
import { misconceptionTagSchema } from './misconception-schema';
import { OPTIONS_PER_QUESTION, PromptKey, QUESTIONS_PER_GAME } from './question';
import { difficultySchema } from './settings-schema';

export const promptKeySchema = z.enum([
  PromptKey.readClock,
  PromptKey.readClockPeriod,
  PromptKey.readWords,
  PromptKey.readWordsPeriod,
  PromptKey.setClock,
  PromptKey.elapsedDuration,
  PromptKey.elapsedEndTime,
]);

/** A prompt for i18n: the key and its interpolation values. */
export const promptSchema = z
  .object({
    key: promptKeySchema,
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .strict();
export type Prompt = z.infer<typeof promptSchema>;

export const hourModeSchema = z.enum(['12h', '24h']);

/**
 * One time option. `label` is the option string exactly as in `options` (digits: "3:05", or
 * "15:05" in 24-hour play); `time` its face time; `dayTime` the time of day in 24-hour play;
 * `tag` the misconception the option was built from, null for the correct one.
 */
export const timeChoiceSchema = z
  .object({
    label: z.string(),
    time: clockTimeSchema,
    dayTime: /* @__PURE__ */ dayTimeSchema.nullable(),
    tag: /* @__PURE__ */ misconceptionTagSchema.nullable(),
  })
  .strict();
export type TimeChoice = z.infer<typeof timeChoiceSchema>;

/** One duration option: `label` like "1 h 30 min"; `minutes` its length; `tag` as above. */
export const durationChoiceSchema = z
  .object({
    label: z.string(),
    minutes: z.number().int().min(1).max(719),
    tag: /* @__PURE__ */ misconceptionTagSchema.nullable(),
  })
  .strict();
export type DurationChoice = z.infer<typeof durationChoiceSchema>;

const questionBase = {
  /** 1 to 10. */
  id: z.number().int().min(1).max(QUESTIONS_PER_GAME),
  /** The English prompt (spec field); `prompt` carries the i18n key. */
  questionText: z.string(),
  prompt: promptSchema,
  /** The answer as a face time (spec field). For elapsed items: the end time. */
  correctAnswer: clockTimeSchema,
  /** What the clock shows when the question opens. */
  clockTime: clockTimeSchema,
  /** How times are written in this question (use24Hour at generation time). */
  hourMode: hourModeSchema,
  /** The time difficulty it was made at; its minute step is the classifier's "one step". */
  difficulty: difficultySchema,
  /** Playing by level: the level the question comes from (absent in free practice). */
  level: /* @__PURE__ */ levelNumberSchema.optional(),
  /** Playing by level: why it is asked (the level, a review, a remediation set, placement). */
  purpose: /* @__PURE__ */ purposeSchema.optional(),
  /** A remediation question: the misconception it practises. */
  focus: /* @__PURE__ */ misconceptionTagSchema.optional(),
  /** Playing by level: what the face shows (absent: the player's settings decide). */
  face: z
    .object({ hourNumerals: z.boolean(), minuteLabels: z.boolean(), hourZones: z.boolean() })
    .strict()
    .optional(),
};

const choiceFields = {
  /** The four option strings in display order (spec field). */
  options: z.array(z.string()).length(OPTIONS_PER_QUESTION),
  /** The same options with what they mean and their misconception tags. */
  choices: z.array(timeChoiceSchema).length(OPTIONS_PER_QUESTION),
  /** The correct option string: formatTime(correct time, hourMode). */
  correctLabel: z.string(),
  /** 24-hour play: the correct time of day (its part of the day is in the prompt). */
  correctDayTime: /* @__PURE__ */ dayTimeSchema.nullable(),
};

/** Multiple choice (spec): the clock shows a time; pick it from four digital times. */
export const multipleChoiceQuestionSchema = z
  .object({ ...questionBase, type: z.literal('multiple_choice'), ...choiceFields })
  .strict();
export type MultipleChoiceQuestion = z.infer<typeof multipleChoiceQuestionSchema>;

/**
 * Read the time: the clock shows a time; pick the four options shown IN WORDS ("quarter past
 * three", "Viertel nach drei") in `wordsLanguage`. The options stay digital strings (what is
 * compared) and the UI renders each choice's `time` in words. It trains the word form beside
 * the digital one (anchors section 2, "Two expressions").
 */
export const readTimeQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal('read_time'),
    ...choiceFields,
    wordsLanguage: languageSchema,
  })
  .strict();
export type ReadTimeQuestion = z.infer<typeof readTimeQuestionSchema>;

/** Set the clock (spec): move the hands to `metadata.targetTime`, starting from `clockTime`. */
export const setTimeQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal('set_time'),
    metadata: z
      .object({
        targetTime: clockTimeSchema,
        /** 24-hour play: the prompt names this time of day ("15:05"); set its face (3:05). */
        targetDayTime: /* @__PURE__ */ dayTimeSchema.nullable(),
        /**
         * How the hands move: geared (the default), independent (the child places the hour hand
         * itself) or hour_only (the minute hand stays on the 12).
         */
        hands: z.enum(['geared', 'independent', 'hour_only']).optional(),
      })
      .strict(),
  })
  .strict();
export type SetTimeQuestion = z.infer<typeof setTimeQuestionSchema>;

const elapsedFields = {
  ...questionBase,
  type: z.literal('elapsed_time'),
  /** Where the clock starts (it shows this time). */
  startTime: clockTimeSchema,
  /** Where it ends. */
  endTime: clockTimeSchema,
  /** Minutes from start to end, 1-719. */
  durationMinutes: z.number().int().min(1).max(719),
  options: z.array(z.string()).length(OPTIONS_PER_QUESTION),
  correctLabel: z.string(),
};

/**
 * Elapsed time, always 12-hour (turning it on forces 24-hour off). Two kinds:
 * `duration` asks "how long from start to end?" with duration options; `end_time` asks "what
 * time is it N minutes after start?" with time options.
 */
export const elapsedTimeQuestionSchema = z.discriminatedUnion('ask', [
  z
    .object({
      ...elapsedFields,
      ask: z.literal('duration'),
      choices: z.array(durationChoiceSchema).length(OPTIONS_PER_QUESTION),
    })
    .strict(),
  z
    .object({
      ...elapsedFields,
      ask: z.literal('end_time'),
      choices: z.array(timeChoiceSchema).length(OPTIONS_PER_QUESTION),
    })
    .strict(),
]);
export type ElapsedTimeQuestion = z.infer<typeof elapsedTimeQuestionSchema>;

/** Any Student Game question (spec section 3 "Question", plus the fields above). */
export const questionSchema = z.union([
  multipleChoiceQuestionSchema,
  readTimeQuestionSchema,
  setTimeQuestionSchema,
  elapsedTimeQuestionSchema,
]);
export type Question = z.infer<typeof questionSchema>;

/** A player's answer: an option picked by its label, or the time the clock was set to. */
export const answerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), label: z.string().max(40) }).strict(),
  z
    .object({
      kind: z.literal('clock'),
      time: clockTimeSchema,
      /**
       * Independent hands: where the child put the hour hand, in degrees clockwise from the 12.
       * `time` then holds the hour the hand has passed and the minute hand's minute.
       */
      hourAngle: z.number().min(0).max(360).optional(),
    })
    .strict(),
]);
export type Answer = z.infer<typeof answerSchema>;
