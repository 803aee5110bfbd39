import { toClockTime } from '../../clock/time';
import { numeralOf } from '../face-math';
import {
  type BuildContext,
  drawElapsed,
  elapsedTime,
  faceKey,
  multipleChoice,
  readTime,
  setTime,
  type Target,
} from '../generate-questions';
import { type FaceHelpers, type LevelDefinition, levelDefinition, SetHands } from '../levels';
import { MisconceptionTag } from '../misconceptions';
import type { Question } from '../question';
import { createRng, deriveSeed, type Rng } from '../random';
import { type GameSettings, minuteStep, QuestionType } from '../settings';
import {
  emptyLearner,
  type LearnerModel,
  PLACEMENT_ITEMS,
  REMEDIATION_LENGTH,
  skillMastery,
  tagRates,
} from './learner-model';
import { Purpose } from './purpose';
import { SKILLS, Skill, SkillMode, skillOfMinute } from './skills';

/** One place in a game by level: the level's own practice or a review, and whether it sets the clock. */
export type Slot = { purpose: typeof Purpose.level | typeof Purpose.review; set: boolean };

/** Reviews of earlier levels per game of 10 (learning-anchors section 7: interleave 20-30 %). */
export const REVIEWS_PER_GAME = 2;
/** Set-the-clock questions per game where the level teaches setting, and elsewhere (about 20 %). */
export const SETS_WHERE_TAUGHT = 3;
export const SETS_ELSEWHERE = 2;

/**
 * The places of a game by level, shuffled: two reviews once there is an earlier level, three
 * set-the-clock questions where the level teaches setting (two elsewhere), the rest the level's
 * reading types. Reviews never come first: a game opens on the child's own level.
 */
export function planLevelGame(model: LearnerModel, seed: number, count = 10): Slot[] {
  const rng = createRng(deriveSeed(seed, 'plan'));
  const level = levelDefinition(model.level);
  const reviews = model.level > 1 ? Math.min(REVIEWS_PER_GAME, count - 1) : 0;
  const sets = Math.min(level.teachesSetting ? SETS_WHERE_TAUGHT : SETS_ELSEWHERE, count - reviews);
  const own: Slot[] = [];
  for (let i = 0; i < count - reviews; i++) own.push({ purpose: Purpose.level, set: i < sets });
  const shuffled = rng.shuffle(own);
  const slots = [shuffled[0] as Slot];
  const rest = rng.shuffle([
    ...shuffled.slice(1),
    ...Array.from({ length: reviews }, (): Slot => ({ purpose: Purpose.review, set: false })),
  ]);
  return [...slots, ...rest].slice(0, count);
}

/** A question's time as drawUnused compares it (elapsed items never clash with a time). */
const questionKey = (q: Question): string =>
  q.type === 'elapsed_time'
    ? `e${faceKey(q.startTime)}+${q.durationMinutes}`
    : faceKey(q.correctAnswer);

/** A time at the level: hour 1-12 (0-23 in 24-hour play), minute from the level's list. */
function drawLevelTarget(rng: Rng, minutes: readonly number[], use24Hour: boolean): Target {
  const minute = rng.pick(minutes);
  if (use24Hour) {
    const day = { hour: rng.int(0, 23), minute };
    return { face: toClockTime(day), day };
  }
  return { face: { hour: rng.int(1, 12), minute }, day: null };
}

function drawUnused(
  draw: () => Target,
  used: ReadonlySet<string>,
  ok = (_: Target) => true,
): Target {
  let target = draw();
  for (let tries = 0; tries < 40; tries++) {
    if (!used.has(faceKey(target.face)) && ok(target)) break;
    target = draw();
  }
  return target;
}

/** Minutes of a level where a misconception shows; the level's own minutes when none do. */
function minutesShowing(tag: MisconceptionTag, level: LevelDefinition): readonly number[] {
  const pick = (test: (m: number) => boolean, fallback: number[]): readonly number[] => {
    const found = level.minutes.filter(test);
    return found.length > 0 ? found : fallback;
  };
  switch (tag) {
    case MisconceptionTag.nextHour:
    case MisconceptionTag.hourHandOnNumeral:
      return pick((m) => m >= 30, [30]);
    case MisconceptionTag.pastToReversed:
      return pick((m) => m !== 0 && m !== 30, [15, 45]);
    case MisconceptionTag.numeralAsMinutes:
    case MisconceptionTag.minuteWrongOther:
      return pick((m) => m >= 5, [15, 30, 45]);
    case MisconceptionTag.tickMiscount:
      return pick((m) => m % 5 !== 0, [7, 13, 22, 38, 44, 51]);
    default:
      return level.minutes;
  }
}

