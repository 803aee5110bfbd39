import { formatTime } from '../clock/format';
import { type ClockTime, type DayTime, toClockTime } from '../clock/time';
import { buildDurationChoices, buildEndTimeChoices, formatDuration } from './elapsed-choices';
import { shiftFace } from './face-math';
import { MisconceptionTag } from './misconceptions';
import {
  elapsedDurationPrompt,
  elapsedEndTimePrompt,
  readingPrompt,
  setClockPrompt,
} from './prompts';
import {
  type ElapsedTimeQuestion,
  type MultipleChoiceQuestion,
  QUESTIONS_PER_GAME,
  type Question,
  type ReadTimeQuestion,
  type SetTimeQuestion,
  type TimeChoice,
} from './question';
import { createRng, type Rng } from './random';
import {
  type GameSettings,
  minuteStep,
  normalizeSettings,
  QuestionType,
  type QuestionType as QuestionTypeValue,
} from './settings';
import { buildTimeChoices } from './time-choices';

/** Share of set-the-clock questions when other types are on too (spec section 9: about 20%). */
export const SET_TIME_SHARE = 0.2;

/**
 * The type of each question of a game, shuffled. When set_time and other types are on, exactly
 * round(20%) of the questions set the clock (2 of 10) and the other types share the rest as
 * evenly as possible (which ones get the extra question is random). With set_time alone, all
 * questions set the clock; without it, the chosen types share all questions.
 */
export function planQuestionTypes(
  types: readonly QuestionTypeValue[],
  count: number,
  rng: Rng,
): QuestionTypeValue[] {
  const unique = [...new Set(types)];
  const chosen = unique.length > 0 ? unique : [QuestionType.multipleChoice];
  const others = chosen.filter((t) => t !== QuestionType.setTime);
  const plan: QuestionTypeValue[] = [];
  let rest = count;
  if (chosen.includes(QuestionType.setTime)) {
    const setCount = others.length === 0 ? count : Math.round(count * SET_TIME_SHARE);
    for (let i = 0; i < setCount; i++) plan.push(QuestionType.setTime);
    rest = count - setCount;
  }
  if (others.length > 0 && rest > 0) {
    const base = Math.floor(rest / others.length);
    const extra = rest - base * others.length;
    const lucky = new Set(rng.shuffle(others).slice(0, extra));
    for (const type of others) {
      const n = base + (lucky.has(type) ? 1 : 0);
      for (let i = 0; i < n; i++) plan.push(type);
    }
  }
  return rng.shuffle(plan);
}

/** A question's time: on the face, and as a time of day in 24-hour play. */
export type Target = { face: ClockTime; day: DayTime | null };

/** A face time as a key, to keep a game's times distinct. */
export const faceKey = (t: ClockTime): string => `${t.hour}:${t.minute}`;

/** A time on the difficulty's grid: hour 1-12 (or 0-23 in 24-hour play), minute a multiple of step. */
function drawTarget(rng: Rng, step: number, use24Hour: boolean): Target {
  const minute = step * rng.int(0, Math.floor(60 / step) - 1);
  if (use24Hour) {
    const day = { hour: rng.int(0, 23), minute };
    return { face: toClockTime(day), day };
  }
  return { face: { hour: rng.int(1, 12), minute }, day: null };
}

/** Draws until the key is new to this game (a few tries; then accepts a repeat). */
function drawDistinct<T>(draw: () => T, key: (value: T) => string, used: Set<string>): T {
  let value = draw();
  for (let tries = 0; tries < 30 && used.has(key(value)); tries++) value = draw();
  used.add(key(value));
  return value;
}

function choiceFields(choices: TimeChoice[], target: Target) {
  const correct = choices.find((c) => c.tag === null);
  return {
    options: choices.map((c) => c.label),
    choices,
    correctLabel: correct ? correct.label : '',
    correctDayTime: target.day,
  };
}

function readingPreferTags(target: Target): MisconceptionTag[] {
  return target.day ? [MisconceptionTag.h24DropTen] : [];
}

/**
 * What every question builder of one game shares. Playing by level adds the level's distractor
 * tags and the child's own recent misconception rates, which weight the wrong options.
 */
export type BuildContext = {
  rng: Rng;
  step: number;
  settings: GameSettings;
  levelTags?: readonly MisconceptionTag[];
  tagWeights?: Partial<Record<MisconceptionTag, number>>;
};

/** The choice builders' inputs that adapt the options to the child (none in free practice). */
function adaptive(ctx: BuildContext) {
  if (!ctx.levelTags && !ctx.tagWeights) return {};
  return { rng: ctx.rng, levelTags: ctx.levelTags, tagWeights: ctx.tagWeights };
}

export function multipleChoice(
  id: number,
  target: Target,
  ctx: BuildContext,
): MultipleChoiceQuestion {
  const { rng, step } = ctx;
  const choices = rng.shuffle(
    buildTimeChoices({
      target: target.face,
      targetDayTime: target.day,
      step,
      preferTags: readingPreferTags(target),
      ...adaptive(ctx),
    }),
  );
  return {
    id,
    type: 'multiple_choice',
    ...readingPrompt('multiple_choice', target.day),
    correctAnswer: target.face,
    clockTime: target.face,
    hourMode: target.day ? '24h' : '12h',
    difficulty: ctx.settings.difficulty,
    ...choiceFields(choices, target),
  };
}