/** Tags of the hour hand: remediation for them lets the child place the hour hand itself. */
const HOUR_HAND_TAGS: ReadonlySet<MisconceptionTag> = new Set([
  MisconceptionTag.handsSwapped,
  MisconceptionTag.nextHour,
  MisconceptionTag.previousHour,
  MisconceptionTag.offByOneHour,
  MisconceptionTag.hourHandOnNumeral,
  MisconceptionTag.hourWrongOther,
]);

const ALL_HELPERS: FaceHelpers = { hourNumerals: true, minuteLabels: true, hourZones: true };

function withLevel(
  question: Question,
  level: LevelDefinition,
  purpose: Purpose,
  face: FaceHelpers,
  hands: SetHands,
  focus?: MisconceptionTag,
): Question {
  const marked = { ...question, level: level.level, purpose, face, ...(focus ? { focus } : {}) };
  if (marked.type !== 'set_time') return marked;
  return { ...marked, metadata: { ...marked.metadata, hands } };
}

function build(type: QuestionType, id: number, target: Target, ctx: BuildContext): Question {
  if (type === QuestionType.setTime) return setTime(id, target, ctx);
  if (type === QuestionType.readTime) return readTime(id, target, ctx);
  return multipleChoice(id, target, ctx);
}

/** What a question by level needs. `previous` are the game's questions so far (ids 1..n). */
export type LevelQuestionInput = {
  model: LearnerModel;
  seed: number;
  slot: Slot;
  previous: readonly Question[];
  settings: GameSettings;
  /**
   * A reading type to ask when the level has it (a live adaptive room follows the class question's
   * type where the level allows); otherwise the level's types take turns.
   */
  prefer?: QuestionType;
};

function contextFor(
  rng: Rng,
  level: LevelDefinition,
  settings: GameSettings,
  model: LearnerModel,
  boost?: MisconceptionTag,
): BuildContext {
  const weights = tagRates(model);
  if (boost) weights[boost] = 1;
  return {
    rng,
    step: minuteStep(level.difficulty),
    settings: { ...settings, difficulty: level.difficulty, use24Hour: level.use24Hour },
    levelTags: boost ? [boost, ...level.focusTags] : level.focusTags,
    tagWeights: weights,
  };
}

/** The skill a level adds: its finest time, or elapsed time, or the 24-hour clock. */
export function levelSkill(level: LevelDefinition): Skill {
  if (level.questionTypes.includes(QuestionType.elapsedTime)) return Skill.elapsed;
  if (level.use24Hour) return Skill.h24;
  const order = (s: Skill): number => SKILLS.indexOf(s);
  return level.minutes.map(skillOfMinute).reduce((a, b) => (order(b) > order(a) ? b : a));
}

/** An earlier level to review: the weaker the child is at its skill, the likelier (all > 0). */
function reviewLevel(rng: Rng, model: LearnerModel): LevelDefinition {
  const earlier = Array.from({ length: model.level - 1 }, (_, i) => levelDefinition(i + 1));
  const weight = (l: LevelDefinition): number =>
    1.25 - skillMastery(model, levelSkill(l), SkillMode.read).share;
  const total = earlier.reduce((sum, l) => sum + weight(l), 0);
  let x = rng.next() * total;
  for (const l of earlier) {
    x -= weight(l);
    if (x < 0) return l;
  }
  return earlier[earlier.length - 1] as LevelDefinition;
}

/**
 * The next question of a game by level, from the model as it stands now (so a promotion or a
 * remediation set takes effect on the very next question): a remediation question while a set is
 * under way, else the slot's own level or review. The same inputs always give the same question.
 */