export function readTime(id: number, target: Target, ctx: BuildContext): ReadTimeQuestion {
  const { rng, step, settings } = ctx;
  const choices = rng.shuffle(
    buildTimeChoices({
      target: target.face,
      targetDayTime: target.day,
      step,
      wordsLanguage: settings.language,
      preferTags: readingPreferTags(target),
      ...adaptive(ctx),
    }),
  );
  return {
    id,
    type: 'read_time',
    ...readingPrompt('read_time', target.day),
    correctAnswer: target.face,
    clockTime: target.face,
    hourMode: target.day ? '24h' : '12h',
    difficulty: ctx.settings.difficulty,
    ...choiceFields(choices, target),
    wordsLanguage: settings.language,
  };
}

/** Where the hands start for set-the-clock: 12:00 (hands together), or 6:00 if 12:00 is the answer. */
export function setTimeStart(target: ClockTime): ClockTime {
  return target.hour === 12 && target.minute === 0
    ? { hour: 6, minute: 0 }
    : { hour: 12, minute: 0 };
}

export function setTime(id: number, target: Target, ctx: BuildContext): SetTimeQuestion {
  const label = target.day ? formatTime(target.day, '24h') : formatTime(target.face, '12h');
  return {
    id,
    type: 'set_time',
    ...setClockPrompt(label),
    correctAnswer: target.face,
    clockTime: setTimeStart(target.face),
    hourMode: target.day ? '24h' : '12h',
    difficulty: ctx.settings.difficulty,
    metadata: { targetTime: target.face, targetDayTime: target.day },
  };
}

/** Longest elapsed item per step: up to 5 hours in whole hours, 3 hours in halves and quarters, else 2. */
export function maxElapsedMinutes(step: number): number {
  if (step >= 60) return 300;
  if (step >= 15) return 180;
  return 120;
}

export type ElapsedDraw = { start: ClockTime; minutes: number };

export function drawElapsed(rng: Rng, step: number): ElapsedDraw {
  const start = drawTarget(rng, step, false).face;
  // At least 5 minutes: "1 minute later" teaches nothing about elapsed time.
  const unit = step < 5 ? 1 : step;
  const minutes = unit * rng.int(Math.ceil(5 / unit), Math.floor(maxElapsedMinutes(step) / unit));
  return { start, minutes };
}

export function elapsedTime(id: number, draw: ElapsedDraw, ctx: BuildContext): ElapsedTimeQuestion {
  const { rng, step } = ctx;
  const { start, minutes } = draw;
  const end = shiftFace(start, minutes);
  const item = { start, end, minutes, step };
  const startLabel = formatTime(start, '12h');
  const base = {
    id,
    type: 'elapsed_time' as const,
    correctAnswer: end,
    clockTime: start,
    hourMode: '12h' as const,
    difficulty: ctx.settings.difficulty,
    startTime: start,
    endTime: end,
    durationMinutes: minutes,
  };
  if (rng.int(0, 1) === 0) {
    const choices = rng.shuffle(buildDurationChoices(item));
    const endLabel = formatTime(end, '12h');
    return {
      ...base,
      ask: 'duration',
      ...elapsedDurationPrompt(startLabel, endLabel),
      options: choices.map((c) => c.label),
      choices,
      correctLabel: formatDuration(minutes),
    };
  }
  const choices = rng.shuffle(buildEndTimeChoices(item));
  return {
    ...base,
    ask: 'end_time',
    ...elapsedEndTimePrompt(startLabel, minutes, formatDuration(minutes)),
    options: choices.map((c) => c.label),
    choices,
    correctLabel: formatTime(end, '12h'),
  };
}

/**
 * A whole Student Game: `count` questions (10 by default, clamped to 1..10 as question ids are)
 * with ids 1..count, from the seed and the settings (normalized first). The same seed and
 * settings always give the same game. Times avoid repeating within a game where the difficulty
 * leaves enough of them.
 */
export function generateQuestions(
  seed: number,
  settings: GameSettings,
  count: number = QUESTIONS_PER_GAME,
): Question[] {
  const s = normalizeSettings(settings);
  const rng = createRng(seed);
  const step = minuteStep(s.difficulty);
  const n = Math.min(QUESTIONS_PER_GAME, Math.max(1, Math.trunc(count) || QUESTIONS_PER_GAME));
  const plan = planQuestionTypes(s.questionTypes, n, rng);
  const used = new Set<string>();
  const targetKey = (t: Target): string =>
    t.day ? `d${t.day.hour}:${t.day.minute}` : faceKey(t.face);
  const ctx: BuildContext = { rng, step, settings: s };
  return plan.map((type, index): Question => {
    const id = index + 1;
    if (type === QuestionType.elapsedTime) {
      const draw = drawDistinct(
        () => drawElapsed(rng, step),
        (d) => `e${faceKey(d.start)}+${d.minutes}`,
        used,
      );
      return elapsedTime(id, draw, ctx);
    }
    const target = drawDistinct(() => drawTarget(rng, step, s.use24Hour), targetKey, used);
    if (type === QuestionType.setTime) return setTime(id, target, ctx);
    if (type === QuestionType.readTime) return readTime(id, target, ctx);
    return multipleChoice(id, target, ctx);
  });
}