export function levelQuestion(input: LevelQuestionInput): Question {
  const { model, slot, previous, settings } = input;
  const id = previous.length + 1;
  const used = new Set(previous.map(questionKey));
  if (model.remediation) return remediationQuestion(input, id, used);
  const rng = createRng(deriveSeed(input.seed, id, slot.purpose, model.level));
  // A child who stepped back to level 1 mid-game has no earlier level to review.
  const purpose =
    slot.purpose === Purpose.review && model.level > 1 ? Purpose.review : Purpose.level;
  const level = purpose === Purpose.review ? reviewLevel(rng, model) : levelDefinition(model.level);
  const ctx = contextFor(rng, level, settings, model);
  const reading = level.questionTypes;
  const readingSoFar = previous.filter((q) => q.type !== 'set_time').length;
  const type = slot.set
    ? QuestionType.setTime
    : input.prefer !== undefined && reading.includes(input.prefer)
      ? input.prefer
      : (reading[readingSoFar % reading.length] as QuestionType);
  if (type === QuestionType.elapsedTime) {
    const draw = drawElapsed(rng, ctx.step);
    return withLevel(elapsedTime(id, draw, ctx), level, purpose, level.face, level.setHands);
  }
  const target = drawUnused(() => drawLevelTarget(rng, level.minutes, level.use24Hour), used);
  return withLevel(build(type, id, target, ctx), level, purpose, level.face, level.setHands);
}

function remediationQuestion(input: LevelQuestionInput, id: number, used: Set<string>): Question {
  const { model, settings } = input;
  const remediation = model.remediation as NonNullable<LearnerModel['remediation']>;
  const { tag } = remediation;
  const level = levelDefinition(model.level);
  const rng = createRng(deriveSeed(input.seed, id, 'remediation', tag, remediation.remaining));
  const ctx = contextFor(rng, level, settings, model, tag);
  const place = REMEDIATION_LENGTH - remediation.remaining;
  const elapsed = tag === MisconceptionTag.elapsedUnits;
  const twentyFour = tag === MisconceptionTag.amPmSwap || tag === MisconceptionTag.h24DropTen;
  if (elapsed) {
    const draw = drawElapsed(rng, ctx.step);
    return withLevel(
      elapsedTime(id, draw, ctx),
      level,
      Purpose.remediation,
      ALL_HELPERS,
      level.setHands,
      tag,
    );
  }
  // Two readings, then the child sets the clock: acting on the clock is where it sticks [E7].
  // "halb" is a word trap: it shows only in German word options.
  const reading =
    tag === MisconceptionTag.halbTrap ? QuestionType.readTime : QuestionType.multipleChoice;
  const type = place === REMEDIATION_LENGTH - 1 && !twentyFour ? QuestionType.setTime : reading;
  const minutes = minutesShowing(tag, level);
  const target = drawUnused(
    () => drawLevelTarget(rng, minutes, twentyFour || level.use24Hour),
    used,
    (t) =>
      (tag !== MisconceptionTag.handsSwapped || numeralOf(t.face.minute) !== t.face.hour) &&
      // Ten too few only shows on afternoon hours 13-22.
      (tag !== MisconceptionTag.h24DropTen ||
        (t.day !== null && t.day.hour >= 13 && t.day.hour <= 22)),
  );
  // An hour-hand mistake is practised by placing the hour hand, even where the level gears it.
  const hands = HOUR_HAND_TAGS.has(tag) ? SetHands.independent : level.setHands;
  return withLevel(
    build(type, id, target, {
      ...ctx,
      settings: { ...ctx.settings, use24Hour: twentyFour || level.use24Hour },
    }),
    level,
    Purpose.remediation,
    ALL_HELPERS,
    level.level === 1 ? SetHands.hourOnly : hands,
    tag,
  );
}

/** The placement check of a new child: six multiple-choice readings of growing difficulty. */
export function placementQuestions(seed: number, settings: GameSettings): Question[] {
  const rng = createRng(deriveSeed(seed, 'placement'));
  const used = new Set<string>();
  return PLACEMENT_ITEMS.map((item, index) => {
    const level = levelDefinition(Math.max(1, item.startsAt - 1));
    const ctx = contextFor(rng, level, settings, emptyLearner());
    const target = drawUnused(
      () => ({ face: { hour: rng.int(1, 12), minute: item.minute }, day: null }),
      used,
    );
    used.add(faceKey(target.face));
    const question = multipleChoice(index + 1, target, {
      ...ctx,
      settings: { ...ctx.settings, use24Hour: false },
    });
    return { ...question, level: level.level, purpose: Purpose.placement, face: level.face };
  });
}
